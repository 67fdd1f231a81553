import { LRUCache } from 'lru-cache';

/**
 * Keeps the prepared statements of a better-sqlite3 connection for reuse.
 *
 * Knex prepares every statement anew for each query, so SQLite parses and plans the
 * same SQL on every request (at 100,000 businesses that was a sixth of the cms's CPU on
 * a cache miss). The public routes run a small, fixed set of statements, so the
 * connection keeps the most recently used ones and hands the same statement back for
 * the same SQL text. A kept statement stays correct after a schema change: SQLite
 * prepares it again by itself when the schema it was planned for has changed.
 */

/** The part of a better-sqlite3 connection the cache wraps. */
export type PreparingConnection = {
  prepare: (sql: string) => unknown;
};

export const STATEMENT_CACHE_SIZE = 500;

export function cachePreparedStatements<C extends PreparingConnection>(connection: C, size = STATEMENT_CACHE_SIZE): C {
  const prepare = connection.prepare.bind(connection);
  // Least recently used out first: a hit counts as a use.
  const statements = new LRUCache<string, NonNullable<unknown>>({ max: size });
  connection.prepare = (sql: string) => {
    const kept = statements.get(sql);
    if (kept !== undefined) return kept;
    const statement = prepare(sql) as NonNullable<unknown>;
    statements.set(sql, statement);
    return statement;
  };
  return connection;
}
