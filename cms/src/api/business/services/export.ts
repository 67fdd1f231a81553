import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { string as stringFormatter, number as numberFormatter } from '@json2csv/formatters';
import {
  BUSINESS_CATEGORY_LABELS,
  AREA_LABELS,
  formatOpeningHours,
  type Area,
  type BusinessCategory,
  type OpeningHours,
} from '@tampa-local/domain';
import { knex, sqliteDatabaseFile } from '../../../core/db/connection';
import { read, schema } from '../../../core/db/db';
import { priceRangeText } from '../../shapes';

export const CSV_FILE_NAME = 'tampa-bay-businesses.csv';
const BATCH_SIZE = 1000;

/** The columns read for each business. */
const COLUMNS = [
  'document_id',
  'name',
  'slug',
  'category',
  'area',
  'address',
  'phone',
  'website',
  'opening_hours',
  'rating',
  'review_count',
  'price_level',
  'featured',
  'latitude',
  'longitude',
  'description',
] as const;
type Column = (typeof COLUMNS)[number];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; prefixing an apostrophe makes it plain text (OWASP "CSV injection").
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const quoted = stringFormatter();
const formatNumber = numberFormatter();
const FORMULA_STARTS = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]); // = + - @ tab CR

/**
 * Text cells are neutralised and quoted (the same as quoted(neutralizeFormula(value)),
 * written out because it runs for every cell), numbers bare, missing values empty.
 */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  let cell = typeof value === 'string' ? value : String(value);
  if (FORMULA_STARTS.has(cell.charCodeAt(0))) cell = `'${cell}`;
  if (cell.includes('"')) cell = cell.replaceAll('"', '""');
  return `"${cell}"`;
}
const number = (value: unknown): string => {
  const n = read.number(value);
  return n === null ? '' : formatNumber(n);
};

/** Opening hours repeat across many businesses: each distinct schedule is described once. */
function hoursFormatter(): (raw: unknown) => string | null {
  const known = new Map<string, string | null>();
  return (raw) => {
    const key = typeof raw === 'string' ? raw : JSON.stringify(raw ?? null);
    let described = known.get(key);
    if (described === undefined) {
      described = formatOpeningHours(read.json<OpeningHours>(raw));
      if (known.size < 10_000) known.set(key, described);
    }
    return described;
  };
}

type Format = 'text' | 'category' | 'area' | 'hours' | 'number' | 'count' | 'price' | 'featured';

/** The CSV's columns, in order: header label, database column, how a value is written. */
const CSV_COLUMNS: Array<{ label: string; column: Column; format: Format }> = [
  { label: 'ID', column: 'document_id', format: 'text' },
  { label: 'Name', column: 'name', format: 'text' },
  { label: 'Slug', column: 'slug', format: 'text' },
  { label: 'Category', column: 'category', format: 'category' },
  { label: 'Area', column: 'area', format: 'area' },
  { label: 'Address', column: 'address', format: 'text' },
  { label: 'Phone', column: 'phone', format: 'text' },
  { label: 'Website', column: 'website', format: 'text' },
  { label: 'Hours', column: 'opening_hours', format: 'hours' },
  { label: 'Rating', column: 'rating', format: 'number' },
  { label: 'Review Count', column: 'review_count', format: 'count' },
  { label: 'Price Range', column: 'price_level', format: 'price' },
  { label: 'Featured', column: 'featured', format: 'featured' },
  { label: 'Latitude', column: 'latitude', format: 'number' },
  { label: 'Longitude', column: 'longitude', format: 'number' },
  { label: 'Description', column: 'description', format: 'text' },
];

const CELL: Record<Format, (value: unknown, hours: (raw: unknown) => string | null) => string> = {
  text: (value) => text(value),
  category: (value) => text(BUSINESS_CATEGORY_LABELS[value as BusinessCategory] ?? value),
  area: (value) => text(AREA_LABELS[value as Area] ?? value),
  hours: (value, hours) => text(hours(value)),
  number: (value) => number(value),
  count: (value) => formatNumber(read.int(value)),
  price: (value) => text(priceRangeText(value)),
  featured: (value) => text(read.bool(value) ? 'yes' : 'no'),
};

export const CSV_HEADERS = CSV_COLUMNS.map((column) => column.label);
const HEADER = CSV_HEADERS.map((label) => quoted(label)).join(',');
const EOL = '\r\n';

type SqliteStatement = { raw: (on: boolean) => SqliteStatement; iterate: () => IterableIterator<unknown[]> };
type SqliteDatabase = {
  prepare: (sql: string) => SqliteStatement;
  pragma: (sql: string) => unknown;
  close: () => void;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sqliteSelect = () =>
    `SELECT ${CSV_COLUMNS.map(({ column }) => `"${column}"`).join(', ')} ` +
    `FROM "${schema(strapi).businesses}" WHERE published_at IS NOT NULL ORDER BY id`;

  /**
   * SQLite: one pass over the table on a read-only connection of its own (one consistent
   * snapshot; the app's connection stays free), rows as arrays in CSV column order.
   */
  async function* sqliteBatches(): AsyncGenerator<unknown[][]> {
    const filename = sqliteDatabaseFile(strapi);
    if (!filename) throw new Error('The CSV export reads SQLite from its database file, and this database has none');
    // The driver knex itself uses.
    const Database = createRequire(require.resolve('knex'))('better-sqlite3') as new (
      file: string,
      options: { readonly: boolean; fileMustExist: boolean },
    ) => SqliteDatabase;
    const db = new Database(filename, { readonly: true, fileMustExist: true });
    try {
      db.pragma('busy_timeout = 10000');
      let batch: unknown[][] = [];
      for (const row of db.prepare(sqliteSelect()).raw(true).iterate()) {
        batch.push(row);
        if (batch.length === BATCH_SIZE) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    } finally {
      db.close();
    }
  }

  /**
   * PostgreSQL: keyset pages in id order, rows as arrays in CSV column order. The next
   * page is read while the current one is written, so the database and the formatting
   * overlap.
   */
  async function* keysetBatches(): AsyncGenerator<unknown[][]> {
    const page = (afterId: number): Promise<Array<Record<string, unknown>>> => {
      // then() runs the query builder once and gives a plain promise.
      const rows = knex(strapi)(schema(strapi).businesses)
        .whereNotNull('published_at')
        .where('id', '>', afterId)
        .orderBy('id', 'asc')
        .limit(BATCH_SIZE)
        .select('id', ...COLUMNS)
        .then((result: Array<Record<string, unknown>>) => result);
      // A download the client abandons leaves one page unread: its failure must not go unhandled.
      rows.catch(() => {});
      return rows;
    };
    let next = page(0);
    for (;;) {
      const batch = await next;
      if (batch.length === 0) return;
      if (batch.length === BATCH_SIZE) next = page(Number(batch[batch.length - 1]?.id));
      else next = Promise.resolve([]);
      yield batch.map((row) => CSV_COLUMNS.map(({ column }) => row[column]));
    }
  }

  return {
    /** The CSV text: the header, then one chunk per batch of businesses. */
    async *chunks(): AsyncGenerator<string> {
      const hours = hoursFormatter();
      const cells = CSV_COLUMNS.map(({ format }) => CELL[format]);
      yield HEADER;
      for await (const batch of strapi.db.dialect.client === 'postgres' ? keysetBatches() : sqliteBatches()) {
        let chunk = '';
        for (const row of batch) {
          chunk += EOL;
          for (let i = 0; i < cells.length; i += 1) {
            if (i > 0) chunk += ',';
            chunk += cells[i]!(row[i], hours);
          }
        }
        yield chunk;
      }
    },

    /**
     * The CSV as a byte stream: one row per published business, read as the client
     * takes it, so memory stays flat whatever the number of businesses.
     */
    stream(): NodeJS.ReadableStream {
      return Readable.from(this.chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
    },
  };
};
