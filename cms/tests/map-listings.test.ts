import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  cityDate,
  haversineMiles,
  MAP_MAX_CLUSTER_CELLS,
  MAP_MAX_RADIUS_MILES,
  TAMPA_BAY_REGION,
  type GeoBox,
  type MapClusters,
} from '@tampa-local/domain';
import { startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { expectCellsRecounted } from './helpers/geo-cells';

/**
 * The map's API on the properties and events lists (issue #38, "coordinates everywhere"):
 * the same boxes, near and radius as the businesses' (tests/map.test.ts), on the database
 * the suite runs on, checked against the same rules worked out in JavaScript over the
 * same rows (brute force).
 */
let app: TestApp;

type Place = { slug: string; name: string; lat: number; lng: number; kind: 'a' | 'b' };

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const next = random(3838);
const PLACES: Place[] = Array.from({ length: 40 }, (_, i) => ({
  slug: `geo-${i}`,
  name: `Geo ${String(i).padStart(2, '0')}`,
  lat: Number((27.85 + next() * 0.25).toFixed(6)),
  lng: Number((-82.85 + next() * 0.45).toFixed(6)),
  kind: i % 3 === 0 ? 'a' : 'b',
}));

const BOX: GeoBox = { minLng: -82.6, minLat: 27.9, maxLng: -82.4, maxLat: 28.0 };
const ON_EDGES: Place[] = [
  { slug: 'edge-west', name: 'Edge West', lat: 27.95, lng: BOX.minLng, kind: 'b' },
  { slug: 'edge-east', name: 'Edge East', lat: 27.95, lng: BOX.maxLng, kind: 'b' },
  { slug: 'edge-south', name: 'Edge South', lat: BOX.minLat, lng: -82.5, kind: 'b' },
  { slug: 'edge-north', name: 'Edge North', lat: BOX.maxLat, lng: -82.5, kind: 'b' },
  { slug: 'edge-corner', name: 'Edge Corner', lat: BOX.maxLat, lng: BOX.maxLng, kind: 'b' },
  { slug: 'edge-outside', name: 'Edge Outside', lat: BOX.minLat - 0.000001, lng: -82.5, kind: 'b' },
];
const ALL = [...PLACES, ...ON_EDGES];

const bboxParam = (box: GeoBox) => `${box.minLng},${box.minLat},${box.maxLng},${box.maxLat}`;
const inBox = (box: GeoBox) => (place: Place) =>
  place.lng >= box.minLng && place.lng <= box.maxLng && place.lat >= box.minLat && place.lat <= box.maxLat;
const get = (path: string) => request(app.server).get(path);
const slugs = (body: Array<{ slug: string }>) => body.map((row) => row.slug);

/** The two lists: how a place is stored as each, and the filter that keeps its `kind` 'a'. */
const LISTS = [
  {
    path: 'properties',
    uid: 'api::property.property',
    table: 'properties',
    card: 'property',
    kindFilter: 'listingType=rent',
    data: (place: Place) => ({
      title: place.name,
      slug: place.slug,
      type: 'residential',
      listingType: place.kind === 'a' ? 'rent' : 'sale',
      price: 1000,
      priceType: place.kind === 'a' ? 'monthly' : 'total',
      area: 'downtown-tampa',
      latitude: place.lat,
      longitude: place.lng,
    }),
    unlocated: {
      title: 'Unplaced Loft',
      slug: 'unplaced',
      type: 'residential',
      listingType: 'sale',
      price: 1,
      priceType: 'total',
      area: 'ybor-city',
    },
  },
  {
    path: 'events',
    uid: 'api::event.event',
    table: 'events',
    card: 'event',
    kindFilter: 'category=music',
    data: (place: Place) => ({
      name: place.name,
      slug: place.slug,
      category: place.kind === 'a' ? 'music' : 'food',
      date: addDays(cityDate(new Date()), 3),
      location: `${place.name}, Downtown Tampa`,
      latitude: place.lat,
      longitude: place.lng,
      attendingCount: 0,
    }),
    unlocated: {
      name: 'Unplaced Fair',
      slug: 'unplaced',
      category: 'food',
      date: addDays(cityDate(new Date()), 3),
      attendingCount: 0,
    },
  },
] as const;

beforeAll(async () => {
  app = await startStrapi();
  for (const list of LISTS) {
    const documents = app.strapi.documents(list.uid);
    for (const place of ALL) await documents.create({ data: list.data(place) as never, status: 'published' });
    // Not on the map: a draft inside the box, a published row without coordinates.
    await documents.create({ data: list.data({ ...PLACES[0]!, slug: 'draft', lat: 27.95, lng: -82.5 }) as never });
    await documents.create({ data: list.unlocated as never, status: 'published' });
  }
  // A past event inside the box: never listed, never on the map.
  await app.strapi.documents('api::event.event').create({
    data: { ...LISTS[1].data({ ...PLACES[0]!, slug: 'ended', lat: 27.95, lng: -82.5 }), date: '2020-01-01' } as never,
    status: 'published',
  });
});

afterAll(async () => {
  await app?.destroy();
});

describe.each(LISTS)('GET /api/$path', (list) => {
  const center = { lat: 27.95, lng: -82.55 };
  const byDistance = (places: Place[]) =>
    places.map((place) => ({ place, miles: haversineMiles(center, place) })).sort((a, b) => a.miles - b.miles);
  const kindA = (place: Place) => place.kind === 'a';

  it('has a spatial index on this database', async () => {
    const db = app.strapi.db.connection;
    if (usingPostgres()) {
      const found = (await db.raw(
        `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE ?`,
        [`${list.table}_geo_%`],
      )) as { rows: Array<{ indexname: string }> };
      const spatial = found.rows
        .map((row) => row.indexname)
        .filter((name) => !name.startsWith(`${list.table}_geo_cells`));
      expect(spatial.sort()).toEqual([`${list.table}_geo_point`, `${list.table}_geo_sphere`]);
    } else {
      const [count] = (await db.raw(`SELECT count(*) AS n FROM ${list.table}_geo`)) as Array<{ n: number }>;
      // The past event is published and located: in the tree, left out by the list's own filter.
      expect(count?.n).toBe(ALL.length + (list.path === 'events' ? 1 : 0));
    }
  });

  it('lists the rows in a box, those on its edges and corners included', async () => {
    const res = await get(`/api/${list.path}?bbox=${bboxParam(BOX)}&limit=100`);
    expect(res.status).toBe(200);
    const expected = ALL.filter(inBox(BOX)).map((place) => place.slug);
    expect(slugs(res.body).sort()).toEqual([...expected].sort());
    expect(res.headers['x-total-count']).toBe(String(expected.length));
    for (const edge of ['edge-west', 'edge-east', 'edge-south', 'edge-north', 'edge-corner']) {
      expect(slugs(res.body)).toContain(edge);
    }
    for (const absent of ['edge-outside', 'draft', 'unplaced', 'ended']) expect(slugs(res.body)).not.toContain(absent);
  });

  it('combines a box with the filters, each box answered on its own', async () => {
    const res = await get(`/api/${list.path}?bbox=${bboxParam(BOX)}&${list.kindFilter}&limit=100`);
    expect(slugs(res.body).sort()).toEqual(
      ALL.filter(inBox(BOX))
        .filter(kindA)
        .map((p) => p.slug)
        .sort(),
    );
    const west = { ...BOX, maxLng: -82.5 };
    const other = await get(`/api/${list.path}?bbox=${bboxParam(west)}&limit=100`);
    expect(other.headers['x-total-count']).toBe(String(ALL.filter(inBox(west)).length));
  });

  it('lists the located rows nearest first, as a brute-force haversine orders them, with their distances', async () => {
    const res = await get(`/api/${list.path}?near=${center.lat},${center.lng}&limit=100`);
    expect(res.status).toBe(200);
    const expected = byDistance(ALL);
    expect(slugs(res.body)).toEqual(expected.map(({ place }) => place.slug));
    expect(res.headers['x-total-count']).toBe(String(ALL.length));
    res.body.forEach((row: { distanceMiles: number; latitude: number }, i: number) => {
      expect(row.distanceMiles).toBeCloseTo(expected[i]!.miles, 2);
      expect(row.latitude).toBe(expected[i]!.place.lat);
    });
  });

  it('pages nearest first with the filters, and keeps those within a radius', async () => {
    const expected = byDistance(ALL.filter(kindA)).map(({ place }) => place.slug);
    const first = await get(`/api/${list.path}?near=${center.lat},${center.lng}&${list.kindFilter}&limit=4`);
    const second = await get(`/api/${list.path}?near=${center.lat},${center.lng}&${list.kindFilter}&limit=4&offset=4`);
    expect([...slugs(first.body), ...slugs(second.body)]).toEqual(expected.slice(0, 8));
    expect(first.headers['x-total-count']).toBe(String(expected.length));
    for (const radius of [2, 5, 10]) {
      const within = byDistance(ALL).filter(({ miles }) => miles <= radius);
      expect(byDistance(ALL).some(({ miles }) => Math.abs(miles - radius) < 1e-6)).toBe(false);
      const res = await get(`/api/${list.path}?near=${center.lat},${center.lng}&radius=${radius}&limit=100`);
      expect(slugs(res.body)).toEqual(within.map(({ place }) => place.slug));
      expect(res.headers['x-total-count']).toBe(String(within.length));
    }
    const boxed = await get(
      `/api/${list.path}?near=${center.lat},${center.lng}&radius=6&bbox=${bboxParam(BOX)}&limit=100`,
    );
    expect(slugs(boxed.body)).toEqual(
      byDistance(ALL.filter(inBox(BOX)))
        .filter(({ miles }) => miles <= 6)
        .map(({ place }) => place.slug),
    );
  });

  it('gathers a box in clusters that add up to the list total, a lone row with its card', async () => {
    for (const filters of ['', `&${list.kindFilter}`]) {
      for (const box of [bboxParam(TAMPA_BAY_REGION), bboxParam(BOX)]) {
        const total = Number((await get(`/api/${list.path}?bbox=${box}${filters}`)).headers['x-total-count']);
        for (const zoom of [0, 9, 13, 22]) {
          const res = await get(`/api/${list.path}/clusters?bbox=${box}&zoom=${zoom}${filters}`);
          expect(res.status).toBe(200);
          const answer = res.body as MapClusters;
          expect(
            answer.clusters.reduce((n, cluster) => n + cluster.count, 0),
            `${box}${filters} ${zoom}`,
          ).toBe(total);
          expect(answer.total).toBe(total);
          expect(answer.clusters.length).toBeLessThanOrEqual(MAP_MAX_CLUSTER_CELLS);
        }
      }
    }
    const fine = (await get(`/api/${list.path}/clusters?bbox=${bboxParam(BOX)}&zoom=22`)).body as MapClusters;
    const corner = fine.clusters.find((cluster) => cluster[list.card]?.slug === 'edge-corner');
    expect(corner).toMatchObject({ lat: BOX.maxLat, lng: BOX.maxLng, count: 1 });
    expect(corner?.[list.card]).toMatchObject({ imageUrl: null });
  });

  it('refuses bad map input with the same messages as the businesses', async () => {
    const refused = async (query: string, message: RegExp) => {
      const res = await get(`/api/${list.path}${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toMatch(message);
    };
    await refused('?bbox=-82.4,27.9,-82.6,28', /inverted/);
    await refused('?bbox=-90,27.9,-82.4,28', /inside the Tampa Bay region/);
    await refused('?bbox=-82.6,27.9,-82.4', /4 numbers/);
    await refused('?bbox=-82.6,north,-82.4,28', /not a number/);
    await refused('?bbox[0]=1', /single text value/);
    await refused('?near=27.95', /2 numbers/);
    await refused('?near=40.7,-74', /inside the Tampa Bay region/);
    await refused('?radius=5', /radius needs near/);
    await refused('?near=27.95,-82.46&radius=-2', /more than 0/);
    await refused(`?near=27.95,-82.46&radius=${MAP_MAX_RADIUS_MILES + 1}`, /beyond the region/);
    await refused('/clusters?zoom=10', /bbox=minLng,minLat,maxLng,maxLat is required/);
    await refused(`/clusters?bbox=${bboxParam(BOX)}`, /zoom is required/);
    await refused(`/clusters?bbox=${bboxParam(BOX)}&zoom=23`, /between 0 and 22/);
  });
});

describe('the properties map counted in cells', () => {
  it('keeps its counted cells in step with listings created, moved, unpublished and deleted', async () => {
    await expectCellsRecounted(app, 'properties');
    const properties = app.strapi.documents('api::property.property');
    const box = { minLng: -82.3, minLat: 28.3, maxLng: -82.2, maxLat: 28.4 };
    const clustered = async () => {
      const res = await get(`/api/properties/clusters?bbox=${bboxParam(box)}&zoom=12`);
      expect(res.status).toBe(200);
      return (res.body as MapClusters).total;
    };
    const place: Place = { slug: 'moving-home', name: 'Moving Home', lat: 28.35, lng: -82.25, kind: 'b' };
    // The whole map's clusters are read from the cells, not from the listings' rows.
    const statements: string[] = [];
    const seen = (query: { sql: string }) => statements.push(query.sql);
    app.strapi.db.connection.on('query', seen);
    try {
      expect(await clustered()).toBe(0);
    } finally {
      app.strapi.db.connection.off('query', seen);
    }
    expect(statements.some((sql) => sql.includes('properties_geo_cells'))).toBe(true);
    const { documentId } = await properties.create({ data: LISTS[0].data(place) as never, status: 'published' });
    expect(await clustered()).toBe(1);
    await properties.update({ documentId, data: { latitude: 28.5 } as never });
    await properties.publish({ documentId });
    expect(await clustered()).toBe(0);
    await properties.update({ documentId, data: { latitude: 28.31 } as never });
    await properties.publish({ documentId });
    expect(await clustered()).toBe(1);
    await expectCellsRecounted(app, 'properties');
    await properties.unpublish({ documentId });
    expect(await clustered()).toBe(0);
    await properties.publish({ documentId });
    await properties.delete({ documentId });
    expect(await clustered()).toBe(0);
    await expectCellsRecounted(app, 'properties');
  });
});

describe('the panel keeps coordinates in the region', () => {
  it.each(LISTS)('refuses a $card outside it', async (list) => {
    await expect(
      app.strapi
        .documents(list.uid)
        .create({ data: { ...list.data(PLACES[1]!), slug: 'far-away', latitude: 40.7 } as never }),
    ).rejects.toThrow(/latitude|must be less than or equal/i);
  });
});
