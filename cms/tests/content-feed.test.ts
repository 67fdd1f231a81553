import { createRequire } from 'node:module';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_ONLY, skipWithout, startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures } from './helpers/fixtures';
import { answered as answeredBy, eventually } from './helpers/observe';
import { registerSearchGrams } from '../src/core/search/short-grams';

/**
 * Cached answers may hold for hours (as long as their clock allows), so changes that
 * other processes commit to the database (another cms replica without Redis, the seed,
 * a database console) must reach this process's caches by themselves: on SQLite within
 * a second, on PostgreSQL at commit.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startStrapi();
  await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

const require = createRequire(import.meta.url);
type Sqlite = { prepare: (sql: string) => { run: () => unknown }; close: () => void } & FunctionRegistering;
type FunctionRegistering = Parameters<typeof registerSearchGrams>[0];
const BetterSqlite = require('better-sqlite3') as new (filename: string) => Sqlite;

const answered = (url: string) => answeredBy(app, url);

/** Runs `sql` on a connection of its own, as another process would, and commits it. */
async function elsewhere(sql: string): Promise<void> {
  if (usingPostgres()) {
    const settings = (app.strapi.db.connection.client as unknown as { connectionSettings: pg.ClientConfig })
      .connectionSettings;
    const client = new pg.Client(settings);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
    return;
  }
  const { filename } = (app.strapi.db.config.connection as { connection: { filename: string } }).connection;
  const db = new BetterSqlite(filename);
  // Another process of ours (a replica, the seed) registers the search triggers' functions.
  registerSearchGrams(db);
  try {
    db.prepare(sql).run();
  } finally {
    db.close();
  }
}

describe('changes committed by other processes', () => {
  it('reach a cached business page', async () => {
    const url = '/api/businesses/harbor-brunch';
    const before = await answered(url);
    expect((await answered(url)).statements).toBe(0);
    await elsewhere(`UPDATE businesses SET review_count = 777 WHERE slug = 'harbor-brunch'`);
    await eventually(async () => expect((await answered(url)).body.reviewCount).toBe(777), 3000);
    expect(before.body.reviewCount).not.toBe(777);
  });

  it('reach a cached list total', async () => {
    const url = '/api/businesses?category=restaurants';
    const before = await answered(url);
    expect((await answered(url)).statements).toBe(0);
    await elsewhere(`UPDATE businesses SET category = 'services' WHERE slug = 'ybor-taco-garage'`);
    await eventually(async () => expect(Number((await answered(url)).total)).toBe(Number(before.total) - 1), 3000);
  });

  it.skipIf(skipWithout(usingPostgres(), POSTGRES_ONLY))(
    'on PostgreSQL, still arrive after the listening connection was cut',
    async () => {
      await app.strapi.db.connection.raw(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      );
      const url = '/api/businesses/cigar-city-social-club';
      await answered(url);
      await elsewhere(`UPDATE businesses SET review_count = 555 WHERE slug = 'cigar-city-social-club'`);
      await eventually(async () => expect((await answered(url)).body.reviewCount).toBe(555), 3000);
      // Listening again: the next change shows too.
      await eventually(async () => {
        const { rows } = (await app.strapi.db.connection.raw(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
        )) as { rows: { n: number }[] };
        expect(rows[0]?.n).toBe(1);
      }, 3000);
      await answered(url);
      expect((await answered(url)).statements).toBe(0);
      await elsewhere(`UPDATE businesses SET review_count = 556 WHERE slug = 'cigar-city-social-club'`);
      await eventually(async () => expect((await answered(url)).body.reviewCount).toBe(556), 3000);
    },
  );

  it.skipIf(skipWithout(usingPostgres(), POSTGRES_ONLY))(
    'on PostgreSQL, come from every table public answers are made of',
    async () => {
      const { rows } = (await app.strapi.db.connection.raw(
        `SELECT DISTINCT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       WHERE t.tgname = 'tampa_local_content_changed' ORDER BY 1`,
      )) as { rows: { name: string }[] };
      expect(rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          'businesses',
          'events',
          'properties',
          'influencers',
          'reviews',
          'files',
          'files_related_mph',
        ]),
      );
      expect(rows.length).toBe(12);
    },
  );
});
