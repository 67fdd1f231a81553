import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures } from './helpers/fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startStrapi();
  await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

const get = (path: string) => request(app.server).get(path);
const slugs = (body: Array<{ slug: string }>) => body.map((x) => x.slug);
const search = async (q: string, extra = '') => {
  const res = await get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.status).toBe(200);
  return res.body as Record<'businesses' | 'events' | 'properties' | 'influencers', Array<{ slug: string }>> & {
    query: string;
  };
};
const found = async (q: string, extra = '') => {
  const body = await search(q, extra);
  return {
    businesses: slugs(body.businesses),
    events: slugs(body.events),
    properties: slugs(body.properties),
    influencers: slugs(body.influencers),
  };
};
const NOTHING = { businesses: [], events: [], properties: [], influencers: [] };

describe('GET /api/search', () => {
  it('answers the query and one list per kind', async () => {
    const res = await get('/api/search?q=%20%20Ybor%20%20');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(['businesses', 'events', 'influencers', 'properties', 'query']);
    expect(res.body.query).toBe('Ybor');
    expect(slugs(res.body.businesses)).toEqual(['ybor-taco-garage', 'cigar-city-social-club']);
    expect(slugs(res.body.events)).toEqual(['ybor-saturday-market']);
    expect(slugs(res.body.properties).sort()).toEqual(['ybor-loft-apartment', 'ybor-warehouse-event-hall']);
    expect(res.body.influencers).toEqual([]);
  });

  it('sends each kind in the same shape as its own list route', async () => {
    const body = await search('harbor brunch');
    expect(body.businesses).toHaveLength(1);
    const listed = (await get('/api/businesses?q=harbor brunch')).body[0];
    expect({ ...body.businesses[0], isOpen: null, nextChange: null }).toEqual({
      ...listed,
      isOpen: null,
      nextChange: null,
    });

    const event = (await search('sunset jazz')).events;
    expect(event).toEqual((await get('/api/events?q=sunset jazz')).body);
    expect(event).toHaveLength(1);

    const property = (await search('hyde park townhome')).properties;
    expect(property).toEqual((await get('/api/properties?q=hyde park townhome')).body);
    expect(property[0]).toMatchObject({ price: 500000, bathrooms: 2.5, priceType: 'total' });

    const influencer = (await search('coach dre')).influencers;
    expect(influencer).toEqual((await get('/api/influencers?niche=fitness')).body);
    expect(influencer[0]).toMatchObject({ slug: 'coach-dre', followers: '45.3k', recommendationCount: 1 });
  });

  it('requires every word, in any case', async () => {
    expect(await found('YBOR tacos')).toEqual({ ...NOTHING, businesses: ['ybor-taco-garage'] });
    expect(await found('jazz lounge')).toEqual({ ...NOTHING, businesses: ['cigar-city-social-club'] });
    expect(await found('jazz riverwalk')).toEqual({ ...NOTHING, events: ['sunset-jazz-on-the-riverwalk'] });
    expect(await found('pool home')).toEqual({ ...NOTHING, properties: ['south-tampa-pool-home'] });
    expect(await found('@coachdre')).toEqual({ ...NOTHING, influencers: ['coach-dre'] });
    expect(await found('beauty style')).toEqual({ ...NOTHING, influencers: ['glow-with-gabi'] });
    expect(await found('jazz zebra')).toEqual(NOTHING);
  });

  it('ranks a name match above a match in other fields', async () => {
    // Every event's description ends '… in Tampa Bay.'; only the rally has 'Bay' in its name,
    // and it is the furthest away.
    const bay = await found('bay');
    expect(bay.events[0]).toBe('bay-food-truck-rally');
    expect(bay.events).toHaveLength(6);
    // A name beats a category: the rally is named 'Food', the market only files under it.
    expect((await found('food')).events).toEqual(['bay-food-truck-rally', 'ybor-saturday-market']);
    // A name beats an area, though the other business was created first with the same rating.
    expect((await found('city')).businesses).toEqual(['cigar-city-social-club', 'ybor-taco-garage']);
    // A name beats a description.
    expect((await found('tacos')).businesses).toEqual(['heights-tacos-100-natural', 'ybor-taco-garage']);
    // A title beats an area.
    const downtown = (await found('downtown')).properties;
    expect(downtown[0]).toBe('downtown-river-suite');
    expect(downtown.slice(1).sort()).toEqual(['rooftop-terrace-by-the-hour', 'starter-condo-channel-district']);
    // Every bio says 'Tampa Bay'; only one creator has 'Tampa' in the name, and she is not the most followed.
    expect((await found('tampa')).influencers).toEqual(['maria-eats-tampa', 'glow-with-gabi', 'coach-dre']);
  });

  it('breaks ties in the order of each list route', async () => {
    // 'downtown' is only in every event's location: by date, then time.
    const events = (await search('downtown')).events;
    expect(slugs(events)).toEqual(slugs((await get('/api/events?q=downtown')).body));
    expect(slugs(events).slice(0, 2)).toEqual(['ybor-saturday-market', 'sunset-jazz-on-the-riverwalk']);
    // 'ready' is only in every property's description: the list order, cheapest first.
    const properties = (await search('ready', '&limit=50')).properties;
    expect(slugs(properties)).toEqual(slugs((await get('/api/properties')).body));
    expect(slugs(properties)[0]).toBe('westshore-retail-suite');
    // ', FL' is in every business's address: best rated first, unrated last.
    const businesses = (await search('fl')).businesses;
    expect(slugs(businesses)).toEqual(slugs((await get('/api/businesses?q=fl')).body));
    expect(slugs(businesses)).toHaveLength(8);
    // Every bio shares the same words: most followed first.
    expect(slugs((await search('shares best')).influencers)).toEqual([
      'glow-with-gabi',
      'maria-eats-tampa',
      'coach-dre',
    ]);
  });

  it('never finds drafts or past events', async () => {
    expect(await found('secret draft')).toEqual(NOTHING);
    expect(await found('gala')).toEqual(NOTHING);
    expect(await found('hidden')).toEqual(NOTHING);
    expect(await found('last week concert')).toEqual(NOTHING);
    const music = await found('music');
    expect(music.events).toEqual(['sunset-jazz-on-the-riverwalk']);
  });

  it('treats special characters literally and safely', async () => {
    expect(await found('%')).toEqual({ ...NOTHING, businesses: ['heights-tacos-100-natural'] });
    expect(await found('100%')).toEqual({ ...NOTHING, businesses: ['heights-tacos-100-natural'] });
    expect(await found('"craft"')).toEqual({ ...NOTHING, businesses: ['hyperlink-formula-bar'] });
    expect(await found('=hyperlink')).toEqual({ ...NOTHING, businesses: ['hyperlink-formula-bar'] });
    for (const q of [
      '_',
      "'",
      "' OR 1=1 --",
      "'; DROP TABLE businesses; --",
      '\\',
      '%_%',
      'a\\%',
      '$1',
      '*',
      '?',
      '(',
      '[',
      ';',
    ]) {
      expect(await found(q)).toEqual(NOTHING);
    }
    // Nothing was dropped.
    expect((await get('/api/businesses')).headers['x-total-count']).toBe('8');
  });

  it('handles unicode and long words', async () => {
    expect(await found('café ☕ 🌮')).toEqual(NOTHING);
    const long = await get(`/api/search?q=${'a'.repeat(200)}`);
    expect(long.status).toBe(200);
    expect(long.body.query).toBe('a'.repeat(200));
  });

  it('caps each kind at limit', async () => {
    const all = await search('tampa');
    expect(all.events).toHaveLength(6);
    expect(all.influencers).toHaveLength(3);
    const one = await search('tampa', '&limit=1');
    expect(one.businesses).toHaveLength(1);
    expect(one.events).toHaveLength(1);
    expect(one.properties).toHaveLength(1);
    expect(one.influencers).toHaveLength(1);
    expect(one.influencers[0].slug).toBe('maria-eats-tampa');
    const two = await search('tampa', '&limit=2');
    expect(slugs(two.events)).toEqual(slugs(all.events).slice(0, 2));
    expect((await search('tampa', '&limit=50')).properties).toHaveLength(13);
  });

  it.each([
    ['/api/search', 'q is required'],
    ['/api/search?q=', 'q is required'],
    ['/api/search?q', 'q is required'],
    ['/api/search?q=%20%20%20', 'q is required'],
    ['/api/search?limit=5', 'q is required'],
    [`/api/search?q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
    ['/api/search?q=a%00b', 'q must not contain NUL characters'],
    ['/api/search?q=a&q=b', 'q must be a single text value'],
    ['/api/search?q[$ne]=x', 'q must be a single text value'],
    ['/api/search?q=tampa&limit=0', 'limit must be between 1 and 50'],
    ['/api/search?q=tampa&limit=51', 'limit must be between 1 and 50'],
    ['/api/search?q=tampa&limit=abc', 'limit must be a whole number'],
    ['/api/search?q=tampa&limit=1&limit=2', 'limit must be a single text value'],
  ])('answers 400 with a message for %s', async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.error).toBe(message);
  });

  it('counts length after trimming', async () => {
    const res = await get(`/api/search?q=${encodeURIComponent(`  ${'x'.repeat(200)}  `)}`);
    expect(res.status).toBe(200);
  });
});
