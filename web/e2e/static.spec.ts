import { apiGet, apiNames, cards, expect, test, waitForContent } from './fixtures';

interface SearchResults {
  businesses: { name: string }[];
  events: { name: string }[];
  properties: { title: string }[];
  influencers: { name: string }[];
}

/** The search page asks for 20 results per kind (web/src/config/site.ts). */
const SEARCH_LIMIT = 20;

const SECTIONS = [
  { key: 'businesses', title: 'Businesses', empty: 'No businesses found matching' },
  { key: 'events', title: 'Events', empty: 'No events found matching' },
  { key: 'properties', title: 'Real Estate & Rentals', empty: 'No properties found matching' },
  { key: 'influencers', title: 'Creators', empty: 'No creators found matching' },
] as const;

test.describe('/search and /discover', () => {
  test('/search?q= shows every kind of result the API finds, and searches again', async ({ page, request }) => {
    for (const q of ['brunch', 'yoga']) {
      if (q === 'brunch') {
        await page.goto('/search?q=brunch');
      } else {
        await page.getByRole('searchbox', { name: 'Search Tampa Local' }).fill(` ${q} `);
        await page.getByRole('search', { name: 'Search Tampa Local' }).getByRole('button', { name: 'Search' }).click();
        await expect(page).toHaveURL(`/search?q=${q}`);
      }
      const results = await apiGet<SearchResults>(request, '/search', { q, limit: SEARCH_LIMIT });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search & Discover');
      await expect(page).toHaveTitle(`Search results for "${q}" | Tampa Local`);
      await expect(page.getByRole('searchbox', { name: 'Search Tampa Local' })).toHaveValue(q);
      const total = SECTIONS.reduce((sum, section) => sum + results[section.key].length, 0);
      expect(total, `seed data matching "${q}"`).toBeGreaterThan(0);
      await expect(page.getByRole('status')).toHaveText(`${total} results for "${q}"`);

      for (const section of SECTIONS) {
        const items = results[section.key];
        const region = page.getByRole('region', { name: `${section.title} (${items.length})` });
        await expect(region).toBeVisible();
        if (items.length === 0) {
          await expect(region).toContainText(`${section.empty} "${q}"`);
        } else {
          await expect(region.getByRole('heading', { level: 3 })).toHaveText(
            items.map((item) => ('title' in item ? item.title : item.name)),
          );
        }
      }
    }
  });

  test('a search that matches nothing says so', async ({ page }) => {
    await page.goto('/search?q=zzqx%20nothing');
    await expect(page.getByRole('status')).toHaveText('Nothing matched "zzqx nothing". Try fewer or different words.');
    await expect(page.getByText('No businesses found matching "zzqx nothing"')).toBeVisible();
  });

  test('/discover (and /search without a query) show top-rated spots and creators', async ({ page, request }) => {
    const [spots, creators] = await Promise.all([
      apiNames(request, '/businesses', { limit: 12, sort: 'rating' }),
      apiNames(request, '/influencers', { limit: 12 }),
    ]);
    for (const path of ['/discover', '/search']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search & Discover');
      await expect(page).toHaveTitle('Search & Discover | Tampa Local');
      await expect(
        page.getByRole('region', { name: `Top-rated spots (${spots.length})` }).getByRole('heading', { level: 3 }),
      ).toHaveText(spots);
      await expect(
        page.getByRole('region', { name: `Tampa creators (${creators.length})` }).getByRole('heading', { level: 3 }),
      ).toHaveText(creators);
    }

    await page.goto('/discover');
    await page.getByRole('searchbox', { name: 'Search Tampa Local' }).fill('cuban');
    await page.getByRole('searchbox', { name: 'Search Tampa Local' }).press('Enter');
    await expect(page).toHaveURL('/discover?q=cuban');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results for "cuban"$/);
  });

  test("home 'See all spots' and 'See all influencers' lead to /search", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /See all spots/ }).click();
    await expect(page).toHaveURL('/search');
    await waitForContent(page);
    await expect(page.getByRole('region', { name: /^Top-rated spots/ })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: /See all influencers/ }).click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('region', { name: /^Tampa creators/ })).toBeVisible();
  });
});

test.describe('policy pages', () => {
  const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

  test('/privacy-policy has 12 numbered sections and today as last updated', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle('Privacy Policy | Tampa Local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText(`Last updated: ${today.format(new Date())}`)).toBeVisible();
    const sections = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(sections).toHaveCount(12);
    await expect(sections).toHaveText(Array.from({ length: 12 }, (_, index) => new RegExp(`^${index + 1}\\. \\S`)));
  });

  for (const path of ['/terms-of-service', '/termsofservice']) {
    test(`${path} has 14 numbered sections, Florida law and 30 days notice`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle('Terms of Service | Tampa Local');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
      await expect(page.getByText(`Last updated: ${today.format(new Date())}`)).toBeVisible();
      const main = page.getByRole('main');
      const sections = main.getByRole('heading', { level: 2 });
      await expect(sections).toHaveCount(14);
      await expect(sections).toHaveText(Array.from({ length: 14 }, (_, index) => new RegExp(`^${index + 1}\\. \\S`)));
      await expect(main).toContainText('laws of the State of Florida');
      await expect(main).toContainText('at least 30 days notice');
      await main.getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL('/privacy-policy');
    });
  }
});

test.describe('not found', () => {
  for (const path of ['/no-such-page', '/events/123/extra', '/businesses/harbor-brunch/extra', '/tampa/deep/path']) {
    test(`${path} shows '404 Page Not Found' inside the shared layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found | Tampa Local');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Back to Tampa Local' }).click();
      await expect(page).toHaveURL('/');
      await expect(cards(page.getByRole('region', { name: 'Featured Businesses' }))).toHaveCount(3);
    });
  }
});
