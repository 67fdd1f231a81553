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
import { knex, read, schema } from '../../../lib/db';
import { priceRangeText } from '../../../lib/shapes';

export const CSV_FILE_NAME = 'tampa-bay-businesses.csv';
const BATCH_SIZE = 1000;

/** The columns read for each business, in this order (rows travel as arrays). */
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
const at = Object.fromEntries(COLUMNS.map((column, i) => [column, i])) as Record<Column, number>;

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

/** Header label and cell of each CSV column, in order. */
const CSV_COLUMNS: Array<{ label: string; cell: (row: unknown[], hours: (raw: unknown) => string | null) => string }> =
  [
    { label: 'ID', cell: (row) => text(row[at.document_id]) },
    { label: 'Name', cell: (row) => text(row[at.name]) },
    { label: 'Slug', cell: (row) => text(row[at.slug]) },
    {
      label: 'Category',
      cell: (row) => text(BUSINESS_CATEGORY_LABELS[row[at.category] as BusinessCategory] ?? row[at.category]),
    },
    { label: 'Area', cell: (row) => text(AREA_LABELS[row[at.area] as Area] ?? row[at.area]) },
    { label: 'Address', cell: (row) => text(row[at.address]) },
    { label: 'Phone', cell: (row) => text(row[at.phone]) },
    { label: 'Website', cell: (row) => text(row[at.website]) },
    { label: 'Hours', cell: (row, hours) => text(hours(row[at.opening_hours])) },
    { label: 'Rating', cell: (row) => number(row[at.rating]) },
    { label: 'Review Count', cell: (row) => formatNumber(read.int(row[at.review_count])) },
    { label: 'Price Range', cell: (row) => text(priceRangeText(row[at.price_level])) },
    { label: 'Featured', cell: (row) => text(read.bool(row[at.featured]) ? 'yes' : 'no') },
    { label: 'Latitude', cell: (row) => number(row[at.latitude]) },
    { label: 'Longitude', cell: (row) => number(row[at.longitude]) },
    { label: 'Description', cell: (row) => text(row[at.description]) },
  ];

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
  const sql = () =>
    `SELECT ${COLUMNS.map((column) => `"${column}"`).join(', ')} FROM "${schema(strapi).businesses}" WHERE published_at IS NOT NULL ORDER BY id`;

  /**
   * SQLite: one pass over the table on a read-only connection of its own (one consistent
   * snapshot; the app's connection stays free), rows as arrays.
   */
  async function* sqliteBatches(): AsyncGenerator<unknown[][]> {
    const filename = (strapi.db.connection.client as { connectionSettings: { filename: string } }).connectionSettings
      .filename;
    // The driver knex itself uses.
    const Database = createRequire(require.resolve('knex'))('better-sqlite3') as new (
      file: string,
      options: { readonly: boolean; fileMustExist: boolean },
    ) => SqliteDatabase;
    const db = new Database(filename, { readonly: true, fileMustExist: true });
    try {
      db.pragma('busy_timeout = 10000');
      let batch: unknown[][] = [];
      for (const row of db.prepare(sql()).raw(true).iterate()) {
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

  /** PostgreSQL: keyset pages in id order. */
  async function* keysetBatches(): AsyncGenerator<unknown[][]> {
    let lastId = 0;
    for (;;) {
      const batch = (await knex(strapi)(schema(strapi).businesses)
        .whereNotNull('published_at')
        .where('id', '>', lastId)
        .orderBy('id', 'asc')
        .limit(BATCH_SIZE)
        .select('id', ...COLUMNS)) as Array<Record<string, unknown>>;
      if (batch.length === 0) return;
      yield batch.map((row) => COLUMNS.map((column) => row[column]));
      lastId = Number(batch[batch.length - 1]?.id);
    }
  }

  return {
    /** The CSV text: the header, then one chunk per batch of businesses. */
    async *chunks(): AsyncGenerator<string> {
      const hours = hoursFormatter();
      yield HEADER;
      const batches = strapi.db.dialect.client === 'postgres' ? keysetBatches() : sqliteBatches();
      for await (const batch of batches) {
        let chunk = '';
        for (const row of batch) {
          chunk += EOL;
          for (let i = 0; i < CSV_COLUMNS.length; i += 1) {
            if (i > 0) chunk += ',';
            chunk += CSV_COLUMNS[i]!.cell(row, hours);
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
