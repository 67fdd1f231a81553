import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPreparable, namePreparedStatements } from '../src/lib/pg-statements';
import { loadFixtures } from './helpers/fixtures';
import { startStrapi, usingPostgres, type TestApp } from './helpers/strapi';

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

describe.runIf(usingPostgres())('prepared statements on PostgreSQL', () => {
  let app: TestApp;

  beforeAll(async () => {
    // One connection, so the session asked is the one that answered.
    app = await startStrapi({ env: { DATABASE_POOL_MIN: '1', DATABASE_POOL_MAX: '1', RESPONSE_CACHE: 'off' } });
    await loadFixtures(app.strapi);
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
