import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { EARTH_RADIUS_MILES, type GeoBox, type GeoPoint } from '@tampa-local/domain';
import { UID } from '../db/content-types';
import { knex } from '../db/connection';
import { quoteName, tableOf } from '../db/db';
import { BUSINESS_ORDERS, namesOf } from '../db/list-orders';

/**
 * The spatial index of the published rows that have coordinates (businesses, properties,
 * events: GEO_TYPES), and the SQL that reads it (docs/decisions.md, "Map: the spatial
 * index"). Every function names the content type it reads; the mechanism is the same.
 *
 * SQLite: an R*Tree virtual table per type, `<table>_geo`, keyed by the row's id,
 * each entry a point (a box of no size). The tree keeps its bounds as 32-bit floats
 * rounded outwards (about a metre here), so an entry whose bounds lie inside a box is in
 * it, and only the few straddling an edge are decided on the row's own columns
 * (sqliteBoxFilter). Exact coordinates beside the tree (auxiliary columns) cost a lookup
 * per entry: 1.06 s against 0.15 s to count 90,000 entries at 1,000,000 businesses. Kept
 * in step by triggers, as the search index is, so every write counts: document service,
 * admin panel, the seed's bulk SQL.
 *
 * PostgreSQL: two GiST indexes on expressions of the row, partial to the published rows,
 * kept by PostgreSQL itself:
 * - `point(longitude, latitude)` (built in): a box is `<@ box(...)`;
 * - the point on the unit sphere as a 3-D `cube` (the contrib extension `cube`, shipped
 *   with PostgreSQL's server package): the straight-line (chord) distance between two
 *   such points grows with their great-circle distance, so `<->` ordered by the GiST index
 *   (a nearest-first index scan) is exactly great-circle order, and a radius is a chord.
 * Without the `cube` extension (a database owner who may not create it) near and radius
 * queries compute the haversine for each row instead, and say so in the log.
 */

/** The content types with coordinates (`latitude`, `longitude`) and a spatial index. */
export const GEO_TYPES = [UID.business, UID.property, UID.event] as const;
export type GeoType = (typeof GEO_TYPES)[number];

type State = { client: 'sqlite' | 'postgres'; sphereIndexed: boolean };
const states = new WeakMap<Core.Strapi, State>();

/** The R*Tree table of a type's rows (SQLite). */
export const geoTableOf = (strapi: Core.Strapi, uid: GeoType) => `${tableOf(strapi, uid)}_geo`;

export const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

/** The point on the unit sphere of the row aliased `alias` (empty: unqualified columns), as a cube. */
export function sphereCube(alias: string): string {
  const p = alias ? `${alias}.` : '';
  const lat = `radians(${p}latitude)`;
  const lng = `radians(${p}longitude)`;
  // cube(cube(cube(x), y), z) rather than cube(ARRAY[x, y, z]): NULL for a row without
  // coordinates, where an array holding NULL is an error.
  return `cube(cube(cube(cos(${lat}) * cos(${lng})), cos(${lat}) * sin(${lng})), sin(${lat}))`;
}

/** The unit-sphere coordinates of a point (as sphereCube computes them in SQL). */
export function sphereOf(point: GeoPoint): [number, number, number] {
  const lat = (point.lat * Math.PI) / 180;
  const lng = (point.lng * Math.PI) / 180;
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/** The chord on the unit sphere of a great-circle distance in miles. */
export const chordOf = (miles: number) => 2 * Math.sin(miles / EARTH_RADIUS_MILES / 2);

const CENTER_CUBE = 'cube(cube(cube(?::float8), ?::float8), ?::float8)';

/**
 * SQL of the great-circle distance in miles from `center` to the row aliased `alias`
 * (haversine; SQLite's math functions), with its bindings.
 */
function haversineSql(alias: string, center: GeoPoint): { sql: string; bindings: number[] } {
  return haversineOf(`${alias}.latitude`, `${alias}.longitude`, center);
}

/** SQLite's haversine in miles from `center` to the point of SQL expressions `lat`, `lng`. */
function haversineOf(lat: string, lng: string, center: GeoPoint): { sql: string; bindings: number[] } {
  const sql =
    `(2 * ${EARTH_RADIUS_MILES} * asin(min(1, sqrt(` +
    `power(sin(radians(${lat} - ?) / 2), 2) + ` +
    `cos(radians(?)) * cos(radians(${lat})) * power(sin(radians(${lng} - ?) / 2), 2)))))`;
  return { sql, bindings: [center.lat, center.lat, center.lng] };
}

/** A 32-bit float's step at `degrees` (the distance to the next float of the same magnitude). */
const float32Step = (degrees: number) => 2 ** (Math.floor(Math.log2(Math.max(Math.abs(degrees), 2 ** -126))) - 23);

/** Miles in a degree of latitude (a degree of longitude is at most as many). */
const MILES_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_MILES) / 360;

/**
 * SQLite: how far an R*Tree entry's point, the middle of its bounds, may lie from its
 * row's own point, in miles, for entries in `box`. The bounds are 32-bit floats rounded
 * outwards, each within two and a half of a float's steps of the coordinate (SQLite moves
 * a value rounded the wrong way by one or two steps, then rounds it): three steps at the
 * box's largest longitude and latitude are allowed, every degree counted as a degree of
 * latitude. In the region that is 0.0016 mile (the largest found over 1,000,000
 * businesses: 0.0004); a fixed 0.005 read three times as many rows near a circle's edge.
 */
export function treePointErrorMiles(box: GeoBox): number {
  const lng = float32Step(Math.max(Math.abs(box.minLng), Math.abs(box.maxLng)));
  const lat = float32Step(Math.max(Math.abs(box.minLat), Math.abs(box.maxLat)));
  return 3 * Math.hypot(lng, lat) * MILES_PER_DEGREE;
}

/**
 * SQLite: the great-circle distance in miles from `center` to the R*Tree entry aliased
 * `alias`, from its bounds alone (no row read), within treePointErrorMiles of its row's.
 */
export function treeDistanceSql(alias: string, center: GeoPoint): { sql: string; bindings: number[] } {
  return haversineOf(
    `((${alias}.min_lat + ${alias}.max_lat) / 2)`,
    `((${alias}.min_lng + ${alias}.max_lng) / 2)`,
    center,
  );
}

/** SQLite: the R*Tree's search of the entries whose bounds overlap `box` (alias `alias`). */
export function treeOverlapSql(alias: string, box: GeoBox): { sql: string; bindings: number[] } {
  return {
    sql: `${alias}.max_lng >= ? AND ${alias}.min_lng <= ? AND ${alias}.max_lat >= ? AND ${alias}.min_lat <= ?`,
    bindings: [box.minLng, box.maxLng, box.minLat, box.maxLat],
  };
}

/** PostgreSQL's haversine (no `cube`): least() where SQLite has min(). */
function postgresHaversineSql(alias: string, center: GeoPoint): { sql: string; bindings: number[] } {
  const { sql, bindings } = haversineSql(alias, center);
  return {
    sql: sql.replace('min(1,', 'least(1::float8,').replace(/\?/g, '?::float8'),
    bindings,
  };
}

/**
 * Keeps the rows aliased `alias` (of type `uid`) whose point lies in `box`, edges included.
 * SQLite: the ids the R*Tree finds; PostgreSQL: the point GiST index.
 */
export function whereInBox(
  strapi: Core.Strapi,
  uid: GeoType,
  query: Knex.QueryBuilder,
  alias: string,
  box: GeoBox,
): void {
  const { minLng, minLat, maxLng, maxLat } = box;
  if (isPostgres(strapi)) {
    query.whereRaw(
      `point(${alias}.longitude, ${alias}.latitude) <@ box(point(?::float8, ?::float8), point(?::float8, ?::float8))`,
      [minLng, minLat, maxLng, maxLat],
    );
    return;
  }
  const filter = sqliteBoxFilter(strapi, uid, 'g', box);
  query.whereRaw(
    `${alias}.id IN (SELECT g.id FROM ${quoteName(geoTableOf(strapi, uid))} AS g WHERE ${filter.sql})`,
    filter.bindings,
  );
}

/**
 * SQLite: the condition on R*Tree entries aliased `alias` that keeps exactly those in
 * `box`, edges included: the tree's bounds overlap it (what the tree searches), and they
 * lie inside it, or else (an entry straddling an edge by its rounding) the row's own
 * columns do.
 */
export function sqliteBoxFilter(
  strapi: Core.Strapi,
  uid: GeoType,
  alias: string,
  box: GeoBox,
): { sql: string; bindings: number[] } {
  const overlap = treeOverlapSql(alias, box);
  const g = `${alias}.`;
  const table = quoteName(tableOf(strapi, uid));
  const sql =
    `${overlap.sql} AND ` +
    `((${g}min_lng >= ? AND ${g}max_lng <= ? AND ${g}min_lat >= ? AND ${g}max_lat <= ?) OR EXISTS ` +
    `(SELECT 1 FROM ${table} AS ${alias}_x WHERE ${alias}_x.id = ${g}id AND ${alias}_x.longitude >= ? AND ${alias}_x.longitude <= ? ` +
    `AND ${alias}_x.latitude >= ? AND ${alias}_x.latitude <= ?))`;
  const edges = overlap.bindings;
  return { sql, bindings: [...edges, ...edges, ...edges] };
}

/**
 * Keeps the rows aliased `alias` whose own columns lie in `box`, edges included: no index,
 * for a walk of a list in its order that meets the box's rows soon (a box holding many of
 * them).
 *
 * PostgreSQL: the test is one CASE, an expression it keeps no statistics for and guesses
 * true for half the rows, so that every plan of it walks the list's order index. Written
 * as four comparisons, a prepared statement's generic plan (every map view shares its
 * text) guessed a box of 2 rows and sorted the whole table instead: 110 ms against 0.6 ms
 * for a zoom-16 view of 14,000 businesses at 100,000. SQLite walks the list's index with
 * the plain comparisons.
 */
export function whereRowInBox(strapi: Core.Strapi, query: Knex.QueryBuilder, alias: string, box: GeoBox): void {
  if (isPostgres(strapi)) {
    query.whereRaw(
      `(CASE WHEN ??.longitude BETWEEN ?::float8 AND ?::float8 AND ??.latitude BETWEEN ?::float8 AND ?::float8 THEN true END)`,
      [alias, box.minLng, box.maxLng, alias, box.minLat, box.maxLat],
    );
    return;
  }
  query
    .whereBetween(`${alias}.longitude`, [box.minLng, box.maxLng])
    .whereBetween(`${alias}.latitude`, [box.minLat, box.maxLat]);
}

/**
 * SQLite: how many R*Tree entries (published, located rows of `uid`) lie in `box`,
 * counting no further than `atMost` when given.
 */
export function sqliteBoxCount(strapi: Core.Strapi, uid: GeoType, box: GeoBox, atMost?: number): Knex.QueryBuilder {
  const db = knex(strapi);
  const filter = sqliteBoxFilter(strapi, uid, 'g', box);
  const entries = db(`${geoTableOf(strapi, uid)} as g`)
    .select('g.id')
    .whereRaw(filter.sql, filter.bindings);
  if (atMost !== undefined) entries.limit(atMost, { skipBinding: true });
  return db.count({ n: '*' }).from(entries.as('entries'));
}

/**
 * Keeps the rows aliased `alias` within `miles` (great-circle) of `center`; `box`: a box
 * holding that circle (boxAround), which the index reads.
 */
export function whereWithin(
  strapi: Core.Strapi,
  uid: GeoType,
  query: Knex.QueryBuilder,
  alias: string,
  center: GeoPoint,
  miles: number,
  box: GeoBox,
): void {
  if (isPostgres(strapi)) {
    if (states.get(strapi)?.sphereIndexed) {
      const chord = chordOf(miles);
      const xyz = sphereOf(center);
      query.whereRaw(`${sphereCube(alias)} <@ cube_enlarge(${CENTER_CUBE}, ?::float8, 3)`, [...xyz, chord]);
      query.whereRaw(`(${sphereCube(alias)} <-> ${CENTER_CUBE}) <= ?::float8`, [...xyz, chord]);
      return;
    }
    whereInBox(strapi, uid, query, alias, box);
    const distance = postgresHaversineSql(alias, center);
    query.whereRaw(`${distance.sql} <= ?::float8`, [...distance.bindings, miles]);
    return;
  }
  whereInBox(strapi, uid, query, alias, box);
  const distance = haversineSql(alias, center);
  query.whereRaw(`${distance.sql} <= ?`, [...distance.bindings, miles]);
}

/**
 * SQL of the test that the row aliased `alias` lies within `miles` (great circle) of
 * `center`, decided exactly as whereWithin decides it, without the index's box.
 */
export function withinSql(
  strapi: Core.Strapi,
  alias: string,
  center: GeoPoint,
  miles: number,
): { sql: string; bindings: number[] } {
  if (isPostgres(strapi)) {
    if (states.get(strapi)?.sphereIndexed) {
      return {
        sql: `(${sphereCube(alias)} <-> ${CENTER_CUBE}) <= ?::float8`,
        bindings: [...sphereOf(center), chordOf(miles)],
      };
    }
    const distance = postgresHaversineSql(alias, center);
    return { sql: `${distance.sql} <= ?::float8`, bindings: [...distance.bindings, miles] };
  }
  const distance = haversineSql(alias, center);
  return { sql: `${distance.sql} <= ?`, bindings: [...distance.bindings, miles] };
}

/** The column a near list is ordered by (nearest first): named in the page and read again around it. */
export const DISTANCE_COLUMN = 'geo_distance';

/**
 * Selects, as DISTANCE_COLUMN, what orders the rows aliased `alias` by great-circle
 * distance from `center`: the chord on PostgreSQL with `cube` (the index's own
 * nearest-first order), the haversine otherwise. Only its order is used; the distance in
 * miles is worked out from each row's coordinates.
 */
export function distanceKey(strapi: Core.Strapi, alias: string, center: GeoPoint): Knex.Raw {
  const db = knex(strapi);
  if (isPostgres(strapi)) {
    if (states.get(strapi)?.sphereIndexed) {
      return db.raw(`(${sphereCube(alias)} <-> ${CENTER_CUBE}) AS ${DISTANCE_COLUMN}`, sphereOf(center));
    }
    const distance = postgresHaversineSql(alias, center);
    return db.raw(`${distance.sql} AS ${DISTANCE_COLUMN}`, distance.bindings);
  }
  const distance = haversineSql(alias, center);
  return db.raw(`${distance.sql} AS ${DISTANCE_COLUMN}`, distance.bindings);
}

/** Whether near queries walk an index nearest first (PostgreSQL with `cube`). */
export const hasNearestFirstIndex = (strapi: Core.Strapi) => Boolean(states.get(strapi)?.sphereIndexed);

async function setUpSqlite(strapi: Core.Strapi, uid: GeoType, log: (line: string) => void): Promise<void> {
  const db = knex(strapi);
  const table = tableOf(strapi, uid);
  const geo = geoTableOf(strapi, uid);
  const entry = (row: string) => `${row}.id, ${row}.longitude, ${row}.longitude, ${row}.latitude, ${row}.latitude`;
  const located = (row: string) =>
    `${row}.published_at IS NOT NULL AND ${row}.latitude IS NOT NULL AND ${row}.longitude IS NOT NULL`;
  const columns = 'id, min_lng, max_lng, min_lat, max_lat';
  const triggers: Record<string, string> = {
    [`${geo}_insert`]:
      `CREATE TRIGGER ${quoteName(`${geo}_insert`)} AFTER INSERT ON ${quoteName(table)} WHEN ${located('new')} ` +
      `BEGIN INSERT INTO ${quoteName(geo)}(${columns}) VALUES (${entry('new')}); END`,
    [`${geo}_update`]:
      `CREATE TRIGGER ${quoteName(`${geo}_update`)} AFTER UPDATE OF id, published_at, latitude, longitude ON ${quoteName(table)} ` +
      `BEGIN DELETE FROM ${quoteName(geo)} WHERE id = old.id; ` +
      `INSERT INTO ${quoteName(geo)}(${columns}) SELECT ${entry('new')} WHERE ${located('new')}; END`,
    [`${geo}_delete`]:
      `CREATE TRIGGER ${quoteName(`${geo}_delete`)} AFTER DELETE ON ${quoteName(table)} ` +
      `BEGIN DELETE FROM ${quoteName(geo)} WHERE id = old.id; END`,
  };
  const createTable = `CREATE VIRTUAL TABLE ${quoteName(geo)} USING rtree(id, min_lng, max_lng, min_lat, max_lat)`;
  const existing = (await db.raw(`SELECT name, sql FROM sqlite_master WHERE name = ? OR tbl_name = ?`, [
    geo,
    table,
  ])) as Array<{ name: string; sql: string | null }>;
  const current = new Map(existing.map((row) => [row.name, row.sql]));
  const upToDate =
    current.get(geo) === createTable && Object.entries(triggers).every(([name, sql]) => current.get(name) === sql);
  if (upToDate) return;
  // Missing or changed (a table rebuild by a schema change drops triggers): rebuilt whole.
  const started = Date.now();
  await db.transaction(async (trx) => {
    for (const name of Object.keys(triggers)) await trx.raw(`DROP TRIGGER IF EXISTS ${quoteName(name)}`);
    await trx.raw(`DROP TABLE IF EXISTS ${quoteName(geo)}`);
    await trx.raw(createTable);
    await trx.raw(
      `INSERT INTO ${quoteName(geo)}(${columns}) SELECT ${entry('b')} FROM ${quoteName(table)} AS b WHERE ${located('b')}`,
    );
    for (const sql of Object.values(triggers)) await trx.raw(sql);
  });
  log(`Map index ${geo} built in ${Date.now() - started} ms`);
}

/**
 * PostgreSQL: what a type's point index carries beside the point (INCLUDE), so that the
 * rows of a box are read from the index alone (an index-only scan, on the table's pages
 * its visibility map marks all-visible): the coordinates (the point is an expression,
 * which an index-only scan cannot give back) and, for businesses, the columns of every
 * list order (list-orders.ts BUSINESS_ORDERS, `id` last). A box list of up to 2,000
 * businesses is then put in order from the index (1 to 2 ms at 100,000) where it read
 * every row of the box from the table (8 to 18 ms); a circle's edge rows, clusters'
 * strips and counted cells' edges are read from it too. Such an index has its own name
 * (`_covering`), and replaces the plain one.
 */
const POINT_INCLUDES: Partial<Record<GeoType, readonly string[]>> = {
  [UID.business]: ['longitude', 'latitude', ...namesOf(...Object.values(BUSINESS_ORDERS))],
};

/**
 * The PostgreSQL indexes of a type's table: name → definition (the name carries no tag:
 * the definitions are fixed here), and the names they replace.
 */
function postgresIndexes(
  table: string,
  withCube: boolean,
  include: readonly string[] | undefined,
): { indexes: Record<string, string>; replaced: string[] } {
  const where = 'WHERE published_at IS NOT NULL';
  const plain = `${table}_geo_point`;
  const point = include ? `${plain}_covering` : plain;
  const carried = include ? ` INCLUDE (${include.map(quoteName).join(', ')})` : '';
  const indexes: Record<string, string> = {
    [point]: `CREATE INDEX IF NOT EXISTS ${quoteName(point)} ON ${quoteName(table)} USING gist ((point(longitude, latitude)))${carried} ${where}`,
  };
  if (withCube) {
    indexes[`${table}_geo_sphere`] =
      `CREATE INDEX IF NOT EXISTS ${quoteName(`${table}_geo_sphere`)} ON ${quoteName(table)} USING gist ((${sphereCube('')})) ${where}`;
  }
  return { indexes, replaced: point === plain ? [] : [plain] };
}

async function setUpPostgres(strapi: Core.Strapi, state: State, log: (line: string) => void): Promise<void> {
  const db = knex(strapi);
  try {
    await db.raw('CREATE EXTENSION IF NOT EXISTS cube');
    state.sphereIndexed = true;
  } catch (error) {
    strapi.log.warn(
      `Near and radius queries compute every distance: the cube extension could not be enabled (${(error as Error).message}). Ask the database owner to run CREATE EXTENSION cube.`,
    );
  }
  for (const uid of GEO_TYPES) {
    const { indexes, replaced } = postgresIndexes(tableOf(strapi, uid), state.sphereIndexed, POINT_INCLUDES[uid]);
    for (const [name, sql] of Object.entries(indexes)) {
      const found = (await db.raw(`SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ?`, [
        name,
      ])) as { rows: unknown[] };
      if (found.rows.length > 0) continue;
      const started = Date.now();
      await db.raw(sql);
      log(`Map index ${name} built in ${Date.now() - started} ms`);
    }
    // Once the index that replaces them exists.
    for (const name of replaced) await db.raw(`DROP INDEX IF EXISTS ${quoteName(name)}`);
  }
}

/** Creates or repairs the map's spatial index (idempotent; run at every start, after schema sync). */
export async function setUpGeoIndex(strapi: Core.Strapi): Promise<void> {
  const client = isPostgres(strapi) ? 'postgres' : 'sqlite';
  const state: State = { client, sphereIndexed: false };
  const log = (line: string) => strapi.log.info(line);
  if (client === 'postgres') await setUpPostgres(strapi, state, log);
  else for (const uid of GEO_TYPES) await setUpSqlite(strapi, uid, log);
  states.set(strapi, state);
}
