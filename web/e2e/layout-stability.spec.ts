import type { Page } from '@playwright/test';
import { expect, test, waitForContent } from './fixtures';

/**
 * Nothing on screen jumps while a page and its data arrive (cumulative layout shift, the
 * Core Web Vital). Every API answer is held back for a moment, as on a phone network,
 * so the page paints its loading state first and its content later.
 */
const PAGES = [
  { path: '/', h1: 'Discover the best of Tampa Bay' },
  { path: '/businesses', h1: 'Tampa Businesses' },
  { path: '/events', h1: 'Tampa Events' },
  { path: '/businesses/harbor-brunch', h1: 'Harbor Brunch' },
  { path: '/influencers/maya-alvarez', h1: 'Maya Alvarez' },
];

/** Google's threshold for a "good" cumulative layout shift. */
const GOOD_CLS = 0.1;

const API_DELAY_MS = 400;

/** The sum of the layout shifts not caused by the visitor's own input, so far. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback.
        setTimeout(() => resolve(total), 200);
      }),
  );
}

for (const { path, h1 } of PAGES) {
  test(`${path} does not shift its layout while loading`, async ({ page }) => {
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await waitForContent(page);
    // Images and late sections settle.
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(GOOD_CLS);
  });
}
