import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, isNarrow, test, waitForContent } from './fixtures';

/** Every public screen, in the state a visitor first sees it. */
const PAGES: { path: string; h1: string | RegExp; notFound?: RegExp }[] = [
  { path: '/', h1: 'Discover the best of Tampa Bay' },
  { path: '/preview2', h1: "Tampa's favourite spots, picked by creators you trust" },
  { path: '/businesses', h1: 'Tampa Businesses' },
  { path: '/businesses?category=restaurants&area=downtown-tampa', h1: 'Tampa Businesses' },
  { path: '/businesses?search=no%20such%20place', h1: 'Tampa Businesses' },
  { path: '/events', h1: 'Tampa Events' },
  { path: '/real-estate', h1: 'Tampa Real Estate' },
  { path: '/short-term-rentals', h1: 'Short-term Rentals & Event Spaces' },
  { path: '/businesses/harbor-brunch', h1: 'Harbor Brunch' },
  { path: '/businesses/riverwalk-grand-hotel', h1: 'Riverwalk Grand Hotel' },
  { path: '/businesses/no-such-business', h1: 'Business not found.', notFound: /\/api\/businesses\/no-such-business/ },
  { path: '/events/riverwalk-jazz-night', h1: 'Riverwalk Jazz Night' },
  { path: '/events/bottomless-mimosa-social', h1: 'Bottomless Mimosa Social' },
  { path: '/influencers/maya-alvarez', h1: 'Maya Alvarez' },
  { path: '/influencers/nobody-here', h1: 'Influencer Not Found', notFound: /\/api\/influencers\/nobody-here/ },
  { path: '/search?q=brunch', h1: 'Search & Discover' },
  { path: '/discover', h1: 'Search & Discover' },
  { path: '/favorites', h1: 'Your Favorites' },
  { path: '/account', h1: 'Your account' },
  { path: '/account/confirm', h1: 'Confirm your email' },
  { path: '/reset-password', h1: 'Reset password' },
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/terms-of-service', h1: 'Terms of Service' },
  { path: '/termsofservice', h1: 'Terms of Service' },
  { path: '/no-such-page', h1: '404 Page Not Found' },
];

/** Serious and critical axe violations, one readable line per affected element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id} (${violation.help}): ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
      ),
    );
}

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const { path, h1, notFound } of PAGES) {
    test(path, async ({ page, pageProblems }) => {
      if (notFound) pageProblems.allow(new RegExp(`status of 404 .*${notFound.source}`));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await waitForContent(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('open states: card video gallery, video dialog', async ({ page }) => {
    await page.goto('/businesses?search=harbor%20brunch');
    const card = page.getByRole('article', { name: 'Harbor Brunch' });
    await card.getByRole('button', { name: /View TikTok Videos/ }).click();
    await expect(card.getByRole('button', { name: /^Play video:/ })).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    await card
      .getByRole('button', { name: /^Play video:/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  test('every page fits a 320 px wide phone without sideways scrolling (reflow)', async ({ page, pageProblems }) => {
    // Every page in turn: more than one test's usual time.
    test.slow();
    pageProblems.allow(/status of 404 .*\/api\/(businesses\/no-such-business|influencers\/nobody-here)/);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const { path, h1 } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await waitForContent(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
    }
  });

  test('open mobile menu', async ({ page }) => {
    if (!isNarrow(page)) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/events');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
    await waitForContent(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
