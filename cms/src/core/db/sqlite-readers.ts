import { existsSync } from 'node:fs';
import type { EventEmitter } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { Piscina } from 'piscina';
import { wholeNumberSetting } from '../env/settings';
import { knex, sqliteDatabaseFile } from './connection';
import type { ReadAnswer, ReadRequest, ReadWorkerData } from './sqlite-read-worker';

/**
 * Read workers for SQLite. better-sqlite3 runs a statement on the thread that asks, so on
 * one connection every search of a million rows held up every other request of the
 * process, and the machine's other core sat idle. Reads sent here run instead on a pool of
 * worker threads (piscina), each with its own read-only connection to the same file (WAL
 * lets them read beside the writer), while the cms's thread goes on answering. Every read
 * of the public routes is sent (lists, pages, counts, images, searches): the cms's thread
 * then builds the SQL, shapes the rows and answers HTTP while the statements run on the
 * other cores, instead of one thread doing both while the other core idles.
 *
 * SQLITE_READ_WORKERS sets how many threads (default: one per core beyond the first, at
 * least one); 0 runs every read on the cms's connection. PostgreSQL runs its queries in
 * its own processes already and never uses them.
 */

type Pool = { piscina: Piscina<ReadRequest, ReadAnswer> | null; size: number; filename: string; reads: number };

const WORKER_FILE = path.join(__dirname, 'sqlite-read-worker.js');
const pools = new WeakMap<Core.Strapi, Pool | null>();

export function readWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumberSetting('SQLITE_READ_WORKERS', env.SQLITE_READ_WORKERS, {
    min: 0,
    max: 64,
    fallback: Math.max(1, os.availableParallelism() - 1),
  });
}

function poolOf(strapi: Core.Strapi): Pool | null {
  let pool = pools.get(strapi);
  if (pool !== undefined) return pool;
  const filename = sqliteDatabaseFile(strapi);
  const size = filename ? readWorkerCount() : 0;
  // The worker is compiled next to this file; run from TypeScript sources (unit tests) there is none.
  pool = filename && size > 0 && existsSync(WORKER_FILE) ? { piscina: null, size, filename, reads: 0 } : null;
  pools.set(strapi, pool);
  return pool;
}

/**
 * Not expected (threads that cannot open the file): from then on every read runs on the
 * cms's connection. Threads still busy finish what they hold before they stop.
 */
function giveUp(strapi: Core.Strapi, pool: Pool, error: unknown): void {
  if (pools.get(strapi) !== pool) return;
  pools.set(strapi, null);
  strapi.log.error(`SQLite read workers failed, reading on the cms's connection instead: ${String(error)}`);
  pool.piscina?.close().catch(() => undefined);
}

/** The threads start with the first read, and stay: each keeps its connection's page cache warm. */
function threadsOf(strapi: Core.Strapi, pool: Pool): Piscina<ReadRequest, ReadAnswer> {
  if (pool.piscina) return pool.piscina;
  const piscina = new Piscina<ReadRequest, ReadAnswer>({
    filename: WORKER_FILE,
    name: 'read',
    minThreads: pool.size,
    maxThreads: pool.size,
    idleTimeout: Number.POSITIVE_INFINITY,
    // A read runs to its end before the thread takes the next, so this is not parallelism:
    // it lets reads wait in the thread's own queue, which then never idles for a round trip
    // to the cms's thread between two (with one per thread, 1.8 ms per read instead of 1.1
    // for a probe of the names at 100,000 businesses, 32 at a time).
    concurrentTasksPerWorker: 64,
    workerData: { filename: pool.filename } satisfies ReadWorkerData,
  });
  // A thread that fails while holding no read is reported here; unheard, the pool's
  // 'error' event would end the process.
  piscina.on('error', (error: unknown) => giveUp(strapi, pool, error));
  pool.piscina = piscina;
  return piscina;
}

/** The better-sqlite3 client of knex, whose own conversion of bindings (dates, booleans) the workers' reads get too. */
type BindingFormatter = { _formatBindings: (bindings: readonly unknown[]) => unknown[] };

/**
 * The rows of a SELECT (a query builder or a raw statement): on SQLite from a read
 * worker, elsewhere (and for anything but a plain select) from the query itself.
 */
export async function readRows<T>(strapi: Core.Strapi, query: Knex.QueryBuilder | Knex.Raw): Promise<T[]> {
  const rows = await onWorker(strapi, query, false);
  if (rows) return rows as T[];
  // A raw statement answers PostgreSQL's result, with its rows, rather than the rows.
  const answer = (await query) as T[] | { rows: T[] };
  return Array.isArray(answer) ? answer : answer.rows;
}

/**
 * The first row of a SELECT (readRows of it with LIMIT 1, written into the text as db.ts's
 * paged writes it), or undefined. Not for first() or pluck() builders.
 */
export async function firstRow<T>(strapi: Core.Strapi, query: Knex.QueryBuilder): Promise<T | undefined> {
  return (await readRows<T>(strapi, firstOf(query)))[0];
}

/** A SELECT limited to its first row, the limit written into the text (firstRow's statement). */
export function firstOf(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.limit(1, { skipBinding: true });
}

/**
 * The first column of each row of a SELECT of whole numbers (ids): from a read worker as a
 * plain array, which crosses between threads for a fraction of what as many one-key rows
 * cost (a probe answers up to 2,001 ids).
 */
export async function readIds(strapi: Core.Strapi, query: Knex.QueryBuilder | Knex.Raw): Promise<number[]> {
  const ids = await onWorker(strapi, query, true);
  if (ids) return ids as number[];
  // A raw statement answers PostgreSQL's result, with its rows, rather than the rows.
  const answer = (await query) as Array<Record<string, unknown>> | { rows: Array<Record<string, unknown>> };
  return (Array.isArray(answer) ? answer : answer.rows).map((row) => Number(Object.values(row)[0]));
}

/** The answer of a read worker, or null where the read runs on the cms's connection. */
async function onWorker(
  strapi: Core.Strapi,
  query: Knex.QueryBuilder | Knex.Raw,
  pluck: boolean,
): Promise<unknown[] | null> {
  const pool = poolOf(strapi);
  if (!pool) return null;
  const compiled = query.toSQL();
  // Knex reshapes first() and pluck() answers itself: those stay on the cms's connection.
  if (compiled.method === 'first' || compiled.method === 'pluck') return null;
  if (compiled.method !== 'select' && compiled.method !== 'raw') {
    throw new Error(`readRows only reads, not ${compiled.method}`);
  }
  const { sql, bindings } = compiled.toNative();
  const client = knex(strapi).client as EventEmitter & BindingFormatter;
  // Whoever listens to knex's statements (logs, the tests) sees these too.
  client.emit('query', { sql, bindings, method: 'select' });
  pool.reads += 1;
  let answer: ReadAnswer;
  try {
    answer = await threadsOf(strapi, pool).run({ sql, bindings: client._formatBindings(bindings), pluck });
  } catch (error) {
    // This read too runs on the cms's connection.
    giveUp(strapi, pool, error);
    return null;
  }
  if ('error' in answer) throw new Error(answer.error);
  return answer.rows;
}

/** How many reads this process sent to its read workers (the tests ask it), or null when it has none. */
export function readsOnWorkers(strapi: Core.Strapi): number | null {
  return poolOf(strapi)?.reads ?? null;
}

/** Reads SQLITE_READ_WORKERS at start, so that a wrong value stops the cms there rather than failing searches. */
export function setUpReadWorkers(strapi: Core.Strapi): void {
  const pool = poolOf(strapi);
  if (pool) strapi.log.info(`SQLite reads of the public routes run on ${pool.size} worker thread(s)`);
}

/** Stops the read workers (the cms shutting down) once the reads under way have answered. */
export async function stopReadWorkers(strapi: Core.Strapi): Promise<void> {
  const pool = pools.get(strapi);
  // Nothing is sent to workers after this.
  pools.set(strapi, null);
  // close(), not destroy(): a thread stopped with a read under way answers into a pool that
  // no longer expects it, which piscina raised as an uncaught exception. A close that
  // outlasts piscina's timeout must not stop the rest of the shutdown.
  await pool?.piscina?.close().catch((error: unknown) => {
    strapi.log.warn(`SQLite read workers did not stop cleanly: ${String(error)}`);
  });
}
