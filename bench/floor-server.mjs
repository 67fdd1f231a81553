#!/usr/bin/env node
/**
 * The floor: the SQL our cms runs for each benchmark URL (recorded from the cms itself
 * by bench/lib/cms-server.mjs with BENCH_CAPTURE_SQL), replayed with the same driver in
 * a bare node:http server that answers the rows as JSON. No framework, no shaping, no
 * cache: what the database and the driver cost on their own.
 *
 * GET /api/businesses/export/csv: the CSV export's floor, the cms's rows (the same SELECT
 * of published businesses in id order: one pass on SQLite, keyset pages of 1,000 on
 * PostgreSQL) with the same cells (labels, hours text, price sign) streamed through
 * @json2csv/node's Transform, the CSV library the cms depends on, straight to the socket.
 *
 *   BENCH_QUERIES=<captured.json> BENCH_PORT=<port> DATABASE_CLIENT=sqlite DATABASE_FILENAME=<file> node bench/floor-server.mjs
 *   … DATABASE_CLIENT=postgres DATABASE_URL=postgres://… (pool of DATABASE_POOL_MAX, default 10, as the cms)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AREA_LABELS, BUSINESS_CATEGORY_LABELS, formatOpeningHours } from '@tampa-local/domain';
import { CMS_DIR } from './lib/env.mjs';

/**
 * @typedef {import('./lib/cms-server.mjs').CapturedStatement} CapturedStatement
 * @typedef {import('@tampa-local/domain').Area} Area
 * @typedef {import('@tampa-local/domain').BusinessCategory} BusinessCategory
 * @typedef {import('@tampa-local/domain').OpeningHours} OpeningHours
 */
/**
 * A row of CSV_SELECT as the drivers return it: PostgreSQL gives decimals as strings and
 * JSON parsed, SQLite booleans as 0/1 and JSON as text.
 * @typedef {{
 *   id: number,
 *   document_id: string,
 *   name: string,
 *   slug: string,
 *   category: BusinessCategory,
 *   area: Area,
 *   address: string | null,
 *   phone: string | null,
 *   website: string | null,
 *   opening_hours: OpeningHours | string | null,
 *   rating: number | string | null,
 *   review_count: number,
 *   price_level: number | null,
 *   featured: boolean | number,
 *   latitude: number | string | null,
 *   longitude: number | string | null,
 *   description: string | null,
 * }} BusinessRow
 */

// The drivers the cms itself uses.
const require = createRequire(path.join(CMS_DIR, 'package.json'));
/**
 * The statements cms-server.mjs recorded, by URL.
 * @type {Record<string, CapturedStatement[]>}
 */
const byUrl = process.env.BENCH_QUERIES ? JSON.parse(readFileSync(process.env.BENCH_QUERIES, 'utf8')) : {};
const { Transform: CsvTransform } = require('@json2csv/node');
const port = Number(process.env.BENCH_PORT ?? 1340);

/**
 * Runs the statements of one request; returns their rows.
 * @type {(statements: CapturedStatement[]) => Promise<unknown[]>}
 */
let run;
/**
 * The published businesses in id order, as an iterable (SQLite) or async iterable
 * (PostgreSQL) of row objects.
 * @type {() => Iterable<BusinessRow> | AsyncIterable<BusinessRow>}
 */
let businessRows;

const CSV_COLUMNS =
  'id, document_id, name, slug, category, area, address, phone, website, opening_hours, rating, review_count, price_level, featured, latitude, longitude, description';
const CSV_SELECT = `SELECT ${CSV_COLUMNS} FROM businesses WHERE published_at IS NOT NULL`;

if (process.env.DATABASE_CLIENT === 'postgres') {
  const pg = require('pg');
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
  });
  // knex hands pg positional $n parameters; the recorded text may still use ?.
  const native = (/** @type {string} */ sql) => {
    if (/\$\d/.test(sql)) return sql;
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  /** @type {Map<string, string>} */
  const prepared = new Map();
  for (const statements of Object.values(byUrl)) for (const s of statements) prepared.set(s.sql, native(s.sql));
  // Independent statements go out together, as the cms does with Promise.all. Every
  // recorded statement is prepared above.
  run = async (statements) =>
    Promise.all(
      statements.map(async (s) => (await pool.query(/** @type {string} */ (prepared.get(s.sql)), s.bindings)).rows),
    );
  businessRows = async function* () {
    let after = 0;
    for (;;) {
      /** @type {{ rows: BusinessRow[] }} */
      const { rows } = await pool.query(`${CSV_SELECT} AND id > $1 ORDER BY id LIMIT 1000`, [after]);
      const last = rows[rows.length - 1];
      if (!last) return;
      yield* rows;
      after = last.id;
    }
  };
} else {
  /** @type {typeof import('better-sqlite3')} */
  const Database = require('better-sqlite3');
  const db = new Database(process.env.DATABASE_FILENAME);
  // The connection settings of cms/config/database.ts.
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = NORMAL');
  db.function('lower', { deterministic: true }, (value) => (typeof value === 'string' ? value.toLowerCase() : value));
  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const statements = new Map();
  const bind = (/** @type {unknown} */ value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);
  run = async (list) =>
    list.map((s) => {
      let statement = statements.get(s.sql);
      if (!statement) {
        statement = db.prepare(s.sql);
        statements.set(s.sql, statement);
      }
      return statement.reader ? statement.all(...s.bindings.map(bind)) : statement.run(...s.bindings.map(bind));
    });
  businessRows = function* () {
    // A connection of its own, as a long read should not hold up the others.
    const reader = new Database(process.env.DATABASE_FILENAME, { readonly: true });
    try {
      yield* /** @type {IterableIterator<BusinessRow>} */ (reader.prepare(`${CSV_SELECT} ORDER BY id`).iterate());
    } finally {
      reader.close();
    }
  };
}

/** @type {Map<BusinessRow['opening_hours'], string | null>} */
const hours = new Map();
const hoursText = (/** @type {BusinessRow['opening_hours']} */ raw) => {
  if (!hours.has(raw)) hours.set(raw, formatOpeningHours(typeof raw === 'string' ? JSON.parse(raw) : raw));
  return hours.get(raw);
};
/** @type {{ label: string, value: keyof BusinessRow | ((row: BusinessRow) => unknown) }[]} */
const CSV_FIELDS = [
  { label: 'ID', value: 'document_id' },
  { label: 'Name', value: 'name' },
  { label: 'Slug', value: 'slug' },
  { label: 'Category', value: (row) => BUSINESS_CATEGORY_LABELS[row.category] ?? row.category },
  { label: 'Area', value: (row) => AREA_LABELS[row.area] ?? row.area },
  { label: 'Address', value: 'address' },
  { label: 'Phone', value: 'phone' },
  { label: 'Website', value: 'website' },
  { label: 'Hours', value: (row) => hoursText(row.opening_hours) },
  { label: 'Rating', value: (row) => (row.rating === null ? null : Number(row.rating)) },
  { label: 'Review Count', value: 'review_count' },
  { label: 'Price Range', value: (row) => (row.price_level ? '$'.repeat(row.price_level) : null) },
  { label: 'Featured', value: (row) => (row.featured ? 'yes' : 'no') },
  { label: 'Latitude', value: (row) => (row.latitude === null ? null : Number(row.latitude)) },
  { label: 'Longitude', value: (row) => (row.longitude === null ? null : Number(row.longitude)) },
  { label: 'Description', value: 'description' },
];

/** @param {import('node:http').ServerResponse} res */
async function exportCsv(res) {
  res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
  const csv = new CsvTransform({ fields: CSV_FIELDS, eol: '\r\n' }, {}, { objectMode: true });
  await pipeline(Readable.from(businessRows()), csv, res);
}

const server = createServer(async (req, res) => {
  if (req.url === '/api/businesses/export/csv') {
    await exportCsv(res).catch((error) => res.destroy(error));
    return;
  }
  // A request to this server always has a URL.
  const statements = byUrl[/** @type {string} */ (req.url)];
  if (!statements) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end('{"error":"Not recorded"}');
    return;
  }
  try {
    const body = JSON.stringify(await run(statements));
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        error: String(/** @type {{ message?: unknown } | null | undefined} */ (error)?.message ?? error),
      }),
    );
  }
});
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => process.stdout.write(`ready ${port}\n`));
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
