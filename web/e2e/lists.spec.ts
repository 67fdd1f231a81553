import type { Locator, Page } from '@playwright/test';
import { apiGet, apiNames, apiTotal, cards, expect, resultCount, showingText, test, type Query } from './fixtures';

/** 12 cards per page and per 'Load more' (web/src/config/site.ts). */
const PAGE_SIZE = 12;

interface Noun {
  singular: string;
  plural: string;
}

const BUSINESSES: Noun = { singular: 'business', plural: 'businesses' };
const EVENTS: Noun = { singular: 'event', plural: 'events' };
const PROPERTIES: Noun = { singular: 'property', plural: 'properties' };
const RENTALS: Noun = { singular: 'rental', plural: 'rentals' };

function filter(page: Page, name: string): Locator {
  return page.getByRole('combobox', { name, exact: true });
}

async function optionLabels(select: Locator): Promise<string[]> {
  return (await select.getByRole('option').allTextContents()).map((text) => text.trim());
}

/** The count and the first page of cards agree with the API for the same filters. */
async function expectListMatchesApi(page: Page, path: string, query: Query, noun: Noun, total: number) {
  await expect(resultCount(page)).toHaveText(showingText(total, noun.singular, noun.plural));
  const main = page.getByRole('main');
  if (total === 0) {
    await expect(cards(main)).toHaveCount(0);
    return;
  }
  const names = await apiNames(page.request, path, { ...query, limit: PAGE_SIZE });
  await expect(main.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(names);
}

/** Picks an option, checks the URL, the count and the cards against the API. */
async function applyFilter(
  page: Page,
  step: { select: string; option: string; url: string; path: string; query: Query; noun: Noun },
) {
  await filter(page, step.select).selectOption({ label: step.option });
  await expect(page).toHaveURL(step.url);
  const total = await apiTotal(page.request, step.path, step.query);
  await expectListMatchesApi(page, step.path, step.query, step.noun, total);
  return total;
}

async function expectEveryCard(page: Page, text: string | RegExp) {
  const list = cards(page.getByRole('main'));
  await expect(list.first()).toBeVisible();
  const all = await list.all();
  for (const card of all) await expect(card).toContainText(text);
}

test.describe('/businesses', () => {
  test("title, 'Showing N businesses' from X-Total-Count and the first 12 cards", async ({ page, request }) => {
    await page.goto('/businesses');
    await expect(page).toHaveTitle('Tampa Businesses | Tampa Local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tampa Businesses');
    const total = await apiTotal(request, '/businesses');
    await expectListMatchesApi(page, '/businesses', {}, BUSINESSES, total);
    await expect(cards(page.getByRole('main'))).toHaveCount(PAGE_SIZE);

    expect(await optionLabels(filter(page, 'Category'))).toEqual([
      'All',
      'Restaurants',
      'Nightlife',
      'Attractions',
      'Beaches',
      'Shopping',
      'Fitness',
      'Services',
      'Beauty',
      'Hotels',
    ]);
    expect(await optionLabels(filter(page, 'Area'))).toEqual([
      'All Areas',
      'Downtown Tampa',
      'Ybor City',
      'Hyde Park',
      'Westshore',
      'South Tampa',
      'Tampa Heights',
      'North Tampa',
      'Clearwater',
    ]);

    const [first] = await apiGet<{ name: string; slug: string; category: string; rating: number | null }[]>(
      request,
      '/businesses',
      { limit: 1 },
    );
    const card = page.getByRole('article', { name: first!.name });
    await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/businesses/${first!.slug}`,
    );
    await expect(card.getByRole('img', { name: `Rated ${first!.rating!.toFixed(1)} out of 5` })).toBeVisible();
    await expect(card).toContainText(new RegExp(first!.category, 'i'));
  });

  test('category and area filters change the list, live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/businesses');
    await expect(resultCount(page)).toBeVisible();

    await applyFilter(page, {
      select: 'Category',
      option: 'Nightlife',
      url: '/businesses?category=nightlife',
      path: '/businesses',
      query: { category: 'nightlife' },
      noun: BUSINESSES,
    });
    await expectEveryCard(page, 'Nightlife');

    const total = await applyFilter(page, {
      select: 'Area',
      option: 'Ybor City',
      url: '/businesses?category=nightlife&area=ybor-city',
      path: '/businesses',
      query: { category: 'nightlife', area: 'ybor-city' },
      noun: BUSINESSES,
    });
    await expectEveryCard(page, /Ybor City/i);

    await page.reload();
    await expect(filter(page, 'Category')).toHaveValue('nightlife');
    await expect(filter(page, 'Area')).toHaveValue('ybor-city');
    await expect(resultCount(page)).toHaveText(showingText(total, 'business', 'businesses'));

    // 'All' removes the filter from the URL again.
    await applyFilter(page, {
      select: 'Category',
      option: 'All',
      url: '/businesses?area=ybor-city',
      path: '/businesses',
      query: { area: 'ybor-city' },
      noun: BUSINESSES,
    });
  });

  test('search text (Enter or the Search button) filters with the other filters', async ({ page, request }) => {
    await page.goto('/businesses?category=restaurants');
    const search = page.getByRole('searchbox', { name: 'Search businesses' });
    await search.fill('cuban');
    await search.press('Enter');
    await expect(page).toHaveURL('/businesses?category=restaurants&search=cuban');
    let total = await apiTotal(request, '/businesses', { q: 'cuban', category: 'restaurants' });
    await expectListMatchesApi(page, '/businesses', { q: 'cuban', category: 'restaurants' }, BUSINESSES, total);

    await page.reload();
    await expect(search).toHaveValue('cuban');
    await expect(resultCount(page)).toHaveText(showingText(total, 'business', 'businesses'));

    await filter(page, 'Category').selectOption({ label: 'All' });
    await expect(page).toHaveURL('/businesses?search=cuban');
    total = await apiTotal(request, '/businesses', { q: 'cuban' });
    await expectListMatchesApi(page, '/businesses', { q: 'cuban' }, BUSINESSES, total);

    await search.fill('no such place anywhere');
    await page.getByRole('search', { name: 'Search businesses' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/businesses?search=no+such+place+anywhere');
    await expect(resultCount(page)).toHaveText('Showing 0 businesses');
    await expect(page.getByRole('heading', { name: 'No businesses found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters.')).toBeVisible();

    // Clearing the text shows every business again.
    await search.fill('');
    await search.press('Enter');
    await expect(page).toHaveURL('/businesses');
    await expect(resultCount(page)).toHaveText(
      showingText(await apiTotal(request, '/businesses'), 'business', 'businesses'),
    );
  });

  test('filters in a shared link: labels are accepted, unknown values ignored', async ({ page, request }) => {
    await page.goto('/businesses?area=Ybor%20City&category=castles');
    await expect(filter(page, 'Area')).toHaveValue('ybor-city');
    await expect(filter(page, 'Category')).toHaveValue('');
    const total = await apiTotal(request, '/businesses', { area: 'ybor-city' });
    await expectListMatchesApi(page, '/businesses', { area: 'ybor-city' }, BUSINESSES, total);
  });

  test("'Load more' appends the next 12 and disappears at the end", async ({ page, request }) => {
    await page.goto('/businesses');
    const main = page.getByRole('main');
    const headings = main.getByRole('article').getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(PAGE_SIZE);
    const firstPage = await headings.allTextContents();
    const total = await apiTotal(request, '/businesses');

    await page.getByRole('button', { name: 'Load more' }).click();
    const secondPage = await apiNames(request, '/businesses', { limit: PAGE_SIZE, offset: PAGE_SIZE });
    await expect(headings).toHaveText([...firstPage, ...secondPage]);
    await expect(resultCount(page)).toHaveText(showingText(total, 'business', 'businesses'));

    // A filter starts over from the first page; its last page hides the button.
    await filter(page, 'Category').selectOption({ label: 'Attractions' });
    const attractions = await apiTotal(request, '/businesses', { category: 'attractions' });
    expect(attractions).toBeGreaterThan(PAGE_SIZE);
    expect(attractions).toBeLessThanOrEqual(2 * PAGE_SIZE);
    await expect(headings).toHaveCount(PAGE_SIZE);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(headings).toHaveText(await apiNames(request, '/businesses', { category: 'attractions', limit: 100 }));
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});

test.describe('business card videos', () => {
  test("'View TikTok Videos (N)' shows at most 3 and 'View All N Videos'; a video opens the dialog", async ({
    page,
    request,
  }) => {
    const videos = await apiGet<{ title: string | null; platform: string; isOwnContent: boolean }[]>(
      request,
      '/businesses/harbor-brunch/videos',
    );
    expect(videos.length).toBeGreaterThan(3);
    await page.goto('/businesses?search=harbor%20brunch');
    const card = page.getByRole('article', { name: 'Harbor Brunch' });
    const toggle = card.getByRole('button', { name: `View TikTok Videos (${videos.length})` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const hide = card.getByRole('button', { name: `Hide TikTok Videos (${videos.length})` });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const gallery = page.locator(`#${(await hide.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    const players = gallery.getByRole('button', { name: /^Play video:/ });
    await expect(players).toHaveCount(3);
    await expect(players).toHaveText(videos.slice(0, 3).map((video) => new RegExp(video.title ?? 'video')));
    const viewAll = gallery.getByRole('link', { name: `View All ${videos.length} Videos` });
    await expect(viewAll).toHaveAttribute('href', '/businesses/harbor-brunch#videos');

    // The preview dialog names the platform.
    const platformLabel = { tiktok: 'TikTok', youtube: 'YouTube', instagram: 'Instagram', vimeo: 'Vimeo' };
    for (const [index, video] of videos.slice(0, 3).entries()) {
      await players.nth(index).click();
      const dialog = page.getByRole('dialog', { name: video.title ?? undefined });
      await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
      const platform = platformLabel[video.platform as keyof typeof platformLabel];
      await expect(dialog.getByText(`${platform} Content`, { exact: true })).toBeVisible();
      await expect(dialog.getByText('Owner', { exact: true })).toHaveCount(video.isOwnContent ? 1 : 0);
      // A player from the platform's embed domain; narrow screens get the 'View Content' link instead.
      await expect(
        dialog.locator(`iframe[title$="(${platform} player)"]`).or(dialog.getByRole('link', { name: 'View Content' })),
      ).toBeVisible();
      if (index % 2 === 0) await dialog.getByRole('button', { name: 'Close video' }).click();
      else await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }

    await hide.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(gallery).toBeHidden();

    await toggle.click();
    await viewAll.click();
    await expect(page).toHaveURL('/businesses/harbor-brunch#videos');
    const section = page.getByRole('region', { name: `Videos (${videos.length})` });
    await expect(section.getByRole('button', { name: /^Play video:/ })).toHaveCount(videos.length);
    await expect(section).toBeInViewport();
  });

  test('a business with 3 or fewer videos shows them all without "View All"; none shows no toggle', async ({
    page,
    request,
  }) => {
    const businesses = await apiGet<{ slug: string; name: string; activeVideoCount: number }[]>(
      request,
      '/businesses',
      { q: 'skyline 42 rooftop' },
    );
    const skyline = businesses.find((business) => business.slug === 'skyline-42-rooftop-bar')!;
    expect(skyline.activeVideoCount).toBeGreaterThan(0);
    expect(skyline.activeVideoCount).toBeLessThanOrEqual(3);
    await page.goto('/businesses?search=skyline%2042%20rooftop');
    const card = page.getByRole('article', { name: skyline.name });
    await card.getByRole('button', { name: `View TikTok Videos (${skyline.activeVideoCount})` }).click();
    await expect(card.getByRole('button', { name: /^Play video:/ })).toHaveCount(skyline.activeVideoCount);
    await expect(card.getByRole('link', { name: /View All/ })).toHaveCount(0);

    const [withoutVideos] = (
      await apiGet<{ name: string; activeVideoCount: number }[]>(request, '/businesses', { limit: PAGE_SIZE })
    ).filter((business) => business.activeVideoCount === 0);
    await page.goto('/businesses');
    await expect(
      page.getByRole('article', { name: withoutVideos!.name }).getByRole('button', { name: /TikTok Videos/ }),
    ).toHaveCount(0);
  });
});

test.describe('/events', () => {
  test('title, count and the type and date options', async ({ page, request }) => {
    await page.goto('/events');
    await expect(page).toHaveTitle('Tampa Events | Tampa Local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tampa Events');
    await expectListMatchesApi(page, '/events', {}, EVENTS, await apiTotal(request, '/events'));
    expect(await optionLabels(filter(page, 'Type'))).toEqual([
      'All Types',
      'Music',
      'Food & Drink',
      'Sports',
      'Arts',
      'Family',
    ]);
    expect(await optionLabels(filter(page, 'Date'))).toEqual([
      'All Dates',
      'Today',
      'This Week',
      'This Month',
      'Upcoming',
    ]);
    // 'Get Tickets' opens the ticket page in a new tab; 'Learn More' leads to the event's page.
    const events = await apiGet<{ name: string; slug: string; ticketUrl: string | null }[]>(request, '/events', {
      limit: PAGE_SIZE,
    });
    const ticketed = events.find((event) => event.ticketUrl);
    expect(ticketed, 'an event with tickets on the first page').toBeDefined();
    const tickets = page.getByRole('article', { name: ticketed!.name }).getByRole('link', { name: 'Get Tickets' });
    await expect(tickets).toHaveAttribute('href', ticketed!.ticketUrl!);
    await expect(tickets).toHaveAttribute('target', '_blank');
    const free = events.find((event) => !event.ticketUrl)!;
    const learnMore = page.getByRole('article', { name: free.name }).getByRole('link', { name: /^Learn More/ });
    await learnMore.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(free.name);
  });

  test('type and date timeframe filters change the list and survive a reload', async ({ page }) => {
    await page.goto('/events');
    await expect(resultCount(page)).toBeVisible();
    for (const [option, timeframe] of [
      ['Today', 'today'],
      ['This Week', 'week'],
      ['This Month', 'month'],
      ['Upcoming', 'upcoming'],
    ] as const) {
      await applyFilter(page, {
        select: 'Date',
        option,
        url: `/events?timeframe=${timeframe}`,
        path: '/events',
        query: { timeframe },
        noun: EVENTS,
      });
    }

    await applyFilter(page, {
      select: 'Type',
      option: 'Music',
      url: '/events?timeframe=upcoming&category=music',
      path: '/events',
      query: { timeframe: 'upcoming', category: 'music' },
      noun: EVENTS,
    });
    await expectEveryCard(page, 'Music');
    const total = await applyFilter(page, {
      select: 'Date',
      option: 'This Month',
      url: '/events?timeframe=month&category=music',
      path: '/events',
      query: { timeframe: 'month', category: 'music' },
      noun: EVENTS,
    });

    await page.reload();
    await expect(filter(page, 'Type')).toHaveValue('music');
    await expect(filter(page, 'Date')).toHaveValue('month');
    await expect(resultCount(page)).toHaveText(showingText(total, 'event', 'events'));

    await applyFilter(page, {
      select: 'Date',
      option: 'All Dates',
      url: '/events?category=music',
      path: '/events',
      query: { category: 'music' },
      noun: EVENTS,
    });
    await applyFilter(page, {
      select: 'Type',
      option: 'Food & Drink',
      url: '/events?category=food',
      path: '/events',
      query: { category: 'food' },
      noun: EVENTS,
    });
    await expectEveryCard(page, 'Food & Drink');
  });

  test("search and the empty state 'No events found'", async ({ page, request }) => {
    await page.goto('/events');
    const search = page.getByRole('searchbox', { name: 'Search events' });
    await search.fill('market');
    await search.press('Enter');
    await expect(page).toHaveURL('/events?search=market');
    await expectListMatchesApi(
      page,
      '/events',
      { q: 'market' },
      EVENTS,
      await apiTotal(request, '/events', { q: 'market' }),
    );

    await search.fill('no such event anywhere');
    await search.press('Enter');
    await expect(resultCount(page)).toHaveText('Showing 0 events');
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  });

  test("'Load more' appends events", async ({ page, request }) => {
    const total = await apiTotal(request, '/events');
    expect(total).toBeGreaterThan(PAGE_SIZE);
    await page.goto('/events');
    const headings = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(PAGE_SIZE);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(headings).toHaveText(await apiNames(request, '/events', { limit: 2 * PAGE_SIZE }));
  });
});

test.describe('/real-estate', () => {
  test('title, count and the four filters with their options', async ({ page, request }) => {
    await page.goto('/real-estate');
    await expect(page).toHaveTitle('Tampa Real Estate | Tampa Local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tampa Real Estate');
    await expectListMatchesApi(page, '/properties', {}, PROPERTIES, await apiTotal(request, '/properties'));
    expect(await optionLabels(filter(page, 'Listing type'))).toEqual([
      'All Listings',
      'For Sale',
      'For Rent',
      'Short-term Rental',
    ]);
    expect(await optionLabels(filter(page, 'Property type'))).toEqual(['All Types', 'Residential', 'Commercial']);
    expect(await optionLabels(filter(page, 'Price range'))).toEqual([
      'All Price Ranges',
      'Under $300k',
      '$300k - $500k',
      '$500k - $1M',
      '$1M+',
    ]);
    expect(await optionLabels(filter(page, 'Area'))).toEqual([
      'All Areas',
      'Downtown Tampa',
      'Hyde Park',
      'Westshore',
      'South Tampa',
      'Ybor City',
      'Tampa Heights',
    ]);
  });

  test('listing type, property type, price range and area filters; URL and reload', async ({ page }) => {
    await page.goto('/real-estate');
    await expect(resultCount(page)).toBeVisible();
    const base = { path: '/properties', noun: PROPERTIES };

    await applyFilter(page, {
      ...base,
      select: 'Listing type',
      option: 'For Rent',
      url: '/real-estate?listingType=rent',
      query: { listingType: 'rent' },
    });
    await expectEveryCard(page, 'For Rent');
    await expect(page.getByRole('main').getByRole('button', { name: 'Schedule Tour' }).first()).toBeVisible();

    await applyFilter(page, {
      ...base,
      select: 'Listing type',
      option: 'For Sale',
      url: '/real-estate?listingType=sale',
      query: { listingType: 'sale' },
    });
    await expectEveryCard(page, 'For Sale');
    await applyFilter(page, {
      ...base,
      select: 'Property type',
      option: 'Residential',
      url: '/real-estate?listingType=sale&propertyType=residential',
      query: { listingType: 'sale', propertyType: 'residential' },
    });
    await expectEveryCard(page, 'Residential');
    await applyFilter(page, {
      ...base,
      select: 'Price range',
      option: '$500k - $1M',
      url: '/real-estate?listingType=sale&propertyType=residential&priceRange=500k-1m',
      query: { listingType: 'sale', propertyType: 'residential', priceRange: '500k-1m' },
    });
    // Every total price shown is within the range.
    const prices = await page
      .getByRole('main')
      .getByRole('article')
      .getByText(/^\$[\d,]+$/)
      .allTextContents();
    for (const price of prices) {
      const value = Number(price.replace(/[$,]/g, ''));
      expect(value).toBeGreaterThanOrEqual(500_000);
      expect(value).toBeLessThanOrEqual(1_000_000);
    }
    const total = await applyFilter(page, {
      ...base,
      select: 'Area',
      option: 'Hyde Park',
      url: '/real-estate?listingType=sale&propertyType=residential&priceRange=500k-1m&area=hyde-park',
      query: { listingType: 'sale', propertyType: 'residential', priceRange: '500k-1m', area: 'hyde-park' },
    });

    await page.reload();
    await expect(filter(page, 'Listing type')).toHaveValue('sale');
    await expect(filter(page, 'Property type')).toHaveValue('residential');
    await expect(filter(page, 'Price range')).toHaveValue('500k-1m');
    await expect(filter(page, 'Area')).toHaveValue('hyde-park');
    await expect(resultCount(page)).toHaveText(showingText(total, 'property', 'properties'));

    await page.goto('/real-estate?listingType=short-term');
    await expectEveryCard(page, 'Short-term Rental');
    await expect(page.getByRole('main').getByRole('button', { name: 'Check Availability' }).first()).toBeVisible();
    await applyFilter(page, {
      ...base,
      select: 'Property type',
      option: 'Commercial',
      url: '/real-estate?listingType=short-term&propertyType=commercial',
      query: { listingType: 'short-term', propertyType: 'commercial' },
    });
    await expectEveryCard(page, 'Commercial');
  });

  test("a property button expands the description; 'No properties found'", async ({ page }) => {
    await page.goto('/real-estate?listingType=sale');
    const details = page.getByRole('main').getByRole('button', { name: 'View Details' }).first();
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');

    await page.goto('/real-estate?search=no%20such%20listing%20anywhere');
    await expect(resultCount(page)).toHaveText('Showing 0 properties');
    await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
  });
});

test.describe('/short-term-rentals', () => {
  function tile(page: Page, label: string): Locator {
    return page
      .getByRole('region', { name: 'Results summary' })
      .getByText(label, { exact: true })
      .locator('xpath=preceding-sibling::p[1]');
  }

  async function expectTiles(page: Page, query: Query, category?: 'vacation-rental' | 'event-space') {
    const shortTerm = { listingType: 'short-term', ...query };
    const vacation =
      category === 'event-space'
        ? 0
        : await apiTotal(page.request, '/properties', { ...shortTerm, shortTermCategory: 'vacation-rental' });
    const spaces =
      category === 'vacation-rental'
        ? 0
        : await apiTotal(page.request, '/properties', { ...shortTerm, shortTermCategory: 'event-space' });
    await expect(tile(page, 'Vacation Rentals')).toHaveText(String(vacation));
    await expect(tile(page, 'Event Spaces')).toHaveText(String(spaces));
  }

  test('title, count, options and the two summary tiles', async ({ page, request }) => {
    await page.goto('/short-term-rentals');
    await expect(page).toHaveTitle('Short-term Rentals & Event Spaces | Tampa Local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Short-term Rentals & Event Spaces');
    const total = await apiTotal(request, '/properties', { listingType: 'short-term' });
    await expectListMatchesApi(page, '/properties', { listingType: 'short-term' }, RENTALS, total);
    await expectTiles(page, {});
    expect(await optionLabels(filter(page, 'Category'))).toEqual([
      'All Short-term',
      'Vacation Rentals',
      'Event Spaces',
    ]);
    expect(await optionLabels(filter(page, 'Price per night'))).toEqual([
      'All Price Ranges',
      'Under $100/night',
      '$100 - $250/night',
      '$250 - $500/night',
      '$500+/night',
    ]);
    expect(await optionLabels(filter(page, 'Area'))).toEqual([
      'All Areas',
      'Downtown Tampa',
      'Hyde Park',
      'Westshore',
      'South Tampa',
      'Ybor City',
      'Tampa Heights',
      'Clearwater Beach',
    ]);
    await expectEveryCard(page, 'Short-term Rental');
  });

  test('category, price per night and area filters update the list and the tiles; URL and reload', async ({ page }) => {
    await page.goto('/short-term-rentals');
    await expect(resultCount(page)).toBeVisible();
    const base = { path: '/properties', noun: RENTALS };

    await applyFilter(page, {
      ...base,
      select: 'Category',
      option: 'Event Spaces',
      url: '/short-term-rentals?category=event-space',
      query: { listingType: 'short-term', shortTermCategory: 'event-space' },
    });
    await expectTiles(page, {}, 'event-space');
    await expectEveryCard(page, 'Event Space');

    await applyFilter(page, {
      ...base,
      select: 'Category',
      option: 'All Short-term',
      url: '/short-term-rentals',
      query: { listingType: 'short-term' },
    });
    await applyFilter(page, {
      ...base,
      select: 'Price per night',
      option: '$100 - $250/night',
      url: '/short-term-rentals?priceRange=100-250',
      query: { listingType: 'short-term', priceRange: '100-250' },
    });
    await expectTiles(page, { priceRange: '100-250' });

    await applyFilter(page, {
      ...base,
      select: 'Price per night',
      option: 'All Price Ranges',
      url: '/short-term-rentals',
      query: { listingType: 'short-term' },
    });
    await applyFilter(page, {
      ...base,
      select: 'Area',
      option: 'Clearwater Beach',
      url: '/short-term-rentals?area=clearwater-beach',
      query: { listingType: 'short-term', area: 'clearwater-beach' },
    });
    await expectTiles(page, { area: 'clearwater-beach' });
    await expectEveryCard(page, 'Clearwater Beach');

    const total = await applyFilter(page, {
      ...base,
      select: 'Category',
      option: 'Vacation Rentals',
      url: '/short-term-rentals?area=clearwater-beach&category=vacation-rental',
      query: { listingType: 'short-term', area: 'clearwater-beach', shortTermCategory: 'vacation-rental' },
    });
    await expectTiles(page, { area: 'clearwater-beach' }, 'vacation-rental');

    await page.reload();
    await expect(filter(page, 'Category')).toHaveValue('vacation-rental');
    await expect(filter(page, 'Area')).toHaveValue('clearwater-beach');
    await expect(resultCount(page)).toHaveText(showingText(total, 'rental', 'rentals'));
    await expectTiles(page, { area: 'clearwater-beach' }, 'vacation-rental');
  });

  test("'No rentals found'", async ({ page }) => {
    await page.goto('/short-term-rentals?search=no%20such%20rental%20anywhere');
    await expect(resultCount(page)).toHaveText('Showing 0 rentals');
    await expect(page.getByRole('heading', { name: 'No rentals found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
  });
});
