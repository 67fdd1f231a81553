import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures, type Fixtures } from './helpers/fixtures';

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
const slugs = (body: Array<{ slug: string }>) => body.map((i) => i.slug);

const BY_FOLLOWERS = ['glow-with-gabi', 'maria-eats-tampa', 'coach-dre'];

describe('GET /api/influencers', () => {
  it('lists published influencers, most followed first, with the total', async () => {
    const res = await get('/api/influencers');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['x-total-count']).toBe('3');
    // The draft has the most followers of all and still never shows.
    expect(slugs(res.body)).toEqual(BY_FOLLOWERS);
  });

  it('returns every field of the contract, with follower text derived from the count', async () => {
    const res = await get('/api/influencers');
    const byslug = Object.fromEntries(res.body.map((i: { slug: string }) => [i.slug, i]));
    expect(byslug['maria-eats-tampa']).toEqual({
      id: fixtures.influencers['maria-eats-tampa'],
      slug: 'maria-eats-tampa',
      name: 'Maria Eats Tampa',
      handle: '@mariaeatstampa',
      niche: 'Food & Drink',
      followerCount: 120000,
      followers: '120k',
      imageUrl: null,
      imageSrcset: null,
      verified: true,
      bio: 'Maria Eats Tampa shares the best of Tampa Bay.',
      profileUrl: 'https://www.tiktok.com/@mariaeatstampa',
      recommendationCount: 2,
    });
    expect(byslug['coach-dre']).toMatchObject({ followerCount: 45300, followers: '45.3k', verified: true });
    expect(byslug['glow-with-gabi']).toMatchObject({ followerCount: 1500000, followers: '1.5M', verified: false });
  });

  it('counts only recommendations whose business is published', async () => {
    const res = await get('/api/influencers');
    const counts = Object.fromEntries(
      res.body.map((i: { slug: string; recommendationCount: number }) => [i.slug, i.recommendationCount]),
    );
    // Coach Dre also recommends a draft business.
    expect(counts).toEqual({ 'glow-with-gabi': 1, 'maria-eats-tampa': 2, 'coach-dre': 1 });
  });

  it('filters by niche: a substring, any case', async () => {
    expect(slugs((await get('/api/influencers?niche=food')).body)).toEqual(['maria-eats-tampa']);
    expect(slugs((await get('/api/influencers?niche=Food%20%26%20Drink')).body)).toEqual(['maria-eats-tampa']);
    expect(slugs((await get('/api/influencers?niche=WELLNESS')).body)).toEqual(['coach-dre']);
    expect(slugs((await get('/api/influencers?niche=%20beauty%20')).body)).toEqual(['glow-with-gabi']);
    const amp = await get('/api/influencers?niche=%26');
    expect(slugs(amp.body)).toEqual(BY_FOLLOWERS);
    expect(amp.headers['x-total-count']).toBe('3');
    const none = await get('/api/influencers?niche=travel');
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('treats wildcards in niche literally', async () => {
    for (const niche of ['%', '_', '%food', "' OR 1=1 --", '\\']) {
      const res = await get(`/api/influencers?niche=${encodeURIComponent(niche)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await get('/api/influencers?limit=1&offset=1');
    expect(slugs(page.body)).toEqual(['maria-eats-tampa']);
    expect(page.headers['x-total-count']).toBe('3');
    const rest = await get('/api/influencers?limit=5&offset=1');
    expect(slugs(rest.body)).toEqual(['maria-eats-tampa', 'coach-dre']);
    const past = await get('/api/influencers?offset=3');
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
  });

  it.each([
    ['/api/influencers?limit=0', 'limit must be between 1 and 500'],
    ['/api/influencers?limit=501', 'limit must be between 1 and 500'],
    ['/api/influencers?limit=1e2', 'limit must be a whole number'],
    ['/api/influencers?offset=-1', 'offset must be between 0 and 10000'],
    ['/api/influencers?niche=food&niche=fitness', 'niche must be a single text value'],
    ['/api/influencers?niche[$ne]=x', 'niche must be a single text value'],
    [`/api/influencers?niche=${'x'.repeat(81)}`, 'niche must be at most 80 characters'],
    ['/api/influencers?niche=food%00', 'niche must not contain NUL characters'],
  ])('answers 400 with a message for %s', async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('GET /api/influencers/:slug', () => {
  it('returns the influencer with recommendations, each embedding its business, best rated first', async () => {
    const res = await get('/api/influencers/maria-eats-tampa');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: fixtures.influencers['maria-eats-tampa'],
      slug: 'maria-eats-tampa',
      name: 'Maria Eats Tampa',
      followers: '120k',
      recommendationCount: 2,
    });
    const recommendations = res.body.recommendations;
    expect(recommendations).toHaveLength(2);
    expect(recommendations.map((r: { business: { slug: string } }) => r.business.slug)).toEqual([
      'harbor-brunch',
      'ybor-taco-garage',
    ]);
    expect(recommendations[0]).toMatchObject({
      influencer: 'maria-eats-tampa',
      rating: 9.4,
      quote: 'I keep coming back to harbor brunch.',
      posts: [
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
      ],
    });
    expect(typeof recommendations[0].id).toBe('string');
    expect(recommendations[1]).toMatchObject({
      rating: 8.1,
      quote: 'I keep coming back to ybor taco garage.',
      posts: [],
    });
  });

  it('embeds the full Business object, the same one the business routes send', async () => {
    const res = await get('/api/influencers/maria-eats-tampa');
    const embedded = res.body.recommendations[0].business;
    expect(embedded).toMatchObject({
      id: fixtures.businesses['harbor-brunch'],
      slug: 'harbor-brunch',
      name: 'Harbor Brunch',
      category: 'restaurants',
      area: 'downtown-tampa',
      hours: 'Mon–Sun 7 AM–3 PM',
      rating: 4.6,
      reviewCount: 320,
      priceRange: '$$',
      featured: true,
      activeVideoCount: 4,
      imageUrl: null,
      imageSrcset: null,
    });
    const listed = (await get('/api/businesses?q=harbor brunch')).body[0];
    expect(Object.keys(embedded).sort()).toEqual(Object.keys(listed).sort());
    expect({ ...embedded, isOpen: null, nextChange: null }).toEqual({ ...listed, isOpen: null, nextChange: null });
  });

  it('leaves out recommendations of draft businesses', async () => {
    const res = await get('/api/influencers/coach-dre');
    expect(res.status).toBe(200);
    expect(res.body.recommendationCount).toBe(1);
    expect(res.body.recommendations).toHaveLength(1);
    expect(res.body.recommendations[0]).toMatchObject({
      influencer: 'coach-dre',
      rating: 9,
      quote: 'I keep coming back to hyde park strength lab.',
    });
    expect(res.body.recommendations[0].business.slug).toBe('hyde-park-strength-lab');
    expect(JSON.stringify(res.body)).not.toContain('secret-draft-cafe');
  });

  it('lists other published influencers, most followed first, never itself or a draft', async () => {
    expect(slugs((await get('/api/influencers/maria-eats-tampa')).body.others)).toEqual([
      'glow-with-gabi',
      'coach-dre',
    ]);
    expect(slugs((await get('/api/influencers/glow-with-gabi')).body.others)).toEqual([
      'maria-eats-tampa',
      'coach-dre',
    ]);
    const others = (await get('/api/influencers/coach-dre')).body.others;
    expect(slugs(others)).toEqual(['glow-with-gabi', 'maria-eats-tampa']);
    expect(others[1]).toMatchObject({ followers: '120k', recommendationCount: 2, niche: 'Food & Drink' });
  });

  it.each(['no-such-creator', 'hidden-creator'])('answers 404 JSON for %s', async (slug) => {
    const res = await get(`/api/influencers/${slug}`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: 'Influencer not found' });
  });

  it('answers 404 for a draft reached by its id', async () => {
    const res = await get(`/api/influencers/${fixtures.influencers['hidden-creator']}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Influencer not found' });
  });

  it('treats odd slugs as unknown, not as errors', async () => {
    for (const slug of ['%25', "'%20OR%201=1%20--", 'maria%25', 'x'.repeat(200)]) {
      const res = await get(`/api/influencers/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Influencer not found' });
    }
    const nul = await get('/api/influencers/maria%00');
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ error: 'slug is not valid' });
  });
});

describe('others on a detail page', () => {
  beforeAll(async () => {
    for (const [name, followerCount] of [
      ['Brew Crawl Ben', 950],
      ['Paddle Board Pam', 2_000_000],
      ['Gulf Coast Greg', 300_000],
      // Created after Greg with as many followers: the name decides.
      ['Bay Area Bea', 300_000],
    ] as const) {
      await app.strapi.documents('api::influencer.influencer').create({
        data: {
          name,
          handle: `@${name.toLowerCase().replace(/ /g, '')}`,
          niche: 'Outdoors',
          followerCount,
          verified: false,
        },
        status: 'published',
      });
    }
  });

  it('holds at most four, most followed first, in the order of the list', async () => {
    const list = await get('/api/influencers');
    expect(list.headers['x-total-count']).toBe('7');
    expect(slugs(list.body)).toEqual([
      'paddle-board-pam',
      'glow-with-gabi',
      'bay-area-bea',
      'gulf-coast-greg',
      'maria-eats-tampa',
      'coach-dre',
      'brew-crawl-ben',
    ]);
    expect(list.body.at(-1).followers).toBe('950');

    const res = await get('/api/influencers/coach-dre');
    expect(slugs(res.body.others)).toEqual(['paddle-board-pam', 'glow-with-gabi', 'bay-area-bea', 'gulf-coast-greg']);
    expect(res.body.others[0]).toMatchObject({ followers: '2M', recommendationCount: 0 });
    const fromPam = await get('/api/influencers/paddle-board-pam');
    expect(slugs(fromPam.body.others)).toEqual([
      'glow-with-gabi',
      'bay-area-bea',
      'gulf-coast-greg',
      'maria-eats-tampa',
    ]);
    expect(fromPam.body.recommendations).toEqual([]);
  });

  it('are read once for every creator’s page, and show an edit at once', async () => {
    expect(slugs((await get('/api/influencers/brew-crawl-ben')).body.others)).toEqual([
      'paddle-board-pam',
      'glow-with-gabi',
      'bay-area-bea',
      'gulf-coast-greg',
    ]);
    // Another creator's page reads its creator and recommendations, not the most followed again.
    const selects: string[] = [];
    // The request's reads, not the change feed's poll of the database.
    const listen = (query: { sql: string }) => {
      if (/^\s*select/i.test(query.sql)) selects.push(query.sql);
    };
    app.strapi.db.connection.on('query', listen);
    try {
      const res = await get('/api/influencers/gulf-coast-greg');
      expect(slugs(res.body.others)).toEqual([
        'paddle-board-pam',
        'glow-with-gabi',
        'bay-area-bea',
        'maria-eats-tampa',
      ]);
    } finally {
      app.strapi.db.connection.off('query', listen);
    }
    expect(selects.length).toBeGreaterThan(0);
    expect(selects.filter((sql) => /order by "i"\."follower_count" desc/i.test(sql))).toEqual([]);

    // Ben becomes the most followed: every page shows him first from then on.
    const [ben] = await app.strapi
      .documents('api::influencer.influencer')
      .findMany({ filters: { slug: 'brew-crawl-ben' }, status: 'published' });
    await app.strapi.documents('api::influencer.influencer').update({
      documentId: ben.documentId,
      data: { followerCount: 3_000_000 },
      status: 'published',
    });
    expect(slugs((await get('/api/influencers/gulf-coast-greg')).body.others)).toEqual([
      'brew-crawl-ben',
      'paddle-board-pam',
      'glow-with-gabi',
      'bay-area-bea',
    ]);
    expect(slugs((await get('/api/influencers/brew-crawl-ben')).body.others)).toEqual([
      'paddle-board-pam',
      'glow-with-gabi',
      'bay-area-bea',
      'gulf-coast-greg',
    ]);
  });
});

describe('recommendation posts', () => {
  beforeAll(async () => {
    const posts = Array.from({ length: 10 }, (_, n) => ({
      imageUrl: `/uploads/pier-${n + 1}.webp`,
      caption: `Sunset ${n + 1}`,
      url: `https://www.tiktok.com/@glowwithgabi/video/73012345678901300${n + 10}`,
    }));
    await app.strapi.documents('api::recommendation.recommendation').create({
      data: {
        influencer: fixtures.influencers['glow-with-gabi'],
        business: fixtures.businesses['pier-60-sunset-beach'],
        rating: 8.8,
        quote: 'Golden hour every night.',
        posts: [null, 'not a post', ['nor', 'this'], ...posts] as never,
      },
    });
  });

  it('sends at most eight, skipping entries that are not posts', async () => {
    const res = await get('/api/influencers/glow-with-gabi');
    expect(res.body.recommendationCount).toBe(2);
    const pier = res.body.recommendations.find(
      (r: { business: { slug: string } }) => r.business.slug === 'pier-60-sunset-beach',
    );
    expect(pier.rating).toBe(8.8);
    expect(pier.posts).toHaveLength(8);
    expect(pier.posts[0]).toEqual({
      imageUrl: '/uploads/pier-1.webp',
      caption: 'Sunset 1',
      url: 'https://www.tiktok.com/@glowwithgabi/video/7301234567890130010',
    });
    expect(pier.posts.at(-1).caption).toBe('Sunset 8');
  });
});
