import { createRequire } from 'node:module';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_ONLY, skipWithout, startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { paged } from '../src/core/db/db';
import { templated } from '../src/core/db/templates';
import { loadFixtures } from './helpers/fixtures';

/**
 * A cache miss's statements are compiled once per shape (src/core/db/templates.ts): the next
 * business page, creator page or page of a list fills in its own values without knex
 * compiling anything, and still answers its own rows.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startStrapi();
  await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

const db = () => app.strapi.db.connection;

const require = createRequire(import.meta.url);
/** The rows many pages share (a category's leaders, the most followed creators), in the compiled module the app runs. */
const sharedRows = () =>
  (
    require(path.join(__dirname, '..', 'dist', 'src', 'core', 'cache', 'cache.js')) as {
      sharedRowsCache: { clear: () => void };
    }
  ).sharedRowsCache;

type CompilingClient = { queryCompiler: (...args: unknown[]) => unknown };

/**
 * How many builders knex compiles while `run` does, and `run`'s answer. The tests'
 * check of each template against its builder (STATEMENT_TEMPLATE_CHECK) is off meanwhile:
 * it compiles every builder.
 */
async function compiledDuring<T>(run: () => Promise<T>): Promise<{ compiled: number; answer: T }> {
  const client = db().client as unknown as CompilingClient;
  const original = client.queryCompiler;
  const check = process.env.STATEMENT_TEMPLATE_CHECK;
  process.env.STATEMENT_TEMPLATE_CHECK = 'off';
  let compiled = 0;
  client.queryCompiler = function (this: unknown, ...args: unknown[]) {
    compiled += 1;
    return original.apply(this, args);
  };
  try {
    const answer = await run();
    return { compiled, answer };
  } finally {
    client.queryCompiler = original;
    process.env.STATEMENT_TEMPLATE_CHECK = check;
  }
}

const get = async (url: string) => {
  const response = await request(app.server).get(url);
  expect(response.status, url).toBe(200);
  return response.body as Record<string, unknown>;
};
const getList = async (url: string) => (await get(url)) as unknown as Array<Record<string, unknown>>;

describe('a miss compiles nothing its shape compiled before', () => {
  it('business pages of one category', async () => {
    await get('/api/businesses/harbor-brunch');
    const { compiled, answer } = await compiledDuring(() => get('/api/businesses/ybor-taco-garage'));
    expect(answer.name).toBe('Ybor Taco Garage');
    expect(answer.category).toBe('restaurants');
    expect(compiled).toBe(0);
  });

  it("the rows pages share, read again once emptied (a category's leaders, the most followed creators)", async () => {
    await get('/api/businesses/harbor-brunch');
    await get('/api/influencers/coach-dre');
    sharedRows().clear();
    const { compiled, answer } = await compiledDuring(async () => ({
      business: await get('/api/businesses/heights-tacos-100-natural'),
      creator: await get('/api/influencers/maria-eats-tampa'),
    }));
    expect(compiled).toBe(0);
    expect((answer.business.similar as Array<{ slug: string }>).map((b) => b.slug)).toContain('harbor-brunch');
    expect((answer.creator.others as Array<{ slug: string }>).map((c) => c.slug)).toContain('coach-dre');
  });

  it('creator pages', async () => {
    await get('/api/influencers/coach-dre');
    const { compiled, answer } = await compiledDuring(() => get('/api/influencers/glow-with-gabi'));
    expect(answer.slug).toBe('glow-with-gabi');
    expect(compiled).toBe(0);
  });

  it('pages of a list', async () => {
    const page = (n: number) => getList(`/api/businesses?sort=name&limit=1&offset=${n}`);
    const first = await page(1);
    const second = await page(2);
    const { compiled, answer: third } = await compiledDuring(() => page(3));
    expect(compiled).toBe(0);
    const names = [first, second, third].map((body) => String(body[0]!.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(names).size).toBe(3);
  });

  // SQLite's searches are compiled as before: their candidates come from its FTS tables.
  it.skipIf(skipWithout(usingPostgres(), POSTGRES_ONLY))(
    'searches of as many words (PostgreSQL): probes, tests and pages',
    async () => {
      const slugs = (body: Record<string, unknown>) => (body.businesses as Array<{ slug: string }>).map((b) => b.slug);
      await get('/api/search?q=brunch&limit=20');
      await get('/api/search?q=harbor%20brunch&limit=20');
      const { compiled, answer } = await compiledDuring(async () => ({
        one: await get('/api/search?q=tacos&limit=20'),
        two: await get('/api/search?q=taco%20garage&limit=20'),
      }));
      expect(compiled).toBe(0);
      expect(slugs(answer.one)).toEqual(expect.arrayContaining(['ybor-taco-garage', 'heights-tacos-100-natural']));
      expect(slugs(answer.two)[0]).toBe('ybor-taco-garage');
      expect(slugs(answer.two)).not.toContain('harbor-brunch');
    },
  );

  it('a list with other filters is compiled for them', async () => {
    await getList('/api/businesses?category=restaurants&limit=1');
    const { compiled, answer } = await compiledDuring(() => getList('/api/businesses?category=nightlife&limit=1'));
    expect(compiled).toBeGreaterThan(0);
    expect(answer[0]!.category).toBe('nightlife');
  });
});

describe('templates', () => {
  const slugOf = (slug: string) => db()('businesses as b').select('b.slug').where('b.slug', slug);

  it('fill in bound texts and numbers written into the SQL', () => {
    const build = (slug: string, limit: number, offset: number) => paged(slugOf(slug), limit, offset);
    templated(app.strapi, 'test|fill', ['a', 5, 10], build);
    const filled = templated(app.strapi, 'test|fill', ['b', 7, 21], build);
    expect(filled.bindings).toEqual(['b']);
    expect(filled.sql).toMatch(/\blimit 7\b/i);
    expect(filled.sql).toMatch(/\boffset 21\b/i);
    expect(filled.sql).toBe(build('b', 7, 21).toSQL().sql);
  });

  it('refuse a key that misses a value shaping the statement (checked in the tests)', () => {
    templated(app.strapi, 'test|missing', [], () => slugOf('harbor-brunch'));
    expect(() => templated(app.strapi, 'test|missing', [], () => slugOf('ybor-taco-garage'))).toThrow(
      /does not match its builder/,
    );
  });

  it('refuse arguments they cannot stand in for', () => {
    expect(() =>
      templated(app.strapi, 'test|identifier', ['b.slug'], (column) =>
        db()('businesses as b').select(db().ref(column)),
      ),
    ).toThrow(/written into the SQL/);
    expect(() =>
      templated(app.strapi, 'test|changed', ['harbor'], (word) => slugOf('x').orWhere('b.slug', 'like', `%${word}%`)),
    ).toThrow(/bound changed/);
    expect(() => templated(app.strapi, 'test|unused', ['harbor'], (_word: string) => slugOf('x'))).toThrow(
      /does not reach/,
    );
    const build = (limit: number) => paged(slugOf('x'), Math.max(limit, 0));
    expect(() => templated(app.strapi, 'test|negative', [1], build)).not.toThrow();
    expect(() => templated(app.strapi, 'test|negative', [-1], build)).toThrow(RangeError);
  });
});
