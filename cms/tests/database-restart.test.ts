import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_ONLY, skipWithout, startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { isDatabaseUnavailable } from '../src/core/db/unavailable';
import { readsOnly } from '../src/core/db/retry-reads';
import { loadFixtures } from './helpers/fixtures';

describe('which errors say the database cannot be reached right now', () => {
  it('a restart, a refused or lost connection; not a failed statement', () => {
    expect(
      isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' }),
    ).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P03', message: 'the database system is starting up' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006', message: 'connection failure' })).toBe(true);
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(
      false,
    );
    expect(isDatabaseUnavailable({ code: '42P01', message: 'relation "x" does not exist' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

describe('which statements are sent again after a lost connection', () => {
  it('reads on a connection the pool picks, not writes or a connection given to them', () => {
    expect(readsOnly({ _method: 'select' })).toBe(true);
    expect(readsOnly({ _method: 'first' })).toBe(true);
    expect(readsOnly({ sql: '  SELECT 1' })).toBe(true);
    expect(readsOnly({ _method: 'insert' })).toBe(false);
    expect(readsOnly({ _method: 'update' })).toBe(false);
    expect(readsOnly({ _method: 'del' })).toBe(false);
    expect(readsOnly({ sql: 'UPDATE businesses SET name = $1' })).toBe(false);
    expect(readsOnly({ sql: 'WITH gone AS (DELETE FROM reviews RETURNING id) SELECT count(*) FROM gone' })).toBe(false);
    expect(readsOnly({ _method: 'select', _connection: {} })).toBe(false);
  });
});

/**
 * PostgreSQL ending a connection under a query, as a restart or a failover does: the
 * statement waits on a table lock held by the test, its backend is terminated, the lock
 * is let go.
 */
describe.skipIf(skipWithout(usingPostgres(), POSTGRES_ONLY))('a connection PostgreSQL ends under a query', () => {
  let app: TestApp;
  let locker: pg.Client;

  beforeAll(async () => {
    app = await startStrapi({ env: { RESPONSE_CACHE: 'off' } });
    await loadFixtures(app.strapi);
    locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await locker.connect();
  });

  afterAll(async () => {
    await locker?.end();
    await app?.destroy();
    delete process.env.RESPONSE_CACHE;
  });

  /** Runs `work` while `table` is locked, ends the backend that waits on it, then unlocks. */
  async function endWaitingBackend<T>(table: string, work: () => Promise<T>): Promise<PromiseSettledResult<T>> {
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    const settled = Promise.allSettled([work()]).then(([result]) => result as PromiseSettledResult<T>);
    let ended = false;
    for (let tries = 0; tries < 100 && !ended; tries += 1) {
      const waiting = await locker.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      for (const { pid } of waiting.rows) {
        await locker.query('SELECT pg_terminate_backend($1)', [pid]);
        ended = true;
      }
      if (!ended) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await locker.query('COMMIT');
    expect(ended, 'no statement waited on the lock').toBe(true);
    return settled;
  }

  it('a visitor asking for a business page gets it, not an error', async () => {
    const result = await endWaitingBackend('businesses', async () =>
      request(app.server).get('/api/businesses/harbor-brunch'),
    );
    expect(result.status).toBe('fulfilled');
    const res = (result as PromiseFulfilledResult<request.Response>).value;
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Harbor Brunch');
  });

  it('a write is not sent again: it fails as unavailable, and nothing was written', async () => {
    const db = app.strapi.db.connection;
    const result = await endWaitingBackend('businesses', async () =>
      db('businesses').where({ slug: 'harbor-brunch' }).update({ name: 'Harbor Brunch Renamed' }),
    );
    expect(result.status).toBe('rejected');
    expect(isDatabaseUnavailable((result as PromiseRejectedResult).reason)).toBe(true);
    const rows = await db('businesses').where({ slug: 'harbor-brunch' }).select('name');
    expect(rows.map((row: { name: string }) => row.name)).not.toContain('Harbor Brunch Renamed');
  });

  it('a read inside a transaction is not sent again: the transaction fails as a whole', async () => {
    const db = app.strapi.db.connection;
    const result = await endWaitingBackend('businesses', async () =>
      db.transaction(async (trx) => trx('businesses').where({ slug: 'harbor-brunch' }).select('id')),
    );
    expect(result.status).toBe('rejected');
    expect(isDatabaseUnavailable((result as PromiseRejectedResult).reason)).toBe(true);
  });

  it('the pool serves the next request as usual', async () => {
    const res = await request(app.server).get('/api/businesses/harbor-brunch').expect(200);
    expect(res.body.name).toBe('Harbor Brunch');
  });
});
