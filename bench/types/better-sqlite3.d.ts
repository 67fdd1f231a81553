/**
 * The part of better-sqlite3 12 the benchmark uses (the cms's SQLite driver, loaded from
 * the cms): the package ships no types of its own. Rows come back as `unknown`; each query
 * states the columns it selects. https://github.com/WiseLibs/better-sqlite3/blob/master/docs/api.md
 */
declare module 'better-sqlite3' {
  namespace Database {
    interface Options {
      readonly?: boolean;
    }

    interface RunResult {
      changes: number;
      lastInsertRowid: number | bigint;
    }

    interface Statement {
      /** Whether the statement returns rows (`all`, `iterate`) rather than only running (`run`). */
      readonly reader: boolean;
      all(...params: unknown[]): unknown[];
      iterate(...params: unknown[]): IterableIterator<unknown>;
      run(...params: unknown[]): RunResult;
    }
  }

  class Database {
    /** No file name: a temporary database. */
    constructor(filename?: string, options?: Database.Options);
    prepare(source: string): Database.Statement;
    pragma(source: string): unknown;
    /** A user-defined SQL function. */
    function(name: string, options: { deterministic?: boolean }, fn: (...params: unknown[]) => unknown): this;
    close(): this;
  }

  export = Database;
}
