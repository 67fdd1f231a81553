import type { Page } from '@playwright/test';
import { expect, isNarrow, test } from './fixtures';

/**
 * A page comes with the stylesheet's rules it uses inline and the browser loads the whole
 * stylesheet once the page runs: the page must look the same with only its inline rules
 * (the first paint, or a browser that never loads the rest) as with the whole stylesheet,
 * and a page reached by a link inside the app must look as it does when loaded afresh.
 */

const STYLESHEET = /\/assets\/index-[\w-]+\.css$/;
const PROPERTIES = [
  'display',
  'position',
  'color',
  'background-color',
  'background-image',
  'font-size',
  'font-weight',
  'line-height',
  'padding',
  'margin',
  'border-radius',
  'box-shadow',
  'flex-direction',
  'gap',
  'grid-template-columns',
  'text-transform',
  'aspect-ratio',
];

/** Every element of the page's main content with the computed values that show. */
async function looks(page: Page): Promise<Record<string, string>> {
  return page.evaluate((properties) => {
    const seen: Record<string, string> = {};
    const walk = (element: Element, path: string) => {
      const style = getComputedStyle(element);
      seen[path] = properties.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';');
      Array.from(element.children).forEach((child, index) =>
        walk(child, `${path}>${child.tagName.toLowerCase()}${index}`),
      );
    };
    const root = document.querySelector('body');
    if (root) walk(root, 'body');
    return seen;
  }, PROPERTIES);
}

/**
 * Waits until no colour is on its way (the header's links ease between states for 150 ms
 * after a navigation): a value taken mid-way is neither the old look nor the new one.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
}

async function wholeStylesheetLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    (pattern) =>
      Array.from(document.styleSheets).some((sheet) => {
        if (!sheet.href || !new RegExp(pattern).test(sheet.href)) return false;
        return sheet.cssRules.length > 0;
      }),
    STYLESHEET.source,
  );
}

test.describe('the stylesheet', () => {
  test('a page is served with only the rules it uses inline; the whole stylesheet comes after', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/businesses');
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(inline).toMatch(/^\/\*! tailwindcss/);
    expect(inline).toContain('.sm\\:grid-cols-2{');

    await wholeStylesheetLoaded(page);
    const href = await page.evaluate(
      () => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href ?? '',
    );
    const whole = await request.get(href);
    expect(whole.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const stylesheet = await whole.text();
    expect(inline.length).toBeLessThan(stylesheet.length * 0.6);

    // A plain utility the page does not use has no rule inline.
    const used = new Set(
      Array.from(html.matchAll(/\sclass="([^"]*)"/g), (match) => match[1]?.split(/\s+/) ?? []).flat(),
    );
    const unused = [
      ...new Set(Array.from(stylesheet.matchAll(/\.([a-z][a-z0-9-]*)\{/g), (match) => match[1] ?? '')),
    ].filter((name) => name && !used.has(name));
    expect(unused.length).toBeGreaterThan(20);
    expect(unused.filter((name) => inline.includes(`.${name}{`))).toEqual([]);
  });

  for (const path of ['/', '/businesses', '/businesses/harbor-brunch', '/events', '/real-estate']) {
    test(`${path} looks the same with its inline rules alone as with the whole stylesheet`, async ({
      browser,
      page,
      request,
    }) => {
      await page.goto(path);
      await wholeStylesheetLoaded(page);
      const href = await page.evaluate(
        () => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href ?? '',
      );

      // The page as served, before any script runs: its inline rules alone, then the whole stylesheet added.
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
      const served = await context.newPage();
      await served.goto(path);
      const inlineOnly = await looks(served);
      const stylesheet = await (await request.get(href)).text();
      await served.evaluate((css) => {
        const element = document.createElement('style');
        element.textContent = css;
        document.head.append(element);
      }, stylesheet);
      const whole = await looks(served);
      await context.close();

      expect(Object.keys(whole).length).toBeGreaterThan(50);
      const differences = Object.keys(whole).filter((key) => inlineOnly[key] !== whole[key]);
      expect(differences.map((key) => `${key}: ${inlineOnly[key]} → ${whole[key]}`)).toEqual([]);
    });
  }

  test('a page reached by a link looks as it does loaded afresh', async ({ page }) => {
    test.skip(isNarrow(page), 'the header links are in the mobile menu below 768 px');
    await page.goto('/events');
    await wholeStylesheetLoaded(page);
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Businesses' }).click();
    await expect(page).toHaveURL('/businesses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tampa Businesses');
    await page.waitForLoadState('networkidle');
    await transitionsEnded(page);
    const navigated = await looks(page);

    await page.goto('/businesses');
    await page.waitForLoadState('networkidle');
    const fresh = await looks(page);
    const differences = Object.keys(fresh).filter((key) => key in navigated && navigated[key] !== fresh[key]);
    expect(differences.map((key) => `${key}: ${navigated[key]} → ${fresh[key]}`)).toEqual([]);
  });
});
