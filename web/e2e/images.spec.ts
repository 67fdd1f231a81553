import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Pictures come in the sizes the cms made of them (480, 768 px and the original), and the
 * browser takes the one the layout needs: a phone never loads the full-size file.
 */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });

/** The address the browser chose from the srcset, once the picture has loaded. */
async function loadedSource(image: Locator): Promise<string> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => element.currentSrc);
}

test("a business page's picture is offered in every size, with the width it is shown at", async ({ page }) => {
  await page.goto('/businesses/harbor-brunch');
  const hero = page.getByRole('img', { name: 'Harbor Brunch' }).first();
  await expect(hero).toHaveAttribute('srcset', /\/uploads\/small_\S+ 480w, .*\/uploads\/\S+ 800w$/);
  await expect(hero).toHaveAttribute('sizes', '100vw');
});

test('a phone loads the small copy of a list card picture, not the original', async ({ page }) => {
  await page.goto('/businesses');
  const first = page.getByRole('main').getByRole('article').first().getByRole('img').first();
  await expect(first).toHaveAttribute('srcset', /480w/);
  expect(await loadedSource(first)).toMatch(/\/uploads\/small_/);
});
