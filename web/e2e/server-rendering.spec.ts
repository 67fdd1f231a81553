import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type {
  Event as SchemaEvent,
  ItemList,
  ListItem,
  LocalBusiness,
  Offer,
  OpeningHoursSpecification,
  Person,
  PostalAddress,
  ProfilePage,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { Business, BusinessDetail, Event, Influencer, InfluencerDetail, Property } from '../src/types/api';
import { apiGet, apiNames, apiTotal, expect, showingText, test } from './fixtures';

/**
 * What a crawler or a link preview receives: every page fetched over plain HTTP, and
 * read in a browser with JavaScript turned off. The HTML must already hold the page's
 * content, its head tags and JSON-LD, with the status code a crawler trusts.
 */

const PAGE_SIZE = 12;
const BUSINESS = 'harbor-brunch';

/** The site origin the server was started with (canonical URLs name it). */
function origin(baseURL: string | undefined): string {
  return new URL(process.env.E2E_SITE_URL ?? baseURL ?? 'http://127.0.0.1:4174').origin;
}

/** A page as served, without running any script. */
async function openWithoutScripts(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

async function jsonLd<T>(page: Page): Promise<T[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as T);
}

async function head(page: Page) {
  const meta = (selector: string) => page.locator(`head ${selector}`).first().getAttribute('content');
  return {
    title: await page.title(),
    description: await meta('meta[name="description"]'),
    canonical: await page.locator('head link[rel="canonical"]').first().getAttribute('href'),
    robots: (await page.locator('head meta[name="robots"]').count()) > 0 ? await meta('meta[name="robots"]') : null,
    ogTitle: await meta('meta[property="og:title"]'),
    ogUrl: await meta('meta[property="og:url"]'),
    ogImage: await meta('meta[property="og:image"]'),
    twitterCard: await meta('meta[name="twitter:card"]'),
    twitterImage: await meta('meta[name="twitter:image"]'),
  };
}

async function status(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), text: await response.text() };
}

test.describe('server rendering', () => {
  test('a business page arrives with its content, head tags and LocalBusiness JSON-LD', async ({
    browser,
    request,
    baseURL,
  }) => {
    const site = origin(baseURL);
    const business = await apiGet<BusinessDetail>(request, `/businesses/${BUSINESS}`);
    const plain = await status(request, `/businesses/${BUSINESS}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toContain('text/html');
    expect(plain.text).toContain(`<h1`);
    expect(plain.text).toContain(business.name);

    const page = await openWithoutScripts(browser, `/businesses/${BUSINESS}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name);
    if (business.address) await expect(page.getByText(business.address, { exact: true })).toBeVisible();
    if (business.phone) await expect(page.getByRole('link', { name: business.phone })).toBeVisible();
    // harbor-brunch shows the owner's block instead of similar businesses; its creators are on the page.
    await expect(page.getByText('From the Business Owner')).toBeVisible();
    for (const influencer of business.influencers.slice(0, 3)) {
      await expect(page.getByText(influencer.name).first()).toBeAttached();
    }

    const tags = await head(page);
    expect(tags.title).toBe(`${business.name} | Tampa Local`);
    expect(tags.description).toBe((business.description ?? '').replace(/\s+/g, ' ').trim().slice(0, 300));
    expect(tags.canonical).toBe(`${site}/businesses/${BUSINESS}`);
    expect(tags.ogUrl).toBe(tags.canonical);
    expect(tags.ogTitle).toBe(tags.title);
    expect(tags.ogImage).toMatch(/^https?:\/\//);
    expect(tags.twitterCard).toBe('summary_large_image');
    expect(tags.twitterImage).toBe(tags.ogImage);

    const [data] = await jsonLd<WithContext<Exclude<LocalBusiness, string>>>(page);
    expect(data?.['@context']).toBe('https://schema.org');
    expect(data?.['@type']).toBe(business.category === 'restaurants' ? 'Restaurant' : expect.any(String));
    expect(data?.name).toBe(business.name);
    expect(data?.url).toBe(tags.canonical);
    expect(data?.telephone).toBe(business.phone);
    expect(data?.priceRange).toBe(business.priceRange);
    const address = data?.address as Exclude<PostalAddress, string>;
    expect(address['@type']).toBe('PostalAddress');
    expect(business.address).toContain(String(address.streetAddress));
    const rating = data?.aggregateRating as { ratingValue: number; reviewCount: number };
    expect(rating.ratingValue).toBe(business.rating);
    expect(rating.reviewCount).toBe(business.reviewCount);
    const hours = data?.openingHoursSpecification as Exclude<OpeningHoursSpecification, string>[];
    const intervals = Object.values(business.openingHours ?? {}).reduce((sum, day) => sum + (day?.length ?? 0), 0);
    expect(hours).toHaveLength(intervals);
    expect(hours[0]?.dayOfWeek).toMatch(/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/);
    expect(String(hours[0]?.opens)).toMatch(/^\d{2}:\d{2}$/);
    await page.context().close();
  });

  test('every answer names its request, and the id reaches the cms through the web server', async ({ request }) => {
    const page = await request.get(`/businesses/${BUSINESS}`, { headers: { 'X-Request-Id': 'e2e-page-request-01' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['x-request-id']).toBe('e2e-page-request-01');
    // /api passed to the cms: the cms answers with the id the web server sent it.
    const api = await request.get('/api/businesses?limit=1', { headers: { 'X-Request-Id': 'e2e-api-request-01' } });
    expect(api.headers()['x-request-id']).toBe('e2e-api-request-01');
    const fresh = await request.get('/api/businesses?limit=1', { headers: { 'X-Request-Id': 'not a token' } });
    expect(fresh.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('unknown businesses, creators and paths answer 404 with the not-found texts', async ({ browser, request }) => {
    const business = await status(request, '/businesses/no-such-business');
    expect(business.status).toBe(404);
    expect(business.text).toContain('Business not found.');
    const creator = await status(request, '/influencers/no-such-creator');
    expect(creator.status).toBe(404);
    expect(creator.text).toContain('Influencer Not Found');
    const path = await status(request, '/no/such/page');
    expect(path.status).toBe(404);
    expect(path.text).toContain('404 Page Not Found');
    expect(path.text).toContain('Did you forget to add the page to the router?');

    const page = await openWithoutScripts(browser, '/businesses/no-such-business');
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.context().close();
  });

  test('the home page holds its sections and WebSite JSON-LD with a SearchAction', async ({
    browser,
    request,
    baseURL,
  }) => {
    const site = origin(baseURL);
    const featured = await apiNames(request, '/businesses', { featured: 'true', limit: 3 });
    const events = await apiNames(request, '/events', { limit: 3 });
    const page = await openWithoutScripts(browser, '/');
    for (const name of [...featured, ...events]) await expect(page.getByText(name).first()).toBeAttached();
    const tags = await head(page);
    expect(tags.canonical).toBe(`${site}/`);
    const [website] = await jsonLd<
      WithContext<Exclude<WebSite, string>> & { potentialAction: Record<string, unknown> }
    >(page);
    expect(website?.['@type']).toBe('WebSite');
    expect(website?.url).toBe(`${site}/`);
    expect(website?.potentialAction['@type']).toBe('SearchAction');
    expect((website?.potentialAction.target as { urlTemplate: string }).urlTemplate).toBe(
      `${site}/search?q={search_term_string}`,
    );
    expect(website?.potentialAction['query-input']).toBe('required name=search_term_string');
    await page.context().close();
  });

  test('list pages are paged with real links a crawler can follow, filters kept', async ({ browser, request }) => {
    const total = await apiTotal(request, '/businesses', { category: 'restaurants' });
    expect(total).toBeGreaterThan(PAGE_SIZE);
    const first = await apiNames(request, '/businesses', { category: 'restaurants', limit: PAGE_SIZE });
    const second = await apiNames(request, '/businesses', {
      category: 'restaurants',
      limit: PAGE_SIZE,
      offset: PAGE_SIZE,
    });

    const page = await openWithoutScripts(browser, '/businesses?category=restaurants');
    await expect(page.getByText(showingText(total, 'business', 'businesses'))).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(first.length);
    for (const name of first) await expect(page.getByRole('article', { name }).first()).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: /Previous page/ })).toHaveCount(0);
    const next = pagination.getByRole('link', { name: /Next page/ });
    await expect(next).toHaveAttribute('href', '/businesses?category=restaurants&page=2');
    await expect(next).toHaveAttribute('rel', 'next');

    // Following the link, still without scripts, gives the next twelve.
    await next.click();
    await expect(page).toHaveURL(/\/businesses\?category=restaurants&page=2$/);
    for (const name of second) await expect(page.getByRole('article', { name }).first()).toBeVisible();
    await expect(pagination.getByRole('link', { name: /Previous page/ })).toHaveAttribute(
      'href',
      '/businesses?category=restaurants',
    );
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/businesses\?category=restaurants&page=2$/,
    );
    const [list] = await jsonLd<WithContext<Exclude<ItemList, string>>>(page);
    const elements = list?.itemListElement as Exclude<ListItem, string>[];
    expect(elements).toHaveLength(second.length);
    expect(elements[0]?.position).toBe(PAGE_SIZE + 1);
    // A summary list: each business by its name and its own page's URL (its data is there).
    expect(elements[0]?.name).toBe(second[0]);
    expect(String(elements[0]?.url)).toMatch(/\/businesses\/[^/]+$/);
    expect(elements[0]?.item).toBeUndefined();
    await page.context().close();

    const lastPage = Math.ceil(total / PAGE_SIZE);
    expect((await status(request, `/businesses?category=restaurants&page=${lastPage + 1}`)).status).toBe(404);
    expect((await status(request, `/businesses?category=restaurants&page=${lastPage}`)).status).toBe(200);
  });

  test('the events list links each event’s page, which carries its Event JSON-LD: start in Tampa time, place, offer', async ({
    browser,
    request,
  }) => {
    const events = await apiGet<Event[]>(request, '/events', { limit: PAGE_SIZE });
    const page = await openWithoutScripts(browser, '/events');
    for (const event of events) await expect(page.getByRole('article', { name: event.name }).first()).toBeVisible();
    const [list] = await jsonLd<WithContext<Exclude<ItemList, string>>>(page);
    const elements = list?.itemListElement as Exclude<ListItem, string>[];
    expect(elements.map((element) => element.name)).toEqual(events.map((event) => event.name));
    events.forEach((event, index) =>
      expect(String(elements[index]?.url)).toMatch(new RegExp(`/events/${event.slug}$`)),
    );
    await page.context().close();

    for (const event of events.slice(0, 3)) {
      const own = await openWithoutScripts(browser, `/events/${event.slug}`);
      const item = (await jsonLd<Exclude<SchemaEvent, string>>(own)).find((data) => data['@type'] === 'Event');
      expect(item?.name).toBe(event.name);
      expect(String(item?.startDate)).toMatch(
        event.time ? new RegExp(`^${event.date}T${event.time}:00-0[45]:00$`) : new RegExp(`^${event.date}$`),
      );
      expect((item?.location as { '@type': string })['@type']).toBe('Place');
      expect(String(item?.url)).toMatch(new RegExp(`/events/${event.slug}$`));
      if (event.ticketUrl) expect((item?.offers as Exclude<Offer, string>).url).toBe(event.ticketUrl);
      await own.context().close();
    }
  });

  test('real estate and rentals carry Offer JSON-LD with price and currency', async ({ browser, request }) => {
    for (const [path, query] of [
      ['/real-estate', {}],
      ['/short-term-rentals', { listingType: 'short-term' }],
    ] as const) {
      const properties = await apiGet<Property[]>(request, '/properties', { ...query, limit: PAGE_SIZE });
      const page = await openWithoutScripts(browser, path);
      for (const property of properties.slice(0, 4)) {
        await expect(page.getByRole('article', { name: property.title }).first()).toBeVisible();
      }
      const [list] = await jsonLd<WithContext<Exclude<ItemList, string>>>(page);
      const offers = (list?.itemListElement as Exclude<ListItem, string>[]).map(
        (element) => element.item as Exclude<Offer, string>,
      );
      expect(offers).toHaveLength(properties.length);
      expect(offers[0]?.['@type']).toBe('Offer');
      expect(offers[0]?.price).toBe(properties[0]?.price);
      expect(offers[0]?.priceCurrency).toBe('USD');
      await page.context().close();
    }
  });

  test('a creator page carries ProfilePage JSON-LD about the Person', async ({ browser, request, baseURL }) => {
    const [first] = await apiGet<Influencer[]>(request, '/influencers', { limit: 1 });
    expect(first).toBeDefined();
    const influencer = await apiGet<InfluencerDetail>(request, `/influencers/${first?.slug ?? ''}`);
    const page = await openWithoutScripts(browser, `/influencers/${influencer.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(influencer.name);
    const [profile] = await jsonLd<WithContext<Exclude<ProfilePage, string>>>(page);
    expect(profile?.['@type']).toBe('ProfilePage');
    const person = profile?.mainEntity as Exclude<Person, string>;
    expect(person['@type']).toBe('Person');
    expect(person.name).toBe(influencer.name);
    expect(person.url).toBe(`${origin(baseURL)}/influencers/${influencer.slug}`);
    for (const recommendation of influencer.recommendations.slice(0, 3)) {
      await expect(page.getByText(recommendation.business.name).first()).toBeAttached();
    }
    await page.context().close();
  });

  test('search results are rendered on the server and kept out of the index', async ({ browser, request }) => {
    const results = await apiGet<{ businesses: Business[] }>(request, '/search', { q: 'brunch' });
    expect(results.businesses.length).toBeGreaterThan(0);
    const page = await openWithoutScripts(browser, '/search?q=brunch');
    for (const business of results.businesses.slice(0, 3)) {
      await expect(page.getByRole('article', { name: business.name }).first()).toBeVisible();
    }
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    await page.context().close();
  });

  test('the in-app admin and the account pages are never indexed nor stored by shared caches', async ({
    browser,
    request,
  }) => {
    for (const path of ['/admin', '/admin/videos', '/reset-password', '/account', '/account/confirm']) {
      const answer = await status(request, path);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const page = await openWithoutScripts(browser, path);
      expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      await page.context().close();
    }
  });

  test('pages may be held by shared caches; hashed assets are immutable', async ({ request }) => {
    const home = await status(request, '/businesses');
    expect(home.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const csp = home.headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, 'the page CSP names a nonce').toBeTruthy();
    // Every inline script of the page carries that nonce.
    const inline = [...home.text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);

    const asset = /(\/assets\/[^"']+\.js)/.exec(home.text)?.[1];
    expect(asset).toBeDefined();
    const file = await request.get(asset ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // Compressed once at build, sent as the client accepts; the same script once decoded.
    const plain = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const compressed = await request.get(asset ?? '', { headers: { 'Accept-Encoding': encoding } });
      expect(compressed.headers()['content-encoding']).toBe(encoding);
      expect(compressed.headers()['vary']).toMatch(/accept-encoding/i);
      expect(compressed.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await compressed.body()).equals(await plain.body())).toBe(true);
    }
    // Hostile paths: a clear 4xx, never a file from outside the assets or a stack trace.
    for (const [path, codes] of [
      ['/assets/%E0%A4%A.js', [400]],
      ['/assets/..%2f..%2fpackage.json', [403, 404]],
      ['/assets/%2e%2e/%2e%2e/server/index.js', [403, 404]],
      ['/assets/missing-0000.js', [404]],
    ] as const) {
      const answer = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(codes, path).toContain(answer.status());
      expect(await answer.text(), path).not.toMatch(/at .+\.(js|ts):\d+|node_modules/);
    }
  });

  test('the icons browsers and crawlers ask for unprompted are files, not a rendered not-found page', async ({
    request,
  }) => {
    for (const [path, type, magic] of [
      ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/, '00000100'],
      ['/apple-touch-icon.png', /^image\/png$/, '89504e47'],
      ['/favicon.svg', /^image\/svg\+xml/, '3c737667'],
    ] as const) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['content-type'], path).toMatch(type);
      expect(answer.headers()['cache-control'], path).toBe('public, max-age=3600');
      expect((await answer.body()).subarray(0, 4).toString('hex'), path).toBe(magic);
    }
  });

  test('the first paint needs no other request: the rules a page uses are inline, the first card picture loads first', async ({
    request,
  }) => {
    const page = await status(request, '/businesses');
    expect(page.text).toMatch(/<style>\/\*! tailwindcss/);
    expect(page.text).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const images = [...page.text.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    const cardImages = images.filter((tag) => tag.includes('/uploads/'));
    // HTML attribute names are case-insensitive (React writes fetchPriority).
    expect(cardImages[0]?.toLowerCase()).toContain('fetchpriority="high"');
    expect(cardImages[0]).toContain('loading="eager"');
    expect(cardImages.slice(1).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
  });

  test('robots.txt names the sitemap and keeps crawlers out of the admin', async ({ request, baseURL }) => {
    const robots = await status(request, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.text).toContain('User-agent: *');
    expect(robots.text).toMatch(/^Disallow: \/admin$/m);
    expect(robots.text).toMatch(/^Disallow: \/account$/m);
    expect(robots.text).toMatch(/^Disallow: \/preview$/m);
    expect(robots.text).toMatch(/^Disallow: \/reset-password$/m);
    expect(robots.text).toContain(`Sitemap: ${origin(baseURL)}/sitemap.xml`);
  });

  test('the sitemap lists every published business and creator page, and the fixed pages', async ({
    request,
    baseURL,
  }) => {
    const site = origin(baseURL);
    const index = await status(request, '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(files).toContain(`${site}/sitemaps/pages.xml`);

    const urls: string[] = [];
    for (const file of files) {
      expect(file.startsWith(`${site}/sitemaps/`)).toBe(true);
      const sitemap = await status(request, new URL(file).pathname);
      expect(sitemap.status, file).toBe(200);
      expect(sitemap.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
      expect(locs.length).toBeLessThanOrEqual(50_000);
      if (!file.endsWith('/pages.xml')) {
        expect((sitemap.text.match(/<lastmod>/g) ?? []).length).toBe(locs.length);
      }
      urls.push(...locs);
    }
    expect(new Set(urls).size).toBe(urls.length);
    const businesses = urls.filter((url) => url.startsWith(`${site}/businesses/`));
    const creators = urls.filter((url) => url.startsWith(`${site}/influencers/`));
    expect(businesses).toHaveLength(await apiTotal(request, '/businesses'));
    expect(creators).toHaveLength(await apiTotal(request, '/influencers'));
    expect(businesses).toContain(`${site}/businesses/${BUSINESS}`);
    for (const path of ['/', '/businesses', '/events', '/real-estate', '/short-term-rentals', '/privacy-policy']) {
      expect(urls).toContain(`${site}${path}`);
    }
    expect(urls.some((url) => url.includes('/admin'))).toBe(false);
    expect((await status(request, '/sitemaps/businesses-999999.xml')).status).toBe(404);
    expect((await status(request, '/sitemaps/nothing.xml')).status).toBe(404);
  });
});

test.describe('hydration', () => {
  const pages = [
    '/',
    '/preview2',
    '/businesses?category=restaurants',
    `/businesses/${BUSINESS}`,
    '/events',
    '/real-estate',
    '/short-term-rentals',
    '/search?q=brunch',
    '/favorites',
    '/privacy-policy',
    '/terms-of-service',
    '/admin',
    '/account',
    '/no/such/page',
  ];

  for (const path of pages) {
    test(`${path} hydrates into the same page without a mismatch`, async ({ page, pageProblems }) => {
      if (path === '/no/such/page') pageProblems.allow(/404/);
      const messages: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match|server rendered/i.test(message.text())) messages.push(message.text());
      });
      await page.goto(path);
      // Hydrated: React Router's client router took over the document.
      await page.waitForFunction(() => '__reactRouterRouteModules' in window && document.readyState === 'complete');
      await page.waitForTimeout(300);
      expect(messages).toEqual([]);
    });
  }

  test('after hydration the page is the app: a filter changes the list without a reload', async ({ page, request }) => {
    await page.goto('/businesses');
    await page.waitForFunction(() => '__reactRouterRouteModules' in window);
    const marker = await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
      return true;
    });
    expect(marker).toBe(true);
    const total = await apiTotal(request, '/businesses', { category: 'nightlife' });
    await page.getByLabel('Category').selectOption('nightlife');
    await expect(page).toHaveURL(/category=nightlife/);
    await expect(page.getByText(showingText(total, 'business', 'businesses'))).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });
});
