import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startStrapi, type TestApp } from '@tampa-local/test-kit';
import { schema } from '../src/core/db/db';
import { loadFixtures, type Fixtures } from './helpers/fixtures';
import { statementsDuring } from './helpers/plans';

/**
 * Each public page reads its rows' pictures (and a business's count of active videos, a
 * creator's count of recommendations) in the statement that reads the rows: on
 * PostgreSQL every statement is a round trip to another process, and the mix's pages
 * each paid one or two more for them.
 */
let app: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  app = await startStrapi();
  fixtures = await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

/** Runs `ask` (which must answer 200) and checks that each kind's rows came with their pictures. */
async function expectPicturesWithRows(ask: () => Promise<{ status: number }>, kinds: readonly string[]): Promise<void> {
  const { media, videoBusiness, recommendationInfluencer } = schema(app.strapi);
  const seen = await statementsDuring(app.strapi.db.connection, async () => {
    expect((await ask()).status).toBe(200);
  });
  // Strapi's own reads (aliased t0, t1…), which other work in the process may run meanwhile, are not the page's.
  const ours = seen.filter((s) => !/[`"]t0[`"]/.test(s.sql));
  const reading = (table: string) => ours.map((s) => s.sql).filter((sql) => sql.includes(table));
  // Never after the rows, on their own.
  for (const sql of reading(media.table)) expect(sql).toMatch(/\b[bepi]_image\b/);
  for (const sql of reading(videoBusiness.table)) expect(sql).toMatch(/\bb_image\b/);
  // A creator's recommendations: counted with the creator's row, or listed with their businesses.
  for (const sql of reading(recommendationInfluencer.table)) expect(sql).toMatch(/\b[bi]_image\b/);
  // Each kind's rows with their pictures.
  for (const kind of kinds) {
    expect(
      ours.filter((s) => new RegExp(`\\b${kind}_image\\b`).test(s.sql)),
      `${kind}'s rows with their pictures`,
    ).not.toHaveLength(0);
  }
}

describe('pictures, video and recommendation counts are read with their rows', () => {
  it.each([
    ['/api/search?q=tampa&limit=3', ['b', 'e', 'p', 'i']],
    ['/api/businesses/harbor-brunch', ['b', 'i']],
    ['/api/businesses?category=restaurants&limit=2', ['b']],
    ['/api/events?limit=2', ['e']],
    ['/api/properties?limit=2', ['p']],
    ['/api/influencers?limit=2', ['i']],
    ['/api/influencers/coach-dre', ['i', 'b']],
  ])('%s', async (url, kinds) => {
    await expectPicturesWithRows(() => request(app.server).get(url), kinds);
  });

  it("a visitor's favourites", async () => {
    const account = { email: 'reads@example.test', password: 'Visitor-password-1', username: 'reads@example.test' };
    await createAccount(app, account, 'authenticated');
    const session = await request(app.server).post('/api/account/session').send(account);
    expect(session.status).toBe(200);
    const cookie = ([] as string[]).concat(session.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const as = <T extends { set: (n: string, v: string) => T }>(req: T) =>
      req.set('Cookie', cookie).set('X-CSRF-Token', session.body.csrfToken as string);
    expect((await as(request(app.server).put('/api/account/favorites/businesses/harbor-brunch'))).status).toBe(200);
    expect((await as(request(app.server).put('/api/account/favorites/creators/coach-dre'))).status).toBe(200);

    await expectPicturesWithRows(() => as(request(app.server).get('/api/account/favorites')), ['b', 'i']);
  });

  it("the editors' preview of each kind", async () => {
    type Handler = (uid: string, params: { documentId: string; status: string }) => Promise<string | null>;
    const handler = (app.strapi.config.get('admin.preview') as { config: { handler: Handler } }).config.handler;
    const anyDocumentOf = async (uid: 'api::event.event' | 'api::property.property') =>
      ((await app.strapi.db.query(uid).findOne({})) as { documentId: string }).documentId;
    for (const [uid, documentId, kind] of [
      ['api::business.business', fixtures.businesses['harbor-brunch']!, 'b'],
      ['api::event.event', await anyDocumentOf('api::event.event'), 'e'],
      ['api::property.property', await anyDocumentOf('api::property.property'), 'p'],
      ['api::influencer.influencer', fixtures.influencers['coach-dre']!, 'i'],
    ] as const) {
      const link = new URL((await handler(uid, { documentId, status: 'draft' }))!);
      await expectPicturesWithRows(() => request(app.server).get(`/api${link.pathname}${link.search}`), [kind]);
    }
  });
});
