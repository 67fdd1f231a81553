import { AxeBuilder } from '@axe-core/playwright';
import { test as withoutHydration, type Page } from '@playwright/test';
// The site's fixtures: a page load waits until the page is hydrated (the newsletter comes with the home page's sections).
import { expect, mailedLink, mailsTo, test } from './fixtures';

/** Serious and critical axe violations within `selector`. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('newsletter', () => {
  test('subscribe on the home page, confirm from the mail, unsubscribe from its link', async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = `reader-${Date.now()}-${test.info().project.name}@example.test`;

    await page.goto('/');
    const block = page.getByRole('region', { name: 'Get the best of Tampa, weekly' });
    await block.getByRole('textbox', { name: 'Email address' }).fill(email);
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByRole('status')).toHaveText(
      'Thanks! Check your inbox and follow the link we sent to get on the list.',
    );

    // The confirmation page confirms on a click only, and is never cached or indexed.
    const confirm = await mailedLink(email, /http:\/\/[^\s/]+\/newsletter\/confirm\?token=\S+/);
    const response = await page.goto(confirm);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('status')).toContainText("Thanks! You're on the list. 👍");

    // The mail names the one-click address in its List-Unsubscribe header.
    const oneClick = await mailedLink(email, /http:\/\/[^\s/]+\/api\/newsletter\/unsubscribe\?token=[^\s>]+/);
    expect(oneClick).toMatch(/^\/api\/newsletter\/unsubscribe\?token=/);

    const unsubscribe = await mailedLink(email, /http:\/\/[^\s/]+\/newsletter\/unsubscribe\?token=[^\s>]+/);
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toContainText("You're unsubscribed");

    // A mail client's one-click POST after that still succeeds (nothing left to delete).
    const again = await request.post(oneClick, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(again.status()).toBe(200);
  });

  test('an invalid address is refused beside the field', async ({ page, pageProblems }) => {
    // The cms's 400 is the refusal the page shows; the browser logs it.
    pageProblems.allow(/status of 400 .*\/api\/newsletter\/subscriptions/);
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Get the best of Tampa, weekly' });
    const field = block.getByRole('textbox', { name: 'Email address' });
    // Passes the browser's check, refused by the cms (no dot in the domain).
    await field.fill('reader@localhost');
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByRole('alert')).toHaveText('Enter a valid email address');
    await expect(field).toBeFocused();
    expect(await seriousViolations(page, 'section[aria-labelledby="newsletter-heading"]')).toEqual([]);
  });

  test('the sign-up has a page of its own, kept out of search results and shared caches', async ({ page }) => {
    const response = await page.goto('/newsletter');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Tampa Local newsletter');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    // By keyboard: the field, then the button.
    const block = page.getByRole('region', { name: 'Get the best of Tampa, weekly' });
    await block.getByRole('textbox', { name: 'Email address' }).focus();
    await page.keyboard.press('Tab');
    await expect(block.getByRole('button', { name: 'Subscribe' })).toBeFocused();
  });
});

// Before the home page's script has made the form its own (a slow phone), or with scripts
// off, the browser sends the form itself: the web server subscribes the address.
withoutHydration.describe('newsletter without the page script', () => {
  withoutHydration.use({ javaScriptEnabled: false });

  withoutHydration('a form sent by the browser itself subscribes the address', async ({ page }) => {
    const email = `early-reader-${Date.now()}@example.test`;
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Get the best of Tampa, weekly' });
    await block.getByRole('textbox', { name: 'Email address' }).fill(email);
    await block.getByRole('textbox', { name: 'Email address' }).press('Enter');
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Tampa Local newsletter');
    await expect(page.getByRole('status')).toHaveText(
      'Thanks! Check your inbox and follow the link we sent to get on the list.',
    );
    // The same double opt-in as with the script: the confirmation mail is sent.
    await mailedLink(email, /http:\/\/[^\s/]+\/newsletter\/confirm\?token=\S+/);
  });

  withoutHydration('a refused address comes back beside the field with the reason', async ({ page }) => {
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Get the best of Tampa, weekly' });
    await block.getByRole('textbox', { name: 'Email address' }).fill('reader@localhost');
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    const again = page.getByRole('region', { name: 'Get the best of Tampa, weekly' });
    await expect(again.getByRole('alert')).toHaveText('Enter a valid email address');
    await expect(again.getByRole('textbox', { name: 'Email address' })).toHaveValue('reader@localhost');
  });

  withoutHydration("another site's form is refused and mails nobody", async ({ request }) => {
    const email = `victim-${Date.now()}@example.test`;
    // A page of another site, and a sandboxed frame (its origin is "null").
    for (const origin of ['https://attacker.example', 'null']) {
      const response = await request.post('/newsletter', { headers: { Origin: origin }, form: { email } });
      expect(response.status()).toBe(400);
    }
    // A mail leaves after the cms's answer: give one the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(email)).toEqual([]);
  });
});
