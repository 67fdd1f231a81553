import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { createClient } from 'redis';
import { countAdminKeyFailuresIn } from '../auth/admin-key';
import { announceContentChanges, invalidateLocalContent } from '../cache/cache';
import { countSignInFailuresIn } from '../auth/sign-in';
import { countSignUpsIn } from '../auth/sign-up';

/**
 * Shares content changes between cms replicas through Redis pub/sub, so a change made
 * through one replica empties the response caches of all of them at once. Without
 * REDIS_URL each replica still learns of the others' changes from the database
 * (content-feed.ts), within a second on SQLite and at commit on PostgreSQL.
 *
 * Redis only carries the news "content changed"; nothing is stored there. When Redis is
 * unreachable the cms keeps serving and logs it, and the database's feed still holds.
 */

const DEFAULT_CHANNEL = 'tampa-local:content-changed';

type Client = ReturnType<typeof createClient>;

export type CacheBus = {
  channel: string;
  origin: string;
  /** Settles once this process listens to the other replicas (or the first attempt failed). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

let current: CacheBus | null = null;

/** The running process's bus, if REDIS_URL is set. */
export const cacheBus = (): CacheBus | null => current;

/**
 * Starts sharing content changes; never waits for Redis, so the cms starts without it.
 * `counters`: other limits to count in the same Redis (each is handed its client).
 */
export function connectCacheBus(
  strapi: Core.Strapi,
  counters: ReadonlyArray<(client: unknown) => void> = [],
): CacheBus | null {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return null;
  const channel = process.env.CACHE_BUS_CHANNEL?.trim() || DEFAULT_CHANNEL;
  // Each process tells its own messages apart from the other replicas'.
  const origin = randomUUID();

  let reported = false;
  const onError = (error: unknown) => {
    if (reported) return;
    reported = true;
    const message = error instanceof Error ? error.message : String(error);
    strapi.log.warn(`Cache bus: Redis at ${redacted(url)} is unreachable (${message}); retrying.`);
  };
  const socket = {
    connectTimeout: 5000,
    reconnectStrategy: (retries: number) => Math.min(500 * 2 ** retries, 10_000),
  };
  // Publishing never waits for a lost connection (the database's change feed covers a gap);
  // the subscription waits in the queue until the subscriber connects, and node-redis
  // subscribes again after every reconnection.
  const publisher: Client = createClient({ url, socket, disableOfflineQueue: true });
  const subscriber: Client = createClient({ url, socket });
  // The admin key's and sign-in's failure counts live in the same Redis, shared by every replica.
  countAdminKeyFailuresIn(publisher);
  countSignInFailuresIn(publisher);
  countSignUpsIn(publisher);
  for (const countIn of counters) countIn(publisher);
  for (const client of [publisher, subscriber]) {
    client.on('error', onError);
    client.on('ready', () => {
      if (reported) strapi.log.info('Cache bus: connected to Redis again.');
      reported = false;
    });
  }
  // Changes may have been missed while the subscriber was away.
  subscriber.on('ready', invalidateLocalContent);

  publisher.connect().catch(onError);
  subscriber.connect().catch(onError);
  const ready = subscriber
    .subscribe(channel, (message) => {
      if (message !== origin) invalidateLocalContent();
    })
    .catch(onError);

  // One message per burst of changes (a bulk write fires many lifecycle events).
  let queued = false;
  announceContentChanges(() => {
    if (queued) return;
    queued = true;
    setImmediate(() => {
      queued = false;
      if (publisher.isReady) publisher.publish(channel, origin).catch(onError);
    });
  });
  strapi.log.info(`Cache bus: sharing content changes on Redis channel ${channel}.`);

  current = {
    channel,
    origin,
    ready,
    close: async () => {
      announceContentChanges(null);
      current = null;
      // A connected client quits politely; one still trying to connect just stops.
      const stop = async (client: Client) => (client.isReady ? client.close() : client.destroy());
      await Promise.allSettled([stop(subscriber), stop(publisher)]);
    },
  };
  return current;
}

/** The URL without its password, for logs. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
