import { createRequire } from 'node:module';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterLevelFor,
  gridIndex,
  haversineMiles,
  MAP_MAX_CLUSTER_CELLS,
  MAP_MAX_RADIUS_MILES,
  SEARCH_TOTAL_BOUND,
  TAMPA_BAY_REGION,
  type GeoBox,
  type MapClusters,
} from '@tampa-local/domain';
import { startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { expectCellsRecounted, locatedRows } from './helpers/geo-cells';

/**
 * The map's API (issue #38): boxes, near and radius on GET /api/businesses, and
 * GET /api/businesses/clusters, on the database the suite runs on, checked against the
 * same rules worked out in JavaScript over the same rows (brute force).
 */
let app: TestApp;

type Place = {
  slug: string;
  name: string;
  category: string;
  area: string;
  lat: number;
  lng: number;
  featured: boolean;
};

const CATEGORIES = ['restaurants', 'nightlife', 'shopping', 'beaches'] as const;
const AREAS = ['downtown-tampa', 'ybor-city', 'clearwater'] as const;

/** A small deterministic generator, so the rows are the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const next = random(38);
/** Published, located businesses scattered over Tampa and towards Clearwater. */
const PLACES: Place[] = Array.from({ length: 60 }, (_, i) => ({
  slug: `map-place-${i}`,
  name: `Map Place ${i}`,
  category: CATEGORIES[i % CATEGORIES.length]!,
  area: AREAS[i % AREAS.length]!,
  lat: Number((27.85 + next() * 0.25).toFixed(6)),
  lng: Number((-82.85 + next() * 0.45).toFixed(6)),
  featured: i % 7 === 0,
}));

/** The box the edge tests use, and the businesses exactly on its edges and corners. */
const BOX: GeoBox = { minLng: -82.6, minLat: 27.9, maxLng: -82.4, maxLat: 28.0 };
const ON_EDGES: Place[] = [
  { slug: 'edge-west', name: 'Edge West', lat: 27.95, lng: BOX.minLng },
  { slug: 'edge-east', name: 'Edge East', lat: 27.95, lng: BOX.maxLng },
  { slug: 'edge-south', name: 'Edge South', lat: BOX.minLat, lng: -82.5 },
  { slug: 'edge-north', name: 'Edge North', lat: BOX.maxLat, lng: -82.5 },
  { slug: 'edge-corner', name: 'Edge Corner', lat: BOX.minLat, lng: BOX.minLng },
  { slug: 'edge-outside', name: 'Edge Outside', lat: 27.95, lng: BOX.maxLng + 0.000001 },
].map((place) => ({ ...place, category: 'shopping', area: 'downtown-tampa', featured: false }));

const ALL = [...PLACES, ...ON_EDGES];

const bboxParam = (box: GeoBox) => `${box.minLng},${box.minLat},${box.maxLng},${box.maxLat}`;
const inBox = (box: GeoBox) => (place: Place) =>
  place.lng >= box.minLng && place.lng <= box.maxLng && place.lat >= box.minLat && place.lat <= box.maxLat;

const get = (url: string) => request(app.server).get(url);
const slugs = (body: Array<{ slug: string }>) => body.map((b) => b.slug);

/** A circle's total as a list answers it: every row up to SEARCH_TOTAL_BOUND, past it the bound, at least. */
const expectCircleTotal = (res: request.Response, expected: number, where: string) => {
  const bounded = expected > SEARCH_TOTAL_BOUND;
  expect(res.headers['x-total-count'], where).toBe(String(bounded ? SEARCH_TOTAL_BOUND : expected));
  expect(res.headers['x-total-relation'], where).toBe(bounded ? 'gte' : undefined);
};

const require = createRequire(import.meta.url);
/** The running app's own count of a circle's businesses from the map's cells, with no bound. */
const exactWithin = (centre: { lat: number; lng: number }, miles: number): Promise<number> =>
  (
    require(path.resolve(__dirname, '..', 'dist', 'src', 'core', 'geo', 'geo-cells.js')) as {
      countedWithin: (
        strapi: Core.Strapi,
        uid: string,
        centre: { lat: number; lng: number },
        miles: number,
      ) => Promise<number>;
    }
  ).countedWithin(app.strapi, 'api::business.business', centre, miles);

/**
 * Published, located businesses written in bulk straight into the table (behind the
 * response cache's back: a test asks only for boxes no earlier test did).
 */
async function insertBusinesses(
  places: ReadonlyArray<Omit<Place, 'featured'> & { rating: number | null; reviewCount: number }>,
): Promise<void> {
  const now = new Date();
  const records = places.map((place) => ({
    document_id: `bulk-${place.slug}`,
    name: place.name,
    slug: place.slug,
    category: place.category,
    area: place.area,
    latitude: place.lat,
    longitude: place.lng,
    featured: false,
    rating: place.rating,
    review_count: place.reviewCount,
    published_at: now,
    created_at: now,
    updated_at: now,
  }));
  const db = app.strapi.db.connection;
  for (let i = 0; i < records.length; i += 100) await db('businesses').insert(records.slice(i, i + 100));
}

async function createPlace(place: Place, status: 'published' | 'draft' = 'published'): Promise<string> {
  const created = await app.strapi.documents('api::business.business').create({
    data: {
      name: place.name,
      slug: place.slug,
      category: place.category,
      area: place.area,
      latitude: place.lat,
      longitude: place.lng,
      featured: place.featured,
      reviewCount: 0,
    } as never,
    status,
  });
  return created.documentId;
}

beforeAll(async () => {
  app = await startStrapi();
  for (const place of ALL) await createPlace(place);
  // Not on the map: a draft inside the box, a published business without coordinates.
  await createPlace({ ...ON_EDGES[0]!, slug: 'draft-on-map', name: 'Draft On Map', lat: 27.95, lng: -82.5 }, 'draft');
  await app.strapi.documents('api::business.business').create({
    data: {
      name: 'Nowhere Shop',
      slug: 'nowhere-shop',
      category: 'shopping',
      area: 'ybor-city',
      reviewCount: 0,
    } as never,
    status: 'published',
  });
});

afterAll(async () => {
  await app?.destroy();
});

describe('the spatial index', () => {
  it('exists on this database', async () => {
    const db = app.strapi.db.connection;
    if (usingPostgres()) {
      const found = (await db.raw(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE 'businesses_geo_%' AND indexname NOT LIKE 'businesses_geo_cells%'`,
      )) as { rows: Array<{ indexname: string; indexdef: string }> };
      const names = found.rows.map((row) => row.indexname).sort();
      expect(names).toEqual(['businesses_geo_point_covering', 'businesses_geo_sphere']);
      for (const row of found.rows) expect(row.indexdef).toMatch(/USING gist/);
      // What a box list's order reads, so that it is sorted from the index alone.
      expect(found.rows.find((row) => row.indexname === 'businesses_geo_point_covering')?.indexdef).toMatch(
        /INCLUDE \(longitude, latitude, rating, review_count, name, id\)/,
      );
    } else {
      const [table] = (await db.raw(`SELECT sql FROM sqlite_master WHERE name = 'businesses_geo'`)) as Array<{
        sql: string;
      }>;
      expect(table?.sql).toMatch(/USING rtree/);
      const [count] = (await db.raw(`SELECT count(*) AS n FROM businesses_geo`)) as Array<{ n: number }>;
      expect(count?.n).toBe(ALL.length);
      // A box list walked in a sort's order tests each point from the index, not the row.
      const orders = (await db.raw(
        `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND (name LIKE 'businesses_list_rating%' OR name LIKE 'businesses_list_reviews%' OR name LIKE 'businesses_list_name%')`,
      )) as Array<{ name: string; sql: string }>;
      expect(orders.map((index) => index.name.replace(/_[0-9a-f]{8}$/, '')).sort()).toEqual([
        'businesses_list_name',
        'businesses_list_rating',
        'businesses_list_reviews',
      ]);
      for (const index of orders) expect(index.sql, index.name).toMatch(/"id", "latitude", "longitude"\)/);
    }
  });

  it('follows a business created, moved, unpublished and deleted', async () => {
    const box = { minLng: -82.3, minLat: 28.3, maxLng: -82.2, maxLat: 28.4 };
    const listed = async () => slugs((await get(`/api/businesses?bbox=${bboxParam(box)}`)).body);
    const place: Place = {
      slug: 'moving-truck',
      name: 'Moving Truck',
      category: 'restaurants',
      area: 'north-tampa',
      lat: 28.35,
      lng: -82.25,
      featured: false,
    };
    expect(await listed()).toEqual([]);
    const documentId = await createPlace(place);
    expect(await listed()).toEqual(['moving-truck']);

    const businesses = app.strapi.documents('api::business.business');
    await businesses.update({ documentId, data: { latitude: 28.5 } as never });
    await businesses.publish({ documentId });
    expect(await listed()).toEqual([]);
    await businesses.update({ documentId, data: { latitude: 28.31 } as never });
    await businesses.publish({ documentId });
    expect(await listed()).toEqual(['moving-truck']);

    // A new category moves it between the cells' facets: the map filtered by either follows.
    const ofCategory = async (category: string) =>
      (await get(`/api/businesses/clusters?bbox=${bboxParam(box)}&zoom=12&category=${category}`)).body as MapClusters;
    expect((await ofCategory('restaurants')).total).toBe(1);
    await businesses.update({ documentId, data: { category: 'shopping' } as never });
    await businesses.publish({ documentId });
    expect((await ofCategory('restaurants')).total).toBe(0);
    expect((await ofCategory('shopping')).total).toBe(1);
    await expectCellsRecounted(app, 'businesses');

    await businesses.unpublish({ documentId });
    expect(await listed()).toEqual([]);
    await businesses.publish({ documentId });
    expect(await listed()).toEqual(['moving-truck']);
    await businesses.delete({ documentId });
    expect(await listed()).toEqual([]);

    if (!usingPostgres()) {
      const [count] = (await app.strapi.db.connection.raw(`SELECT count(*) AS n FROM businesses_geo`)) as Array<{
        n: number;
      }>;
      expect(count?.n).toBe(ALL.length);
    }
    // The map's counted cells followed every step too.
    await expectCellsRecounted(app, 'businesses');
  });
});

describe('GET /api/businesses?bbox=', () => {
  it('lists the businesses in the box, those on its edges and corners included', async () => {
    const res = await get(`/api/businesses?bbox=${bboxParam(BOX)}&limit=500`);
    expect(res.status).toBe(200);
    const expected = ALL.filter(inBox(BOX)).map((place) => place.slug);
    expect(slugs(res.body).sort()).toEqual(expected.sort());
    expect(res.headers['x-total-count']).toBe(String(expected.length));
    for (const edge of ['edge-west', 'edge-east', 'edge-south', 'edge-north', 'edge-corner']) {
      expect(slugs(res.body)).toContain(edge);
    }
    expect(slugs(res.body)).not.toContain('edge-outside');
    expect(slugs(res.body)).not.toContain('draft-on-map');
  });

  it('combines with the filters and paging', async () => {
    const expected = ALL.filter(inBox(BOX)).filter((place) => place.category === 'shopping');
    const res = await get(`/api/businesses?bbox=${bboxParam(BOX)}&category=shopping&sort=name&limit=3`);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
    expect(slugs(res.body)).toEqual(
      expected
        .map((place) => place)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .slice(0, 3)
        .map((place) => place.slug),
    );
    const searched = await get(`/api/businesses?bbox=${bboxParam(BOX)}&q=edge`);
    expect(slugs(searched.body).sort()).toEqual(['edge-corner', 'edge-east', 'edge-north', 'edge-south', 'edge-west']);
  });

  it('answers each box on its own (the response cache keys the box)', async () => {
    const west = { ...BOX, maxLng: -82.5 };
    const first = await get(`/api/businesses?bbox=${bboxParam(BOX)}`);
    const second = await get(`/api/businesses?bbox=${bboxParam(west)}`);
    expect(second.headers['x-total-count']).toBe(String(ALL.filter(inBox(west)).length));
    expect(first.headers['x-total-count']).not.toBe(second.headers['x-total-count']);
  });
});

describe('GET /api/businesses?near=', () => {
  const center = { lat: 27.95, lng: -82.55 };
  const byDistance = (places: Place[]) =>
    places.map((place) => ({ place, miles: haversineMiles(center, place) })).sort((a, b) => a.miles - b.miles);

  it('lists the located businesses nearest first, as a brute-force haversine orders them', async () => {
    const res = await get(`/api/businesses?near=${center.lat},${center.lng}&limit=500`);
    expect(res.status).toBe(200);
    const expected = byDistance(ALL);
    expect(slugs(res.body)).toEqual(expected.map(({ place }) => place.slug));
    expect(res.headers['x-total-count']).toBe(String(ALL.length));
    res.body.forEach((business: { distanceMiles: number }, i: number) => {
      expect(business.distanceMiles).toBeCloseTo(expected[i]!.miles, 2);
    });
    expect(slugs(res.body)).not.toContain('nowhere-shop');
  });

  it('pages nearest first, with the filters', async () => {
    const expected = byDistance(ALL.filter((place) => place.category === 'restaurants')).map(({ place }) => place.slug);
    const first = await get(`/api/businesses?near=${center.lat},${center.lng}&category=restaurants&limit=4`);
    const second = await get(`/api/businesses?near=${center.lat},${center.lng}&category=restaurants&limit=4&offset=4`);
    expect([...slugs(first.body), ...slugs(second.body)]).toEqual(expected.slice(0, 8));
    expect(first.headers['x-total-count']).toBe(String(expected.length));
  });

  it('pages nearest first with no other filter from any centre, as the brute force does', async () => {
    // Small pages: a circle smaller than the whole set holds them, read from the spatial
    // index's entries near the page (SQLite) or walked nearest first (PostgreSQL).
    for (const from of [center, { lat: 27.96, lng: -82.46 }, { lat: 28.05, lng: -82.7 }]) {
      const expected = ALL.map((place) => ({ place, miles: haversineMiles(from, place) }))
        .sort((a, b) => a.miles - b.miles)
        .map(({ place }) => place.slug);
      for (const [limit, offset] of [
        [1, 0],
        [3, 0],
        [3, 3],
        [2, 7],
      ] as const) {
        const res = await get(`/api/businesses?near=${from.lat},${from.lng}&limit=${limit}&offset=${offset}`);
        expect(res.status).toBe(200);
        expect(slugs(res.body), `${from.lat},${from.lng}: ${limit} from ${offset}`).toEqual(
          expected.slice(offset, offset + limit),
        );
        expect(res.headers['x-total-count']).toBe(String(ALL.length));
      }
    }
  });

  it('keeps those within the radius (miles)', async () => {
    for (const radius of [1.5, 4, 9]) {
      const expected = byDistance(ALL).filter(({ miles }) => miles <= radius);
      // No business sits on the circle itself: the test would hang on rounding.
      expect(byDistance(ALL).some(({ miles }) => Math.abs(miles - radius) < 1e-6)).toBe(false);
      const res = await get(`/api/businesses?near=${center.lat},${center.lng}&radius=${radius}&limit=500`);
      expect(slugs(res.body)).toEqual(expected.map(({ place }) => place.slug));
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    }
  });

  it('pages a radius nearest first from the smallest circle that holds the page', async () => {
    for (const [radius, limit, offset] of [
      [9, 5, 0],
      [9, 4, 6],
      [4, 3, 2],
      [1.5, 2, 0],
    ] as const) {
      const expected = byDistance(ALL)
        .filter(({ miles }) => miles <= radius)
        .slice(offset, offset + limit);
      const res = await get(
        `/api/businesses?near=${center.lat},${center.lng}&radius=${radius}&limit=${limit}&offset=${offset}`,
      );
      expect(slugs(res.body), `${radius} mi, ${limit} from ${offset}`).toEqual(expected.map(({ place }) => place.slug));
    }
  });

  it('keeps another sort when asked, each business still with its distance', async () => {
    const res = await get(`/api/businesses?near=${center.lat},${center.lng}&radius=4&sort=name&limit=500`);
    const expected = byDistance(ALL).filter(({ miles }) => miles <= 4);
    expect(slugs(res.body)).toEqual(
      expected
        .map(({ place }) => place)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((place) => place.slug),
    );
    for (const business of res.body as Array<{ distanceMiles: number }>)
      expect(business.distanceMiles).toBeLessThanOrEqual(4);
  });

  it('combines a box and a radius', async () => {
    const res = await get(`/api/businesses?near=${center.lat},${center.lng}&radius=6&bbox=${bboxParam(BOX)}&limit=500`);
    const expected = byDistance(ALL.filter(inBox(BOX))).filter(({ miles }) => miles <= 6);
    expect(slugs(res.body)).toEqual(expected.map(({ place }) => place.slug));
  });
});

describe('GET /api/businesses/clusters', () => {
  const clusters = async (query: string) => {
    const res = await get(`/api/businesses/clusters?${query}`);
    expect(res.status).toBe(200);
    return res.body as MapClusters;
  };
  const listTotal = async (query: string) => Number((await get(`/api/businesses?${query}`)).headers['x-total-count']);

  it('adds up to the list total of the same box and filters, at every zoom', async () => {
    const region = bboxParam(TAMPA_BAY_REGION);
    for (const filters of ['', '&category=restaurants', '&featured=true', '&q=edge', '&area=clearwater']) {
      for (const box of [region, bboxParam(BOX)]) {
        const total = await listTotal(`bbox=${box}${filters}`);
        for (const zoom of [0, 8, 11, 14, 22]) {
          const answer = await clusters(`bbox=${box}&zoom=${zoom}${filters}`);
          const sum = answer.clusters.reduce((n, cluster) => n + cluster.count, 0);
          expect(sum, `${box} ${filters} at ${zoom}`).toBe(total);
          expect(answer.total).toBe(total);
          expect(answer.clusters.length).toBeLessThanOrEqual(MAP_MAX_CLUSTER_CELLS);
        }
      }
    }
  });

  it('gives a cell of one business its marker card, and a busy cell its count and centre', async () => {
    const answer = await clusters(`bbox=${bboxParam(BOX)}&zoom=22`);
    // At the finest zoom the grid is capped: at most MAP_MAX_CLUSTER_CELLS cells.
    expect(answer.cellDegrees).toBeGreaterThan(360 / 2 ** 24);
    const corner = answer.clusters.find((cluster) => cluster.business?.slug === 'edge-corner');
    expect(corner).toMatchObject({ lat: BOX.minLat, lng: BOX.minLng, count: 1 });
    expect(corner?.business).toMatchObject({ name: 'Edge Corner', rating: null, imageUrl: null });
    expect(typeof corner?.business?.id).toBe('string');

    const whole = await clusters(`bbox=${bboxParam(TAMPA_BAY_REGION)}&zoom=2`);
    expect(whole.clusters).toHaveLength(1);
    const [only] = whole.clusters;
    expect(only?.count).toBe(ALL.length);
    expect(only?.business).toBeUndefined();
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(only?.lat).toBeCloseTo(mean(ALL.map((place) => place.lat)), 5);
    expect(only?.lng).toBeCloseTo(mean(ALL.map((place) => place.lng)), 5);
  });
});

describe('bad map input', () => {
  const refused = async (query: string, message: RegExp) => {
    const res = await get(query);
    expect(res.status, query).toBe(400);
    expect(res.body.error, query).toMatch(message);
  };

  it('refuses inverted, out-of-region and malformed boxes', async () => {
    await refused('/api/businesses?bbox=-82.4,27.9,-82.6,28', /inverted/);
    await refused('/api/businesses?bbox=-82.6,28,-82.4,27.9', /inverted/);
    await refused('/api/businesses?bbox=-90,27.9,-82.4,28', /inside the Tampa Bay region/);
    await refused('/api/businesses?bbox=-82.6,27.9,-82.4', /4 numbers/);
    await refused('/api/businesses?bbox=-82.6,north,-82.4,28', /not a number/);
    await refused('/api/businesses?bbox=-82.6,27.9,-82.4,NaN', /not a number/);
    await refused('/api/businesses?bbox[0]=1', /single text value/);
    await refused('/api/businesses/clusters?bbox=-82.4,27.9,-82.6,28&zoom=10', /inverted/);
  });

  it('refuses a bad centre, a radius without one or beyond the region, and a distance sort without a centre', async () => {
    await refused('/api/businesses?near=27.95', /2 numbers/);
    await refused('/api/businesses?near=40.7,-74', /inside the Tampa Bay region/);
    await refused('/api/businesses?radius=5', /radius needs near/);
    await refused('/api/businesses?near=27.95,-82.46&radius=-2', /more than 0/);
    await refused('/api/businesses?near=27.95,-82.46&radius=five', /not a number/);
    await refused(`/api/businesses?near=27.95,-82.46&radius=${MAP_MAX_RADIUS_MILES + 1}`, /beyond the region/);
    await refused('/api/businesses?sort=distance', /needs near/);
  });

  it('refuses clusters without a box or a zoom, or with a zoom out of range', async () => {
    await refused('/api/businesses/clusters?zoom=10', /bbox=minLng,minLat,maxLng,maxLat is required/);
    await refused(`/api/businesses/clusters?bbox=${bboxParam(BOX)}`, /zoom is required/);
    await refused(`/api/businesses/clusters?bbox=${bboxParam(BOX)}&zoom=23`, /between 0 and 22/);
    await refused(`/api/businesses/clusters?bbox=${bboxParam(BOX)}&zoom=ten`, /whole number/);
  });
});
describe('a box holding more businesses than a list sorts (the list is walked instead)', () => {
  // Last in the file: the rows it adds change every total after it.
  const DENSE = { minLng: -82.2, minLat: 28.6, maxLng: -82.1, maxLat: 28.7 };
  const dense: Array<Place & { rating: number }> = Array.from({ length: 2100 }, (_, i) => ({
    slug: `dense-${i}`,
    name: `Dense ${String(i).padStart(4, '0')}`,
    category: CATEGORIES[i % CATEGORIES.length]!,
    area: 'north-tampa',
    lat: 28.6 + ((i * 7919) % 1000) / 10_000,
    lng: -82.2 + ((i * 104_729) % 1000) / 10_000,
    featured: false,
    rating: (i % 50) / 10,
  }));

  beforeAll(async () => {
    await insertBusinesses(dense.map((place) => ({ ...place, reviewCount: 0 })));
  });

  it('pages the box in the list order with its total, as a brute force does', async () => {
    const inside = dense.filter(inBox(DENSE));
    expect(inside.length).toBeGreaterThan(2000);
    const byRating = [...inside].sort(
      (a, b) => b.rating - a.rating || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
    const res = await get(`/api/businesses?bbox=${bboxParam(DENSE)}&limit=30&offset=10`);
    expect(res.headers['x-total-count']).toBe(String(inside.length));
    expect(slugs(res.body)).toEqual(byRating.slice(10, 40).map((place) => place.slug));

    const restaurants = inside.filter((place) => place.category === 'restaurants');
    const byName = await get(`/api/businesses?bbox=${bboxParam(DENSE)}&category=restaurants&sort=name&limit=5`);
    expect(byName.headers['x-total-count']).toBe(String(restaurants.length));
    expect(slugs(byName.body)).toEqual(
      [...restaurants]
        .sort((a, b) => (a.name < b.name ? -1 : 1))
        .slice(0, 5)
        .map((place) => place.slug),
    );
    const clusters = (await get(`/api/businesses/clusters?bbox=${bboxParam(DENSE)}&zoom=12`)).body as MapClusters;
    expect(clusters.total).toBe(inside.length);
    expect(clusters.clusters.reduce((n, cluster) => n + cluster.count, 0)).toBe(inside.length);
  });

  it('walks a box whose edges pass through its rows, the rows on each edge included', async () => {
    // The box the dense rows span exactly: some of them lie on each of its edges.
    const lngs = dense.map((place) => place.lng);
    const lats = dense.map((place) => place.lat);
    const edges: GeoBox = {
      minLng: Math.min(...lngs),
      minLat: Math.min(...lats),
      maxLng: Math.max(...lngs),
      maxLat: Math.max(...lats),
    };
    const byName = dense.filter(inBox(edges)).sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(byName.length).toBe(dense.length);
    const onEdges = byName.filter(
      (place) =>
        place.lng === edges.minLng ||
        place.lng === edges.maxLng ||
        place.lat === edges.minLat ||
        place.lat === edges.maxLat,
    );
    for (const edge of ['minLng', 'maxLng', 'minLat', 'maxLat'] as const) {
      expect(onEdges.some((place) => (edge.endsWith('Lng') ? place.lng : place.lat) === edges[edge])).toBe(true);
    }
    for (const place of onEdges) {
      const offset = Math.max(0, byName.indexOf(place) - 1);
      const res = await get(`/api/businesses?bbox=${bboxParam(edges)}&sort=name&limit=3&offset=${offset}`);
      expect(res.headers['x-total-count']).toBe(String(byName.length));
      expect(slugs(res.body), place.slug).toEqual(byName.slice(offset, offset + 3).map((p) => p.slug));
    }
  });

  it('counts the rows written in bulk in the map cells, as a recount does', async () => {
    await expectCellsRecounted(app, 'businesses');
  });

  it('counts a circle with no other filter as a brute force over the rows does', async () => {
    const rows = await locatedRows(app, 'businesses');
    let largest = 0;
    const centres = [
      { lat: 28.65, lng: -82.15 },
      { lat: 28.6012, lng: -82.1987 },
      { lat: 28.7003, lng: -82.0999 },
      { lat: 27.96, lng: -82.51 },
    ];
    for (const centre of centres) {
      for (const radius of [0.01, 0.05, 0.3, 1, 3, 12]) {
        const expected = rows.filter(
          (row) => haversineMiles(centre, { lat: row.latitude, lng: row.longitude }) <= radius,
        ).length;
        const where = `${radius} mi around ${centre.lat},${centre.lng}`;
        const res = await get(`/api/businesses?near=${centre.lat},${centre.lng}&radius=${radius}&limit=1`);
        expectCircleTotal(res, expected, where);
        // Counted to the end without the list's bound, from the same cells.
        expect(await exactWithin(centre, radius), where).toBe(expected);
        largest = Math.max(largest, expected);
      }
    }
    // Some circles hold more than the bound: their lists answer it, at least.
    expect(largest).toBeGreaterThan(SEARCH_TOTAL_BOUND);
  });

  it("counts a category's boxes, clusters and circles from the cells as a brute force over its rows does", async () => {
    const rows = (await app.strapi.db
      .connection('businesses')
      .whereNotNull('published_at')
      .whereNotNull('latitude')
      .whereNotNull('longitude')
      .select('latitude', 'longitude', 'category')) as Array<{ latitude: number; longitude: number; category: string }>;
    const boxes: GeoBox[] = [
      DENSE,
      { minLng: -82.1937, minLat: 28.6123, maxLng: -82.1311, maxLat: 28.6871 },
      { minLng: -83.08, minLat: 27.02, maxLng: -81.82, maxLat: 28.88 },
    ];
    for (const category of ['restaurants', 'shopping']) {
      const ofCategory = rows.filter((row) => row.category === category);
      expect(ofCategory.length, category).toBeGreaterThan(0);
      for (const box of boxes) {
        const inside = ofCategory.filter((r) => inBox(box)({ lat: r.latitude, lng: r.longitude } as Place));
        const where = `${category} in ${bboxParam(box)}`;
        const list = await get(`/api/businesses?bbox=${bboxParam(box)}&category=${category}&limit=1`);
        expect(list.headers['x-total-count'], where).toBe(String(inside.length));
        for (const zoom of [9, 13, 17]) {
          const level = clusterLevelFor(box, zoom);
          const counts = new Map<string, number>();
          for (const row of inside) {
            const key = `${gridIndex(row.latitude, 90, level)}:${gridIndex(row.longitude, 180, level)}`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          const expected = [...counts].sort(([a], [b]) => {
            const [ay, ax] = a.split(':').map(Number);
            const [by, bx] = b.split(':').map(Number);
            return ay! - by! || ax! - bx!;
          });
          const answer = (
            await get(`/api/businesses/clusters?bbox=${bboxParam(box)}&zoom=${zoom}&category=${category}`)
          ).body as MapClusters;
          expect(answer.total, `${where} at ${zoom}`).toBe(inside.length);
          expect(
            answer.clusters.map((c) => c.count),
            `${where} at ${zoom}`,
          ).toEqual(expected.map(([, n]) => n));
        }
      }
      for (const centre of [
        { lat: 28.65, lng: -82.15 },
        { lat: 27.96, lng: -82.51 },
      ]) {
        for (const radius of [0.05, 1, 12]) {
          const expected = ofCategory.filter(
            (row) => haversineMiles(centre, { lat: row.latitude, lng: row.longitude }) <= radius,
          ).length;
          const near = `near=${centre.lat},${centre.lng}&radius=${radius}`;
          const res = await get(`/api/businesses?${near}&category=${category}&limit=1`);
          expectCircleTotal(res, expected, `${category}, ${near}`);
        }
        const all = await get(`/api/businesses?near=${centre.lat},${centre.lng}&category=${category}&limit=1`);
        expect(all.headers['x-total-count'], category).toBe(String(ofCategory.length));
      }
    }
  });

  it('gathers a box in the same cells as a brute force over its rows, at every zoom', async () => {
    const rows = await locatedRows(app, 'businesses');
    const boxes: GeoBox[] = [
      DENSE,
      { minLng: -82.1937, minLat: 28.6123, maxLng: -82.1311, maxLat: 28.6871 },
      { minLng: -82.18, minLat: 28.65, maxLng: -82.179, maxLat: 28.6504 },
      // Boxes no earlier test asked for: the rows above were written behind the response cache's back.
      { minLng: -83.09, minLat: 27.01, maxLng: -81.81, maxLat: 28.89 },
      { minLng: -82.61, minLat: 27.89, maxLng: -82.39, maxLat: 28.01 },
    ];
    for (const box of boxes) {
      for (const zoom of [4, 9, 11, 12, 13, 15, 17, 18, 20, 22]) {
        const level = clusterLevelFor(box, zoom);
        const cells = new Map<string, { cx: number; cy: number; n: number; lat: number; lng: number }>();
        for (const row of rows.filter((r) => inBox(box)({ lat: r.latitude, lng: r.longitude } as Place))) {
          const cx = gridIndex(row.longitude, 180, level);
          const cy = gridIndex(row.latitude, 90, level);
          const cell = cells.get(`${cx}:${cy}`) ?? { cx, cy, n: 0, lat: 0, lng: 0 };
          cell.n += 1;
          cell.lat += row.latitude;
          cell.lng += row.longitude;
          cells.set(`${cx}:${cy}`, cell);
        }
        const expected = [...cells.values()].sort((a, b) => a.cy - b.cy || a.cx - b.cx);
        const answer = (await get(`/api/businesses/clusters?bbox=${bboxParam(box)}&zoom=${zoom}`)).body as MapClusters;
        const where = `${bboxParam(box)} at ${zoom}`;
        expect(answer.cellDegrees, where).toBe(360 / 2 ** level);
        expect(
          answer.clusters.map((c) => c.count),
          where,
        ).toEqual(expected.map((c) => c.n));
        answer.clusters.forEach((cluster, i) => {
          expect(cluster.lat, where).toBeCloseTo(expected[i]!.lat / expected[i]!.n, 5);
          expect(cluster.lng, where).toBeCloseTo(expected[i]!.lng / expected[i]!.n, 5);
        });
      }
    }
  });
});

describe("a box holding more of a category's businesses than a list sorts", () => {
  // Last in the file, after every brute force over the rows: its own box, asked for by no earlier test.
  const BOX = { minLng: -82.05, minLat: 28.6, maxLng: -81.95, maxLat: 28.7 };
  const rows = Array.from({ length: 2150 }, (_, i) => ({
    slug: `category-dense-${i}`,
    // Names out of the ids' order, so the order's name step is not the insertion's.
    name: `Category Dense ${String((i * 7919) % 2150).padStart(4, '0')}`,
    category: i % 43 === 0 ? 'nightlife' : 'restaurants',
    lat: 28.6 + ((i * 7919) % 1000) / 10_000,
    lng: -82.05 + ((i * 104_729) % 1000) / 10_000,
    // Ties of rating and of review count; a few unrated, last.
    rating: i % 97 === 0 ? null : (i % 41) / 10,
    reviewCount: i % 5,
  }));

  beforeAll(async () => {
    await insertBusinesses(rows.map((row) => ({ ...row, area: 'north-tampa' })));
  });

  it("pages a category's box best rated first with its total, as a brute force does", async () => {
    const ids = new Map<string, number>();
    const stored = (await app.strapi.db
      .connection('businesses')
      .select('id', 'slug')
      .whereLike('slug', 'category-dense-%')) as Array<{ id: number; slug: string }>;
    for (const row of stored) ids.set(row.slug, Number(row.id));
    const restaurants = rows
      .filter((row) => row.category === 'restaurants')
      .sort(
        (a, b) =>
          (b.rating ?? -1) - (a.rating ?? -1) ||
          b.reviewCount - a.reviewCount ||
          (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
          ids.get(a.slug)! - ids.get(b.slug)!,
      );
    expect(restaurants.length).toBeGreaterThan(2000);
    for (const offset of [0, 12, 1990, restaurants.length - 5]) {
      const res = await get(`/api/businesses?bbox=${bboxParam(BOX)}&category=restaurants&limit=12&offset=${offset}`);
      expect(res.headers['x-total-count']).toBe(String(restaurants.length));
      expect(slugs(res.body), `offset ${offset}`).toEqual(
        restaurants.slice(offset, offset + 12).map((row) => row.slug),
      );
    }
  });
});

describe('a circle whose edge passes by businesses on the edges of the map cells', () => {
  // Last in the file: its rows lie where no earlier test looks. -82.265625 and 28.125 are
  // edges of the grid's cells at every level from 10 down (278 and 336 cells of 0.3515625°).
  const ON_CELL_EDGES = [
    { lat: 28.125, lng: -82.265625 },
    { lat: 28.1313, lng: -82.265625 },
    { lat: 28.125, lng: -82.2711 },
    { lat: 28.1187, lng: -82.265625 },
  ].map((point, i) => ({
    ...point,
    slug: `cell-edge-${i}`,
    name: `Cell Edge ${i}`,
    category: 'shopping',
    area: 'west-tampa',
    rating: null,
    reviewCount: 0,
  }));

  beforeAll(async () => {
    await insertBusinesses(ON_CELL_EDGES);
  });

  it('counts them within a radius just beyond each and not within one just short of it', async () => {
    const rows = await locatedRows(app, 'businesses');
    for (const centre of [
      { lat: 28.14, lng: -82.25 },
      { lat: 28.1251, lng: -82.2657 },
    ]) {
      for (const place of ON_CELL_EDGES) {
        const miles = haversineMiles(centre, place);
        for (const radius of [miles + 0.0005, miles - 0.0005]) {
          const expected = rows.filter(
            (row) => haversineMiles(centre, { lat: row.latitude, lng: row.longitude }) <= radius,
          ).length;
          const res = await get(`/api/businesses?near=${centre.lat},${centre.lng}&radius=${radius}&limit=1`);
          expectCircleTotal(res, expected, `${place.slug}, ${radius} mi`);
        }
      }
    }
  });
});
