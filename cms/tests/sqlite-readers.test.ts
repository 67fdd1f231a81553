import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipWithout, SQLITE_ONLY, startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures } from './helpers/fixtures';
import { sqliteDatabaseFile } from '../src/core/db/connection';
import { readWorkerCount } from '../src/core/db/sqlite-readers';

/**
 * On SQLite the public routes' statements run on read worker threads, each with its own
 * read-only connection, so that a search of a million rows does not hold up every other
 * request of the process (better-sqlite3 runs a statement on the thread that asks), and
 * the cms's thread shapes answers while the statements run on the other core. What a
 * worker reads must be what the cms has committed, at once.
 */
let app: TestApp;
let db: Knex;

const require = createRequire(import.meta.url);
const APP_DIR = path.resolve(__dirname, '..');
/** The compiled module the running app loaded. */
const readers = () =>
  require(path.join(APP_DIR, 'dist', 'src', 'core', 'db', 'sqlite-readers.js')) as {
    readsOnWorkers: (strapi: Core.Strapi) => number | null;
    readRows: <T>(strapi: Core.Strapi, query: Knex.QueryBuilder | Knex.Raw) => Promise<T[]>;
    readIds: (strapi: Core.Strapi, query: Knex.QueryBuilder | Knex.Raw) => Promise<number[]>;
    stopReadWorkers: (strapi: Core.Strapi) => Promise<void>;
  };

const searchNames = async (q: string): Promise<string[]> => {
  const res = await request(app.server).get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (res.body.businesses as Array<{ name: string }>).map((business) => business.name);
};

describe('SQLITE_READ_WORKERS', () => {
  it('is a whole number from 0 to 64, one per core beyond the first by default', () => {
    expect(readWorkerCount({ SQLITE_READ_WORKERS: '0' })).toBe(0);
    expect(readWorkerCount({ SQLITE_READ_WORKERS: ' 3 ' })).toBe(3);
    expect(readWorkerCount({})).toBeGreaterThanOrEqual(1);
    for (const wrong of ['-1', '1.5', 'two', '65']) {
      expect(() => readWorkerCount({ SQLITE_READ_WORKERS: wrong })).toThrow(/SQLITE_READ_WORKERS/);
    }
  });
});

describe('the SQLite database file', () => {
  const cms = (client: string, filename: string | undefined) =>
    ({
      db: { dialect: { client } },
      config: {
        get: (key: string) => (key === 'database.connection.connection.filename' ? filename : undefined),
      },
    }) as unknown as Core.Strapi;

  it('is the configured file, and none in memory, by URI or on PostgreSQL', () => {
    expect(sqliteDatabaseFile(cms('sqlite', '/srv/tampa-local/data.db'))).toBe('/srv/tampa-local/data.db');
    expect(sqliteDatabaseFile(cms('sqlite', ':memory:'))).toBeNull();
    expect(sqliteDatabaseFile(cms('sqlite', 'file:data.db?mode=ro'))).toBeNull();
    expect(sqliteDatabaseFile(cms('sqlite', undefined))).toBeNull();
    expect(sqliteDatabaseFile(cms('postgres', '/srv/tampa-local/data.db'))).toBeNull();
  });
});

describe('read workers that fail', () => {
  it('leave the read to the cms’s own connection, and say so in the log', async () => {
    const knex = require('knex') as (config: Knex.Config) => Knex;
    const own = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    const errors: string[] = [];
    // A cms whose database file the workers cannot open.
    const strapi = {
      db: { dialect: { client: 'sqlite' }, connection: own },
      config: { get: () => path.join(os.tmpdir(), `tampa-local-missing-${process.pid}.db`) },
      log: { error: (message: string) => errors.push(message), info: () => undefined },
    } as unknown as Core.Strapi;
    // More than one thread: those holding no read report their failure to the pool itself.
    const workers = process.env.SQLITE_READ_WORKERS;
    process.env.SQLITE_READ_WORKERS = '3';
    try {
      const rows = await readers().readRows<{ answer: number }>(strapi, own.raw('SELECT 42 AS answer'));
      expect(rows).toEqual([{ answer: 42 }]);
      expect(errors.join('\n')).toMatch(/read workers failed/);
      // From then on every read stays on the cms's connection.
      expect(readers().readsOnWorkers(strapi)).toBeNull();
      expect(await readers().readRows(strapi, own.raw('SELECT 1 AS one'))).toEqual([{ one: 1 }]);
      // The other threads' failures arrive after the first; the process must outlive them.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      if (workers === undefined) delete process.env.SQLITE_READ_WORKERS;
      else process.env.SQLITE_READ_WORKERS = workers;
      await own.destroy();
    }
  });
});

describe.skipIf(skipWithout(!usingPostgres(), SQLITE_ONLY))('public reads on SQLite worker threads', () => {
  let workers: string | undefined;

  beforeAll(async () => {
    // One thread, so that a statement kept for a plain read and for ids is the same one.
    workers = process.env.SQLITE_READ_WORKERS;
    process.env.SQLITE_READ_WORKERS = '1';
    app = await startStrapi();
    await loadFixtures(app.strapi);
    db = app.strapi.db.connection;
  });

  afterAll(async () => {
    await app?.destroy();
    if (workers === undefined) delete process.env.SQLITE_READ_WORKERS;
    else process.env.SQLITE_READ_WORKERS = workers;
  });

  it('runs a search’s statements on a worker, with the answer the index gives', async () => {
    const before = readers().readsOnWorkers(app.strapi);
    expect(before).not.toBeNull();
    expect(await searchNames('taco')).toContain('Ybor Taco Garage');
    // The probe and the page, for each of the four kinds.
    expect(readers().readsOnWorkers(app.strapi)).toBeGreaterThanOrEqual((before ?? 0) + 4);
  });

  it('runs the statements of lists and pages on a worker, with their whole answers', async () => {
    // Each URL once: a second request would be the response cache's.
    type Named = { name: string; category?: string };
    const pages: Array<[string, number, (body: unknown, total: number) => void]> = [
      // The business with its image and videos, its recommendations with their creators'
      // images and counts, and the category's best rated (unless another page kept them).
      [
        '/api/businesses/harbor-brunch',
        3,
        (body) => {
          const detail = body as Named & { activeVideoCount: number; similar: Named[] };
          expect(detail.name).toBe('Harbor Brunch');
          expect(detail.activeVideoCount).toBe(4);
          expect(detail.similar.length).toBeGreaterThan(0);
          for (const other of detail.similar) expect(other.category).toBe('restaurants');
        },
      ],
      // The count, and the page with its images and videos.
      [
        '/api/businesses?category=restaurants&sort=name',
        2,
        (body, total) => {
          const names = (body as Named[]).map((item) => item.name);
          expect(names.length).toBeGreaterThan(1);
          expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
          expect(total).toBeGreaterThanOrEqual(names.length);
        },
      ],
      ['/api/events', 2, (body, total) => expect((body as Named[]).length).toBe(total)],
      ['/api/properties', 2, (body, total) => expect((body as Named[]).length).toBe(total)],
      // The count, and the page with its images and recommendation counts.
      ['/api/influencers', 2, (body, total) => expect((body as Named[]).length).toBe(total)],
    ];
    for (const [url, statements, check] of pages) {
      // Every read of the request (not the change feed's poll of the database) on a worker.
      const reads: string[] = [];
      const listen = (query: { sql: string }) => {
        if (/^\s*select/i.test(query.sql)) reads.push(query.sql);
      };
      const before = readers().readsOnWorkers(app.strapi) ?? 0;
      db.on('query', listen);
      try {
        const res = await request(app.server).get(url);
        expect(res.status, url).toBe(200);
        check(res.body, Number(res.headers['x-total-count']));
      } finally {
        db.off('query', listen);
      }
      expect(reads.length, url).toBeGreaterThanOrEqual(statements);
      expect(readers().readsOnWorkers(app.strapi), url).toBe(before + reads.length);
    }
  });

  it('reads the database file through a memory map on the workers, not on the cms’s connection', async () => {
    const mapped = await readers().readRows<{ mmap_size: number }>(app.strapi, db.raw('PRAGMA mmap_size'));
    // SQLite gives at most its build's limit (2 GB in better-sqlite3's).
    expect(mapped[0]?.mmap_size).toBeGreaterThanOrEqual(2 ** 30);
    const own = (await db.raw('PRAGMA mmap_size')) as Array<{ mmap_size: number }>;
    expect(own[0]?.mmap_size).toBe(0);
  });

  it('answers ids as plain numbers, from a worker or from the cms’s connection', async () => {
    const { readIds, readsOnWorkers } = readers();
    const query = () => db('businesses').select('id').whereNotNull('published_at').orderBy('id').limit(3);
    const expected = ((await query()) as Array<{ id: number }>).map((row) => row.id);
    expect(expected).toHaveLength(3);
    const before = readsOnWorkers(app.strapi) ?? 0;
    expect(await readIds(app.strapi, query())).toEqual(expected);
    expect(readsOnWorkers(app.strapi)).toBe(before + 1);
    // A kept statement read with whole rows afterwards answers whole rows again.
    expect(await readers().readRows(app.strapi, query())).toEqual(expected.map((id) => ({ id })));
  });

  it('reads what the cms committed a moment before', async () => {
    const documents = app.strapi.documents('api::business.business');
    const created = await documents.create({
      data: {
        name: 'Quokka Lantern Bistro',
        category: 'restaurants',
        area: 'downtown-tampa',
        rating: 4.2,
        reviewCount: 3,
        featured: false,
      },
      status: 'published',
    });
    // Several at once, so that more than one worker answers.
    const answers = await Promise.all(Array.from({ length: 6 }, () => searchNames('quokka lantern')));
    for (const names of answers) expect(names).toEqual(['Quokka Lantern Bistro']);
    await documents.delete({ documentId: created.documentId });
    expect(await searchNames('quokka lantern')).toEqual([]);
  });

  it('refuses a statement that would write, and nothing is written', async () => {
    const { readRows } = readers();
    const count = async () => Number(((await db('businesses').count({ n: '*' })) as Array<{ n: unknown }>)[0].n);
    const rows = await count();
    await expect(
      readRows(app.strapi, db('businesses').insert({ document_id: 'x', name: 'Intruder', slug: 'intruder' })),
    ).rejects.toThrow(/read/i);
    await expect(readRows(app.strapi, db.raw('DELETE FROM businesses'))).rejects.toThrow(/read/i);
    expect(await count()).toBe(rows);
  });

  // Last: the workers are gone after it.
  it('answers a read under way when its workers stop, and later reads on the cms’s connection', async () => {
    const { readRows, readsOnWorkers, stopReadWorkers } = readers();
    const underWay = readRows<{ name: string }>(
      app.strapi,
      db('businesses').select('name').where('slug', 'harbor-brunch'),
    );
    await stopReadWorkers(app.strapi);
    expect((await underWay).map((row) => row.name)).toContain('Harbor Brunch');
    expect(readsOnWorkers(app.strapi)).toBeNull();
    expect(await searchNames('cigar city')).toEqual(['Cigar City Social Club']);
    expect(
      await readers().readIds(
        app.strapi,
        db('businesses').select('id').where('slug', 'harbor-brunch').whereNotNull('published_at'),
      ),
    ).toEqual([expect.any(Number)]);
  });
});
