import { expect } from 'vitest';
import { gridIndex } from '@tampa-local/domain';
import type { TestApp } from '@tampa-local/test-kit';

export type Located = { id: number; latitude: number; longitude: number };

/** The column each table's cells are also counted by (their facet: cms/src/core/geo/geo-cells.ts). */
const FACET_COLUMNS: Record<string, string> = { businesses: 'category', properties: 'listing_type' };

/** The published, located rows of a table as the database holds them. */
export async function locatedRows(app: TestApp, table: string): Promise<Located[]> {
  const rows = (await app.strapi.db
    .connection(table)
    .whereNotNull('published_at')
    .whereNotNull('latitude')
    .whereNotNull('longitude')
    .select('id', 'latitude', 'longitude')) as Located[];
  return rows.map((row) => ({ id: Number(row.id), latitude: Number(row.latitude), longitude: Number(row.longitude) }));
}

/**
 * The counted cells the map keeps for a table (level, cell, facet value, count, ids)
 * against a recount of its rows at every level.
 */
export async function expectCellsRecounted(app: TestApp, table: string): Promise<void> {
  const facet = FACET_COLUMNS[table];
  if (!facet) throw new Error(`no counted cells for ${table}`);
  const kept = (await app.strapi.db
    .connection(`${table}_geo_cells`)
    .where('n', '>', 0)
    .select('level', 'cx', 'cy', 'facet', 'n', 'sum_id')) as Array<Record<string, unknown>>;
  const keptKeys = kept
    .map((c) => `${c.level}:${c.cx}:${c.cy}:${String(c.facet)}:${Number(c.n)}:${Number(c.sum_id)}`)
    .sort();
  const rows = (await app.strapi.db
    .connection(table)
    .whereNotNull('published_at')
    .whereNotNull('latitude')
    .whereNotNull('longitude')
    .select('id', 'latitude', 'longitude', `${facet} as facet`)) as Array<Record<string, unknown>>;
  const recount = new Map<string, { n: number; ids: number }>();
  for (const row of rows) {
    const [lng, lat] = [Number(row.longitude), Number(row.latitude)];
    for (let level = 0; level <= 22; level += 1) {
      const key = `${level}:${gridIndex(lng, 180, level)}:${gridIndex(lat, 90, level)}:${String(row.facet ?? '')}`;
      const cell = recount.get(key) ?? { n: 0, ids: 0 };
      cell.n += 1;
      cell.ids += Number(row.id);
      recount.set(key, cell);
    }
  }
  const recountKeys = [...recount].map(([key, { n, ids }]) => `${key}:${n}:${ids}`).sort();
  expect(keptKeys).toEqual(recountKeys);
}
