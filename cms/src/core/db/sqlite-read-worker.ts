/**
 * A read worker of the SQLite database (sqlite-readers.ts): a thread of the pool with its
 * own read-only connection that runs the SELECTs it is sent and answers their rows. WAL
 * lets it read beside the cms's connection; each statement sees what was committed when
 * it started.
 */
import Database from 'better-sqlite3';
import { workerData } from 'piscina';
import { registerUnicodeLower } from './sqlite-lower';
import { cachePreparedStatements } from './statement-cache';

/** `pluck`: answer each row's first column alone, as a plain array. */
export type ReadRequest = { sql: string; bindings: unknown[]; pluck: boolean };
/** A statement's error comes back as an answer: only a worker's failure rejects. */
export type ReadAnswer = { rows: unknown[] } | { error: string };
export type ReadWorkerData = { filename: string };

/** What the workers ask SQLite to map of the database file; it gives at most its build's limit. */
const READ_MMAP_BYTES = 2 ** 36;

const { filename } = workerData as ReadWorkerData;
const connection = new Database(filename, { readonly: true, fileMustExist: true });
// A checkpoint of the writer may hold the file for a moment; wait as the cms's connection does.
connection.pragma('busy_timeout = 10000');
// Pages read through a memory map instead of a system call and a copy each (SQLite clamps
// the size to its build's maximum, 2 GB in better-sqlite3's): at 1,000,000 businesses a
// box list's p99 went from 22-25 to 16-20 ms (docs/performance.md). Only reads: the cms's
// connection writes as before.
connection.pragma(`mmap_size = ${READ_MMAP_BYTES}`);
registerUnicodeLower(connection);
cachePreparedStatements(connection);

export function read({ sql, bindings, pluck }: ReadRequest): ReadAnswer {
  try {
    const statement = connection.prepare(sql);
    if (!statement.reader) return { error: 'A read worker only runs statements that return rows' };
    // Set on every read: a kept statement remembers it.
    return { rows: statement.pluck(pluck).all(bindings) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
