#!/usr/bin/env node
/**
 * The floor: the SQL our cms runs for each benchmark URL (recorded from the cms itself
 * by bench/lib/cms-server.mjs with BENCH_CAPTURE_SQL), replayed with the same driver in
 * a bare node:http server that answers the rows as JSON. No framework, no shaping, no
 * cache: what the database and the driver cost on their own.
 *
 *   BENCH_QUERIES=<captured.json> BENCH_PORT=<port> DATABASE_CLIENT=sqlite DATABASE_FILENAME=<file> node bench/floor-server.mjs
 *   … DATABASE_CLIENT=postgres DATABASE_URL=postgres://… (pool of DATABASE_POOL_MAX, default 10, as the cms)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from './lib/env.mjs';

// The drivers the cms itself uses.
const require = createRequire(path.join(CMS_DIR, 'package.json'));
const byUrl = JSON.parse(readFileSync(process.env.BENCH_QUERIES, 'utf8'));
const port = Number(process.env.BENCH_PORT ?? 1340);

/** Runs the statements of one request; returns their rows. */
let run;

if (process.env.DATABASE_CLIENT === 'postgres') {
  const pg = require('pg');
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
  });
  // knex hands pg positional $n parameters; the recorded text may still use ?.
  const native = (sql) => {
    if (/\$\d/.test(sql)) return sql;
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  const prepared = new Map();
  for (const statements of Object.values(byUrl)) for (const s of statements) prepared.set(s.sql, native(s.sql));
  // Independent statements go out together, as the cms does with Promise.all.
  run = async (statements) =>
    Promise.all(statements.map(async (s) => (await pool.query(prepared.get(s.sql), s.bindings)).rows));
} else {
  const Database = require('better-sqlite3');
  const db = new Database(process.env.DATABASE_FILENAME);
  // The connection settings of cms/config/database.ts.
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  db.pragma('synchronous = NORMAL');
  db.function('lower', { deterministic: true }, (value) => (typeof value === 'string' ? value.toLowerCase() : value));
  const statements = new Map();
  const bind = (value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);
  run = async (list) =>
    list.map((s) => {
      let statement = statements.get(s.sql);
      if (!statement) {
        statement = db.prepare(s.sql);
        statements.set(s.sql, statement);
      }
      return statement.reader ? statement.all(...s.bindings.map(bind)) : statement.run(...s.bindings.map(bind));
    });
}

const server = createServer(async (req, res) => {
  const statements = byUrl[req.url];
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
    res.end(JSON.stringify({ error: String(error?.message ?? error) }));
  }
});
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => process.stdout.write(`ready ${port}\n`));
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
