import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tampa-local/domain';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';
import { PROPERTIES, loadFixtures, type Fixtures } from './helpers/fixtures';

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
const slugs = (body: Array<{ slug: string }>) => body.map((p) => p.slug);
const sorted = (list: string[]) => [...list].sort();

/** Every fixture listing, cheapest first (they share one available date). */
const BY_PRICE = [
  'westshore-retail-suite', // 28 sqft_yearly
  'clearwater-beach-studio', // 99 nightly
  'downtown-river-suite', // 100 nightly
  'rooftop-terrace-by-the-hour', // 200 hourly
  'hyde-park-garden-cottage', // 250 nightly
  'bayshore-mansion-stay', // 500 nightly
  'ybor-warehouse-event-hall', // 600 daily
  'ybor-loft-apartment', // 2100 monthly
  'starter-condo-channel-district', // 299999 total
  'tampa-heights-bungalow', // 300000 total
  'hyde-park-townhome', // 500000 total
  'south-tampa-pool-home', // 1000000 total
  'westshore-office-building', // 2500000 total
];

/** Listings whose price type no real-estate range constrains. */
const NOT_TOTAL = [
  'ybor-loft-apartment',
  'westshore-retail-suite',
  'clearwater-beach-studio',
  'downtown-river-suite',
  'hyde-park-garden-cottage',
  'bayshore-mansion-stay',
  'ybor-warehouse-event-hall',
  'rooftop-terrace-by-the-hour',
];

/** Listings whose price type no short-term range constrains. */
const NOT_STAY = [
  'starter-condo-channel-district',
  'tampa-heights-bungalow',
  'hyde-park-townhome',
  'south-tampa-pool-home',
  'westshore-office-building',
  'ybor-loft-apartment',
  'westshore-retail-suite',
  'rooftop-terrace-by-the-hour',
];

describe('GET /api/properties', () => {
  it('lists every published property with the total', async () => {
    const res = await get('/api/properties');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['x-total-count']).toBe(String(PROPERTIES.length));
    expect(slugs(res.body)).toEqual(BY_PRICE);
  });

  it('returns every field of a residential listing for sale', async () => {
    const doc = await app.strapi
      .documents('api::property.property')
      .findFirst({ filters: { slug: 'hyde-park-townhome' }, status: 'published' });
    const res = await get('/api/properties?q=hyde park townhome');
    expect(res.body).toEqual([
      {
        id: doc?.documentId,
        slug: 'hyde-park-townhome',
        title: 'Hyde Park Townhome',
        description: 'Hyde Park Townhome, ready now.',
        type: 'residential',
        listingType: 'sale',
        shortTermCategory: null,
        price: 500000,
        priceType: 'total',
        sqft: 1800,
        bedrooms: 3,
        bathrooms: 2.5,
        parking: null,
        area: 'hyde-park',
        address: '123 Main St, Tampa, FL 33602',
        latitude: null,
        longitude: null,
        availableDate: addDays(fixtures.today, 7),
        imageUrl: null,
        imageSrcset: null,
      },
    ]);
  });

  it('returns every field of a commercial listing, with parking and no rooms', async () => {
    const res = await get('/api/properties?q=westshore office');
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      slug: 'westshore-office-building',
      type: 'commercial',
      listingType: 'sale',
      shortTermCategory: null,
      price: 2500000,
      priceType: 'total',
      sqft: 12000,
      bedrooms: null,
      bathrooms: null,
      parking: 40,
      area: 'westshore',
    });
  });

  it('returns short-term fields, zeros kept as numbers', async () => {
    const hall = (await get('/api/properties?q=warehouse')).body[0];
    expect(hall).toMatchObject({
      slug: 'ybor-warehouse-event-hall',
      listingType: 'short-term',
      shortTermCategory: 'event-space',
      price: 600,
      priceType: 'daily',
      parking: 20,
    });
    const rooftop = (await get('/api/properties?q=rooftop')).body[0];
    expect(rooftop).toMatchObject({ priceType: 'hourly', price: 200, parking: 0, bedrooms: null });
    const studio = (await get('/api/properties?q=studio')).body[0];
    expect(studio).toMatchObject({
      shortTermCategory: 'vacation-rental',
      priceType: 'nightly',
      price: 99,
      bedrooms: 0,
      bathrooms: 1,
      parking: null,
      area: 'clearwater-beach',
    });
    const retail = (await get('/api/properties?q=retail')).body[0];
    expect(retail).toMatchObject({ price: 28, priceType: 'sqft_yearly', listingType: 'rent', sqft: 2400 });
    for (const property of (await get('/api/properties')).body) {
      expect(typeof property.price).toBe('number');
      expect(property.availableDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('filters by property type and listing type, by slug or by label', async () => {
    const commercial = [
      'westshore-retail-suite',
      'rooftop-terrace-by-the-hour',
      'ybor-warehouse-event-hall',
      'westshore-office-building',
    ];
    expect(slugs((await get('/api/properties?propertyType=commercial')).body)).toEqual(commercial);
    expect(slugs((await get('/api/properties?propertyType=Commercial')).body)).toEqual(commercial);
    const residential = await get('/api/properties?propertyType=residential');
    expect(residential.headers['x-total-count']).toBe('9');

    const sale = [
      'starter-condo-channel-district',
      'tampa-heights-bungalow',
      'hyde-park-townhome',
      'south-tampa-pool-home',
      'westshore-office-building',
    ];
    expect(slugs((await get('/api/properties?listingType=sale')).body)).toEqual(sale);
    expect(slugs((await get('/api/properties?listingType=For%20Sale')).body)).toEqual(sale);
    expect(slugs((await get('/api/properties?listingType=rent')).body)).toEqual([
      'westshore-retail-suite',
      'ybor-loft-apartment',
    ]);
    const shortTerm = [
      'clearwater-beach-studio',
      'downtown-river-suite',
      'rooftop-terrace-by-the-hour',
      'hyde-park-garden-cottage',
      'bayshore-mansion-stay',
      'ybor-warehouse-event-hall',
    ];
    expect(slugs((await get('/api/properties?listingType=short-term')).body)).toEqual(shortTerm);
    expect(slugs((await get('/api/properties?listingType=Short-term%20Rental')).body)).toEqual(shortTerm);
    expect(slugs((await get('/api/properties?listingType=all')).body)).toEqual(BY_PRICE);
  });

  it('filters the short-term page: residential, short-term, by category and area', async () => {
    const stays = await get('/api/properties?propertyType=residential&listingType=short-term');
    expect(slugs(stays.body)).toEqual([
      'clearwater-beach-studio',
      'downtown-river-suite',
      'hyde-park-garden-cottage',
      'bayshore-mansion-stay',
    ]);
    expect(stays.headers['x-total-count']).toBe('4');
    const spaces = ['rooftop-terrace-by-the-hour', 'ybor-warehouse-event-hall'];
    expect(slugs((await get('/api/properties?listingType=short-term&shortTermCategory=event-space')).body)).toEqual(
      spaces,
    );
    expect(slugs((await get('/api/properties?shortTermCategory=Event%20Spaces')).body)).toEqual(spaces);
    expect(slugs((await get('/api/properties?shortTermCategory=vacation-rentals')).body)).toHaveLength(4);
    expect((await get('/api/properties?shortTermCategory=other')).body).toEqual([]);
    expect(slugs((await get('/api/properties?listingType=short-term&area=Clearwater%20Beach')).body)).toEqual([
      'clearwater-beach-studio',
    ]);
  });

  it('filters by area, by slug or by label', async () => {
    expect(slugs((await get('/api/properties?area=westshore')).body)).toEqual([
      'westshore-retail-suite',
      'westshore-office-building',
    ]);
    expect(slugs((await get('/api/properties?area=Hyde%20Park')).body)).toEqual([
      'hyde-park-garden-cottage',
      'hyde-park-townhome',
    ]);
    expect(slugs((await get('/api/properties?area=downtown-tampa&listingType=sale')).body)).toEqual([
      'starter-condo-channel-district',
    ]);
    expect((await get('/api/properties?area=north-tampa')).body).toEqual([]);
  });

  it.each([
    ['under-300k', ['starter-condo-channel-district']],
    ['300k-500k', ['tampa-heights-bungalow', 'hyde-park-townhome']],
    ['500k-1m', ['hyde-park-townhome', 'south-tampa-pool-home']],
    ['1m-plus', ['south-tampa-pool-home', 'westshore-office-building']],
  ])('applies priceRange=%s to total prices only, boundaries included as specified', async (range, matching) => {
    const res = await get(`/api/properties?priceRange=${range}`);
    expect(res.status).toBe(200);
    expect(sorted(slugs(res.body))).toEqual(sorted([...matching, ...NOT_TOTAL]));
    expect(res.headers['x-total-count']).toBe(String(matching.length + NOT_TOTAL.length));
    const sale = await get(`/api/properties?listingType=sale&priceRange=${range}`);
    expect(slugs(sale.body)).toEqual(matching);
  });

  it.each([
    ['under-100', ['clearwater-beach-studio']],
    ['100-250', ['downtown-river-suite', 'hyde-park-garden-cottage']],
    ['250-500', ['hyde-park-garden-cottage', 'bayshore-mansion-stay']],
    ['500-plus', ['bayshore-mansion-stay', 'ybor-warehouse-event-hall']],
  ])(
    'applies priceRange=%s to daily and nightly prices only, boundaries included as specified',
    async (range, matching) => {
      const res = await get(`/api/properties?priceRange=${range}`);
      expect(res.status).toBe(200);
      expect(sorted(slugs(res.body))).toEqual(sorted([...matching, ...NOT_STAY]));
      // On the short-term page an hourly price passes every range.
      const shortTerm = await get(`/api/properties?listingType=short-term&priceRange=${range}`);
      expect(sorted(slugs(shortTerm.body))).toEqual(sorted([...matching, 'rooftop-terrace-by-the-hour']));
    },
  );

  it('accepts price range labels', async () => {
    expect(slugs((await get('/api/properties?listingType=sale&priceRange=Under%20%24300k')).body)).toEqual([
      'starter-condo-channel-district',
    ]);
    expect(slugs((await get('/api/properties?listingType=sale&priceRange=%241M%2B')).body)).toEqual([
      'south-tampa-pool-home',
      'westshore-office-building',
    ]);
  });

  it('searches title, description, area and address; every word, any case', async () => {
    expect(slugs((await get('/api/properties?q=HYDE%20park')).body)).toEqual([
      'hyde-park-garden-cottage',
      'hyde-park-townhome',
    ]);
    expect(slugs((await get('/api/properties?q=westshore%20suite')).body)).toEqual(['westshore-retail-suite']);
    // 'clearwater-beach' is only the area; 'ready' only the descriptions; '33602' only the address.
    expect(slugs((await get('/api/properties?q=clearwater-beach')).body)).toEqual(['clearwater-beach-studio']);
    expect(slugs((await get('/api/properties?q=ready')).body)).toEqual(BY_PRICE);
    expect(slugs((await get('/api/properties?q=33602')).body)).toEqual(BY_PRICE);
    expect(slugs((await get('/api/properties?q=ybor&listingType=rent')).body)).toEqual(['ybor-loft-apartment']);
    expect((await get('/api/properties?q=ybor%20mansion')).body).toEqual([]);
  });

  it('treats wildcards and quotes in q literally', async () => {
    for (const q of ['%25', '_', "'", "' OR 1=1 --", '%22', '\\']) {
      const res = await get(`/api/properties?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await get('/api/properties?limit=4&offset=2');
    expect(page.headers['x-total-count']).toBe(String(PROPERTIES.length));
    expect(slugs(page.body)).toEqual(BY_PRICE.slice(2, 6));
    const filtered = await get('/api/properties?listingType=sale&limit=2&offset=4');
    expect(slugs(filtered.body)).toEqual(['westshore-office-building']);
    expect(filtered.headers['x-total-count']).toBe('5');
    const past = await get('/api/properties?offset=13');
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(PROPERTIES.length));
  });

  it('hides drafts', async () => {
    await app.strapi.documents('api::property.property').create({
      data: {
        title: 'Unlisted Draft Villa',
        type: 'residential',
        listingType: 'sale',
        price: 400000,
        priceType: 'total',
        area: 'hyde-park',
      },
    });
    const res = await get('/api/properties?q=villa');
    expect(res.body).toEqual([]);
    expect((await get('/api/properties')).headers['x-total-count']).toBe(String(PROPERTIES.length));
    expect(slugs((await get('/api/properties?listingType=sale&priceRange=300k-500k')).body)).toEqual([
      'tampa-heights-bungalow',
      'hyde-park-townhome',
    ]);
  });

  it.each([
    ['/api/properties?propertyType=land', 'Unknown propertyType "land"'],
    ['/api/properties?listingType=lease', 'Unknown listingType "lease"'],
    ['/api/properties?shortTermCategory=camping', 'Unknown shortTermCategory "camping"'],
    ['/api/properties?area=mars', 'Unknown area "mars"'],
    ['/api/properties?priceRange=cheap', 'Unknown priceRange "cheap"'],
    ['/api/properties?priceRange=0-100', 'Unknown priceRange "0-100"'],
    ['/api/properties?limit=0', 'limit must be between 1 and 500'],
    ['/api/properties?limit=501', 'limit must be between 1 and 500'],
    ['/api/properties?limit=ten', 'limit must be a whole number'],
    ['/api/properties?offset=-5', 'offset must be between 0 and 10000'],
    ['/api/properties?listingType=sale&listingType=rent', 'listingType must be a single text value'],
    ['/api/properties?priceRange[]=under-100', 'priceRange must be a single text value'],
    ['/api/properties?area[$in]=westshore', 'area must be a single text value'],
    [`/api/properties?q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
    ['/api/properties?q=%00', 'q must not contain NUL characters'],
  ])('answers 400 with a message for %s', async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.error).toBe(message);
  });
});
