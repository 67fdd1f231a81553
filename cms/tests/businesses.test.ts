import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderatorSession, startStrapi, type TestApp } from '@tampa-local/test-kit';
import { BUSINESSES, loadFixtures, type Fixtures } from './helpers/fixtures';

let app: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  app = await startStrapi();
  fixtures = await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

const get = (path: string) => request(app.server).get(path);
const slugs = (body: Array<{ slug: string }>) => body.map((b) => b.slug);

describe('GET /api/businesses', () => {
  it('lists published businesses only, highest rated first, unrated last, with the total', async () => {
    const res = await get('/api/businesses');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['x-total-count']).toBe(String(BUSINESSES.length));
    expect(slugs(res.body)).not.toContain('secret-draft-cafe');
    expect(slugs(res.body)[0]).toBe('pier-60-sunset-beach');
    expect(slugs(res.body).at(-1)).toBe('bayshore-blowout-bar');
    // Equal ratings: more reviews first.
    expect(slugs(res.body).indexOf('ybor-taco-garage')).toBeLessThan(slugs(res.body).indexOf('cigar-city-social-club'));
  });

  it('returns every field of the contract', async () => {
    const res = await get('/api/businesses?q=harbor');
    const harbor = res.body[0];
    expect(harbor).toMatchObject({
      id: fixtures.businesses['harbor-brunch'],
      slug: 'harbor-brunch',
      name: 'Harbor Brunch',
      category: 'restaurants',
      area: 'downtown-tampa',
      address: '100 Channelside Dr, Tampa, FL 33602',
      phone: '(813) 555-0100',
      website: 'https://harbor-brunch.example',
      hours: 'Mon–Sun 7 AM–3 PM',
      rating: 4.6,
      reviewCount: 320,
      priceRange: '$$',
      featured: true,
      activeVideoCount: 4,
      imageUrl: null,
      imageSrcset: null,
    });
    expect(typeof harbor.isOpen).toBe('boolean');
    expect(harbor.nextChange).toMatch(/^(closes|opens)/);
    expect(harbor.openingHours.mon).toEqual([{ open: '07:00', close: '15:00' }]);
  });

  it('has no open/closed indicator without opening hours', async () => {
    const res = await get('/api/businesses?q=bayshore blowout');
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ hours: null, isOpen: null, nextChange: null, rating: null });
  });

  it('filters by category and area, by slug or by label', async () => {
    const bySlug = await get('/api/businesses?category=restaurants&area=ybor-city');
    expect(slugs(bySlug.body)).toEqual(['ybor-taco-garage']);
    const byLabel = await get('/api/businesses?category=Restaurants&area=Ybor%20City');
    expect(slugs(byLabel.body)).toEqual(['ybor-taco-garage']);
    const all = await get('/api/businesses?category=all');
    expect(all.headers['x-total-count']).toBe(String(BUSINESSES.length));
  });

  it('filters featured businesses', async () => {
    const res = await get('/api/businesses?featured=true');
    expect(slugs(res.body).sort()).toEqual(['harbor-brunch', 'pier-60-sunset-beach']);
  });

  it('searches every word, case-insensitively, treating wildcards literally', async () => {
    expect(slugs((await get('/api/businesses?q=TACOS%20natural')).body)).toEqual(['heights-tacos-100-natural']);
    expect(slugs((await get('/api/businesses?q=100%25')).body)).toEqual(['heights-tacos-100-natural']);
    // A literal % matches only the name that has one, not everything.
    expect(slugs((await get('/api/businesses?q=%25')).body)).toEqual(['heights-tacos-100-natural']);
    expect((await get('/api/businesses?q=_')).body).toEqual([]);
    expect((await get("/api/businesses?q=' OR 1=1 --")).body).toEqual([]);
    // The spec's `search` parameter works too.
    expect(slugs((await get('/api/businesses?search=garage')).body)).toEqual(['ybor-taco-garage']);
  });

  it('sorts by name and by reviews', async () => {
    const byName = slugs((await get('/api/businesses?sort=name')).body);
    expect(byName[0]).toBe('hyperlink-formula-bar');
    expect(byName[1]).toBe('bayshore-blowout-bar');
    const byReviews = slugs((await get('/api/businesses?sort=reviews')).body);
    expect(byReviews.slice(0, 2)).toEqual(['pier-60-sunset-beach', 'ybor-taco-garage']);
    // Any case, as the enumerations.
    expect(slugs((await get('/api/businesses?sort=NAME')).body)).toEqual(byName);
  });

  it('names the sorts it knows when refusing one, and checks the filters before the sort', async () => {
    const unknown = await get('/api/businesses?sort=random');
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual({ allowed: ['rating', 'reviews', 'name', 'distance'] });
    const both = await get('/api/businesses?sort=random&featured=maybe&area=mars');
    expect(both.body.error).toBe('Unknown area "mars"');
  });

  it('pages with limit and offset and keeps the total', async () => {
    const all = slugs((await get('/api/businesses')).body);
    const page = await get('/api/businesses?limit=3&offset=3');
    expect(page.headers['x-total-count']).toBe(String(BUSINESSES.length));
    expect(slugs(page.body)).toEqual(all.slice(3, 6));
    const past = await get('/api/businesses?offset=100');
    expect(past.body).toEqual([]);
  });

  it.each([
    ['/api/businesses?category=pizza', 'Unknown category "pizza"'],
    ['/api/businesses?area=mars', 'Unknown area "mars"'],
    ['/api/businesses?limit=0', 'limit must be between 1 and 500'],
    ['/api/businesses?limit=501', 'limit must be between 1 and 500'],
    ['/api/businesses?limit=abc', 'limit must be a whole number'],
    ['/api/businesses?offset=-1', 'offset must be between 0 and 10000'],
    // Deep offsets make the database skip rows one by one: capped, the sitemap lists every business.
    ['/api/businesses?offset=10001', 'offset must be between 0 and 10000'],
    ['/api/businesses?sort=random', 'Unknown sort "random"'],
    ['/api/businesses?featured=maybe', 'featured must be true or false'],
    ['/api/businesses?category=a&category=b', 'category must be a single text value'],
    ['/api/businesses?category[$ne]=x', 'category must be a single text value'],
    [`/api/businesses?q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
  ])('answers 400 with a message for %s', async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('GET /api/businesses/:idOrSlug', () => {
  it('finds a business by slug with its influencers, recommendations and similar businesses', async () => {
    const res = await get('/api/businesses/harbor-brunch');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Harbor Brunch');
    // The draft influencer's recommendation is hidden; highest rating first.
    expect(res.body.influencers.map((i: { slug: string }) => i.slug)).toEqual(['maria-eats-tampa', 'glow-with-gabi']);
    expect(res.body.recommendations[0]).toMatchObject({
      influencer: 'maria-eats-tampa',
      business: 'harbor-brunch',
      rating: 9.4,
      quote: 'I keep coming back to harbor brunch.',
    });
    expect(res.body.recommendations[0].posts).toEqual([
      {
        imageUrl: '/uploads/post-1.webp',
        caption: 'Guava pastries',
        url: 'https://www.tiktok.com/@mariaeatstampa/video/7301234567890120001',
      },
      {
        imageUrl: '/uploads/post-2.webp',
        caption: 'Cuban coffee',
        url: 'https://www.tiktok.com/@mariaeatstampa/video/7301234567890120002',
      },
    ]);
    expect(res.body.influencers[0]).toMatchObject({ followers: '120k', recommendationCount: 2 });
    // Same category, published, not itself, best rated first.
    expect(slugs(res.body.similar)).toEqual(['heights-tacos-100-natural', 'ybor-taco-garage']);
  });

  it('finds a business by its id', async () => {
    const res = await get(`/api/businesses/${fixtures.businesses['ybor-taco-garage']}`);
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('ybor-taco-garage');
  });

  it('answers 404 JSON for unknown and draft businesses', async () => {
    for (const slug of ['no-such-place', 'secret-draft-cafe']) {
      const res = await get(`/api/businesses/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Business not found' });
    }
  });
});

describe('unknown /api paths', () => {
  it('answer 404 JSON, never HTML', async () => {
    const res = await get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('does not expose the Strapi content API for our types', async () => {
    const res = await get('/api/recommendations');
    expect(res.status).toBe(404);
  });
});

describe('searching text beyond ASCII', () => {
  it('matches accented letters case-insensitively on every database', async () => {
    await app.strapi.documents('api::business.business').create({
      data: { name: 'Crêperie Élan', category: 'restaurants', area: 'hyde-park', reviewCount: 3, featured: false },
      status: 'published',
    });
    const res = await get('/api/businesses?q=' + encodeURIComponent('CRÊPERIE élan'));
    expect(slugs(res.body)).toEqual(['creperie-elan']);
  });

  it('refuses more than 20 words and NUL characters with 400', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `w${i}`).join(' ');
    expect((await get('/api/businesses?q=' + encodeURIComponent(many))).body).toEqual({
      error: 'q must have at most 20 words',
    });
    expect((await get('/api/businesses?q=a%00b')).status).toBe(400);
    expect((await get('/api/businesses/a%00b')).body).toEqual({ error: 'idOrSlug is not valid' });
  });
});

describe('HTTP caching and compression', () => {
  it('sends an ETag and a short public cache lifetime, and 304 when unchanged', async () => {
    const first = await get('/api/businesses?category=restaurants');
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/businesses?category=restaurants').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const other = await get('/api/businesses?category=nightlife').set('If-None-Match', etag);
    expect(other.status).toBe(200);
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const res = await get('/api/businesses').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBeGreaterThan(0);
  });

  it("never caches a moderator's answers publicly", async () => {
    const asModerator = await moderatorSession(app);
    const res = await asModerator(get('/api/businesses/harbor-brunch/videos'));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('a page of a list', () => {
  /** The SELECTs a request ran (not the change feed's poll of the database). */
  const selectsDuring = async (path: string): Promise<string[]> => {
    const selects: string[] = [];
    const listen = (query: { sql: string }) => {
      if (/^\s*select/i.test(query.sql)) selects.push(query.sql);
    };
    app.strapi.db.connection.on('query', listen);
    try {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
    } finally {
      app.strapi.db.connection.off('query', listen);
    }
    return selects;
  };

  it.each(['/api/businesses?category=restaurants&limit=2', '/api/events?limit=2', '/api/properties?limit=2'])(
    '%s: its rows, their images and video counts in one statement once the total is kept',
    async (path) => {
      // The first page counts the list; the next reads one statement.
      expect((await get(path)).status).toBe(200);
      const selects = await selectsDuring(`${path}&offset=1`);
      expect(selects).toHaveLength(1);
      expect(selects[0]).toMatch(/_image/);
    },
  );
});

describe('similar businesses', () => {
  // A category no other test uses: eight hotels rated 4.9 down to 4.2.
  const names = Array.from({ length: 8 }, (_, i) => `Similar Test Hotel ${i + 1}`);
  const slugOf = (n: number) => `similar-test-hotel-${n}`;
  const created: string[] = [];
  const similarOf = async (n: number): Promise<string[]> => {
    const res = await get(`/api/businesses/${slugOf(n)}`);
    expect(res.status).toBe(200);
    return slugs(res.body.similar);
  };

  beforeAll(async () => {
    for (const [i, name] of names.entries()) {
      const document = await app.strapi.documents('api::business.business').create({
        data: { name, category: 'hotels', area: 'westshore', rating: 4.9 - i / 10, reviewCount: 10, featured: false },
        status: 'published',
      });
      created.push(document.documentId);
    }
  });

  afterAll(async () => {
    for (const documentId of created) await app.strapi.documents('api::business.business').delete({ documentId });
  });

  it('are the six best rated of the category, never the business itself', async () => {
    expect(await similarOf(1)).toEqual([2, 3, 4, 5, 6, 7].map(slugOf));
    expect(await similarOf(3)).toEqual([1, 2, 4, 5, 6, 7].map(slugOf));
    expect(await similarOf(8)).toEqual([1, 2, 3, 4, 5, 6].map(slugOf));
  });

  it('are read once for every page of the category, and show an edit at once', async () => {
    expect(await similarOf(2)).toEqual([1, 3, 4, 5, 6, 7].map(slugOf));
    // Another page of the category reads its business, not the category's best again.
    const statements: Array<{ sql: string; bindings?: unknown[] }> = [];
    // The request's reads, not the change feed's poll of the database.
    const listen = (query: { sql: string; bindings?: unknown[] }) => {
      if (/^\s*select/i.test(query.sql)) statements.push(query);
    };
    app.strapi.db.connection.on('query', listen);
    try {
      expect(await similarOf(5)).toEqual([1, 2, 3, 4, 6, 7].map(slugOf));
    } finally {
      app.strapi.db.connection.off('query', listen);
    }
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((statement) => (statement.bindings ?? []).includes('hotels'))).toEqual([]);

    // Its business with its image and video count, and its recommendations: two statements.
    expect(statements).toHaveLength(2);

    // The last becomes the best: every page of the category shows it first from then on.
    await app.strapi.documents('api::business.business').update({
      documentId: created[7],
      data: { rating: 5 },
      status: 'published',
    });
    expect(await similarOf(5)).toEqual([8, 1, 2, 3, 4, 6].map(slugOf));
    expect(await similarOf(8)).toEqual([1, 2, 3, 4, 5, 6].map(slugOf));
  });
});
