import type { Knex } from 'knex';
import { isDatabaseUnavailable } from './unavailable';

/** What knex's runner reads of the statement it runs (a query builder or a raw statement). */
type Statement = { _method?: unknown; sql?: unknown; _connection?: unknown };
type Runner = { run(): Promise<unknown> };
type RunnerClient = { runner(statement: Statement): Runner };

/** Query builder methods that only read. */
const READ_METHODS = new Set(['select', 'first', 'pluck']);
const READ_SQL = /^\s*select\b/i;

/**
 * True for a statement that only reads and runs on a connection the pool picks: it may be
 * sent again on another connection with the same result. Writes are not (whether the lost
 * connection committed them is unknown), nor is a statement on a connection given to it.
 */
export function readsOnly(statement: Statement): boolean {
  if (statement._connection !== undefined) return false;
  if (typeof statement.sql === 'string') return READ_SQL.test(statement.sql);
  return typeof statement._method === 'string' && READ_METHODS.has(statement._method);
}

/**
 * A read whose connection is lost under it (PostgreSQL restarting or failing over: the
 * server ends every connection, or a pooled one turns out to be dead) is sent again on a
 * new connection, up to `attempts` times in all, instead of failing the request; the pool
 * waits for PostgreSQL to accept connections again (propagateCreateError off, bounded by
 * DATABASE_CONNECTION_TIMEOUT). A restart then costs a visitor a wait, not an error page.
 *
 * Only reads outside transactions: knex gives a transaction a client of its own, made
 * from the client's prototype, which this per-instance runner does not reach; a
 * transaction that lost its connection fails as a whole, and its caller answers 503.
 */
export function retryReadsOnLostConnection(connection: Knex, { attempts = 4, pauseMs = 100 } = {}): void {
  const client = connection.client as RunnerClient;
  const runner = client.runner.bind(client);
  client.runner = (statement: Statement): Runner => {
    const first = runner(statement);
    if (!readsOnly(statement)) return first;
    // The runner stays knex's own (streams too); only its run is tried again.
    const run = first.run.bind(first);
    first.run = async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await (attempt === 1 ? run() : runner(statement).run());
        } catch (error) {
          if (attempt >= attempts || !isDatabaseUnavailable(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt));
        }
      }
    };
    return first;
  };
}
