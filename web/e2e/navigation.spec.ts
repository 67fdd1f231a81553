import { expect, isNarrow, test } from './fixtures';

const PAGES = [
  { link: 'Businesses', path: '/businesses', title: 'Tampa Businesses' },
  { link: 'Events', path: '/events', title: 'Tampa Events' },
  { link: 'Real Estate', path: '/real-estate', title: 'Tampa Real Estate' },
  { link: 'Short-term Rentals', path: '/short-term-rentals', title: 'Short-term Rentals & Event Spaces' },
];

test.describe('header navigation (desktop)', () => {
  test.beforeEach(({ page }) => {
    test.skip(isNarrow(page), 'the header links are in the mobile menu below 768 px (mobile-menu.spec.ts)');
  });

  test('header links navigate and mark the current page with aria-current', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link')).toHaveText(PAGES.map((item) => item.link));
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Menu/ })).toBeHidden();

    for (const target of PAGES) {
      await nav.getByRole('link', { name: target.link }).click();
      await expect(page).toHaveURL(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
      await expect(nav.getByRole('link', { name: target.link })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    }

    // A filtered list is still the same section.
    await page.goto('/businesses?category=nightlife');
    await expect(nav.getByRole('link', { name: 'Businesses' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('banner').getByRole('link', { name: 'Tampa Local' }).click();
    await expect(page).toHaveURL('/');
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  });

  test('Search and Favorites links; Sign In opens the account page', async ({ page }) => {
    await page.goto('/events');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/account');
    await page.goto('/events');

    await header.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search & Discover');
    await header.getByRole('link', { name: 'Favorites' }).click();
    await expect(page).toHaveURL('/favorites');
    await expect(header.getByRole('link', { name: 'Favorites' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('footer', () => {
  test('footer links lead to real pages and a new page starts at the top', async ({ page }) => {
    await page.goto('/privacy-policy');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Tampa Local. All rights reserved.`);
    const discover = footer.getByRole('navigation', { name: 'Discover' });
    await expect(discover.getByRole('link')).toHaveText([
      'Businesses',
      'Events',
      'Real Estate',
      'Short-term Rentals',
      'Search Tampa Local',
    ]);
    const support = footer.getByRole('navigation', { name: 'Support' });
    await expect(support.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(support.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');

    for (const target of PAGES) {
      await discover.getByRole('link', { name: target.link }).scrollIntoViewIfNeeded();
      await discover.getByRole('link', { name: target.link }).click();
      await expect(page).toHaveURL(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }

    await support.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await support.getByRole('link', { name: 'List Your Business' }).click();
    await expect(page).toHaveURL('/#get-featured');
    await expect(page.getByRole('region', { name: 'Get Featured' })).toBeInViewport();
  });

  test('a reload keeps the place the visitor had reached on a list', async ({ page }) => {
    await page.goto('/businesses');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('main').getByRole('link', { name: 'View Details' }).nth(5).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const reached = await page.evaluate(() => window.scrollY);
    expect(reached).toBeGreaterThan(500);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(reached);
  });

  test('Back to a list shows the cards it had where the visitor left them, without fetching them again', async ({
    page,
  }) => {
    await page.goto('/businesses');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const main = page.getByRole('main');
    const headings = main.getByRole('article').getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(12);
    const listReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/businesses') listReads.push(url.search);
    });

    // 'Load more' asks for the next page only: the first came with the page.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(headings).toHaveCount(24);
    expect(listReads).toHaveLength(1);
    expect(new URLSearchParams(listReads[0]).get('offset')).toBe('12');
    const names = await headings.allTextContents();

    const card = main.getByRole('link', { name: 'View Details' }).nth(15);
    await card.scrollIntoViewIfNeeded();
    const reached = await page.evaluate(() => window.scrollY);
    expect(reached).toBeGreaterThan(1000);
    await card.click();
    await expect(page).toHaveURL(/\/businesses\/[^/?]+$/);
    await page.goBack();
    await expect(page).toHaveURL('/businesses');
    await expect(headings).toHaveText(names);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(reached);
    expect(listReads).toHaveLength(1);
  });

  test('back and forward restore the filtered list', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('combobox', { name: 'Date' }).selectOption({ label: 'This Month' });
    await expect(page).toHaveURL('/events?timeframe=month');
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Music' });
    await expect(page).toHaveURL('/events?timeframe=month&category=music');
    await page.goBack();
    await expect(page).toHaveURL('/events?timeframe=month');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Date' })).toHaveValue('month');
    await page.goForward();
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('music');
  });
});
