import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { clusterCellFor, type GeoBox, type MapCluster, type MapClusters } from '@tampa-local/domain';
import { knex } from '../db/connection';
import { read, withFirstImage, type Row } from '../db/db';
import { readRows } from '../db/sqlite-readers';
import { geoTableOf, sqliteBoxFilter, type GeoType } from './geo-index';

/** One cell of a clusters answer: how many rows, where they are on average, its lowest row id. */
export type ClusterCell = { count: number; lat: number; lng: number; id: number };

const round = (value: unknown) => Math.round(Number(value) * 1e6) / 1e6;

/**
 * The rows of a box gathered in a grid of cells sized by the zoom (clusterCellFor: at most
 * MAP_MAX_CLUSTER_CELLS cells, whatever the data), counted and averaged in SQL, for any
 * type with a spatial index. `filtered`: the type's published rows aliased `alias` that the
 * list's filters keep, box included; none when nothing but the box filters, which SQLite
 * answers from the R*Tree's entries alone (published, located), no row read: the tree's
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
): Promise<{ cellDegrees: number; total: number; cells: ClusterCell[] }> {
  const db = knex(strapi);
  const cell = clusterCellFor(box, zoom);
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
  const f = sqlite ? '?' : '?::float8';
  const cells = source
    .select(
      db.raw(`floor((${point.lng} - ${f}) / ${f}) AS cx`, [box.minLng, cell]),
      db.raw(`floor((${point.lat} - ${f}) / ${f}) AS cy`, [box.minLat, cell]),
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
  return { cellDegrees: cell, total, cells: result };
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
