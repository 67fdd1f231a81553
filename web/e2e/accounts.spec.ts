import { expect, test, type Page } from '@playwright/test';
import { mailedLink } from './fixtures';

const PASSWORD = 'Sunny-bay-2026';

async function signIn(page: Page, email: string) {
  await page.goto('/account');
  const form = page.getByRole('region', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

test.describe('visitor accounts', () => {
  test('sign up, confirm by mail, sign in: the favourites of this browser are kept in the account and show on another device', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const email = `visitor-${Date.now()}-${test.info().project.name}@example.test`;

    // A favourite saved before there is an account.
    await page.goto('/businesses/harbor-brunch');
    await page.getByRole('button', { name: 'Add to Favorite Businesses' }).click();
    await expect(page.getByRole('button', { name: 'Remove from Favorite Businesses' })).toBeVisible();
    await page.goto('/favorites');
    await expect(page.locator('header a[href="/account"]').first()).toHaveText('Sign In');

    await page.goto('/account');
    await expect(page).toHaveTitle(/Your account/);
    const create = page.getByRole('region', { name: 'Create an account' });
    await create.getByLabel('Email').fill(email);
    await create.getByLabel('Password').fill(PASSWORD);
    await create.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText(`we sent a link to ${email}`);

    // Not before the address is confirmed.
    const form = page.getByRole('region', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Please confirm your email address first: follow the link we sent you.',
    );

    await page.goto(await mailedLink(email, /http:\/\/\S+\/account\/confirm\?code=[0-9a-f]{64}/));
    await expect(page.getByText('Your email address is confirmed. You can sign in now.')).toBeVisible();

    await signIn(page, email);
    await expect(page.locator('header a[href="/account"]').first()).toHaveText('My Account');
    await page.reload();
    // After a reload the page asks the server once and still finds the visitor signed in.
    await expect(page.locator('header a[href="/account"]').first()).toHaveText('My Account');
    await expect(page.getByRole('link', { name: 'Your favourites (1)' })).toBeVisible();
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'tl_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/account' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('tl_session');
    // The cookie goes to the account's routes only: public API calls stay cookie-free (cacheable).
    const publicCall = page.waitForRequest((request) => request.url().includes('/api/businesses?limit=1'));
    await page.evaluate(() => fetch('/api/businesses?limit=1').then(() => undefined));
    expect((await (await publicCall).allHeaders()).cookie ?? '').not.toContain('tl_session');
    const accountCall = page.waitForRequest((request) => request.url().endsWith('/api/account/favorites'));
    await page.evaluate(() => fetch('/api/account/favorites').then(() => undefined));
    expect((await (await accountCall).allHeaders()).cookie ?? '').toContain('tl_session');

    // Another device: nothing in its browser, the account's favourites after signing in.
    const other = await browser.newContext({ baseURL });
    const phone = await other.newPage();
    await phone.goto('/favorites');
    await expect(phone.getByText('Harbor Brunch')).toHaveCount(0);
    await signIn(phone, email);
    await phone.goto('/favorites');
    await expect(phone.getByRole('link', { name: 'Harbor Brunch', exact: true })).toBeVisible();

    // A change there reaches the account, and this device after a reload.
    await phone.goto('/businesses/riverwalk-grand-hotel');
    await phone.getByRole('button', { name: 'Add to Favorite Businesses' }).click();
    await expect
      .poll(async () => {
        const answer = await phone.request.get('/api/account/favorites');
        return ((await answer.json()) as { businesses: Array<{ slug: string }> }).businesses.map((b) => b.slug);
      })
      .toEqual(['harbor-brunch', 'riverwalk-grand-hotel']);
    await other.close();
    await page.goto('/favorites');
    await expect(page.getByRole('link', { name: 'Riverwalk Grand Hotel', exact: true })).toBeVisible();

    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('region', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('header a[href="/account"]').first()).toHaveText('Sign In');
  });
});
