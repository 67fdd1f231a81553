import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { clusterLevelFor, type GeoBox, type MapCluster, type MapClusters } from '@tampa-local/domain';
import { knex } from '../db/connection';
import { read, withFirstImage, type Row } from '../db/db';
import { readRows } from '../db/sqlite-readers';
import { COUNTED_LEVELS, countedCells, gridIndexSql, isCounted, type FacetValue } from './geo-cells';
import { geoTableOf, sqliteBoxFilter, type GeoType } from './geo-index';

/** One cell of a clusters answer: how many rows, where they are on average, its lowest row id. */
export type ClusterCell = { count: number; lat: number; lng: number; id: number };

const round = (value: unknown) => Math.round(Number(value) * 1e6) / 1e6;

/**
 * The rows of a box gathered in the cells of the map's grid at the zoom's level
 * (clusterLevelFor: at most MAP_MAX_CLUSTER_CELLS cells, whatever the data), counted and
 * averaged, for any type with a spatial index. `filtered`: the type's published rows
 * aliased `alias` that the list's filters keep, box included; none when nothing but the
 * box filters, which the counted cells answer (geo-cells.ts) for the counted types down to
 * their finest level; `facet`: the value of the type's counted facet when it is the only
 * filter beside the box (`filtered` then holds it too), which the cells answer as well.
 * Otherwise counted in SQL over the box's rows: on SQLite with no
 * filter from the R*Tree's entries alone (published, located), no row read: the tree's
 * bounds are within a metre of the point, the cell and mean are read from them (a cell of
 * one row is given its row's exact point by the caller's card).
 */
export async function clusterCells(
  strapi: Core.Strapi,
  uid: GeoType,
  box: GeoBox,
  zoom: number,
  alias: string,
  filtered: Knex.QueryBuilder | undefined,
  published: () => Knex.QueryBuilder,
  facet?: FacetValue,
): Promise<{ cellDegrees: number; total: number; cells: ClusterCell[] }> {
  const db = knex(strapi);
  const level = clusterLevelFor(box, zoom);
  const cellDegrees = 360 / 2 ** level;
  if ((!filtered || facet !== undefined) && isCounted(uid) && level <= COUNTED_LEVELS) {
    let total = 0;
    const cells = (await countedCells(strapi, uid, box, level, facet)).map((cell): ClusterCell => {
      total += cell.n;
      return { count: cell.n, lat: round(cell.sumLat / cell.n), lng: round(cell.sumLng / cell.n), id: cell.sumId };
    });
    return { cellDegrees, total, cells };
  }
  const sqlite = strapi.db.dialect.client !== 'postgres';
  let source: Knex.QueryBuilder;
  let point: { lat: string; lng: string; id: string };
  if (sqlite && !filtered) {
    const filter = sqliteBoxFilter(strapi, uid, 'g', box);
    source = db(`${geoTableOf(strapi, uid)} as g`).whereRaw(filter.sql, filter.bindings);
    point = { lat: '((g.min_lat + g.max_lat) / 2)', lng: '((g.min_lng + g.max_lng) / 2)', id: 'g.id' };
  } else {
    source = (filtered ?? published()).whereNotNull(`${alias}.latitude`).whereNotNull(`${alias}.longitude`);
    point = { lat: `${alias}.latitude`, lng: `${alias}.longitude`, id: `${alias}.id` };
  }
  const cells = source
    .select(
      db.raw(`${gridIndexSql(!sqlite, point.lng, 180, level)} AS cx`),
      db.raw(`${gridIndexSql(!sqlite, point.lat, 90, level)} AS cy`),
      db.raw(`count(*) AS n`),
      db.raw(`avg(${point.lat}) AS lat`),
      db.raw(`avg(${point.lng}) AS lng`),
      db.raw(`min(${point.id}) AS id`),
    )
    .groupByRaw('1, 2')
    .orderByRaw('2, 1');
  const found = await readRows<{ n: unknown; lat: unknown; lng: unknown; id: unknown }>(strapi, cells);
  let total = 0;
  const result = found.map((row): ClusterCell => {
    const count = read.int(row.n);
    total += count;
    return { count, lat: round(row.lat), lng: round(row.lng), id: read.int(row.id) };
  });
  return { cellDegrees, total, cells: result };
}

/** A row's point rounded as the clusters give it. */
export const clusterPoint = (row: Record<string, unknown>) => ({
  lat: round(row.latitude),
  lng: round(row.longitude),
});

/** What a cell of one row shows besides its point and count: the type's card. */
type CardOf = (row: Row) => Omit<MapCluster, 'lat' | 'lng' | 'count'>;

/**
 * The clusters answer of `found` (clusterCells) for `box` at `zoom`: each cell of one row
 * at its row's exact point with its card, the cards' rows (`columns` of `table` aliased
 * `alias`, with their first image) read in one statement.
 */
export async function clustersWithCards(
  strapi: Core.Strapi,
  found: { cellDegrees: number; total: number; cells: ClusterCell[] },
  box: GeoBox,
  zoom: number,
  source: { uid: GeoType; table: string; alias: string; columns: readonly string[] },
  card: CardOf,
): Promise<MapClusters> {
  const { cellDegrees, total, cells } = found;
  const single = cells.filter((cell) => cell.count === 1).map((cell) => cell.id);
  const cards = new Map<number, Row>();
  if (single.length > 0) {
    const { alias } = source;
    const query = knex(strapi)(`${source.table} as ${alias}`)
      .whereIn(`${alias}.id`, single)
      .select([
        `${alias}.id`,
        `${alias}.latitude`,
        `${alias}.longitude`,
        ...source.columns.map((c) => `${alias}.${c}`),
      ]);
    for (const row of await readRows<Row>(strapi, withFirstImage(strapi, query, alias, source.uid))) {
      cards.set(read.int(row.id), row);
    }
  }
  const clusters = cells.map(({ count, lat, lng, id }): MapCluster => {
    const row = count === 1 ? cards.get(id) : undefined;
    return row ? { ...clusterPoint(row), count, ...card(row) } : { lat, lng, count };
  });
  return { bbox: [box.minLng, box.minLat, box.maxLng, box.maxLat], zoom, cellDegrees, total, clusters };
}
