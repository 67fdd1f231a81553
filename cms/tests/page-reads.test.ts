import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/lib/db';
import { loadFixtures } from './helpers/fixtures';
import { statementsDuring } from './helpers/plans';
import { startStrapi, type TestApp } from './helpers/strapi';

/**
 * Each public page reads its rows' pictures (and a business's count of active videos) in
 * the statement that reads the rows: on PostgreSQL every statement is a round trip to
 * another process, and the mix's pages each paid one or two more for them.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startStrapi();
  await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

describe('pictures and video counts are read with their rows', () => {
  it.each([
    ['/api/search?q=tampa&limit=3', ['b', 'e', 'p', 'i']],
    ['/api/businesses/harbor-brunch', ['b', 'i']],
    ['/api/businesses?category=restaurants&limit=2', ['b']],
    ['/api/events?limit=2', ['e']],
    ['/api/properties?limit=2', ['p']],
    ['/api/influencers?limit=2', ['i']],
    ['/api/influencers/coach-dre', ['i', 'b']],
  ])('%s', async (url, kinds) => {
    const { media, videoBusiness } = schema(app.strapi);
    const seen = await statementsDuring(app.strapi.db.connection as unknown as Knex, async () => {
      const res = await request(app.server).get(url);
      expect(res.status).toBe(200);
    });
    // Strapi's own reads (aliased t0, t1…), which other work in the process may run meanwhile, are not the page's.
    const ours = seen.filter((s) => !/[`"]t0[`"]/.test(s.sql));
    const reading = (table: string) => ours.map((s) => s.sql).filter((sql) => sql.includes(table));
    // Never after the rows, on their own.
    for (const sql of reading(media.table)) expect(sql).toMatch(/\b[bepi]_image\b/);
    for (const sql of reading(videoBusiness.table)) expect(sql).toMatch(/\bb_image\b/);
    // Each kind's rows with their pictures.
    for (const kind of kinds) {
      expect(
        ours.filter((s) => new RegExp(`\\b${kind}_image\\b`).test(s.sql)),
        `${kind}'s rows with their pictures`,
      ).not.toHaveLength(0);
    }
  });
});
