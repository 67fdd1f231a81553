import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { boxAround, EARTH_RADIUS_MILES, gridCellsOf, gridIndex, type GeoBox, type GeoPoint } from '@tampa-local/domain';
import { UID } from '../db/content-types';
import { knex } from '../db/connection';
import { quoteName, read, tableOf } from '../db/db';
import { readRows } from '../db/sqlite-readers';
import { geoTableOf, isPostgres, treeDistanceSql, treeOverlapSql, treePointErrorMiles, withinSql } from './geo-index';

/**
 * Counted cells: the published, located rows of a type counted per cell of the map's grid
 * (domain `gridIndex`: at level l a cell is 360 / 2^l degrees), at every level from 0 to
 * COUNTED_LEVELS, with the sums of their latitudes, longitudes and ids, so that a clusters
 * answer reads a few hundred cells whatever the number of rows (docs/decisions.md, "Map:
 * counted cells"). Kept in step by triggers in the same transaction as the row (SQLite:
 * per row; PostgreSQL: POSTGRES_TRIGGERS), so every write counts: document service,
 * panel, the seed's bulk SQL.
 *
 * A box's clusters at level k are exact: the cells of level k wholly inside the box, then
 * at each finer level the cells wholly inside it that the coarser level left out (a ring
 * one cell wide along the edges), then the rows of the thin strip finer than
 * COUNTED_LEVELS along the edges, read from the spatial index. Each part is added to the
 * level-k cell that holds it. "Wholly inside" is decided on cell indices, computed by the
 * same floating-point operations in SQL and in JavaScript: a row whose cell lies strictly
 * between the cells of the box's edges lies inside the box.
 */

/** The finest counted level: cells of 360 / 2^22 degrees (about 9 m). */
export const COUNTED_LEVELS = 22;

/**
 * The content types with counted cells: the businesses and the properties, whose whole
 * map (no filter) is a view of every row. Events are not: their map leaves out past days,
 * a condition that changes with the date, not with a row.
 */
export const COUNTED_TYPES = [UID.business, UID.property] as const;
export type CountedType = (typeof COUNTED_TYPES)[number];

export const isCounted = (uid: string): uid is CountedType => (COUNTED_TYPES as readonly string[]).includes(uid);

/**
 * Each counted type's facet: the column its cells are also counted by (a cell holds one
 * count per value of it), so that a map filtered by it alone (a category of businesses,
 * a listing type of properties: the short-term rentals' map always is) reads cells too.
 * Without a facet the cells of every value are summed. The table's column of the list
 * filter `category` (businesses) and `listingType` (properties).
 */
export const COUNTED_FACETS = {
  [UID.business]: { column: 'category' },
  [UID.property]: { column: 'listing_type' },
} as const satisfies Record<CountedType, { column: string }>;

/** A facet's value to count by, or undefined for every value. */
export type FacetValue = string | undefined;

const facetColumnOf = (uid: CountedType): string => COUNTED_FACETS[uid].column;

/** The counted cells' table of a type. */
export const cellsTableOf = (strapi: Core.Strapi, uid: CountedType) => `${tableOf(strapi, uid)}_geo_cells`;

/**
 * SQL of the grid index of a column at a level (an SQL expression or a number), as
 * gridIndex computes it: ((degrees + offset) × 2^level) / 360, floored.
 */
export function gridIndexSql(postgres: boolean, column: string, offset: 180 | 90, level: string | number): string {
  return postgres
    ? `floor((${column}::float8 + ${offset}) * power(2::float8, ${level}) / 360)::int`
    : `CAST(floor((${column} + ${offset}.0) * (1 << ${level}) / 360.0) AS INTEGER)`;
}

/** A rectangle of cells of one level, bounds included. */
type CellRect = { level: number; x0: number; x1: number; y0: number; y1: number };

const isEmpty = (r: CellRect) => r.x0 > r.x1 || r.y0 > r.y1;

/** The cells of a level wholly inside the box: strictly between the cells of its edges. */
function innerCells(box: GeoBox, level: number): CellRect {
  return {
    level,
    x0: gridIndex(box.minLng, 180, level) + 1,
    x1: gridIndex(box.maxLng, 180, level) - 1,
    y0: gridIndex(box.minLat, 90, level) + 1,
    y1: gridIndex(box.maxLat, 90, level) - 1,
  };
}

/**
 * The cells of `inner` (level j) outside the children of `coarser` (level j - 1, whose
 * children lie within `inner`): at most four rectangles, each one cell wide but for a box
 * a few cells across.
 */
function ringOf(inner: CellRect, coarser: CellRect): CellRect[] {
  if (isEmpty(inner)) return [];
  if (isEmpty(coarser)) return [inner];
  const { level } = inner;
  const hole = { x0: coarser.x0 * 2, x1: coarser.x1 * 2 + 1, y0: coarser.y0 * 2, y1: coarser.y1 * 2 + 1 };
  const rects: CellRect[] = [
    { level, x0: inner.x0, x1: hole.x0 - 1, y0: inner.y0, y1: inner.y1 },
    { level, x0: hole.x1 + 1, x1: inner.x1, y0: inner.y0, y1: inner.y1 },
    { level, x0: hole.x0, x1: hole.x1, y0: inner.y0, y1: hole.y0 - 1 },
    { level, x0: hole.x0, x1: hole.x1, y0: hole.y1 + 1, y1: inner.y1 },
  ];
  return rects.filter((rect) => !isEmpty(rect));
}

/** The counted rectangles that make up a box at level `level`, coarsest first. */
export function countedRects(box: GeoBox, level: number): CellRect[] {
  const rects: CellRect[] = [];
  let coarser = innerCells(box, level);
  if (!isEmpty(coarser)) rects.push(coarser);
  for (let finer = level + 1; finer <= COUNTED_LEVELS; finer += 1) {
    const inner = innerCells(box, finer);
    rects.push(...ringOf(inner, coarser));
    coarser = inner;
  }
  return rects;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * One SELECT per rectangle, along its narrow side: a list of columns (cx) or rows (cy)
 * and a range on the other, which the primary key (level, cx, cy, facet) or the index
 * (level, cy, cx, facet) reads as a few short ranges; a facet is tested on what they hold.
 */
function rectSelect(table: string, rect: CellRect, facet: FacetValue): { sql: string; bindings: Knex.RawBinding[] } {
  const byColumn = rect.x1 - rect.x0 <= rect.y1 - rect.y0;
  const [listed, ranged] = byColumn ? ['cx', 'cy'] : ['cy', 'cx'];
  const list = byColumn ? range(rect.x0, rect.x1) : range(rect.y0, rect.y1);
  const [from, to] = byColumn ? [rect.y0, rect.y1] : [rect.x0, rect.x1];
  return {
    sql:
      `SELECT ${rect.level} AS level, cx, cy, n, sum_lat, sum_lng, sum_id FROM ${quoteName(table)} ` +
      `WHERE level = ${rect.level} AND ${listed} IN (${list.map(() => '?').join(', ')}) AND ${ranged} BETWEEN ? AND ? AND n > 0` +
      (facet === undefined ? '' : ' AND facet = ?'),
    bindings: facet === undefined ? [...list, from, to] : [...list, from, to, facet],
  };
}

/**
 * The counted cells of `box` from `level` down (countedRects) as one statement, a row per
 * cell and facet value it reads; null when the box holds no whole cell of any level.
 */
function rectsUnion(
  strapi: Core.Strapi,
  uid: CountedType,
  box: GeoBox,
  level: number,
  facet: FacetValue,
): Knex.Raw | null {
  const table = cellsTableOf(strapi, uid);
  const selects = countedRects(box, level).map((rect) => rectSelect(table, rect, facet));
  if (selects.length === 0) return null;
  return knex(strapi).raw(
    selects.map((s) => s.sql).join(' UNION ALL '),
    selects.flatMap((s) => s.bindings),
  );
}

/** A strip of the box along one edge, wide enough to hold every row of the cells on that edge. */
function edgeStrips(box: GeoBox, inner: CellRect): GeoBox[] {
  if (isEmpty(inner)) return [box];
  const side = 360 / 2 ** inner.level;
  const lngOf = (x: number) => x * side - 180;
  const latOf = (y: number) => y * side - 90;
  const margin = side / 2;
  return [
    { ...box, maxLng: Math.min(box.maxLng, lngOf(inner.x0) + margin) },
    { ...box, minLng: Math.max(box.minLng, lngOf(inner.x1 + 1) - margin) },
    { ...box, maxLat: Math.min(box.maxLat, latOf(inner.y0) + margin) },
    { ...box, minLat: Math.max(box.minLat, latOf(inner.y1 + 1) - margin) },
  ];
}

/**
 * The rows of the box outside the finest counted level's inner cells (the edges' thin
 * strips), with their cell at `level`: read through the spatial index, decided on the
 * rows' own columns.
 */
function stripRows(strapi: Core.Strapi, uid: CountedType, box: GeoBox, level: number, facet: FacetValue): Knex.Raw {
  const postgres = isPostgres(strapi);
  const inner = innerCells(box, COUNTED_LEVELS);
  const strips = edgeStrips(box, inner);
  const f = postgres ? '?::float8' : '?';
  const table = quoteName(tableOf(strapi, uid));
  const cellX = (l: number) => gridIndexSql(postgres, 'b.longitude', 180, l);
  const cellY = (l: number) => gridIndexSql(postgres, 'b.latitude', 90, l);
  const overlaps = strips.map((strip) => treeOverlapSql('g', strip));
  const near = postgres
    ? `b.published_at IS NOT NULL AND (${strips
        .map(() => `point(b.longitude, b.latitude) <@ box(point(${f}, ${f}), point(${f}, ${f}))`)
        .join(' OR ')})`
    : `b.id IN (${overlaps
        .map((overlap) => `SELECT g.id FROM ${quoteName(geoTableOf(strapi, uid))} AS g WHERE ${overlap.sql}`)
        .join(' UNION ')})`;
  const nearBindings = postgres
    ? strips.flatMap((s) => [s.minLng, s.minLat, s.maxLng, s.maxLat])
    : overlaps.flatMap((overlap) => overlap.bindings);
  const sql =
    `SELECT ${cellX(level)} AS cx, ${cellY(level)} AS cy, b.latitude AS lat, b.longitude AS lng, b.id AS id ` +
    `FROM ${table} AS b WHERE ${near} ` +
    `AND b.longitude BETWEEN ${f} AND ${f} AND b.latitude BETWEEN ${f} AND ${f} ` +
    `AND NOT (${cellX(COUNTED_LEVELS)} BETWEEN ? AND ? AND ${cellY(COUNTED_LEVELS)} BETWEEN ? AND ?)` +
    (facet === undefined ? '' : ` AND b.${quoteName(facetColumnOf(uid))} = ?`);
  return knex(strapi).raw(sql, [
    ...nearBindings,
    box.minLng,
    box.maxLng,
    box.minLat,
    box.maxLat,
    inner.x0,
    inner.x1,
    inner.y0,
    inner.y1,
    ...(facet === undefined ? [] : [facet]),
  ]);
}

/** A cell of a clusters answer: its rows' count, the sums of their coordinates and ids. */
export type CountedCell = { cx: number; cy: number; n: number; sumLat: number; sumLng: number; sumId: number };

/**
 * The published, located rows of `uid` in `box` gathered in the cells of `level`
 * (at most COUNTED_LEVELS), from the counted cells and the edges' strips: exact, in a
 * time that does not grow with the rows of the box but with its edges.
 */
export async function countedCells(
  strapi: Core.Strapi,
  uid: CountedType,
  box: GeoBox,
  level: number,
  facet?: FacetValue,
): Promise<CountedCell[]> {
  const rects = rectsUnion(strapi, uid, box, level, facet);
  const strip = stripRows(strapi, uid, box, level, facet);
  // Each part gathered in the answer's cells by the database (a finer cell's indices shifted
  // to its cell at `level`), so a few hundred rows come back, not one per counted cell, facet
  // value and edge row (thousands for a zoom-14 view).
  const shift = (column: string) => `(${column} >> (parts.level - ${level}))`;
  const gathered =
    `SELECT ${shift('parts.cx')} AS cx, ${shift('parts.cy')} AS cy, sum(parts.n) AS n, sum(parts.sum_lat) AS sum_lat, ` +
    `sum(parts.sum_lng) AS sum_lng, sum(parts.sum_id) AS sum_id FROM (?) AS parts GROUP BY 1, 2`;
  const rows = await readRows<{
    cx: unknown;
    cy: unknown;
    n: unknown;
    sum_lat: unknown;
    sum_lng: unknown;
    sum_id: unknown;
  }>(
    strapi,
    knex(strapi).raw(
      rects ? `${gathered} UNION ALL ${STRIP_GATHERED}` : STRIP_GATHERED,
      rects ? [rects, strip] : [strip],
    ),
  );
  const cells = new Map<string, CountedCell>();
  for (const row of rows) {
    const cx = read.int(row.cx);
    const cy = read.int(row.cy);
    const key = `${cx}:${cy}`;
    const part = {
      n: read.int(row.n),
      sumLat: Number(row.sum_lat),
      sumLng: Number(row.sum_lng),
      sumId: read.int(row.sum_id),
    };
    const cell = cells.get(key);
    if (cell) {
      cell.n += part.n;
      cell.sumLat += part.sumLat;
      cell.sumLng += part.sumLng;
      cell.sumId += part.sumId;
    } else cells.set(key, { cx, cy, ...part });
  }
  return [...cells.values()].sort((a, b) => a.cy - b.cy || a.cx - b.cx);
}

/** The edges' rows (stripRows) gathered in their cells. */
const STRIP_GATHERED =
  'SELECT strip.cx, strip.cy, count(*) AS n, sum(strip.lat) AS sum_lat, sum(strip.lng) AS sum_lng, ' +
  'sum(strip.id) AS sum_id FROM (?) AS strip GROUP BY 1, 2';

/**
 * How many published, located rows of `uid` lie in `box`, added up by the database: the
 * counted rectangles from the coarsest level whose cells fit inside the box (a few cells,
 * then a ring one cell wide at each finer level), and the rows of the edges' strips. A
 * clusters answer's level would read a row per cell and facet value of hundreds of cells
 * (a zoom-16 view at 100,000 businesses: about 2,000 rows, sent across to be added here).
 */
export async function countedTotal(
  strapi: Core.Strapi,
  uid: CountedType,
  box: GeoBox,
  facet?: FacetValue,
): Promise<number> {
  const rects = rectsUnion(strapi, uid, box, 0, facet);
  const strip = stripRows(strapi, uid, box, COUNTED_LEVELS, facet);
  const [row] = await readRows<{ n: unknown }>(
    strapi,
    rects
      ? knex(strapi).raw(
          'SELECT (SELECT COALESCE(sum(rects.n), 0) FROM (?) AS rects) + (SELECT count(*) FROM (?) AS strip) AS n',
          [rects, strip],
        )
      : knex(strapi).raw('SELECT (SELECT count(*) FROM (?) AS strip) AS n', [strip]),
  );
  return read.int(row?.n);
}

/**
 * How many published, located rows of `uid` there are, wherever they lie: the cells of
 * level 0 (one cell of 360 degrees, a second for a longitude of exactly 180). A row per
 * facet value of one or two cells read, where the region's box read a few hundred cells
 * and planned a statement of dozens of IN lists (2 to 7 ms on PostgreSQL at 100,000
 * businesses).
 */
export async function countedLocated(strapi: Core.Strapi, uid: CountedType, facet?: FacetValue): Promise<number> {
  const level0 = knex(strapi)(cellsTableOf(strapi, uid)).where('level', 0);
  if (facet !== undefined) level0.where('facet', facet);
  const [row] = await readRows<{ n: unknown }>(strapi, level0.sum({ n: 'n' }));
  return read.int(row?.n);
}

/** A cell of a level, by its indices. */
type Cell = { cx: number; cy: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * A cell's number, whatever its level: (level × 2^23 + cx) × 2^22 + cy, exact in a
 * double and in SQLite's integers (cx < 2^23 and cy < 2^22 at every counted level). It
 * keys the counts read, and SQLite's statements take the cells as a list of them.
 */
const cellKey = (level: number, { cx, cy }: Cell) => (level * 2 ** 23 + cx) * 2 ** 22 + cy;

/** SQLite: a cell's level, cx and cy from its number (cellKey) `key`. */
const levelOfKey = (key: string) => `(${key} >> 45)`;
const cxOfKey = (key: string) => `((${key} >> 22) & ${2 ** 23 - 1})`;
const cyOfKey = (key: string) => `(${key} & ${2 ** 22 - 1})`;

/** A circle, with what placeOf compares each cell against worked out once. */
type Circle = {
  center: GeoPoint;
  miles: number;
  cosLat: number;
  /** The haversine's h at the radius less (inside) and more (outside) a hair (1e-9 miles). */
  insideH: number;
  outsideH: number;
};

const hOfMiles = (miles: number) => Math.sin(Math.min(Math.PI / 2, Math.max(0, miles) / (2 * EARTH_RADIUS_MILES))) ** 2;

function circleOf(center: GeoPoint, miles: number): Circle {
  return {
    center,
    miles,
    cosLat: Math.cos(radians(center.lat)),
    insideH: hOfMiles(miles - 1e-9),
    outsideH: hOfMiles(miles + 1e-9),
  };
}

/** sin² of half the angle between two values in degrees. */
const halfSin2 = (from: number, to: number) => Math.sin(radians(to - from) / 2) ** 2;

/**
 * Where a cell of `level` lies against a circle: wholly inside (its farthest point, a
 * corner, within the radius), wholly outside (a lower bound of its distance beyond it) or
 * across its edge. Compared on the haversine's h (monotonic in the distance), so no
 * arcsine is taken; the bounds are safe by a hair (1e-9 miles), so a row on a rounding's
 * edge is left to its cell's rows.
 */
function placeOf(cell: Cell, level: number, circle: Circle): 'inside' | 'outside' | 'across' {
  const { center, cosLat } = circle;
  const side = 360 / 2 ** level;
  const west = cell.cx * side - 180;
  const east = west + side;
  const south = cell.cy * side - 90;
  const north = south + side;
  const cosSouth = Math.cos(radians(south));
  const cosNorth = Math.cos(radians(north));
  // The farthest corner: the larger longitude term, at whichever latitude gives more.
  const lngTerm = Math.max(halfSin2(center.lng, west), halfSin2(center.lng, east));
  const farthest = Math.max(
    halfSin2(center.lat, south) + cosLat * cosSouth * lngTerm,
    halfSin2(center.lat, north) + cosLat * cosNorth * lngTerm,
  );
  if (farthest <= circle.insideH) return 'inside';
  // The haversine's two terms, each at its least over the cell: their sum is at most the least sum.
  const gap = (value: number, from: number, to: number) => (value < from ? from - value : value > to ? value - to : 0);
  const dLat = radians(gap(center.lat, south, north));
  const dLng = radians(gap(center.lng, west, east));
  const least = Math.sin(dLat / 2) ** 2 + cosLat * Math.min(cosSouth, cosNorth) * Math.sin(dLng / 2) ** 2;
  return least > circle.outsideH ? 'outside' : 'across';
}

/**
 * PostgreSQL: numbers bound as one array literal (`{1,2,3}`, cast in the SQL), not as an
 * array the driver escapes element by element: a circle binds thousands (2 to 3 ms of
 * the request's CPU). A number's shortest decimal reads back as the same float8.
 */
const arrayLiteral = (values: readonly number[]) => `{${values.join(',')}}`;

/** Cells of one level. */
type LevelCells = { level: number; cells: Cell[] };

/**
 * The counts of these cells (absent: none), keyed by cellKey, in one statement whatever
 * their levels. PostgreSQL: with `edge`, the same statement also counts the rows of the
 * finest level's cells across the circle's edge (postgresRowsWithin).
 */
async function countsOf(
  strapi: Core.Strapi,
  uid: CountedType,
  asked: LevelCells[],
  facet: FacetValue,
  edge?: EdgeCells,
): Promise<{ counts: Map<number, number>; edge: number }> {
  const counts = new Map<number, number>();
  const table = quoteName(cellsTableOf(strapi, uid));
  const db = knex(strapi);
  const ofFacet = facet === undefined ? '' : ' AND c.facet = ?';
  const facetBindings = facet === undefined ? [] : [facet];
  const all = asked.flatMap(({ level, cells }) => cells.map((cell) => ({ level, ...cell })));
  if (!isPostgres(strapi)) {
    if (all.length === 0) return { counts, edge: 0 };
    // CROSS JOIN: SQLite keeps the list outside, one lookup of the key per cell; a cell
    // has a row per facet value, summed without a facet.
    const rows = await readRows<{ k: unknown; n: unknown }>(
      strapi,
      db.raw(
        `SELECT j.value AS k, sum(c.n) AS n FROM json_each(?) AS j CROSS JOIN ${table} AS c ` +
          `WHERE c.level = ${levelOfKey('j.value')} AND c.cx = ${cxOfKey('j.value')} AND c.cy = ${cyOfKey('j.value')} ` +
          `AND c.n > 0${ofFacet} GROUP BY j.value`,
        [JSON.stringify(all.map((cell) => cellKey(cell.level, cell))), ...facetBindings],
      ),
    );
    for (const row of rows) counts.set(read.int(row.k), read.int(row.n));
    return { counts, edge: 0 };
  }
  const parts: Array<{ sql: string; bindings: Knex.RawBinding[] }> = [];
  if (all.length > 0) {
    parts.push({
      sql:
        `SELECT c.level, c.cx, c.cy, c.n FROM unnest(?::int[], ?::int[], ?::int[]) AS j(level, cx, cy) ` +
        `JOIN ${table} AS c ON c.level = j.level AND c.cx = j.cx AND c.cy = j.cy WHERE c.n > 0${ofFacet}`,
      bindings: [
        ...[all.map((c) => c.level), all.map((c) => c.cx), all.map((c) => c.cy)].map(arrayLiteral),
        ...facetBindings,
      ],
    });
  }
  if (edge && edge.cells.length > 0) {
    // The rows of the finest cells across the edge that hold any (their count in the
    // cells table), as one more row of level -1.
    const rows = postgresRowsWithin(strapi, uid, edge, facet);
    parts.push({ sql: `SELECT -1 AS level, 0 AS cx, 0 AS cy, e.n FROM (${rows.sql}) AS e`, bindings: rows.bindings });
  }
  if (parts.length === 0) return { counts, edge: 0 };
  const found = await readRows<{ level: unknown; cx: unknown; cy: unknown; n: unknown }>(
    strapi,
    db.raw(
      parts.map((part) => part.sql).join(' UNION ALL '),
      parts.flatMap((part) => part.bindings),
    ),
  );
  let edgeRows = 0;
  for (const row of found) {
    const level = read.int(row.level);
    if (level === -1) {
      edgeRows = read.int(row.n);
      continue;
    }
    // A cell has a row per facet value: without a facet they are summed.
    const key = cellKey(level, { cx: read.int(row.cx), cy: read.int(row.cy) });
    counts.set(key, (counts.get(key) ?? 0) + read.int(row.n));
  }
  return { counts, edge: edgeRows };
}

/** Cells of a level across a circle's edge, whose rows are tested one by one. */
type EdgeCells = { level: number; cells: Cell[]; circle: Circle };

/** The index's box of each cell of `level`, a quarter cell wider: its rows are then decided on their own columns. */
function edgeBoxes(cells: Cell[], level: number): number[][] {
  const side = 360 / 2 ** level;
  const pad = side / 4;
  return cells.map(({ cx, cy }) => [
    cx,
    cy,
    cx * side - 180 - pad,
    (cx + 1) * side - 180 + pad,
    cy * side - 90 - pad,
    (cy + 1) * side - 90 + pad,
  ]);
}

/**
 * PostgreSQL: the statement counting the rows of these cells within the circle (one row,
 * `n`), only of the cells the cells table counts rows in.
 */
function postgresRowsWithin(
  strapi: Core.Strapi,
  uid: CountedType,
  { level, cells, circle }: EdgeCells,
  facet: FacetValue,
): { sql: string; bindings: Knex.RawBinding[] } {
  const boxes = edgeBoxes(cells, level);
  const ofFacet =
    facet === undefined
      ? { cell: '', row: '' }
      : { cell: ' AND k.facet = ?', row: ` AND b.${quoteName(facetColumnOf(uid))} = ?` };
  const table = quoteName(tableOf(strapi, uid));
  const within = withinSql(strapi, 'b', circle.center, circle.miles);
  const inCell = `${gridIndexSql(true, 'b.longitude', 180, level)} = j.cx AND ${gridIndexSql(true, 'b.latitude', 90, level)} = j.cy`;
  // A cell holds a row per facet value: it is looked for, not joined (counted once).
  const holding =
    `EXISTS (SELECT 1 FROM ${quoteName(cellsTableOf(strapi, uid))} AS k ` +
    `WHERE k.level = ${level} AND k.cx = j.cx AND k.cy = j.cy AND k.n > 0${ofFacet.cell})`;
  const facetBindings = facet === undefined ? [] : [facet];
  return {
    sql:
      // Each cell counted in a subquery of its own, which can only be the index searched
      // for its box: as a join, a few hundred cells made the planner scan every
      // published row and hash them by cell instead (150 to 300 ms at 100,000).
      `SELECT coalesce(sum(c.n), 0) AS n FROM unnest(?::int[], ?::int[], ?::float8[], ?::float8[], ?::float8[], ?::float8[]) ` +
      `AS j(cx, cy, west, east, south, north) CROSS JOIN LATERAL (SELECT count(*) AS n FROM ${table} AS b ` +
      `WHERE b.published_at IS NOT NULL ` +
      `AND point(b.longitude, b.latitude) <@ box(point(j.west, j.south), point(j.east, j.north)) ` +
      `AND ${inCell} AND ${within.sql}${ofFacet.row}) AS c WHERE ${holding}`,
    bindings: [
      ...range(0, 5).map((i) => arrayLiteral(boxes.map((box) => box[i] ?? 0))),
      ...within.bindings,
      ...facetBindings,
      ...facetBindings,
    ],
  };
}

/**
 * SQLite: how many rows of these cells of `level` lie within the circle, found through the
 * R*Tree, searched per cell. An entry whose bounds lie well inside its cell (its row is
 * then in that cell) and clearly inside or outside the circle by the bounds' own distance
 * is decided from the tree alone; only the others read their row (those within
 * treePointErrorMiles of the circle's edge, and those on a cell's boundary), decided on
 * its own columns. A facet is a column of the row, read for every entry counted.
 */
async function sqliteRowsWithin(
  strapi: Core.Strapi,
  uid: CountedType,
  { level, cells, circle }: EdgeCells,
  facet: FacetValue,
): Promise<number> {
  const { center, miles } = circle;
  const table = quoteName(tableOf(strapi, uid));
  const side = 360 / 2 ** level;
  // Wide enough that every entry of a row of the cell overlaps it (its bounds hold its
  // point), narrow enough that few of the neighbours' do; `hair` keeps "well inside" clear
  // of the rounding of a cell's edge, in SQL or here.
  const pad = side / 1024;
  const hair = side * 1e-6;
  const within = withinSql(strapi, 'b', center, miles);
  const distance = treeDistanceSql('g', center);
  // The cells' entries lie within the circle's box and a cell.
  const around = boxAround(center, miles);
  const error = treePointErrorMiles({
    minLng: around.minLng - side,
    maxLng: around.maxLng + side,
    minLat: around.minLat - side,
    maxLat: around.maxLat + side,
  });
  const ofFacet = facet === undefined ? '' : ` AND b.${quoteName(facetColumnOf(uid))} = ?`;
  const facetBindings = facet === undefined ? [] : [facet];
  const inCell =
    `${gridIndexSql(false, 'b.longitude', 180, level)} = j.cx AND ` +
    `${gridIndexSql(false, 'b.latitude', 90, level)} = j.cy`;
  const row = (test: string) => `EXISTS (SELECT 1 FROM ${table} AS b WHERE b.id = g.id${test}${ofFacet})`;
  const sql =
    `SELECT count(*) AS n FROM (SELECT ${cxOfKey('value')} AS cx, ${cyOfKey('value')} AS cy FROM json_each(?)) AS j ` +
    // CROSS JOIN: the cells outside, the R*Tree searched per cell.
    `CROSS JOIN ${quoteName(geoTableOf(strapi, uid))} AS g ` +
    `WHERE g.max_lng >= j.cx * ? - 180.0 - ? AND g.min_lng <= (j.cx + 1) * ? - 180.0 + ? ` +
    `AND g.max_lat >= j.cy * ? - 90.0 - ? AND g.min_lat <= (j.cy + 1) * ? - 90.0 + ? ` +
    `AND CASE WHEN g.min_lng > j.cx * ? - 180.0 + ? AND g.max_lng < (j.cx + 1) * ? - 180.0 - ? ` +
    `AND g.min_lat > j.cy * ? - 90.0 + ? AND g.max_lat < (j.cy + 1) * ? - 90.0 - ? ` +
    `THEN CASE WHEN ${distance.sql} <= ? THEN ${facet === undefined ? '1' : row('')} ` +
    `WHEN ${distance.sql} > ? THEN 0 ELSE ${row(` AND ${within.sql}`)} END ` +
    `ELSE ${row(` AND ${inCell} AND ${within.sql}`)} END`;
  // Each of a cell's four edges (j.cx * side - 180, …) moved out by `pad` or in by `hair`.
  const edges = (offset: number) => [side, offset, side, offset, side, offset, side, offset];
  const bindings: Knex.RawBinding[] = [
    JSON.stringify(cells.map((cell) => cellKey(0, cell))),
    ...edges(pad),
    ...edges(hair),
    ...distance.bindings,
    miles - error,
    ...facetBindings,
    ...distance.bindings,
    miles + error,
    ...within.bindings,
    ...facetBindings,
    ...within.bindings,
    ...facetBindings,
  ];
  const [found] = await readRows<{ n: unknown }>(strapi, knex(strapi).raw(sql, bindings));
  return read.int(found?.n);
}

/** How many rows of these cells lie within the circle, tested one by one (each database's way). */
async function rowsWithin(strapi: Core.Strapi, uid: CountedType, edge: EdgeCells, facet: FacetValue): Promise<number> {
  if (edge.cells.length === 0) return 0;
  if (!isPostgres(strapi)) return sqliteRowsWithin(strapi, uid, edge, facet);
  const rows = postgresRowsWithin(strapi, uid, edge, facet);
  const [found] = await readRows<{ n: unknown }>(strapi, knex(strapi).raw(rows.sql, rows.bindings));
  return read.int(found?.n);
}

/** The four cells of the next level in each of these. */
const childrenOf = (cells: Cell[]): Cell[] =>
  cells.flatMap(({ cx, cy }) => [
    { cx: cx * 2, cy: cy * 2 },
    { cx: cx * 2 + 1, cy: cy * 2 },
    { cx: cx * 2, cy: cy * 2 + 1 },
    { cx: cx * 2 + 1, cy: cy * 2 + 1 },
  ]);

/**
 * At most about this many cells asked in one statement of countedWithin. Every statement
 * is a round trip (with its wait for the event loop): asked level by level, a circle of 1
 * mile took 9 statements and 20 to 30 ms on PostgreSQL at 100,000 businesses, where its
 * page took 2 ms. Each of a batch's levels asks for the children of every cell across the
 * edge at the level before, those without rows too. On PostgreSQL 4,000 a statement (one
 * for a 1-mile circle) was slower than 1,000 (two or three), the last also testing the
 * edge's rows.
 */
const CELLS_PER_STATEMENT = 1000;

/**
 * The descent stops at the first level whose cells across the edge hold at most this many
 * rows each, on average, and their rows are tested instead (rowsWithin; on SQLite mostly
 * from the R*Tree's entries alone): a row tested costs less than the cells of the levels
 * below it. On PostgreSQL 4 was slower and 64 no faster.
 */
const EDGE_ROWS_PER_CELL = 16;

/**
 * How many published, located rows of `uid` lie within `miles` (great circle) of
 * `center`: from the cells of the circle's box, level by level, the cells wholly inside
 * are counted, those wholly outside dropped, and those across its edge that hold rows
 * looked at again a level finer; at the first level whose cells across hold few rows
 * (EDGE_ROWS_PER_CELL), or the finest, their rows are tested one by one. The work follows
 * the circle's edge, not the rows inside it. Several levels are read in one statement
 * (CELLS_PER_STATEMENT). With a `bound`, the count stops as soon as the cells wholly inside
 * hold more than it, and answers their rows (more than `bound`, fewer than all): a dense
 * circle is then one statement, before its edge's rows are looked at.
 */
export async function countedWithin(
  strapi: Core.Strapi,
  uid: CountedType,
  center: GeoPoint,
  miles: number,
  facet?: FacetValue,
  bound = Number.POSITIVE_INFINITY,
): Promise<number> {
  const postgres = isPostgres(strapi);
  const circle = circleOf(center, miles);
  const box = boxAround(center, miles);
  let level = COUNTED_LEVELS;
  while (level > 0 && gridCellsOf(box, level) > 16) level -= 1;
  let candidates: Cell[] = [];
  for (let cx = gridIndex(box.minLng, 180, level); cx <= gridIndex(box.maxLng, 180, level); cx += 1) {
    for (let cy = gridIndex(box.minLat, 90, level); cy <= gridIndex(box.maxLat, 90, level); cy += 1) {
      candidates.push({ cx, cy });
    }
  }
  let total = 0;
  while (candidates.length > 0) {
    // The levels one statement reads: each level's candidates are the children of every
    // cell across the edge at the level before, those without rows too (their children
    // hold none: absent from the counts), up to CELLS_PER_STATEMENT.
    const steps: Array<{ level: number; inside: Cell[]; across: Cell[] }> = [];
    let cells = candidates;
    let asked = 0;
    for (let at = level; ; at += 1) {
      const inside: Cell[] = [];
      const across: Cell[] = [];
      for (const cell of cells) {
        const place = placeOf(cell, at, circle);
        if (place === 'inside') inside.push(cell);
        else if (place === 'across') across.push(cell);
      }
      steps.push({ level: at, inside, across });
      asked += inside.length + across.length;
      if (at === COUNTED_LEVELS) break;
      cells = childrenOf(across);
      if (cells.length === 0 || asked + cells.length > CELLS_PER_STATEMENT) break;
    }
    const last = steps[steps.length - 1]!;
    // PostgreSQL: reaching the finest level, the same statement tests the rows of its
    // cells across the edge (those holding any).
    const finest = last.level === COUNTED_LEVELS && postgres;
    const { counts, edge } = await countsOf(
      strapi,
      uid,
      steps.map((step) => ({ level: step.level, cells: [...step.inside, ...step.across] })),
      facet,
      finest ? { level: COUNTED_LEVELS, cells: last.across, circle } : undefined,
    );
    let busy: Cell[] = [];
    for (const step of steps) {
      for (const cell of step.inside) total += counts.get(cellKey(step.level, cell)) ?? 0;
      if (total > bound) return total;
      busy = [];
      let rows = 0;
      for (const cell of step.across) {
        const n = counts.get(cellKey(step.level, cell));
        if (n === undefined) continue;
        busy.push(cell);
        rows += n;
      }
      if (step.level === COUNTED_LEVELS && postgres) return total + edge;
      if (step.level === COUNTED_LEVELS || rows <= EDGE_ROWS_PER_CELL * busy.length) {
        return total + (await rowsWithin(strapi, uid, { level: step.level, cells: busy, circle }, facet));
      }
    }
    candidates = childrenOf(busy);
    level = last.level + 1;
  }
  return total;
}

const LEVELS = range(0, COUNTED_LEVELS);

/** A row's facet value as its cells hold it ('' for none). */
const facetSql = (row: string, column: string) => `coalesce(${row}.${quoteName(column)}, '')`;

/** SQLite: the statements that add (sign 1) or take away (-1) row `row`'s point in every level's cell. */
function sqliteCellChange(cells: string, facet: string, row: 'new' | 'old', sign: 1 | -1): string {
  const located = `${row}.published_at IS NOT NULL AND ${row}.latitude IS NOT NULL AND ${row}.longitude IS NOT NULL`;
  const s = sign === 1 ? '' : '-';
  return (
    `INSERT INTO ${quoteName(cells)}(level, cx, cy, facet, n, sum_lat, sum_lng, sum_id) ` +
    `SELECT l.value, ${gridIndexSql(false, `${row}.longitude`, 180, 'l.value')}, ${gridIndexSql(false, `${row}.latitude`, 90, 'l.value')}, ` +
    `${facetSql(row, facet)}, ${sign}, ${s}${row}.latitude, ${s}${row}.longitude, ${s}${row}.id FROM json_each('${JSON.stringify(LEVELS)}') AS l WHERE ${located} ` +
    `ON CONFLICT(level, cx, cy, facet) DO UPDATE SET n = n + excluded.n, sum_lat = sum_lat + excluded.sum_lat, ` +
    `sum_lng = sum_lng + excluded.sum_lng, sum_id = sum_id + excluded.sum_id;`
  );
}

async function setUpSqlite(strapi: Core.Strapi, uid: CountedType, log: (line: string) => void): Promise<void> {
  const db = knex(strapi);
  const table = tableOf(strapi, uid);
  const cells = cellsTableOf(strapi, uid);
  const facet = facetColumnOf(uid);
  const createTable =
    `CREATE TABLE ${quoteName(cells)} (level INTEGER NOT NULL, cx INTEGER NOT NULL, cy INTEGER NOT NULL, ` +
    `facet TEXT NOT NULL, n INTEGER NOT NULL, sum_lat REAL NOT NULL, sum_lng REAL NOT NULL, sum_id INTEGER NOT NULL, ` +
    `PRIMARY KEY (level, cx, cy, facet)) WITHOUT ROWID`;
  const byRow = `CREATE INDEX ${quoteName(`${cells}_by_row`)} ON ${quoteName(cells)} (level, cy, cx, facet, n, sum_lat, sum_lng, sum_id)`;
  const triggers: Record<string, string> = {
    [`${cells}_insert`]:
      `CREATE TRIGGER ${quoteName(`${cells}_insert`)} AFTER INSERT ON ${quoteName(table)} ` +
      `BEGIN ${sqliteCellChange(cells, facet, 'new', 1)} END`,
    [`${cells}_update`]:
      `CREATE TRIGGER ${quoteName(`${cells}_update`)} AFTER UPDATE OF id, published_at, latitude, longitude, ${quoteName(facet)} ON ${quoteName(table)} ` +
      `BEGIN ${sqliteCellChange(cells, facet, 'old', -1)} ${sqliteCellChange(cells, facet, 'new', 1)} END`,
    [`${cells}_delete`]:
      `CREATE TRIGGER ${quoteName(`${cells}_delete`)} AFTER DELETE ON ${quoteName(table)} ` +
      `BEGIN ${sqliteCellChange(cells, facet, 'old', -1)} END`,
  };
  const existing = (await db.raw(`SELECT name, sql FROM sqlite_master WHERE name = ? OR name = ? OR tbl_name = ?`, [
    cells,
    `${cells}_by_row`,
    table,
  ])) as Array<{ name: string; sql: string | null }>;
  const current = new Map(existing.map((row) => [row.name, row.sql]));
  const upToDate =
    current.get(cells) === createTable &&
    current.get(`${cells}_by_row`) === byRow &&
    Object.entries(triggers).every(([name, sql]) => current.get(name) === sql);
  if (upToDate) return;
  // Missing or changed (a table rebuild by a schema change drops triggers): rebuilt whole.
  const started = Date.now();
  await db.transaction(async (trx) => {
    for (const name of Object.keys(triggers)) await trx.raw(`DROP TRIGGER IF EXISTS ${quoteName(name)}`);
    await trx.raw(`DROP TABLE IF EXISTS ${quoteName(cells)}`);
    await trx.raw(createTable);
    await trx.raw(fillSql(false, table, cells, facet));
    await trx.raw(byRow);
    for (const sql of Object.values(triggers)) await trx.raw(sql);
  });
  log(`Map cells ${cells} counted in ${Date.now() - started} ms`);
}

/** The counted cells of every published, located row of `table`, in one statement. */
function fillSql(postgres: boolean, table: string, cells: string, facet: string): string {
  const levels = postgres
    ? `generate_series(0, ${COUNTED_LEVELS}) AS l(value)`
    : `json_each('${JSON.stringify(LEVELS)}') AS l`;
  return (
    `INSERT INTO ${quoteName(cells)}(level, cx, cy, facet, n, sum_lat, sum_lng, sum_id) ` +
    `SELECT l.value, ${gridIndexSql(postgres, 'b.longitude', 180, 'l.value')} AS cx, ${gridIndexSql(postgres, 'b.latitude', 90, 'l.value')} AS cy, ` +
    `${facetSql('b', facet)} AS facet, count(*), sum(b.latitude), sum(b.longitude), sum(b.id) FROM ${quoteName(table)} AS b CROSS JOIN ${levels} ` +
    `WHERE b.published_at IS NOT NULL AND b.latitude IS NOT NULL AND b.longitude IS NOT NULL GROUP BY 1, 2, 3, 4`
  );
}

/**
 * PostgreSQL: the statement that adds the rows `sources` select (id, latitude, longitude,
 * facet, sign: 1 to add, -1 to take away) to every level's cell, a cell's changes summed first.
 */
function postgresCellChange(cells: string, sources: string[]): string {
  const t = quoteName(cells);
  return (
    `INSERT INTO ${t} AS c (level, cx, cy, facet, n, sum_lat, sum_lng, sum_id) ` +
    `SELECT l.value, ${gridIndexSql(true, 'r.longitude', 180, 'l.value')}, ${gridIndexSql(true, 'r.latitude', 90, 'l.value')}, r.facet, ` +
    `sum(r.sign), sum(r.sign * r.latitude), sum(r.sign * r.longitude), sum(r.sign * r.id) ` +
    `FROM (${sources.join(' UNION ALL ')}) AS r CROSS JOIN generate_series(0, ${COUNTED_LEVELS}) AS l(value) ` +
    `GROUP BY 1, 2, 3, 4 HAVING sum(r.sign) <> 0 OR sum(r.sign * r.latitude) <> 0 OR sum(r.sign * r.longitude) <> 0 ` +
    `ON CONFLICT (level, cx, cy, facet) DO UPDATE SET n = c.n + excluded.n, sum_lat = c.sum_lat + excluded.sum_lat, ` +
    `sum_lng = c.sum_lng + excluded.sum_lng, sum_id = c.sum_id + excluded.sum_id`
  );
}

/** The located rows of a transition table, or of the trigger's OLD or NEW row, with their facet and a sign. */
const locatedOf = (from: string, sign: 1 | -1) =>
  from === 'OLD' || from === 'NEW'
    ? `SELECT ${from}.id AS id, ${from}.latitude AS latitude, ${from}.longitude AS longitude, ` +
      `coalesce(${from}.{facet}, '') AS facet, ${sign} AS sign ` +
      `WHERE ${from}.published_at IS NOT NULL AND ${from}.latitude IS NOT NULL AND ${from}.longitude IS NOT NULL`
    : `SELECT s.id, s.latitude, s.longitude, coalesce(s.{facet}, '') AS facet, ${sign} AS sign FROM ${from} AS s ` +
      `WHERE s.published_at IS NOT NULL AND s.latitude IS NOT NULL AND s.longitude IS NOT NULL`;

/**
 * PostgreSQL's triggers ({facet}: the facet's column, quoted): inserts and deletes per
 * statement, from their transition tables (the seed's bulk SQL counts a thousand rows in
 * one statement); an update per row, only when it publishes, unpublishes, moves a row or
 * changes its facet (Strapi's updates set every column; an update of a rating or a review
 * count fires nothing).
 */
const POSTGRES_TRIGGERS: Record<string, { sources: string[]; when: string }> = {
  insert: {
    sources: [locatedOf('added', 1)],
    when: 'AFTER INSERT ON {table} REFERENCING NEW TABLE AS added FOR EACH STATEMENT',
  },
  update: {
    sources: [locatedOf('OLD', -1), locatedOf('NEW', 1)],
    when:
      'AFTER UPDATE OF id, published_at, latitude, longitude, {facet} ON {table} FOR EACH ROW WHEN ' +
      '(OLD.published_at IS DISTINCT FROM NEW.published_at OR OLD.latitude IS DISTINCT FROM NEW.latitude ' +
      'OR OLD.longitude IS DISTINCT FROM NEW.longitude OR OLD.id IS DISTINCT FROM NEW.id ' +
      'OR OLD.{facet} IS DISTINCT FROM NEW.{facet})',
  },
  delete: {
    sources: [locatedOf('removed', -1)],
    when: 'AFTER DELETE ON {table} REFERENCING OLD TABLE AS removed FOR EACH STATEMENT',
  },
};

/** Bump when the PostgreSQL definitions below change: a start finds the old name and rebuilds. */
const POSTGRES_VERSION = 2;

async function setUpPostgres(strapi: Core.Strapi, uid: CountedType, log: (line: string) => void): Promise<void> {
  const db = knex(strapi);
  const table = tableOf(strapi, uid);
  const cells = cellsTableOf(strapi, uid);
  const facet = facetColumnOf(uid);
  const fn = (op: string) => `${cells}_${op}_v${POSTGRES_VERSION}`;
  const isUpToDate = async (runner: Knex | Knex.Transaction) => {
    const found = (await runner.raw(
      `SELECT count(*)::int AS n FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid ` +
        `WHERE c.relname = ? AND c.relnamespace = current_schema()::regnamespace AND t.tgname = ANY(?)`,
      [table, ['insert', 'update', 'delete'].map(fn)],
    )) as { rows: Array<{ n: number }> };
    return found.rows[0]?.n === 3;
  };
  if (await isUpToDate(db)) return;
  const started = Date.now();
  await db.transaction(async (trx) => {
    // Replicas starting together: one builds, the others find it built.
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext(?))`, [cells]);
    if (await isUpToDate(trx)) return;
    const old = (await trx.raw(
      `SELECT t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid ` +
        `WHERE c.relname = ? AND c.relnamespace = current_schema()::regnamespace AND t.tgname LIKE ?`,
      [table, `${cells}_%`],
    )) as { rows: Array<{ tgname: string }> };
    for (const { tgname } of old.rows) await trx.raw(`DROP TRIGGER ${quoteName(tgname)} ON ${quoteName(table)}`);
    await trx.raw(`DROP TABLE IF EXISTS ${quoteName(cells)}`);
    await trx.raw(
      `CREATE TABLE ${quoteName(cells)} (level smallint NOT NULL, cx integer NOT NULL, cy integer NOT NULL, ` +
        `facet text NOT NULL, n integer NOT NULL, sum_lat float8 NOT NULL, sum_lng float8 NOT NULL, sum_id bigint NOT NULL, ` +
        `PRIMARY KEY (level, cx, cy, facet))`,
    );
    await trx.raw(fillSql(true, table, cells, facet));
    await trx.raw(
      `CREATE INDEX ${quoteName(`${cells}_by_row`)} ON ${quoteName(cells)} (level, cy, cx, facet) INCLUDE (n, sum_lat, sum_lng, sum_id)`,
    );
    const withFacet = (sql: string) => sql.replaceAll('{facet}', quoteName(facet));
    for (const [op, trigger] of Object.entries(POSTGRES_TRIGGERS)) {
      await trx.raw(
        `CREATE OR REPLACE FUNCTION ${quoteName(fn(op))}() RETURNS trigger LANGUAGE plpgsql AS $body$ BEGIN ` +
          `${withFacet(postgresCellChange(cells, trigger.sources))}; RETURN NULL; END $body$`,
      );
      await trx.raw(
        `CREATE TRIGGER ${quoteName(fn(op))} ${withFacet(trigger.when.replace('{table}', quoteName(table)))} ` +
          `EXECUTE FUNCTION ${quoteName(fn(op))}()`,
      );
    }
  });
  log(`Map cells ${cells} counted in ${Date.now() - started} ms`);
}

/** Creates or repairs the counted cells (idempotent; run at every start, after the spatial index). */
export async function setUpCountedCells(strapi: Core.Strapi): Promise<void> {
  const log = (line: string) => strapi.log.info(line);
  for (const uid of COUNTED_TYPES) {
    if (isPostgres(strapi)) await setUpPostgres(strapi, uid, log);
    else await setUpSqlite(strapi, uid, log);
  }
}
