import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { createClient } from 'redis';
import { countAdminKeyFailuresIn } from '../auth/admin-key';
import { announceContentChanges, invalidateLocalContent, invalidateLocalReviews } from '../cache/cache';
import { parseReviewsChange, type ReviewsChange } from '../cache/review-changes';
import { countSignInFailuresIn } from '../auth/sign-in';
import { countSignUpsIn } from '../auth/sign-up';

/**
 * Shares content changes between cms replicas through Redis pub/sub, so a change made
 * through one replica empties the response caches of all of them at once. Without
 * REDIS_URL each replica still learns of the others' changes from the database
 * (content-feed.ts), within a second on SQLite and at commit on PostgreSQL.
 *
 * Redis only carries the news "content changed" (a message of the sender's id alone), or
 * which businesses' reviews changed (the id, a line break, and the changes as a JSON
 * array: review-changes.ts); nothing is stored there. When Redis is
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
  // The automation key's and sign-in's failure counts live in the same Redis, shared by every replica.
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
      const [sender, changes] = splitMessage(message);
      if (sender !== origin) heard(changes);
    })
    .catch(onError);

  // One message per burst of changes (a bulk write fires many lifecycle events); a change
  // to everything in the burst stands for the rest.
  let queued: ReviewsChange[] | 'everything' | null = null;
  announceContentChanges((change) => {
    const first = queued === null;
    if (change === null) queued = 'everything';
    else if (queued !== 'everything') queued = [...(queued ?? []), change];
    if (!first) return;
    setImmediate(() => {
      const changes = queued;
      queued = null;
      const message = changes === 'everything' || changes === null ? origin : `${origin}\n${JSON.stringify(changes)}`;
      if (publisher.isReady) publisher.publish(channel, message).catch(onError);
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

/** A message's sender and what follows it (undefined: everything changed). */
function splitMessage(message: string): [string, string | undefined] {
  const end = message.indexOf('\n');
  return end < 0 ? [message, undefined] : [message.slice(0, end), message.slice(end + 1)];
}

/** Forgets what the changes another replica sent touched; everything when they cannot be read. */
function heard(changes: string | undefined): void {
  let parsed: unknown = null;
  try {
    parsed = changes === undefined ? null : JSON.parse(changes);
  } catch {
    parsed = null;
  }
  const list = Array.isArray(parsed) ? parsed.map(parseReviewsChange) : [];
  if (list.length === 0 || list.some((change) => change === null)) {
    invalidateLocalContent();
    return;
  }
  for (const change of list) if (change) invalidateLocalReviews(change);
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
