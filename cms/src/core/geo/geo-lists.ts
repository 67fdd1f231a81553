import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { boxAround, haversineMiles, type GeoBox, type GeoPoint } from '@tampa-local/domain';
import { knex } from '../db/connection';
import { imageFromColumns, paged, pageWithExtras, quoteName, read, type ListShape, type Row } from '../db/db';
import { readRows } from '../db/sqlite-readers';
import {
  DISTANCE_COLUMN,
  distanceKey,
  geoTableOf,
  hasNearestFirstIndex,
  isPostgres,
  treeDistanceSql,
  treeOverlapSql,
  treePointErrorMiles,
  whereWithin,
  withinSql,
  type GeoType,
} from './geo-index';

/**
 * Lists in distance order, for every located type: the same page reading for businesses,
 * properties and events.
 */

/**
 * Without a nearest-first index (SQLite; PostgreSQL without `cube`), a near list's page is
 * looked for in circles of these radii (miles: 1/32 mile, about 50 m, doubling to 128) in
 * turn, the first holding the page's rows read in distance order; past the last, every
 * located row is ordered. A circle too small is counted cheaply (it holds fewer rows than
 * the page), and the circle chosen holds at most about four times the rows of the one
 * before, which did not fill the page: the rows put in order stay few even where rows are
 * dense.
 */
const NEAR_RINGS = Array.from({ length: 13 }, (_, i) => 2 ** i / 32);

/** A list's shape in distance order (nearest first, ties by id): its columns and the distance key. */
export function distanceShape(shape: ListShape): ListShape {
  const { alias } = shape;
  return {
    ...shape,
    columns: [...shape.columns, `${alias}.${DISTANCE_COLUMN}`],
    order: (rows) => rows.orderBy(DISTANCE_COLUMN, 'asc').orderBy(`${alias}.id`, 'asc'),
  };
}

/** Keeps the located rows of `query` (aliased as `alias`), within `radius` miles of `near` when given. */
export function whereNear(
  strapi: Core.Strapi,
  uid: GeoType,
  query: Knex.QueryBuilder,
  alias: string,
  near: GeoPoint,
  radius: number | undefined,
): Knex.QueryBuilder {
  query.whereNotNull(`${alias}.latitude`).whereNotNull(`${alias}.longitude`);
  if (radius !== undefined) whereWithin(strapi, uid, query, alias, near, radius, boxAround(near, radius));
  return query;
}

/**
 * A page of `query`'s rows (located, filtered: whereNear) nearest `near` first, ties by
 * id, read with `shape` (distanceShape of the list's own) and its images. With a
 * nearest-first index (PostgreSQL's cube GiST) the index is walked in that order;
 * otherwise the page is read from the first of NEAR_RINGS that holds its rows, so that
 * only the rows of that circle are put in order: the nearest rows of a circle that holds
 * the page are the nearest of all. With a radius, the rings smaller than it are read from
 * `beforeRadius` (the same rows without the radius, when the caller gives them: a ring
 * inside the radius needs no test of it, and SQLite would read both circles' indexes).
 *
 * `unfiltered`: the list's only conditions are published, located (and the radius), what
 * SQLite's R*Tree holds: the rings, and the radius's own circle after them, are then
 * counted from the tree's entries alone in one statement, and the page reads only the
 * rows the tree puts near the first `offset + limit` (nearestFromTree).
 */
export async function nearestPage(
  strapi: Core.Strapi,
  uid: GeoType,
  query: Knex.QueryBuilder,
  shape: ListShape,
  columns: readonly string[],
  near: GeoPoint,
  radius: number | undefined,
  page: { limit: number; offset: number },
  beforeRadius?: Knex.QueryBuilder,
  unfiltered = false,
): Promise<Row[]> {
  const { alias } = shape;
  let rows = query;
  const base = radius === undefined ? query : beforeRadius;
  if (base && !hasNearestFirstIndex(strapi)) {
    const needed = page.offset + page.limit;
    const rings = NEAR_RINGS.filter((ring) => radius === undefined || ring < radius);
    if (unfiltered && !isPostgres(strapi)) {
      // The first ring that holds the page, by the tree, the radius's own circle last; the
      // page read from it (all of the radius's rows when none does: fewer than the page).
      const circles = radius === undefined ? rings : [...rings, radius];
      const [row] = await readRows<{ ring: unknown }>(strapi, treeFirstRing(strapi, uid, near, circles, needed));
      const miles = circles[read.int(row?.ring)];
      if (miles !== undefined) {
        // The radius's circle: its rows tested on their own columns, the tree already
        // searched for its box (the list's own test searched it a second time, building
        // a list of every id in it).
        const from = base.clone();
        if (miles === radius) {
          const within = withinSql(strapi, alias, near, radius);
          from.whereRaw(within.sql, within.bindings);
        }
        rows = nearestFromTree(strapi, uid, from, alias, near, boxAround(near, miles), needed);
      }
    } else {
      for (const miles of rings) {
        const ring = base.clone();
        whereWithin(strapi, uid, ring, alias, near, miles, boxAround(near, miles));
        const counted = knex(strapi)
          .count({ n: '*' })
          .from(paged(ring.clone().clearSelect().select(`${alias}.id`), needed).as('ring'));
        const [row] = await readRows<{ n: unknown }>(strapi, counted);
        if (read.int(row?.n) >= needed) {
          rows = ring;
          break;
        }
      }
    }
  }
  const selected = rows.clone().select([...columns, distanceKey(strapi, alias, near)]);
  // PostgreSQL walks its nearest-first index only for the distance alone (a tie-breaker
  // after it made it sort every row: 0.7 s at 1,000,000 businesses); ties (one address)
  // are then put in id order within the page only.
  const ordered = hasNearestFirstIndex(strapi) ? selected.orderBy(DISTANCE_COLUMN, 'asc') : shape.order(selected);
  const found = await readRows<Row>(strapi, pageWithExtras(strapi, shape, paged(ordered, page.limit, page.offset)));
  return found.map(imageFromColumns);
}

/**
 * SQLite: the index in `rings` (miles, smallest first) of the first that holds `needed`
 * R*Tree entries (published, located rows) within it by the tree's bounds, less their
 * error, so that the exact circle holds as many rows; -1 for none. No row is read (a ring
 * counted on its rows read each entry's row: 7.7 ms for a circle of a mile downtown at
 * 1,000,000 businesses, 0.5 ms from the tree). One statement: each ring is counted no
 * further than `needed`, and only until one holds them (a `CASE` stops at its first true
 * test), where a statement per ring waited for the event loop each time, and counting
 * every ring once took 11 ms for a wide one whose box the tree walked from a corner.
 */
function treeFirstRing(
  strapi: Core.Strapi,
  uid: GeoType,
  near: GeoPoint,
  rings: readonly number[],
  needed: number,
): Knex.Raw {
  const geo = quoteName(geoTableOf(strapi, uid));
  const distance = treeDistanceSql('g', near);
  const tests = rings.map((miles, i) => {
    const box = boxAround(near, miles);
    const overlap = treeOverlapSql('g', box);
    return {
      sql:
        `WHEN (SELECT count(*) FROM (SELECT g.id FROM ${geo} AS g ` +
        `WHERE ${overlap.sql} AND ${distance.sql} <= ? LIMIT ?)) >= ? THEN ${i}`,
      bindings: [...overlap.bindings, ...distance.bindings, miles - treePointErrorMiles(box), needed, needed],
    };
  });
  if (tests.length === 0) return knex(strapi).raw('SELECT -1 AS ring');
  return knex(strapi).raw(
    `SELECT CASE ${tests.map((test) => test.sql).join(' ')} ELSE -1 END AS ring`,
    tests.flatMap((test) => test.bindings),
  );
}

/**
 * SQLite: the rows of `rows` (the list's, every one in the tree) whose entries in `box`
 * (around a circle the tree finds `needed` entries in) lie no further than the tree's
 * `needed`-th nearest entry and twice the bounds' error: every row of the first `needed`
 * by their own distance is among them (each is at most the error away from its entry,
 * and inside the circle), so they are the page's rows once put in order, and only they
 * are read, not every row of the circle (a circle of a mile downtown: 4,300 rows read, 46
 * ms, where its first 24 take 8 ms).
 */
function nearestFromTree(
  strapi: Core.Strapi,
  uid: GeoType,
  rows: Knex.QueryBuilder,
  alias: string,
  near: GeoPoint,
  box: GeoBox,
  needed: number,
): Knex.QueryBuilder {
  const geo = quoteName(geoTableOf(strapi, uid));
  const overlap = treeOverlapSql('g', box);
  const distance = treeDistanceSql('g', near);
  const kth = treeDistanceSql('k', near);
  const kthOverlap = treeOverlapSql('k', box);
  return rows.whereRaw(
    `${alias}.id IN (SELECT g.id FROM ${geo} AS g WHERE ${overlap.sql} AND ${distance.sql} <= ` +
      `(SELECT ${kth.sql} AS d FROM ${geo} AS k WHERE ${kthOverlap.sql} ORDER BY d LIMIT 1 OFFSET ?) + ?)`,
    [
      ...overlap.bindings,
      ...distance.bindings,
      ...kth.bindings,
      ...kthOverlap.bindings,
      needed - 1,
      2 * treePointErrorMiles(box),
    ],
  );
}

/** The great-circle distance in miles from `near` to a located row, rounded to a thousandth. */
export function distanceMilesOf(near: GeoPoint, row: Row): number {
  const miles = haversineMiles(near, { lat: Number(row.latitude), lng: Number(row.longitude) });
  return Math.round(miles * 1000) / 1000;
}
