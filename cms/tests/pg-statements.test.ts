import knexFactory from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_ONLY, skipWithout, startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { paged } from '../src/core/db/db';
import { isPreparable, namePreparedStatements } from '../src/core/db/pg-statements';
import { loadFixtures } from './helpers/fixtures';

/**
 * On PostgreSQL the public routes' reads of a fixed shape are named, so that PostgreSQL
 * parses and plans them once per connection instead of on every execution; searches and
 * candidate lists, whose plans hang on their values, are not.
 */
describe('which statements are prepared', () => {
  it('reads that name their columns, not value-dependent searches or SELECT *', () => {
    expect(isPreparable('select "b"."id" from "businesses" as "b" where "b"."slug" = $1 limit $2')).toBe(true);
    expect(isPreparable('select count(*) as "n" from "events" as "e" where "e"."date" >= $1')).toBe(true);
    expect(isPreparable('select "b"."id" from "businesses" as "b" where lower(b.name) LIKE $1 limit $2')).toBe(false);
    expect(isPreparable('select * from "businesses" where id = $1')).toBe(false);
    expect(isPreparable('select "t".* from "strapi_migrations" as "t"')).toBe(false);
    expect(isPreparable('select b.id from businesses as b where b.id = ANY($1) limit $2')).toBe(false);
    expect(isPreparable('select b.id from businesses as b where strpos(lower(b.name), $1) > 0')).toBe(false);
    expect(isPreparable('update "businesses" set "name" = $1 where "id" = $2')).toBe(false);
    expect(isPreparable('BEGIN')).toBe(false);
  });

  it('names the same text the same way, leaves the rest as they came, and stops at the limit', () => {
    const sent: unknown[] = [];
    const client = namePreparedStatements({ query: (config: unknown) => sent.push(config) }, 3);
    const page = { text: 'select "b"."id" from "businesses" as "b" where "b"."slug" = $1', values: ['x'] };
    client.query(page);
    client.query({ ...page, values: ['y'] });
    client.query({ text: 'select "b"."id" from "businesses" as "b" where "b"."name" LIKE $1', values: ['%a%'] });
    client.query('BEGIN');
    client.query({ text: 'select 2 as "two"', values: [] });
    client.query({ text: 'select 3 as "three"', values: [] });
    const names = sent.map((config) => (typeof config === 'object' ? (config as { name?: string }).name : undefined));
    expect(names[0]).toMatch(/^tl_[\w-]{24}$/);
    expect(names[1]).toBe(names[0]);
    expect((sent[1] as { values: unknown[] }).values).toEqual(['y']);
    expect(names[2]).toBeUndefined();
    expect(sent[3]).toBe('BEGIN');
    expect(names[4]).toMatch(/^tl_/);
    // Three texts remembered: the fourth goes unnamed.
    expect(names[5]).toBeUndefined();
  });
});

describe('a page of a list', () => {
  const builder = () => knexFactory({ client: 'pg' })('businesses').select('id').orderBy('id');

  it('carries its limit and offset in its text, not as parameters', () => {
    const { sql, bindings } = paged(builder(), 12, 24).toSQL();
    expect(sql).toBe('select "id" from "businesses" order by "id" asc limit 12 offset 24');
    expect(bindings).toEqual([]);
    expect(paged(builder(), 7).toSQL().sql).toMatch(/ limit 7$/);
  });

  it('takes whole numbers only', () => {
    for (const [limit, offset] of [
      [1.5, 0],
      [-1, 0],
      [12, Number.NaN],
      [12, -12],
      [Number.POSITIVE_INFINITY, 0],
    ]) {
      expect(() => paged(builder(), limit, offset)).toThrow(RangeError);
    }
  });
});

describe.skipIf(skipWithout(usingPostgres(), POSTGRES_ONLY))('prepared statements on PostgreSQL', () => {
  let app: TestApp;

  beforeAll(async () => {
    // One connection, so the session asked is the one that answered.
    app = await startStrapi({ env: { DATABASE_POOL_MIN: '1', DATABASE_POOL_MAX: '1', RESPONSE_CACHE: 'off' } });
    await loadFixtures(app.strapi);
    // A category of thousands, so that a plan for 2 rows and one for any count differ.
    const db = app.strapi.db.connection;
    const now = new Date();
    const rows = Array.from({ length: 3_000 }, (_, i) => ({
      document_id: `galley${String(i).padStart(18, '0')}`,
      slug: `galley-${i}`,
      name: `Galley ${i}`,
      category: 'restaurants',
      area: 'downtown',
      rating: (i % 50) / 10,
      review_count: i,
      featured: false,
      published_at: now,
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 500) await db('businesses').insert(rows.slice(i, i + 500));
    await db.raw('VACUUM ANALYZE businesses');
  });

  afterAll(async () => {
    await app?.destroy();
    delete process.env.DATABASE_POOL_MIN;
    delete process.env.DATABASE_POOL_MAX;
    delete process.env.RESPONSE_CACHE;
  });

  const prepared = async (): Promise<string[]> => {
    const result = (await app.strapi.db.connection.raw(
      `SELECT statement FROM pg_prepared_statements WHERE name LIKE 'tl\\_%'`,
    )) as { rows: Array<{ statement: string }> };
    return result.rows.map((row) => row.statement);
  };

  it('keeps one plan for a page of a list instead of planning it at every request', async () => {
    // PostgreSQL makes five custom plans first; a LIMIT bound as a parameter kept it making them.
    for (let i = 0; i < 8; i += 1) {
      await request(app.server).get('/api/businesses?category=restaurants&limit=2&offset=1').expect(200);
    }
    const result = (await app.strapi.db.connection.raw(
      `SELECT generic_plans, custom_plans FROM pg_prepared_statements
        WHERE name LIKE 'tl\\_%' AND statement LIKE '%"b"."category" = $1%order by%'`,
    )) as { rows: Array<{ generic_plans: string | number; custom_plans: string | number }> };
    expect(result.rows).toHaveLength(1);
    expect(Number(result.rows[0].custom_plans)).toBeLessThanOrEqual(5);
    expect(Number(result.rows[0].generic_plans)).toBeGreaterThanOrEqual(3);
  });

  it('a business page is answered twice from the same prepared statements, the same answer', async () => {
    const first = await request(app.server).get('/api/businesses/harbor-brunch').expect(200);
    const after = await prepared();
    expect(after.some((sql) => /from "businesses" as "b"/.test(sql))).toBe(true);
    const second = await request(app.server).get('/api/businesses/harbor-brunch').expect(200);
    expect(second.body).toEqual(first.body);
    expect((await prepared()).length).toBe(after.length);
    // A search's statements plan for their own words.
    await request(app.server).get('/api/search?q=brunch').expect(200);
    expect((await prepared()).filter((sql) => /\bLIKE\b/i.test(sql))).toEqual([]);
  });
});
