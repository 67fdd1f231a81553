import {
  apiGet,
  apiNames,
  apiTotal,
  cards,
  collectDialogs,
  expect,
  pathAndQuery,
  resultCount,
  showingText,
  test,
  waitForContent,
} from './fixtures';

interface Slugged {
  slug: string;
  name: string;
}

const SPOT_TABS = [
  { label: 'Food', category: 'restaurants', niche: 'food' },
  { label: 'Fitness', category: 'fitness', niche: 'fitness' },
  { label: 'Beauty', category: 'beauty', niche: 'beauty' },
  { label: 'Services', category: 'services', niche: 'services' },
];

const CATEGORY_LINKS: [label: string, href: string][] = [
  ['Restaurants', '/businesses?category=restaurants'],
  ['Nightlife', '/businesses?category=nightlife'],
  ['Kid-Friendly', '/businesses?category=attractions'],
  ['Beaches', '/businesses?category=beaches'],
  ['Shopping', '/businesses?category=shopping'],
  ['Fitness', '/businesses?category=fitness'],
  ['Services', '/businesses?category=services'],
  ['More', '/businesses'],
];

test.describe('home page /', () => {
  test('renders the hero, every section and the page title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Discover the best of Tampa Bay | Tampa Local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the best of Tampa Bay');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const sectionNav = page.getByRole('navigation', { name: 'On this page' });
    await expect(sectionNav.getByRole('button')).toHaveText(['Discover', 'Influencers', 'Get Featured']);
    for (const name of [
      'Explore by Category',
      'Tampa spots by category',
      'Top influencers by category',
      'Top Tampa Influencers',
      'Featured Businesses',
      'Current & Upcoming Events',
      'Tampa Real Estate',
      'Get Featured',
      'Get the best of Tampa, weekly',
    ]) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Join 5,000+ Tampa locals')).toBeVisible();
  });

  test('hero search: blank text does nothing, text opens /businesses?search=…', async ({ page, request }) => {
    await page.goto('/');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(pathAndQuery(page));
    });
    const form = page.getByRole('search', { name: 'Search Tampa businesses' });
    const input = form.getByRole('searchbox', { name: 'Search Tampa businesses' });

    await form.getByRole('button', { name: 'Search' }).click();
    await input.fill('   ');
    await input.press('Enter');
    await expect(page).toHaveURL('/');

    await input.fill('  harbor brunch ');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/businesses?search=harbor%20brunch');
    // The blank submits navigated nowhere: the only navigation is the real search.
    expect(navigations).toEqual(['/businesses?search=harbor%20brunch']);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tampa Businesses');
    await expect(page.getByRole('searchbox', { name: 'Search businesses' })).toHaveValue('harbor brunch');
    const total = await apiTotal(request, '/businesses', { q: 'harbor brunch' });
    await expect(resultCount(page)).toHaveText(showingText(total, 'business', 'businesses'));
    await expect(cards(page.getByRole('main')).first()).toContainText('Harbor Brunch');
  });

  test("'Explore by Category' links into the directory, Kid-Friendly to attractions", async ({ page, request }) => {
    await page.goto('/');
    const grid = page.getByRole('region', { name: 'Explore by Category' });
    const links = grid.getByRole('link');
    // Each link is an icon (hidden from assistive technology) and its label.
    await expect(links).toHaveText(CATEGORY_LINKS.map(([label]) => new RegExp(`${label}$`)));
    for (const [label, href] of CATEGORY_LINKS) {
      await expect(grid.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }

    await grid.getByRole('link', { name: 'Kid-Friendly' }).click();
    await expect(page).toHaveURL('/businesses?category=attractions');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('attractions');
    const total = await apiTotal(request, '/businesses', { category: 'attractions' });
    await expect(resultCount(page)).toHaveText(showingText(total, 'business', 'businesses'));
    await expect(cards(page.getByRole('main')).first()).toContainText('Attractions');
  });

  test("'Tampa spots by category' tabs switch the spots shown", async ({ page, request }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Tampa spots by category' });
    const tabs = section.getByRole('tablist', { name: 'Spot categories' }).getByRole('tab');
    await expect(tabs).toHaveText(SPOT_TABS.map((tab) => tab.label));
    await expect(section.getByRole('link', { name: /See all spots/ })).toHaveAttribute('href', '/search');

    for (const tab of SPOT_TABS) {
      const spots = await apiGet<Slugged[]>(request, '/businesses', { category: tab.category, limit: 12 });
      expect(spots.length, `seeded ${tab.category}`).toBeGreaterThan(0);
      await section.getByRole('tab', { name: tab.label }).click();
      await expect(section.getByRole('tab', { name: tab.label })).toHaveAttribute('aria-selected', 'true');
      const carousel = section.getByRole('region', { name: `${tab.label} spots` });
      const links = carousel.getByTestId('carousel-track').getByRole('link');
      await expect(links).toHaveCount(spots.length);
      expect(await links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href')))).toEqual(
        spots.map((spot) => `/businesses/${spot.slug}`),
      );
      await expect(links.first()).toContainText(spots[0]!.name);
    }
    // Only one tab is selected at a time.
    await expect(section.getByRole('tab', { selected: true })).toHaveText('Services');
  });

  test("'Top influencers by category' tabs switch the creators shown", async ({ page, request }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Top influencers by category' });
    await expect(section.getByRole('tablist', { name: 'Creator categories' }).getByRole('tab')).toHaveText(
      SPOT_TABS.map((tab) => tab.label),
    );
    await expect(section.getByRole('link', { name: /See all influencers/ })).toHaveAttribute('href', '/search');

    for (const tab of SPOT_TABS) {
      const names = await apiNames(request, '/influencers', { niche: tab.niche, limit: 12 });
      await section.getByRole('tab', { name: tab.label }).click();
      await expect(section.getByRole('tab', { name: tab.label })).toHaveAttribute('aria-selected', 'true');
      const panel = section.getByRole('tabpanel');
      if (names.length === 0) {
        await expect(panel).toContainText(`No ${tab.label.toLowerCase()} creators yet.`);
      } else {
        await expect(cards(section.getByRole('region', { name: `${tab.label} creators` }))).toHaveText(
          names.map((name) => new RegExp(name)),
        );
      }
    }
  });

  test('tabs follow the arrow keys (WAI-ARIA tabs)', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Tampa spots by category' });
    await section.getByRole('tab', { name: 'Food' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('tab', { name: 'Fitness' })).toBeFocused();
    await expect(section.getByRole('tab', { name: 'Fitness' })).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('region', { name: 'Fitness spots' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(section.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('tab', { name: 'Food' })).toHaveAttribute('aria-selected', 'true');
  });

  test("Featured Businesses: the first 3 featured with 'View Details →'", async ({ page, request }) => {
    const featured = await apiGet<Slugged[]>(request, '/businesses', { featured: 'true', limit: 3 });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured Businesses' });
    await expect(cards(section)).toHaveCount(3);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(featured.map((business) => business.name));
    const details = section.getByRole('link', { name: 'View Details →' });
    await expect(details).toHaveCount(3);
    for (const [index, business] of featured.entries()) {
      await expect(details.nth(index)).toHaveAttribute('href', `/businesses/${business.slug}`);
    }
    await expect(section.getByRole('link', { name: /View All Businesses/ })).toHaveAttribute('href', '/businesses');

    await details.first().click();
    await expect(page).toHaveURL(`/businesses/${featured[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured[0]!.name);
  });

  test('events 3, real estate 3 and influencers 4, with their links', async ({ page, request }) => {
    const [events, properties, creators] = await Promise.all([
      apiNames(request, '/events', { limit: 3 }),
      apiNames(request, '/properties', { limit: 3 }),
      apiNames(request, '/influencers', { limit: 4 }),
    ]);
    await page.goto('/');

    const eventsSection = page.getByRole('region', { name: 'Current & Upcoming Events' });
    await expect(eventsSection.getByRole('heading', { level: 3 })).toHaveText(events);
    await expect(eventsSection.getByRole('link', { name: /View All Events/ })).toHaveAttribute('href', '/events');
    // 'Get Tickets' with a ticket link, otherwise 'Learn More'.
    for (const card of await cards(eventsSection).all()) {
      await expect(
        card.getByRole('link', { name: 'Get Tickets' }).or(card.getByRole('link', { name: /^Learn More/ })),
      ).toBeVisible();
    }

    const estate = page.getByRole('region', { name: 'Tampa Real Estate' });
    await expect(estate.getByRole('heading', { level: 3 })).toHaveText(properties);
    await expect(estate.getByRole('link', { name: /View All Properties/ })).toHaveAttribute('href', '/real-estate');

    const influencers = page.getByRole('region', { name: 'Top Tampa Influencers' });
    await expect(cards(influencers)).toHaveCount(4);
    await expect(influencers.getByRole('heading', { level: 3 })).toHaveText(creators);
    await influencers.getByRole('link', { name: creators[0]! }).click();
    await expect(page).toHaveURL(/\/influencers\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(creators[0]!);
  });

  test('newsletter: browser email check, then a subscription sent and the check-your-inbox text', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    const section = page.getByRole('region', { name: 'Get the best of Tampa, weekly' });
    const email = section.getByRole('textbox', { name: 'Email address' });
    const subscribe = section.getByRole('button', { name: 'Subscribe' });

    await email.fill('not-an-email');
    await subscribe.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);

    await email.fill('home-visitor@example.com');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/newsletter/subscriptions'),
    );
    await subscribe.click();
    expect((await sent).postDataJSON()).toEqual({ email: 'home-visitor@example.com' });
    await expect(section.getByRole('status')).toHaveText(
      'Thanks! Check your inbox and follow the link we sent to get on the list.',
    );
  });

  test("'For Businesses' and 'For Influencers' announce 'coming soon'", async ({ page }) => {
    const dialogs = collectDialogs(page);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Get Featured' });
    await section.getByRole('button', { name: 'For Businesses' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    await section.getByRole('button', { name: 'For Influencers' }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    for (const message of dialogs) expect(message).toMatch(/coming soon/i);
    await expect(page).toHaveURL('/');
  });

  test("'On this page' buttons move to their section", async ({ page }) => {
    await page.goto('/');
    const sectionNav = page.getByRole('navigation', { name: 'On this page' });
    for (const [button, name] of [
      ['Get Featured', 'Get Featured'],
      ['Influencers', 'Top influencers by category'],
      ['Discover', 'Tampa spots by category'],
    ] as const) {
      await sectionNav.getByRole('button', { name: button }).click();
      const section = page.getByRole('region', { name, exact: true });
      await expect(section).toBeFocused();
      await expect(section).toBeInViewport();
    }
  });

  test("'Get Featured' clicked while the sections are still loading still lands there", async ({ page }) => {
    // Hold the below-the-fold code and every API answer until the button has been clicked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/home-feeds-[\w-]+\.js$|\/api\//, async (route) => {
      await held;
      await route.continue();
    });
    // Not the fixture's goto, which waits for the whole page (sections included): the
    // visitor clicks as soon as the header, section nav and search are theirs.
    await page.mainFrame().goto('/');
    await page.locator('html[data-hero-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('button', { name: 'Get Featured' }).click();
    release();
    const section = page.getByRole('region', { name: 'Get Featured', exact: true });
    await expect(section).toBeFocused();
    await waitForContent(page);
    await expect(section).toBeInViewport();
  });
});

test.describe('landing page /preview2', () => {
  test('renders the landing reading: carousels, Get Featured and the newsletter', async ({ page, request }) => {
    const dialogs = collectDialogs(page);
    await page.goto('/preview2');
    await expect(page).toHaveTitle('Tampa spots & creators | Tampa Local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Tampa's favourite spots, picked by creators you trust",
    );
    for (const name of [
      'Tampa spots by category',
      'Top influencers by category',
      'Get Featured',
      'Get the best of Tampa, weekly',
    ]) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    // The home page's other reading is not part of the landing page.
    await expect(page.getByRole('region', { name: 'Featured Businesses' })).toHaveCount(0);

    const spots = page.getByRole('region', { name: 'Tampa spots by category' });
    const fitness = await apiGet<Slugged[]>(request, '/businesses', { category: 'fitness', limit: 12 });
    await spots.getByRole('tab', { name: 'Fitness' }).click();
    await expect(spots.getByTestId('carousel-track').getByRole('link')).toHaveCount(fitness.length);
    await expect(spots.getByTestId('carousel-track').getByRole('link').first()).toHaveAttribute(
      'href',
      `/businesses/${fitness[0]!.slug}`,
    );

    const creators = page.getByRole('region', { name: 'Top influencers by category' });
    const beauty = await apiNames(request, '/influencers', { niche: 'beauty', limit: 12 });
    await creators.getByRole('tab', { name: 'Beauty' }).click();
    await expect(creators.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(beauty);

    await page.getByRole('button', { name: 'Start exploring' }).click();
    await expect(spots).toBeFocused();

    const newsletter = page.getByRole('region', { name: 'Get the best of Tampa, weekly' });
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill('local@example.com');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByRole('status')).toHaveText(
      'Thanks! Check your inbox and follow the link we sent to get on the list.',
    );
    await page.getByRole('button', { name: 'For Influencers' }).click();
    await expect.poll(() => dialogs.at(-1)).toMatch(/coming soon/i);

    await page.getByRole('link', { name: 'Browse the directory' }).click();
    await expect(page).toHaveURL('/businesses');
    const total = await apiTotal(request, '/businesses');
    await expect(resultCount(page)).toHaveText(showingText(total, 'business', 'businesses'));
  });
});
