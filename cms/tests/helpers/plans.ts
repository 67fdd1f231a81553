import type { Knex } from 'knex';
import { startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures } from './fixtures';

/**
 * A cms with the sample fixtures, for plan tests, and its database; on PostgreSQL with
 * statistics for `tables` (the planner plans from them, and autovacuum keeps them in production).
 */
export async function startPlanApp(...tables: string[]): Promise<{ app: TestApp; db: Knex }> {
  const app = await startStrapi();
  await loadFixtures(app.strapi);
  const db = app.strapi.db.connection;
  if (usingPostgres()) for (const table of tables) await db.raw(`VACUUM ANALYZE ${table}`);
  return { app, db };
}

/** A statement as knex ran it. */
export type Statement = { sql: string; bindings: unknown[] };

/** Every statement knex ran on `db` while `action` ran (the SQL a route really runs). */
export async function statementsDuring(db: Knex, action: () => Promise<void>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const listener = (query: { sql: string; bindings?: unknown[] }) =>
    seen.push({ sql: query.sql, bindings: query.bindings ?? [] });
  db.on('query', listener);
  try {
    await action();
  } finally {
    db.removeListener('query', listener);
  }
  return seen;
}

/**
 * The database's plan for a statement, one line per step: EXPLAIN QUERY PLAN on SQLite;
 * EXPLAIN on PostgreSQL with sequential scans and sorts priced out, so that the plan does
 * not depend on how few rows a test has.
 */
export async function planOf(db: Knex, statement: Statement): Promise<string[]> {
  if (!usingPostgres()) {
    const rows = (await db.raw(
      `EXPLAIN QUERY PLAN ${statement.sql}`,
      statement.bindings as Knex.RawBinding[],
    )) as Array<{
      detail: string;
    }>;
    return rows.map((row) => row.detail);
  }
  return db.transaction(async (trx) => {
    await trx.raw('SET LOCAL enable_seqscan = off');
    await trx.raw('SET LOCAL enable_sort = off');
    // The event carries PostgreSQL's $1, $2…, in order; knex.raw takes ? placeholders.
    const sql = statement.sql.replace(/\$\d+/g, '?');
    const result = (await trx.raw(`EXPLAIN ${sql}`, statement.bindings as Knex.RawBinding[])) as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
    return result.rows.map((row) => row['QUERY PLAN']);
  });
}

/** The rows come out of an index in the query's order: nothing is sorted. */
export function sortsNothing(plan: string[]): boolean {
  const text = plan.join('\n');
  return usingPostgres() ? !/^\s*(->\s*)?(Incremental )?Sort\b/m.test(text) : !/TEMP B-TREE FOR ORDER BY/.test(text);
}

/**
 * The page inside a statement that reads a page as a subquery aliased `alias` with each
 * row's image joined (overPage in src/core/db/db.ts): its plan is the one that reads the
 * list. Null when the statement is not such a read.
 */
export function pageInside(statement: Statement, alias: string): Statement | null {
  const inner = new RegExp(`\\bfrom \\((select [\\s\\S]*)\\) as [\`"]${alias}[\`"] left join\\b`, 'i').exec(
    statement.sql,
  )?.[1];
  if (!inner) return null;
  // Its parameters come first: SQLite's ?, PostgreSQL's $1, $2…
  const count = usingPostgres() ? new Set(inner.match(/\$\d+/g) ?? []).size : (inner.match(/\?/g) ?? []).length;
  return { sql: inner, bindings: statement.bindings.slice(0, count) };
}
