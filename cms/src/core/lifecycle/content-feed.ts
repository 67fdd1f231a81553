import type { Core } from '@strapi/strapi';
import pg from 'pg';
import type { Knex } from 'knex';
import { invalidateLocalContent, invalidateLocalReviews, setContentFeedLive } from '../cache/cache';
import { parseReviewsChange, type ReviewsChange } from '../cache/review-changes';
import { knex } from '../db/connection';
import { UID } from '../db/content-types';
import { schema, tableOf } from '../db/db';

/**
 * Notices content that other processes commit to the database (another cms replica, the
 * seed, a database console) and empties this process's caches, so a cached answer may
 * hold for as long as its clock allows instead of lapsing every minute:
 *
 * - SQLite: `PRAGMA data_version` on the app's connection changes when another connection
 *   has committed; it is read every second (a read of a counter in memory).
 * - PostgreSQL: statement triggers on the public tables `NOTIFY` at commit, and one
 *   connection of the cms `LISTEN`s; a change shows at once, in step with the data.
 *
 * Writes made through this process empty its caches where they happen
 * (cache-invalidation.ts). A transaction that says what it changes (reviewsChangeIn) is
 * announced by that alone, so the other replicas forget only what it touched. While the feed is not live (before it starts, or while
 * PostgreSQL's listener reconnects), cached answers hold for at most the minute they were
 * made in, and losing or regaining it empties the caches, since changes may have been
 * missed.
 */

export const CHANGE_CHANNEL = 'tampa_local_content_changed';
const TRIGGER = 'tampa_local_content_changed';
/** A transaction-local setting: while 'explicit', the triggers leave the announcement to the transaction. */
export const CHANGE_SCOPE_SETTING = 'tampa_local.change_scope';
const POLL_MS = 1000;
const RECONNECT_MS = 1000;

export type ContentFeed = { close: () => Promise<void> };

let current: ContentFeed | null = null;

/** The running process's feed. */
export const contentFeed = (): ContentFeed | null => current;

/** The tables whose rows public answers are made of: every public type, their links, and media. */
function publicTables(strapi: Core.Strapi): string[] {
  const s = schema(strapi);
  return [
    s.businesses,
    s.events,
    s.properties,
    s.influencers,
    s.recommendations,
    s.videos,
    s.files,
    s.videoBusiness.table,
    s.recommendationBusiness.table,
    s.recommendationInfluencer.table,
    s.media.table,
    tableOf(strapi, UID.review),
  ];
}

function live(value: boolean): void {
  setContentFeedLive(value);
  invalidateLocalContent();
}

function watchSqlite(strapi: Core.Strapi): ContentFeed {
  const db = knex(strapi);
  let seen: number | null = null;
  let busy = false;
  const check = async () => {
    if (busy) return;
    busy = true;
    try {
      const rows = (await db.raw('PRAGMA data_version')) as Array<{ data_version: number }>;
      const version = Number(rows[0]?.data_version);
      if (seen === null) live(true);
      else if (version !== seen) invalidateLocalContent();
      seen = version;
    } catch (error) {
      if (seen !== null) {
        strapi.log.warn(`Content feed: cannot read the database's version (${String(error)}); retrying.`);
        live(false);
      }
      seen = null;
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void check(), POLL_MS);
  timer.unref();
  void check();
  return {
    close: async () => {
      clearInterval(timer);
      setContentFeedLive(false);
    },
  };
}

/**
 * Creates (or replaces) the notifying function and triggers. Replicas starting together
 * may collide on it ("tuple concurrently updated"), so it is tried a few times.
 */
async function installTriggers(strapi: Core.Strapi, attempts = 4): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await createTriggers(strapi);
      return true;
    } catch (error) {
      if (attempt >= attempts) {
        strapi.log.warn(
          `Content feed: cannot create the change triggers (${String(error)}); cached answers hold for a minute at most.`,
        );
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}

async function createTriggers(strapi: Core.Strapi): Promise<void> {
  const db = knex(strapi);
  await db.raw(`CREATE OR REPLACE FUNCTION ${TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('${CHANGE_SCOPE_SETTING}', true) = 'explicit' THEN RETURN NULL; END IF;
      PERFORM pg_notify('${CHANGE_CHANNEL}', '');
      RETURN NULL;
    END $$`);
  for (const table of publicTables(strapi)) {
    await db.raw(
      `CREATE OR REPLACE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ?? FOR EACH STATEMENT EXECUTE FUNCTION ${TRIGGER}()`,
      [table],
    );
  }
}

/** Stops listening to a client being dropped; an error it still raises must not go unhandled. */
function quiet(client: pg.Client): void {
  client.removeAllListeners();
  client.on('error', () => {});
}

function watchPostgres(strapi: Core.Strapi): ContentFeed {
  const settings = (knex(strapi).client as { connectionSettings: pg.ClientConfig }).connectionSettings;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let reported = false;

  const lost = (error: unknown) => {
    if (closed) return;
    if (!reported) {
      reported = true;
      const message = error instanceof Error ? error.message : String(error);
      strapi.log.warn(`Content feed: lost the database's change notifications (${message}); reconnecting.`);
    }
    live(false);
    if (client) quiet(client);
    client?.end().catch(() => {});
    client = null;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    if (closed) return;
    const listener = new pg.Client(settings);
    client = listener;
    listener.on('error', lost);
    listener.on('end', () => lost(new Error('connection ended')));
    listener.on('notification', (message) => heard(message.payload));
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed) {
        await listener.end();
        return;
      }
      if (reported) strapi.log.info('Content feed: receiving the database’s change notifications again.');
      reported = false;
      live(true);
    } catch (error) {
      if (client === listener) lost(error);
    }
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      setContentFeedLive(false);
      const listener = client;
      client = null;
      if (listener) quiet(listener);
      await listener?.end().catch(() => {});
    },
  };
}

/** A notification's payload: empty for any change, else the reviews change it names. */
function heard(payload: string | undefined): void {
  let change: ReviewsChange | null = null;
  try {
    change = payload ? parseReviewsChange(JSON.parse(payload)) : null;
  } catch {
    change = null;
  }
  if (change) invalidateLocalReviews(change);
  else invalidateLocalContent();
}

/**
 * Makes the transaction `trx` announce its changes itself (PostgreSQL): the triggers stay
 * quiet for it, and `announce` (called once its writes are done) names what changed, or,
 * given null, that nothing public did. Call first in the transaction. On SQLite the other
 * processes notice any commit (the feed above) and nothing needs saying.
 */
export async function reviewsChangeIn(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
): Promise<(change: ReviewsChange | null) => Promise<void>> {
  if (strapi.db.dialect.client !== 'postgres') return async () => {};
  const db = knex(strapi);
  await db.raw('SELECT set_config(?, ?, true)', [CHANGE_SCOPE_SETTING, 'explicit']).transacting(trx);
  return async (change) => {
    // Delivered at commit, in step with the data, like the triggers' notifications.
    if (change) await db.raw('SELECT pg_notify(?, ?)', [CHANGE_CHANNEL, JSON.stringify(change)]).transacting(trx);
  };
}

/** Starts noticing changes other processes commit (see above); after Strapi's schema sync. */
export async function startContentFeed(strapi: Core.Strapi): Promise<ContentFeed> {
  if (strapi.db.dialect.client === 'postgres') {
    // Without the triggers nothing would be heard: the feed then stays off (the minute bound).
    current = (await installTriggers(strapi)) ? watchPostgres(strapi) : { close: async () => {} };
  } else {
    current = watchSqlite(strapi);
  }
  return current;
}
