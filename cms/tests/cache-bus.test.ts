import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createClient } from 'redis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipWithout, startStrapi, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures } from './helpers/fixtures';
import { answered, clearOfMinuteTurn, eventually } from './helpers/observe';
import { asVisitor, newVisitor } from './helpers/visitors';

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
      await Promise.all([otherReplica.connect(), listener.connect()]);
      // The machine's Redis keeps the daily review counts between runs, and each run's new
      // database gives its visitors the same account ids: start from none.
      for await (const keys of otherReplica.scanIterator({ MATCH: 'tampa-local:reviews:*', COUNT: 100 }))
        if (keys.length > 0) await otherReplica.del(keys);
      app = await startStrapi();
      await loadFixtures(app.strapi);
      await busModule().cacheBus()?.ready;
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
      await clearOfMinuteTurn();
      const before = await detail();
      // Another replica writes to the shared database: this process sees no lifecycle event.
      const table = tableOf(app.strapi, 'api::business.business');
      await app.strapi.db.connection(table).where({ slug: 'harbor-brunch' }).update({ name: 'Harbor Brunch & Bar' });
      // Until told, it keeps answering from its cache.
      expect((await detail()).name).toBe(before.name);

      await otherReplica.publish(channel, 'another-replica');
      await eventually(async () => expect((await detail()).name).toBe('Harbor Brunch & Bar'));
    });

    it('announces a review written through this replica as the change it made', async () => {
      const bus = busModule().cacheBus();
      heard.length = 0;
      const visitor = await newVisitor(app);
      const res = await asVisitor(app, visitor).post('/api/account/reviews', {
        business: 'harbor-brunch',
        rating: 5,
        text: 'Bottomless mimosas and a view of the water: the best brunch on the bay.',
        displayName: 'Sam',
      });
      expect(res.status).toBe(201);
      await eventually(async () => expect(heard.some((message) => message.startsWith(`${bus?.origin}\n`))).toBe(true));
      const sent = heard.find((message) => message.startsWith(`${bus?.origin}\n`))!;
      const [change] = JSON.parse(sent.slice(sent.indexOf('\n') + 1)) as {
        business: { slug: string };
        authors: number[];
      }[];
      expect(change?.business.slug).toBe('harbor-brunch');
      expect(change?.authors).toEqual([visitor.id]);
    });

    it('forgets only what another replica’s review change touched', async () => {
      await feedModule().contentFeed()?.close();
      // Without the feed an answer is kept only until the minute turns.
      await clearOfMinuteTurn();
      const table = tableOf(app.strapi, 'api::business.business');
      const rows = (await app.strapi.db.connection(table).where({ slug: 'harbor-brunch' })) as {
        id: number;
        document_id: string;
        category: string;
        rating: number | null;
        review_count: number;
      }[];
      const [row] = rows;
      const properties = async () => (await answered(app, '/api/properties')).statements;
      await answered(app, '/api/properties');
      expect(await properties()).toBe(0);
      const before = await detail();
      // Another replica recounted the figures in the shared database.
      await app.strapi.db.connection(table).where({ slug: 'harbor-brunch' }).update({ review_count: 999 });
      expect((before as unknown as { reviewCount: number }).reviewCount).not.toBe(999);
      const change = {
        business: {
          id: row!.document_id,
          slug: 'harbor-brunch',
          category: row!.category,
          rowIds: rows.map((r) => r.id),
        },
        figures: {
          before: { rating: row!.rating === null ? null : Number(row!.rating), reviewCount: Number(row!.review_count) },
          after: { rating: row!.rating === null ? null : Number(row!.rating), reviewCount: 999 },
        },
        authors: [],
      };
      await otherReplica.publish(channel, `another-replica\n${JSON.stringify([change])}`);
      await eventually(async () =>
        expect((await detail()) as unknown as { reviewCount: number }).toMatchObject({ reviewCount: 999 }),
      );
      expect(await properties()).toBe(0);
      // A message that cannot be read empties everything.
      await otherReplica.publish(channel, 'another-replica\nnot json');
      await eventually(async () => expect(await properties()).toBeGreaterThan(0));
    });
  },
);
