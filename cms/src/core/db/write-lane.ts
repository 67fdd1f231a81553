import type { Core } from '@strapi/strapi';
import { knex as createKnex, type Knex } from 'knex';
import type { Context } from 'koa';
import { knex } from './connection';
import { retryReadsOnLostConnection } from './retry-reads';
import { wholeNumberSetting } from '../env/settings';

/**
 * The write lane: on PostgreSQL a few connections of their own for what a visitor's write
 * waits on (the session read of a request that changes something, and a new review's
 * transaction), beside the pool every read shares. A write then never waits for a
 * connection that reads hold: not behind a burst of slow reads holding all of them, and not
 * behind the queue of a read pool sized to the database's cores (DATABASE_POOL_MAX about
 * twice them), where it halved a review's wait under load (docs/performance.md). It takes
 * away a queue, not the database's work: PostgreSQL still runs both on the same cores.
 *
 * SQLite has one writer and keeps its reads on worker threads (sqlite-readers.ts): the
 * lane there is the cms's own connection. DATABASE_WRITE_POOL_MAX sizes the lane
 * (default 2; 0 turns it off and writes share the pool).
 */

const lanes = new WeakMap<Core.Strapi, Knex>();

const DEFAULT_SIZE = 2;

const laneSize = (): number =>
  wholeNumberSetting('DATABASE_WRITE_POOL_MAX', process.env.DATABASE_WRITE_POOL_MAX, {
    min: 0,
    max: 100,
    fallback: DEFAULT_SIZE,
  });

/** Checks the lane's setting at start, so a wrong value stops the cms instead of a first write. */
export function assertWriteLaneSetting(): void {
  laneSize();
}

/** The connection a write runs on: the lane on PostgreSQL, else the shared one. */
export function writeLane(strapi: Core.Strapi): Knex {
  const shared = knex(strapi);
  if (strapi.db.dialect.client !== 'postgres') return shared;
  const existing = lanes.get(strapi);
  if (existing) return existing;
  const size = laneSize();
  if (size === 0) return shared;
  // The same connection settings (and per-connection set-up: prepared statements) as the
  // shared pool; one connection kept open so the first write after a quiet spell does
  // not pay for a new one.
  const config = shared.client.config as Knex.Config;
  const lane = createKnex({ ...config, pool: { ...config.pool, min: 1, max: size } });
  retryReadsOnLostConnection(lane);
  lanes.set(strapi, lane);
  return lane;
}

/** A request that may change something: its session is read on the write lane. */
export const changesSomething = (ctx: Pick<Context, 'method'>): boolean =>
  !['GET', 'HEAD', 'OPTIONS'].includes(ctx.method.toUpperCase());

/** Closes the lane's connections (the cms stopping). */
export async function closeWriteLane(strapi: Core.Strapi): Promise<void> {
  const lane = lanes.get(strapi);
  if (!lane) return;
  lanes.delete(strapi);
  await lane.destroy();
}
