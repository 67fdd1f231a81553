import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { UID } from './content-types';
import { knex } from './connection';
import { BUSINESS_ORDER, BUSINESS_ORDERS, EVENT_ORDER, INFLUENCER_ORDER, PROPERTY_ORDER } from './list-orders';
import { schema, tableOf } from './db';

/**
 * Indexes shaped like the public list queries: only published rows (partial), the
 * filters first, then the sort order, so a page is read in order and a total is
 * counted from the index alone. Strapi's schema.json indexes cannot be partial or
 * descending, so these are created here, idempotently, at every start; Strapi's schema
 * sync leaves indexes it did not create alone. Each name ends with a tag of its
 * definition: a changed definition replaces the old index.
 */
type IndexSpec = {
  uid: string;
  name: string;
  columns: readonly string[];
  /**
   * Columns carried beside the key, for reads from the index alone: PostgreSQL's INCLUDE;
   * on SQLite, which has none, key columns after the order's (which ends with the id, so
   * they change no order), read from the index before the row is.
   */
  include?: readonly string[];
};

/** After the order: what a total (also with a price range) needs to be counted from the index alone. */
const PROPERTY_COUNTED = ['price_type', 'published_at'];

const INDEXES: IndexSpec[] = [
  // Each business sort without a filter; nearest first is read from the spatial index (geo-index.ts).
  // With the coordinates, so that a box list walked in its order (business.ts boxPage)
  // tests each row's point from the index, reading no row from the table but the page's
  // (at 100,000 a zoom-16 view walks a few hundred to a thousand entries).
  ...Object.entries(BUSINESS_ORDERS).map(([sort, columns]) => ({
    uid: UID.business,
    name: `businesses_list_${sort}`,
    columns,
    include: ['latitude', 'longitude'],
  })),
  // A category's box list of a larger box walks it (boxPage), reading each walked row's point
  // from the table: carrying the coordinates here made PostgreSQL read a category's cluster
  // edges from this index (all of a category's rows) instead of the point index's strips
  // (category clusters at 1,000,000: p50 13 -> 90 ms).
  { uid: UID.business, name: 'businesses_list_category', columns: ['category', ...BUSINESS_ORDER] },
  { uid: UID.business, name: 'businesses_list_category_area', columns: ['category', 'area', ...BUSINESS_ORDER] },
  { uid: UID.business, name: 'businesses_list_area', columns: ['area', ...BUSINESS_ORDER] },
  { uid: UID.business, name: 'businesses_list_featured', columns: ['featured', ...BUSINESS_ORDER] },
  { uid: UID.event, name: 'events_list_date', columns: EVENT_ORDER },
  {
    uid: UID.event,
    name: 'events_list_category_date',
    columns: ['category', ...EVENT_ORDER],
  },
  {
    uid: UID.property,
    name: 'properties_list_listing',
    // price_type and published_at last: totals (with a price range too) are counted from the index alone.
    columns: ['listing_type', ...PROPERTY_ORDER, ...PROPERTY_COUNTED],
  },
  // An area or a property type without the listing type. published_at last: SQLite counts
  // from a partial index alone only when the column of its WHERE is in it.
  { uid: UID.property, name: 'properties_list_type', columns: ['type', ...PROPERTY_ORDER, ...PROPERTY_COUNTED] },
  {
    uid: UID.property,
    name: 'properties_list_type_area',
    columns: ['type', 'area', ...PROPERTY_ORDER, ...PROPERTY_COUNTED],
  },
  { uid: UID.property, name: 'properties_list_area', columns: ['area', ...PROPERTY_ORDER, ...PROPERTY_COUNTED] },
  // A listing type with a property type, with an area, or with both: the real-estate and
  // rentals pages' filters together. At 285,000 properties these totals scanned every row
  // of the listing type (300-600 ms).
  {
    uid: UID.property,
    name: 'properties_list_listing_type',
    columns: ['listing_type', 'type', ...PROPERTY_ORDER, ...PROPERTY_COUNTED],
  },
  {
    uid: UID.property,
    name: 'properties_list_listing_area',
    columns: ['listing_type', 'area', ...PROPERTY_ORDER, ...PROPERTY_COUNTED],
  },
  // All three: the one index with three equal columns, so the planner needs no statistics
  // (SQLite keeps none) to prefer it over the two above, which would read every row of
  // their two columns looking for the third (250 ms for an area with no such listing).
  {
    uid: UID.property,
    name: 'properties_list_listing_area_type',
    columns: ['listing_type', 'area', 'type', ...PROPERTY_ORDER, ...PROPERTY_COUNTED],
  },
  { uid: UID.property, name: 'properties_list_available', columns: PROPERTY_ORDER },
  // The creators list, and the other creators on each creator's page: most followed first.
  { uid: UID.influencer, name: 'influencers_list_followers', columns: INFLUENCER_ORDER },
  { uid: UID.property, name: 'properties_list_price', columns: ['price_type', 'price'] },
];

/** SQLite sorts NULL first ascending and last descending, and has no NULLS clause in indexes. */
const forSqlite = (column: string) => column.replace(/ NULLS (FIRST|LAST)$/, '');

/** `name DESC` → `"name" DESC` */
const quoted = (column: string) => column.replace(/^(\w+)/, '"$1"');

/**
 * Each row's first picture (withFirstImage in db.ts) is looked up by the row's id, its
 * content type and the field, first by order: lists, pages and searches do it for every
 * row they answer. Strapi's own index on the upload plugin's link table holds the row's
 * id alone, so each lookup read the links of every content type's row with that id (a
 * business, an event, a property and a creator may share one) from the table and sorted
 * them. This one is in the lookup's order and ends with the file's id: the lookup is read
 * from the index alone. Not partial: links have no published_at.
 */
function mediaIndexColumns(strapi: Core.Strapi): string[] {
  const { relatedId, relatedType, file } = schema(strapi).media;
  return [relatedId, relatedType, 'field', 'order', 'id', file];
}

/** Creates `name` (tagged with a hash of its definition) on `table`, dropping its older definitions. */
async function ensureIndex(strapi: Core.Strapi, table: string, name: string, definition: string): Promise<void> {
  const db = knex(strapi);
  const sqlite = strapi.db.dialect.client !== 'postgres';
  const tagged = `${name}_${createHash('sha1').update(definition).digest('hex').slice(0, 8)}`;
  const existing = sqlite
    ? ((await db.raw(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?`, [table])) as Array<{
        name: string;
      }>)
    : (
        (await db.raw(
          `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ?`,
          [table],
        )) as { rows: Array<{ name: string }> }
      ).rows;
  const versions = new RegExp(`^${name}_[0-9a-f]{8}$`);
  for (const { name: old } of existing) {
    if (versions.test(old) && old !== tagged) await db.raw('DROP INDEX IF EXISTS ??', [old]);
  }
  await db.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? ${definition}`, [tagged, table]);
}

/** The list indexes and the picture lookup's, each created when missing or changed. */
export async function ensureIndexes(strapi: Core.Strapi): Promise<void> {
  const sqlite = strapi.db.dialect.client !== 'postgres';
  for (const index of INDEXES) {
    const keys = sqlite ? [...index.columns, ...(index.include ?? [])] : index.columns;
    const columns = keys.map((column) => quoted(sqlite ? forSqlite(column) : column)).join(', ');
    const include = !sqlite && index.include ? ` INCLUDE (${index.include.map(quoted).join(', ')})` : '';
    await ensureIndex(
      strapi,
      tableOf(strapi, index.uid),
      index.name,
      `(${columns})${include} WHERE published_at IS NOT NULL`,
    );
  }
  const media = schema(strapi).media.table;
  await ensureIndex(strapi, media, 'files_related_first', `(${mediaIndexColumns(strapi).map(quoted).join(', ')})`);
}
