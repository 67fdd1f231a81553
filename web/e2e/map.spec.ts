import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { apiTotal, cards, expect, pathAndQuery, resultCount, showingText, test, waitForContent } from './fixtures';

/**
 * The businesses' map (issue #38) in Chromium with software WebGL, on the built-in style
 * (scripts/e2e-stack.mjs sets MAP_STYLE_URL=builtin: no tile server is reached).
 */

const mapSection = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
/** Cluster and business markers: each says how many businesses it stands for. */
const markers = (page: Page) => mapSection(page).locator('button[data-count]');
const mapStatus = (page: Page) =>
  mapSection(page)
    .getByRole('status')
    .filter({ hasText: /on the map$/ });

async function markerTotal(page: Page): Promise<number> {
  const counts = await markers(page).evaluateAll((buttons) =>
    buttons.map((button) => Number(button.getAttribute('data-count'))),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Served HTML without React's text separators ('Showing <!-- -->12<!-- --> businesses'). */
const pageText = (html: string) => html.replace(/<!-- -->/g, '');

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** A small box around Harbor Brunch (27.9458, -82.4494) and its downtown neighbours: single markers. */
const DOWNTOWN_BOX = '-82.4620,27.9440,-82.4480,27.9470';

/**
 * Zooms in `steps` times with the map's own control, each step once the map has settled
 * (its clusters for the new view answered: the map asks for them when a move ends), so a
 * "Search this area" after it takes the view the map stays on, not one mid-animation.
 */
async function zoomIn(page: Page, steps: number): Promise<void> {
  for (let step = 0; step < steps; step += 1) {
    const settled = page.waitForResponse((response) => /\/api\/\w+\/clusters\?/.test(response.url()));
    await mapSection(page).getByRole('button', { name: 'Zoom in', exact: true }).click();
    await settled;
  }
}

async function mapReady(page: Page): Promise<void> {
  await expect(mapStatus(page)).toBeVisible();
  await waitForContent(page);
}

test.describe('the businesses map', () => {
  test("List | Map: the map shows the list's results, in clusters whose counts add up to the list's total", async ({
    page,
    request,
  }) => {
    const response = await page.goto('/businesses?category=restaurants');
    // The page may start workers from its origin and draw pictures from blob: URLs;
    // only its own origin serves the built-in style. Near me may ask for the position.
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toMatch(/img-src [^;]*blob:/);
    expect(response?.headers()['permissions-policy']).toContain('geolocation=(self)');

    const total = await apiTotal(request, '/businesses', { category: 'restaurants' });
    await expect(resultCount(page)).toHaveText(showingText(total, 'business', 'businesses'));
    await expect(mapSection(page)).toHaveCount(0);

    const views = page.getByRole('navigation', { name: 'View' });
    await views.getByRole('link', { name: 'Map' }).click();
    await expect(page).toHaveURL(/\/businesses\?category=restaurants&view=map$/);
    await expect(views.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'true');
    await mapReady(page);
    await expect(mapStatus(page)).toHaveText(`${showingText(total, 'business', 'businesses').slice(8)} on the map`);
    expect(await markerTotal(page)).toBe(total);
    // The list stays under the map, whole.
    await expect(resultCount(page)).toHaveText(showingText(total, 'business', 'businesses'));
    await expect(cards(page)).toHaveCount(Math.min(total, 12));

    await views.getByRole('link', { name: 'List' }).click();
    await expect(page).toHaveURL(/\/businesses\?category=restaurants$/);
    await expect(mapSection(page)).toHaveCount(0);
  });

  test('the map view is served as the list, and loads the map in the browser', async ({ request, page }) => {
    const html = pageText(await (await request.get('/businesses?view=map')).text());
    const total = await apiTotal(request, '/businesses');
    expect(html.includes(showingText(total, 'business', 'businesses')), 'the list is served').toBe(true);
    expect(html.includes('Loading the map...'), "the map's frame is served").toBe(true);
    expect(html.includes('maplibre'), 'MapLibre is not on the page').toBe(false);

    await page.goto('/businesses?view=map');
    await mapReady(page);
    expect(await markerTotal(page)).toBe(total);
  });

  test('"Search this area" keeps the box in the URL and filters the list, served so too; then clears', async ({
    page,
    request,
  }) => {
    const all = await apiTotal(request, '/businesses');
    await page.goto('/businesses?view=map');
    await mapReady(page);
    await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);

    // Zoom in on the middle of the region, downtown Tampa (the map's own control).
    await zoomIn(page, 4);
    await page.getByRole('button', { name: 'Search this area' }).click();

    await expect(page).toHaveURL(/[?&]bbox=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+/);
    const bbox = new URL(page.url()).searchParams.get('bbox') ?? '';
    const inBox = await apiTotal(request, '/businesses', { bbox });
    expect(inBox).toBeLessThan(all);
    await expect(resultCount(page)).toHaveText(showingText(inBox, 'business', 'businesses'));
    await expect(page.getByText('Only businesses in the map area')).toBeVisible();
    await waitForContent(page);
    await expect(mapStatus(page)).toHaveText(`${showingText(inBox, 'business', 'businesses').slice(8)} on the map`);
    expect(await markerTotal(page)).toBe(inBox);
    await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);

    // The same URL, server-rendered: the list of the box.
    const html = pageText(await (await request.get(pathAndQuery(page))).text());
    expect(html.includes(showingText(inBox, 'business', 'businesses')), 'the list of the box is served').toBe(true);

    await page.getByRole('button', { name: 'Clear area' }).click();
    await expect(page).toHaveURL(/\/businesses\?view=map$/);
    await expect(resultCount(page)).toHaveText(showingText(all, 'business', 'businesses'));
    await waitForContent(page);
    expect(await markerTotal(page)).toBe(all);
  });

  test('near me, allowed: nearest first, with each distance on its card', async ({ page, context, request }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 27.9506, longitude: -82.4572 });
    await page.goto('/businesses');
    const total = await apiTotal(request, '/businesses');

    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/\/businesses\?near=27\.951%2C-82\.457&sort=distance$/);
    await expect(page.getByText('Nearest first: sorted by distance from you.')).toBeVisible();
    await expect(resultCount(page)).toHaveText(showingText(total, 'business', 'businesses'));
    const distances = await cards(page)
      .getByText(/ mi away$/)
      .allTextContents();
    expect(distances).toHaveLength(12);
    const miles = distances.map((text) => (text.includes('<') ? 0 : Number(/([\d.]+) mi/.exec(text)?.[1])));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles.at(-1)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Stop sorting by distance' }).click();
    await expect(page).toHaveURL(/\/businesses$/);
    await expect(cards(page).getByText(/ mi away$/)).toHaveCount(0);
  });

  test('near me, refused: the list stays as it was and says why', async ({ page, context, request }) => {
    await context.clearPermissions();
    await page.goto('/businesses?area=ybor-city');
    const total = await apiTotal(request, '/businesses', { area: 'ybor-city' });
    const firstNames = await cards(page).getByRole('heading').allTextContents();

    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Location access is blocked' })).toHaveText(
      "Location access is blocked, so the list stays in its usual order. To sort by distance, allow this site to use your location in your browser's settings.",
    );
    await expect(page).toHaveURL(/\/businesses\?area=ybor-city$/);
    await expect(resultCount(page)).toHaveText(showingText(total, 'business', 'businesses'));
    expect(await cards(page).getByRole('heading').allTextContents()).toEqual(firstNames);
    await expect(cards(page).getByText(/ mi away$/)).toHaveCount(0);
  });

  test('keyboard: markers are buttons in the tab order, a card opens and closes, and focus moves on', async ({
    page,
  }) => {
    await page.goto(`/businesses?view=map&bbox=${DOWNTOWN_BOX}`);
    await mapReady(page);
    const harbor = mapSection(page).getByRole('button', { name: 'Harbor Brunch', exact: true });
    await expect(harbor).toHaveAttribute('aria-expanded', 'false');

    // From the map's canvas, Tab reaches the markers.
    await mapSection(page).getByRole('region', { name: 'Map' }).focus();
    let reached = false;
    for (let step = 0; step < 40 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await harbor.evaluate((button) => button === document.activeElement);
    }
    expect(reached, 'Harbor Brunch is reached with Tab').toBe(true);

    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: 'Harbor Brunch' });
    await expect(card).toBeVisible();
    await expect(harbor).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByRole('link', { name: 'View details of Harbor Brunch' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(harbor).toBeFocused();

    // The map does not hold the focus: Tab goes on past it to the list.
    let left = false;
    for (let step = 0; step < 80 && !left; step += 1) {
      await page.keyboard.press('Tab');
      left = await mapSection(page).evaluate((section) => !section.contains(document.activeElement));
    }
    expect(left, 'Tab leaves the map').toBe(true);

    // Opening a card by keyboard and following its link leads to the page.
    await harbor.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/businesses\/harbor-brunch$/);
  });

  test('a cluster zooms in when chosen', async ({ page }) => {
    await page.goto('/businesses?view=map');
    await mapReady(page);
    const before = await markers(page).count();
    const biggest = await largestCluster(markers(page));
    await biggest.click();
    await expect.poll(() => markers(page).count()).toBeGreaterThan(before);
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
  });

  test('without WebGL the map view says so and shows the list', async ({ page, request }) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type === 'webgl2' || type === 'webgl') return null;
        return (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
    await page.goto('/businesses?view=map');
    await expect(mapSection(page).getByRole('status')).toHaveText(
      "This browser can't show the map: it needs WebGL, which is off or not supported here. Every result is in the list below.",
    );
    const total = await apiTotal(request, '/businesses');
    await expect(resultCount(page)).toHaveText(showingText(total, 'business', 'businesses'));
    await expect(markers(page)).toHaveCount(0);
  });

  test('axe: the map view is clean', async ({ page }) => {
    await page.goto('/businesses?view=map');
    await mapReady(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

async function largestCluster(buttons: Locator): Promise<Locator> {
  const counts = await buttons.evaluateAll((all) => all.map((button) => Number(button.getAttribute('data-count'))));
  return buttons.nth(counts.indexOf(Math.max(...counts)));
}

test.describe("a business's place", () => {
  test('a small map beside "Get Directions", loaded as it is scrolled to, not in the tab order', async ({
    page,
    request,
  }) => {
    const html = pageText(await (await request.get('/businesses/harbor-brunch')).text());
    expect(html.includes('maplibre'), 'MapLibre is not on the page').toBe(false);

    // Below the screen (a phone held sideways: the figure starts about 660 px down), the map's
    // code loads only as the figure is scrolled to (it starts 200 px ahead).
    await page.setViewportSize({ width: 390, height: 300 });
    const mapCode: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/place-map-[\w-]+\.js$/.test(sent.url())) mapCode.push(sent.url());
    });
    await page.goto('/businesses/harbor-brunch');
    await page.waitForLoadState('networkidle');
    const place = page.getByRole('figure', { name: "Map of Harbor Brunch's place" });
    await expect(place.locator('canvas')).toHaveCount(0);
    expect(mapCode).toEqual([]);

    await page.getByRole('link', { name: 'Get Directions' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'Get Directions' })).toBeVisible();
    await expect(place.locator('canvas')).toHaveCount(1);
    expect(mapCode).toHaveLength(1);
    await expect(place.locator('canvas')).not.toHaveAttribute('tabindex', /.*/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the real-estate map', () => {
  test('List | Map, then "Search this area" keeps the box in the URL and filters the listings', async ({
    page,
    request,
  }) => {
    const all = await apiTotal(request, '/properties');
    await page.goto('/real-estate');
    await expect(resultCount(page)).toHaveText(showingText(all, 'property', 'properties'));
    await expect(mapSection(page)).toHaveCount(0);

    await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Map' }).click();
    await expect(page).toHaveURL(/\/real-estate\?view=map$/);
    await mapReady(page);
    await expect(mapStatus(page)).toHaveText(`${showingText(all, 'property', 'properties').slice(8)} on the map`);
    expect(await markerTotal(page)).toBe(all);

    await zoomIn(page, 4);
    await page.getByRole('button', { name: 'Search this area' }).click();

    await expect(page).toHaveURL(/\/real-estate\?view=map&bbox=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+$/);
    const bbox = new URL(page.url()).searchParams.get('bbox') ?? '';
    const inBox = await apiTotal(request, '/properties', { bbox });
    expect(inBox).toBeGreaterThan(0);
    expect(inBox).toBeLessThan(all);
    await expect(resultCount(page)).toHaveText(showingText(inBox, 'property', 'properties'));
    await expect(page.getByText('Only properties in the map area')).toBeVisible();
    await waitForContent(page);
    expect(await markerTotal(page)).toBe(inBox);

    // A listing's marker shows its card.
    const single = mapSection(page).locator('button[data-count="1"]').first();
    const title = (await single.getAttribute('aria-label')) ?? '';
    await single.click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();

    const html = pageText(await (await request.get(pathAndQuery(page))).text());
    expect(html.includes(showingText(inBox, 'property', 'properties')), 'the list of the box is served').toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the rentals map', () => {
  test("List | Map: the map shows the short-term listings, follows the list's filters, and a marker shows its card", async ({
    page,
    request,
  }) => {
    const all = await apiTotal(request, '/properties', { listingType: 'short-term' });
    await page.goto('/short-term-rentals');
    await expect(resultCount(page)).toHaveText(showingText(all, 'rental', 'rentals'));

    await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Map' }).click();
    await expect(page).toHaveURL(/\/short-term-rentals\?view=map$/);
    await mapReady(page);
    await expect(mapStatus(page)).toHaveText(`${showingText(all, 'rental', 'rentals').slice(8)} on the map`);
    expect(await markerTotal(page)).toBe(all);

    // The list's filters hold on the map: event spaces only.
    const spaces = await apiTotal(request, '/properties', {
      listingType: 'short-term',
      shortTermCategory: 'event-space',
    });
    expect(spaces).toBeGreaterThan(0);
    expect(spaces).toBeLessThan(all);
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Event Spaces' });
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('event-space');
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');
    await expect(resultCount(page)).toHaveText(showingText(spaces, 'rental', 'rentals'));
    await expect(mapStatus(page)).toHaveText(`${showingText(spaces, 'rental', 'rentals').slice(8)} on the map`);
    await waitForContent(page);
    expect(await markerTotal(page)).toBe(spaces);

    const html = pageText(await (await request.get(pathAndQuery(page))).text());
    expect(html.includes(showingText(spaces, 'rental', 'rentals')), 'the filtered list is served').toBe(true);

    await zoomIn(page, 4);
    const single = mapSection(page).locator('button[data-count="1"]').first();
    const title = (await single.getAttribute('aria-label')) ?? '';
    await single.click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the events map', () => {
  test("the map shows the upcoming events' venues, near me lists them nearest first", async ({
    page,
    context,
    request,
  }) => {
    const total = await apiTotal(request, '/events');
    await page.goto('/events?view=map');
    await mapReady(page);
    await expect(mapStatus(page)).toHaveText(`${showingText(total, 'event', 'events').slice(8)} on the map`);
    expect(await markerTotal(page)).toBe(total);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 27.9506, longitude: -82.4572 });
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/\/events\?view=map&near=27\.951%2C-82\.457$/);
    await expect(page.getByText('Nearest first: sorted by distance from you.')).toBeVisible();
    await expect(
      cards(page)
        .getByText(/ mi away$/)
        .first(),
    ).toBeVisible();
    const miles = (
      await cards(page)
        .getByText(/ mi away$/)
        .allTextContents()
    ).map((text) => (text.includes('<') ? 0 : Number(/([\d.]+) mi/.exec(text)?.[1])));
    expect(miles.length).toBeGreaterThan(0);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  test("an event's page shows its venue on a small map once the visitor uses the page", async ({ page }) => {
    // A screen tall enough to hold the figure without scrolling.
    await page.setViewportSize({ width: 1280, height: 2400 });
    await page.goto('/events/riverwalk-jazz-night');
    const place = page.getByRole('figure', { name: "Map of Riverwalk Amphitheater, Downtown Tampa's place" });
    await expect(place).toBeInViewport();
    // A page only loaded (no pointer, key or scroll yet) does not run MapLibre: it offers the map.
    const show = place.getByRole('button', { name: 'Show the map' });
    await expect(show).toBeVisible();
    await expect(place.locator('canvas')).toHaveCount(0);
    // Activated as a screen reader does (a click with no pointer or key before it).
    await show.dispatchEvent('click');
    await expect(show).toHaveCount(0);
    await expect(place.locator('canvas')).toHaveCount(1);
    await expect(place.locator('canvas')).not.toHaveAttribute('tabindex', /.*/);
  });
});
