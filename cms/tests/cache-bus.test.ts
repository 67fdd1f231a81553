import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createClient } from 'redis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures } from './helpers/fixtures';
import { eventually } from './helpers/observe';
import { startStrapi, type TestApp } from './helpers/strapi';
import { skipWithout } from './helpers/skips';

/**
 * Several cms replicas share content changes through Redis (REDIS_URL): a change made
 * through one empties the response caches of all. Runs against the machine's Redis;
 * TEST_REDIS_URL makes it required (CI sets it), otherwise it is skipped when no Redis
 * answers on 127.0.0.1:6379.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.close();
    return true;
  } catch {
    return false;
  }
}

const available = await redisAnswers();
if (!available && process.env.TEST_REDIS_URL) {
  throw new Error(`TEST_REDIS_URL is set but Redis does not answer at ${REDIS_URL}`);
}

const require = createRequire(import.meta.url);
const APP_DIR = path.resolve(__dirname, '..');
/** The compiled module the running app loaded. */
const busModule = () =>
  require(path.join(APP_DIR, 'dist', 'src', 'core', 'lifecycle', 'cache-bus.js')) as {
    cacheBus: () => { channel: string; origin: string; ready: Promise<void> } | null;
  };
/** The feed of changes committed by other processes (content-feed.ts). */
const feedModule = () =>
  require(path.join(APP_DIR, 'dist', 'src', 'core', 'lifecycle', 'content-feed.js')) as {
    contentFeed: () => { close: () => Promise<void> } | null;
  };
/** A content type's table, as the cms reads it (src/core/db/db.ts). */
const tableOf = (strapi: TestApp['strapi'], uid: string) =>
  (
    require(path.join(APP_DIR, 'dist', 'src', 'core', 'db', 'db.js')) as {
      tableOf: (strapi: TestApp['strapi'], uid: string) => string;
    }
  ).tableOf(strapi, uid);

describe.skipIf(skipWithout(available, 'a Redis at TEST_REDIS_URL (127.0.0.1:6379 by default)'))(
  'the cache bus between replicas (Redis pub/sub)',
  () => {
    const channel = `tampa-local-test:${randomBytes(4).toString('hex')}`;
    const otherReplica = createClient({ url: REDIS_URL });
    const listener = createClient({ url: REDIS_URL });
    const heard: string[] = [];
    let app: TestApp;

    beforeAll(async () => {
      process.env.REDIS_URL = REDIS_URL;
      process.env.CACHE_BUS_CHANNEL = channel;
      app = await startStrapi();
      await loadFixtures(app.strapi);
      await busModule().cacheBus()?.ready;
      await Promise.all([otherReplica.connect(), listener.connect()]);
      await listener.subscribe(channel, (message) => heard.push(message));
    });

    afterAll(async () => {
      delete process.env.REDIS_URL;
      delete process.env.CACHE_BUS_CHANNEL;
      await Promise.allSettled([otherReplica.close(), listener.close()]);
      await app?.destroy();
    });

    const detail = async () => {
      const res = await request(app.server).get('/api/businesses/harbor-brunch');
      expect(res.status).toBe(200);
      return res.body as { name: string };
    };

    it('connects when REDIS_URL is set', () => {
      const bus = busModule().cacheBus();
      expect(bus?.channel).toBe(channel);
    });

    it('announces a change made through this replica to the others', async () => {
      const bus = busModule().cacheBus();
      heard.length = 0;
      const business = await app.strapi
        .documents('api::business.business')
        .findFirst({ filters: { slug: 'harbor-brunch' } });
      await app.strapi
        .documents('api::business.business')
        .update({ documentId: String(business?.documentId), data: { phone: '(813) 555-0199' }, status: 'published' });
      await eventually(async () => expect(heard).toContain(bus?.origin));
    });

    it('empties its cache when another replica announces a change', async () => {
      // Only the bus tells this process here: the database's own change feed (which on
      // PostgreSQL would also see the write below) is stopped.
      await feedModule().contentFeed()?.close();
      const before = await detail();
      // Another replica writes to the shared database: this process sees no lifecycle event.
      const table = tableOf(app.strapi, 'api::business.business');
      await app.strapi.db.connection(table).where({ slug: 'harbor-brunch' }).update({ name: 'Harbor Brunch & Bar' });
      // Until told, it keeps answering from its cache.
      expect((await detail()).name).toBe(before.name);

      await otherReplica.publish(channel, 'another-replica');
      await eventually(async () => expect((await detail()).name).toBe('Harbor Brunch & Bar'));
    });
  },
);
