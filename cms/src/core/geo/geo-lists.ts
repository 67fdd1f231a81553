import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { boxAround, haversineMiles, type GeoPoint } from '@tampa-local/domain';
import { knex } from '../db/connection';
import { imageFromColumns, paged, pageWithExtras, read, type ListShape, type Row } from '../db/db';
import { readRows } from '../db/sqlite-readers';
import { DISTANCE_COLUMN, distanceKey, hasNearestFirstIndex, whereWithin, type GeoType } from './geo-index';

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
): Promise<Row[]> {
  const { alias } = shape;
  let rows = query;
  const base = radius === undefined ? query : beforeRadius;
  if (base && !hasNearestFirstIndex(strapi)) {
    const needed = page.offset + page.limit;
    for (const miles of NEAR_RINGS.filter((ring) => radius === undefined || ring < radius)) {
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
  const selected = rows.clone().select([...columns, distanceKey(strapi, alias, near)]);
  // PostgreSQL walks its nearest-first index only for the distance alone (a tie-breaker
  // after it made it sort every row: 0.7 s at 1,000,000 businesses); ties (one address)
  // are then put in id order within the page only.
  const ordered = hasNearestFirstIndex(strapi) ? selected.orderBy(DISTANCE_COLUMN, 'asc') : shape.order(selected);
  const found = await readRows<Row>(strapi, pageWithExtras(strapi, shape, paged(ordered, page.limit, page.offset)));
  return found.map(imageFromColumns);
}

/** The great-circle distance in miles from `near` to a located row, rounded to a thousandth. */
export function distanceMilesOf(near: GeoPoint, row: Row): number {
  const miles = haversineMiles(near, { lat: Number(row.latitude), lng: Number(row.longitude) });
  return Math.round(miles * 1000) / 1000;
}
