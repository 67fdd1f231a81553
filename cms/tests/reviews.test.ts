import { createRequire } from 'node:module';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  REVIEW_ERRORS,
  REVIEW_TEXT_MAX,
  REVIEWS_PAGE_SIZE,
  type MyReview,
  type PendingReview,
} from '@tampa-local/domain';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createAccount,
  POSTGRES_ONLY,
  resetSignInFailures,
  skipWithout,
  signInModerator,
  startStrapi,
  type ModeratorSignIn,
  type TestApp,
  usingPostgres,
} from '@tampa-local/test-kit';
import { accountUsers } from '../src/core/auth/user-services';
import { asVisitor, newVisitor as newVisitorOf, type Visitor } from './helpers/visitors';

/**
 * Reviews by visitors (issue #37): the public page of a business's reviews, a visitor's
 * own reviews, helpful marks, reports, the moderators' queue, the business's figures
 * recounted in the same transaction as every change, the limits, and hostile input.
 */
let app: TestApp;
let moderator: ModeratorSignIn;

const require = createRequire(import.meta.url);
const APP_DIR = path.resolve(__dirname, '..');

function resetReviewCounts(): void {
  const limits = require(path.join(APP_DIR, 'dist', 'src', 'api', 'review', 'limits.js')) as {
    resetReviewCounts: () => void;
  };
  limits.resetReviewCounts();
}

/** The write lane of the running app (its compiled module, whose lanes are the app's). */
const writeLane = (strapi: Core.Strapi): Knex => {
  const lane = require(path.join(APP_DIR, 'dist', 'src', 'core', 'db', 'write-lane.js')) as {
    writeLane: (strapi: Core.Strapi) => Knex;
  };
  return lane.writeLane(strapi);
};

const TEXT = 'Friendly staff, strong Cuban coffee and guava pastries worth the wait.';
const text = (n: number) => `${TEXT} Visit number ${n}.`;

/** Businesses of their own: `cafe-0` … `cafe-15`, the first with figures from before reviews. */
const BUSINESS_COUNT = 16;
const slugOf = (n: number) => `cafe-${n}`;

beforeAll(async () => {
  app = await startStrapi();
  for (let n = 0; n < BUSINESS_COUNT; n += 1) {
    await app.strapi.documents('api::business.business').create({
      data: {
        name: `Cafe ${n}`,
        slug: slugOf(n),
        category: 'restaurants',
        area: 'ybor-city',
        rating: n === 0 ? 4.6 : undefined,
        reviewCount: n === 0 ? 320 : 0,
        featured: false,
      },
      status: 'published',
    });
  }
  await app.strapi.documents('api::business.business').create({
    data: {
      name: 'Busy Cafe',
      slug: 'busy-cafe',
      category: 'restaurants',
      area: 'ybor-city',
      reviewCount: 0,
      featured: false,
    },
    status: 'published',
  });
  await app.strapi.documents('api::business.business').create({
    data: {
      name: 'Draft Diner',
      slug: 'draft-diner',
      category: 'restaurants',
      area: 'ybor-city',
      reviewCount: 0,
      featured: false,
    },
  });
  await createAccount(app, { email: 'mod@tampalocal.test', password: 'Moderator-pass-1', username: 'mod' });
  moderator = await signInModerator(app, { email: 'mod@tampalocal.test', password: 'Moderator-pass-1' });
});

afterAll(async () => {
  await app?.destroy();
});

beforeEach(() => {
  resetSignInFailures();
  resetReviewCounts();
  delete process.env.REVIEWS_HOLD_FIRST;
});

const newVisitor = (): Promise<Visitor> => newVisitorOf(app);
const as = (visitor: { cookie: string; csrfToken: string }) => asVisitor(app, visitor);

let named = 0;
const write = (visitor: Visitor, business: string, rating: number, body = text(rating), extra: object = {}) =>
  as(visitor).post('/api/account/reviews', {
    business,
    rating,
    text: body,
    displayName: `Visitor ${(named += 1)}`,
    ...extra,
  });

const knex = () => app.strapi.db.connection;

/** The stored figures of a business's two rows, and a recount of its published reviews. */
async function figures(slug: string) {
  const rows = (await knex()('businesses').where({ slug }).select('document_id', 'rating', 'review_count')) as Array<{
    document_id: string;
    rating: unknown;
    review_count: unknown;
  }>;
  const documentId = rows[0]!.document_id;
  const recount = (await knex()('reviews')
    .where({ business_id: documentId, status: 'published' })
    .count({ n: '*' })
    .sum({ total: 'rating' })
    .first()) as { n: unknown; total: unknown };
  const n = Number(recount.n);
  return {
    stored: rows.map((row) => ({
      rating: row.rating === null ? null : Number(row.rating),
      reviewCount: Number(row.review_count),
    })),
    recounted: { rating: n === 0 ? null : Math.round((Number(recount.total) / n) * 10) / 10, reviewCount: n },
  };
}

async function expectFiguresInStep(slug: string) {
  const { stored, recounted } = await figures(slug);
  expect(stored).toHaveLength(2);
  for (const row of stored) expect(row).toEqual(recounted);
  return recounted;
}

const rowCount = async (table: string) => Number(((await knex()(table).count({ n: '*' }).first()) as { n: unknown }).n);

describe('GET /api/businesses/:slug/reviews', () => {
  it('answers an empty page with the stored figures', async () => {
    const res = await request(app.server).get('/api/businesses/cafe-0/reviews');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], total: 0, histogram: [0, 0, 0, 0, 0], rating: 4.6, reviewCount: 320 });
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it('refuses unknown businesses, drafts, sorts and pages', async () => {
    expect((await request(app.server).get('/api/businesses/nowhere/reviews')).body).toEqual({
      error: 'Business not found',
    });
    expect((await request(app.server).get('/api/businesses/draft-diner/reviews')).status).toBe(404);
    for (const query of [
      'sort=best',
      'page=0',
      'page=-1',
      'page=abc',
      'page=2000',
      'limit=51',
      'offset=10001',
      'page=2&offset=10',
      'sort[$ne]=newest',
      'sort=newest&sort=highest',
    ]) {
      const res = await request(app.server).get(`/api/businesses/cafe-0/reviews?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toEqual(expect.any(String));
    }
  });
});

describe('signed-out and cross-site requests', () => {
  it('refuses every visitor route without a session (401) and changes without the CSRF token (403)', async () => {
    const routes: Array<[string, string]> = [
      ['get', '/api/account/reviews'],
      ['post', '/api/account/reviews'],
      ['put', '/api/account/reviews/1'],
      ['delete', '/api/account/reviews/1'],
      ['put', '/api/account/reviews/1/helpful'],
      ['delete', '/api/account/reviews/1/helpful'],
      ['post', '/api/account/reviews/1/reports'],
    ];
    for (const [method, url] of routes) {
      const res = await (request(app.server) as unknown as Record<string, (u: string) => request.Test>)[method]!(
        url,
      ).send({});
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({ error: 'Sign in required' });
    }
    const visitor = await newVisitor();
    for (const [method, url] of routes.filter(([method]) => method !== 'get')) {
      const res = await (request(app.server) as unknown as Record<string, (u: string) => request.Test>)[method]!(url)
        .set('Cookie', visitor.cookie)
        .set('X-CSRF-Token', 'forged')
        .send({ business: 'cafe-0', rating: 5, text: TEXT, displayName: 'Forger', reason: 'spam' });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    // A forged cookie is no session at all.
    const forged = await request(app.server)
      .post('/api/account/reviews')
      .set('Cookie', `tl_session=${'A'.repeat(43)}`)
      .set('X-CSRF-Token', 'x')
      .send({ business: 'cafe-0', rating: 5, text: TEXT, displayName: 'Forger' });
    expect(forged.status).toBe(401);
    expect(await rowCount('reviews')).toBe(0);
  });

  it('lets an unconfirmed account write nothing: it cannot sign in (403) and has no session (401)', async () => {
    const email = 'unconfirmed@example.test';
    const password = 'Visitor-password-1';
    const users = accountUsers(app.strapi);
    const role = (await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } })) as { id: number };
    await users.add({ email, username: email, password, role: role.id, confirmed: false, provider: 'local' });
    const signIn = await request(app.server).post('/api/account/session').send({ email, password });
    expect(signIn.status).toBe(403);
    expect(signIn.headers['set-cookie']).toBeUndefined();
  });

  it('reads nothing it should not from the public page', async () => {
    for (const slug of ["x' OR '1'='1", 'cafe-0%00', '..%2F..%2Fadmin', 'a'.repeat(300)]) {
      const res = await request(app.server).get(`/api/businesses/${encodeURIComponent(slug)}/reviews`);
      expect([400, 404], slug).toContain(res.status);
      expect(res.body.error).toEqual(expect.any(String));
    }
    const injected = await request(app.server).get("/api/businesses/cafe-0/reviews?sort=newest'--&limit=1;DROP");
    expect(injected.status).toBe(400);
    // Held and removed reviews, authors' ids and moderation fields never show.
    const page = await request(app.server).get('/api/businesses/cafe-0/reviews?limit=50');
    for (const item of page.body.items as Array<Record<string, unknown>>) {
      expect(Object.keys(item).sort()).toEqual(
        ['author', 'createdAt', 'editedAt', 'helpfulCount', 'id', 'rating', 'text', 'visitedMonth'].sort(),
      );
    }
  });

  it('keeps the moderators’ routes from visitors and from signed-out callers', async () => {
    const visitor = await newVisitor();
    expect((await request(app.server).get('/api/reviews/pending')).status).toBe(401);
    expect((await request(app.server).post('/api/reviews/1/moderation').send({ action: 'publish' })).status).toBe(401);
    const pending = await as(visitor).get('/api/reviews/pending');
    expect(pending.status).toBe(403);
    expect(pending.body).toEqual({ error: 'Only moderators can do this' });
    expect((await as(visitor).post('/api/reviews/1/moderation', { action: 'publish' })).status).toBe(403);
    expect((await as(visitor).get('/api/moderation-records?reviewId=1')).status).toBe(403);
    // A moderator's change needs the CSRF token too.
    const noToken = await request(app.server)
      .post('/api/reviews/1/moderation')
      .set('Cookie', moderator.cookie)
      .send({ action: 'publish' });
    expect(noToken.status).toBe(403);
  });
});

describe('writing a review', () => {
  it('refuses a review with the limit it breaks, storing nothing', async () => {
    const visitor = await newVisitor();
    const cases: Array<[object, number, string]> = [
      [{ text: 'x'.repeat(29) }, 400, REVIEW_ERRORS.textTooShort],
      [{ text: `   ${'x'.repeat(29)}        ` }, 400, 'Write at least 30 characters'],
      [{ text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, 400, 'Keep your review under 5,000 characters'],
      [{ rating: 0 }, 400, 'Choose a rating from 1 to 5 stars'],
      [{ rating: 6 }, 400, REVIEW_ERRORS.rating],
      [{ rating: 4.5 }, 400, REVIEW_ERRORS.rating],
      [{ rating: '5' }, 400, REVIEW_ERRORS.rating],
      [{ rating: { $gt: 0 } }, 400, REVIEW_ERRORS.rating],
      [{ text: ['a', 'b'] }, 400, 'text must be text'],
      [{ text: { $ne: null } }, 400, 'text must be text'],
      [{ visitedMonth: '2999-01' }, 400, 'visitedMonth must be a past month as YYYY-MM'],
      [{ visitedMonth: '2025-13' }, 400, REVIEW_ERRORS.visitedMonth],
      [{ visitedMonth: { year: 2025 } }, 400, REVIEW_ERRORS.visitedMonth],
      [{ displayName: 'A' }, 400, 'Choose a display name of 2 to 40 characters'],
      [{ displayName: ['Ana'] }, 400, REVIEW_ERRORS.displayName],
      [{ displayName: undefined }, 400, REVIEW_ERRORS.displayName],
      [{ business: { slug: 'cafe-0' } }, 400, 'business must be the slug of a business'],
      [{ business: 'nowhere' }, 404, 'Business not found'],
      [{ business: 'draft-diner' }, 404, 'Business not found'],
    ];
    for (const [change, status, error] of cases) {
      const res = await as(visitor).post('/api/account/reviews', {
        business: 'cafe-1',
        rating: 5,
        text: TEXT,
        displayName: 'Ana',
        ...change,
      });
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(status);
      expect(res.body).toMatchObject({ error });
    }
    // Not JSON, not an object, too big for the body parser.
    const form = await request(app.server)
      .post('/api/account/reviews')
      .set('Cookie', visitor.cookie)
      .set('X-CSRF-Token', visitor.csrfToken)
      .type('form')
      .send('business=cafe-1&rating=5');
    expect(form.status).toBe(415);
    expect((await as(visitor).post('/api/account/reviews', [1, 2])).status).toBe(400);
    const huge = await as(visitor).post('/api/account/reviews', {
      business: 'cafe-1',
      rating: 5,
      text: 'x'.repeat(200_000),
      displayName: 'Ana',
    });
    expect(huge.status).toBe(413);
    expect(await rowCount('reviews')).toBe(0);
    expect(await rowCount('account_profiles')).toBe(0);
    // None of it counted against the day's limit.
    for (let n = 1; n <= 10; n += 1) expect((await write(visitor, slugOf(n), 4)).status).toBe(201);
  });

  it('publishes a review, recounts the business and shows it on the business page', async () => {
    const visitor = await newVisitor();
    // The cached page and business answer are emptied by the write.
    await request(app.server).get('/api/businesses/cafe-0/reviews');
    await request(app.server).get('/api/businesses/cafe-0');
    const res = await as(visitor).post('/api/account/reviews', {
      business: 'cafe-0',
      rating: 4,
      text: `  ${TEXT}  `,
      visitedMonth: '2025-11',
      displayName: '  Ana   Lopez ',
    });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const review = res.body as MyReview;
    expect(review).toEqual({
      id: expect.any(Number),
      business: { slug: 'cafe-0', name: 'Cafe 0' },
      rating: 4,
      text: TEXT,
      visitedMonth: '2025-11',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      editedAt: null,
      status: 'published',
      moderationReason: null,
      helpfulCount: 0,
      photos: [],
    });
    expect(await expectFiguresInStep('cafe-0')).toEqual({ rating: 4, reviewCount: 1 });
    const page = await request(app.server).get('/api/businesses/cafe-0/reviews');
    expect(page.body).toEqual({
      items: [
        {
          id: review.id,
          rating: 4,
          text: TEXT,
          visitedMonth: '2025-11',
          createdAt: review.createdAt,
          editedAt: null,
          author: { name: 'Ana Lopez', reviewCount: 1 },
          helpfulCount: 0,
          photos: [],
        },
      ],
      total: 1,
      histogram: [0, 0, 0, 1, 0],
      rating: 4,
      reviewCount: 1,
    });
    const business = await request(app.server).get('/api/businesses/cafe-0');
    expect(business.body).toMatchObject({ rating: 4, reviewCount: 1 });

    // One per account per business, with the way to the one there is.
    const again = await write(visitor, 'cafe-0', 5);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'You already reviewed this business', details: { reviewId: review.id } });

    // The display name stays with the account: the next review needs none.
    const next = await as(visitor).post('/api/account/reviews', { business: 'cafe-2', rating: 5, text: text(99) });
    expect(next.status).toBe(201);
    const mine = await as(visitor).get('/api/account/reviews');
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body.displayName).toBe('Ana Lopez');
    expect(mine.body.reviews.map((r: MyReview) => r.business.slug)).toEqual(['cafe-2', 'cafe-0']);
    expect(mine.body.helpful).toEqual([]);
    const author = (await request(app.server).get('/api/businesses/cafe-0/reviews')).body.items[0].author;
    expect(author).toEqual({ name: 'Ana Lopez', reviewCount: 2 });
  });

  it.skipIf(skipWithout(usingPostgres(), POSTGRES_ONLY))(
    'writes a new review in one statement on PostgreSQL, recounted and announced like any other',
    async () => {
      await write(await newVisitor(), 'cafe-15', 2);
      const other = await newVisitor();
      // The business's answer is cached before the write, and emptied by it.
      expect((await request(app.server).get('/api/businesses/cafe-15')).body).toMatchObject({ rating: 2 });
      const statements: string[] = [];
      const shared: string[] = [];
      const seen = (query: { sql: string }) => statements.push(query.sql);
      const seenShared = (query: { sql: string }) => shared.push(query.sql);
      writeLane(app.strapi).on('query', seen);
      knex().on('query', seenShared);
      let res: request.Response;
      try {
        res = await write(other, 'cafe-15', 5);
      } finally {
        writeLane(app.strapi).off('query', seen);
        knex().off('query', seenShared);
      }
      expect(res.status).toBe(201);
      expect(statements.filter((sql) => sql.includes('tampa_local_write_review('))).toHaveLength(1);
      expect(statements.filter((sql) => /^\s*(insert|update|delete)\b/i.test(sql))).toEqual([]);
      // The session and its account (one read), then the check, the write and the answer in one statement.
      expect(statements).toHaveLength(2);
      // All of it on the write lane: nothing waited for the pool the reads share.
      expect(shared).toEqual([]);
      // The answer is the review as the author's own list reads it back.
      const mine = await as(other).get('/api/account/reviews');
      expect(res.body).toEqual(mine.body.reviews.find((review: { id: number }) => review.id === res.body.id));
      expect(res.body).toMatchObject({ business: { slug: 'cafe-15' }, rating: 5, status: 'published', photos: [] });
      expect(await expectFiguresInStep('cafe-15')).toEqual({ rating: 3.5, reviewCount: 2 });
      expect((await request(app.server).get('/api/businesses/cafe-15')).body).toMatchObject({
        rating: 3.5,
        reviewCount: 2,
      });
    },
  );

  it.skipIf(skipWithout(usingPostgres(), POSTGRES_ONLY))(
    'writes a new review while every connection the reads share is taken',
    async () => {
      const visitor = await newVisitor();
      // Reads hold the whole shared pool (under load: a queue of them waiting for it).
      const client = knex().client as {
        pool: { max: number };
        acquireConnection(): Promise<unknown>;
        releaseConnection(connection: unknown): Promise<unknown>;
      };
      const held = await Promise.all(Array.from({ length: client.pool.max }, () => client.acquireConnection()));
      let res: request.Response;
      try {
        res = await write(visitor, 'cafe-14', 4);
      } finally {
        await Promise.all(held.map((connection) => client.releaseConnection(connection)));
      }
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ rating: 4, status: 'published' });
      expect(await expectFiguresInStep('cafe-14')).toEqual({ rating: 4, reviewCount: 1 });
    },
  );

  it.skipIf(skipWithout(usingPostgres(), POSTGRES_ONLY))(
    'refuses in the database an unknown business and an account without a display name, storing nothing',
    async () => {
      const before = { reviews: await rowCount('reviews'), profiles: await rowCount('account_profiles') };
      const call = (business: string, displayName: string | null) =>
        knex().raw(
          'SELECT * FROM tampa_local_write_review(?::text, ?::integer, 4, ?::text, NULL, ?::text, ?::text, 0, ?::text, ?::text, localtimestamp)',
          [business, 999_999, TEXT, displayName, 'key', 'reviewdocument0000000000', 'profiledocument000000000'],
        );
      await expect(call('no-such-document', 'Ana')).rejects.toMatchObject({ code: 'TLBIZ' });
      // A draft's slug is no business to review either.
      await expect(call('draft-diner', 'Ana')).rejects.toMatchObject({ code: 'TLBIZ' });
      const [cafe] = (await knex()('businesses').where({ slug: 'cafe-14' }).select('document_id')) as Array<{
        document_id: string;
      }>;
      await expect(call(cafe!.document_id, null)).rejects.toMatchObject({ code: 'TLNAM' });
      expect({ reviews: await rowCount('reviews'), profiles: await rowCount('account_profiles') }).toEqual(before);
    },
  );

  it('sorts and pages the published reviews', async () => {
    const ratings = [3, 5, 1, 4, 2, 5, 4, 3, 5, 1, 4, 2];
    for (const rating of ratings) expect((await write(await newVisitor(), 'cafe-3', rating)).status).toBe(201);
    const get = (query: string) => request(app.server).get(`/api/businesses/cafe-3/reviews?${query}`);
    const first = await get('');
    expect(first.body.total).toBe(ratings.length);
    expect(first.body.items).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.body.histogram).toEqual([2, 2, 2, 3, 3]);
    expect(first.body.rating).toBe(3.3);
    expect(first.body.reviewCount).toBe(ratings.length);
    const newest = first.body.items.map((r: { rating: number }) => r.rating);
    expect(newest).toEqual([...ratings].reverse().slice(0, REVIEWS_PAGE_SIZE));
    const second = await get('page=2');
    expect(second.body.items.map((r: { rating: number }) => r.rating)).toEqual([5, 3]);
    const highest = (await get('sort=highest&limit=50')).body.items.map((r: { rating: number }) => r.rating);
    expect(highest).toEqual([...ratings].sort((a, b) => b - a));
    const lowest = (await get('sort=lowest&limit=50')).body.items.map((r: { rating: number }) => r.rating);
    expect(lowest).toEqual([...ratings].sort((a, b) => a - b));
    expect((await get('limit=3&offset=11')).body.items).toHaveLength(1);
    await expectFiguresInStep('cafe-3');
  });
});

describe('editing and deleting', () => {
  it('keeps the earlier version for moderators, and only the author may change or delete', async () => {
    const author = await newVisitor();
    const other = await newVisitor();
    const created = (await write(author, 'cafe-4', 2, text(1), { visitedMonth: '2025-01' })).body as MyReview;
    const url = `/api/account/reviews/${created.id}`;

    for (const [call, status] of [
      [as(other).put(url, { rating: 5, text: text(2) }), 404],
      [as(other).delete(url), 404],
      [as(author).put('/api/account/reviews/999999', { rating: 5, text: text(2) }), 404],
      [as(author).put('/api/account/reviews/abc', { rating: 5, text: text(2) }), 404],
      [as(author).put(url, { rating: 5, text: 'too short' }), 400],
      [as(author).put(url, { rating: 9, text: text(2) }), 400],
    ] as const) {
      expect((await call).status).toBe(status);
    }

    const edited = await as(author).put(url, { rating: 5, text: text(2), visitedMonth: null });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: created.id,
      rating: 5,
      text: text(2),
      visitedMonth: null,
      status: 'published',
    });
    expect(edited.body.editedAt).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(await expectFiguresInStep('cafe-4')).toEqual({ rating: 5, reviewCount: 1 });
    const shown = (await request(app.server).get('/api/businesses/cafe-4/reviews')).body.items[0];
    expect(shown).toMatchObject({ rating: 5, text: text(2), editedAt: edited.body.editedAt });

    // A report brings it to the moderators, with the version it replaced.
    expect((await as(other).post(`${url}/reports`, { reason: 'spam' })).status).toBe(202);
    const queue = await request(app.server).get('/api/reviews/pending').set('Cookie', moderator.cookie);
    const pending = (queue.body as PendingReview[]).find((r) => r.id === created.id);
    expect(pending?.previousVersions).toEqual([
      { rating: 2, text: text(1), visitedMonth: '2025-01', replacedAt: expect.stringMatching(/^\d{4}-/) },
    ]);

    // Deleting takes its marks and reports with it, and recounts.
    const deleted = await as(author).delete(url);
    expect(deleted.status).toBe(204);
    expect(await expectFiguresInStep('cafe-4')).toEqual({ rating: null, reviewCount: 0 });
    expect((await as(author).delete(url)).status).toBe(404);
    expect(await knex()('review_reports').where('review_id', created.id).first()).toBeUndefined();
    const page = await request(app.server).get('/api/businesses/cafe-4/reviews');
    expect(page.body).toMatchObject({ total: 0, rating: null, reviewCount: 0 });
  });
});

describe('helpful marks and reports', () => {
  it('counts one helpful mark per account, never on one’s own review', async () => {
    const author = await newVisitor();
    const reader = await newVisitor();
    const review = (await write(author, 'cafe-5', 4)).body as MyReview;
    const url = `/api/account/reviews/${review.id}/helpful`;
    const own = await as(author).put(url);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ error: 'You cannot mark your own review as helpful' });
    const results = await Promise.all([as(reader).put(url), as(reader).put(url), as(reader).put(url)]);
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(results.at(-1)?.body).toEqual({ helpfulCount: 1, helpful: true });
    expect((await as(reader).get('/api/account/reviews')).body.helpful).toEqual([review.id]);
    const shown = await request(app.server).get('/api/businesses/cafe-5/reviews?sort=helpful');
    expect(shown.body.items[0]).toMatchObject({ id: review.id, helpfulCount: 1 });
    expect((await as(reader).delete(url)).body).toEqual({ helpfulCount: 0, helpful: false });
    expect((await as(reader).delete(url)).body).toEqual({ helpfulCount: 0, helpful: false });
    expect((await as(reader).put('/api/account/reviews/999999/helpful')).status).toBe(404);
  });

  it('takes one report per account, keeps the review visible and queues it', async () => {
    const author = await newVisitor();
    const reader = await newVisitor();
    const review = (await write(author, 'cafe-6', 1)).body as MyReview;
    const url = `/api/account/reviews/${review.id}/reports`;
    for (const body of [{ reason: 'rude' }, { reason: ['spam'] }, {}, { reason: 'spam', note: { x: 1 } }]) {
      expect((await as(reader).post(url, body)).status).toBe(400);
    }
    expect((await as(reader).post(url, { reason: 'not-a-real-visit', note: 'They never went' })).status).toBe(202);
    const second = await as(reader).post(url, { reason: 'spam' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ ok: true });
    expect(await knex()('review_reports').where('review_id', review.id).count({ n: '*' }).first()).toEqual({
      n: expect.anything(),
    });
    expect(
      Number(
        ((await knex()('review_reports').where('review_id', review.id).count({ n: '*' }).first()) as { n: unknown }).n,
      ),
    ).toBe(1);
    expect((await request(app.server).get('/api/businesses/cafe-6/reviews')).body.total).toBe(1);
    const queue = await request(app.server).get('/api/reviews/pending').set('Cookie', moderator.cookie);
    expect(queue.status).toBe(200);
    expect(queue.headers['cache-control']).toBe('private, no-store');
    expect(Number(queue.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    const held = (queue.body as PendingReview[]).find((r) => r.id === review.id);
    expect(held).toMatchObject({
      status: 'published',
      heldBecause: 'report',
      authorName: expect.any(String),
      reports: [{ reason: 'not-a-real-visit', count: 1 }],
      business: { slug: 'cafe-6', name: 'Cafe 6' },
    });
  });
});

describe('moderation', () => {
  it('removes and publishes with a reason, records every action, and the author sees it', async () => {
    const author = await newVisitor();
    const review = (await write(author, 'cafe-7', 2)).body as MyReview;
    const url = `/api/reviews/${review.id}/moderation`;
    const asModerator = (body: object) =>
      request(app.server).post(url).set('Cookie', moderator.cookie).set('X-CSRF-Token', moderator.csrfToken).send(body);
    for (const body of [{ action: 'remove' }, { action: 'remove', reason: '   ' }, { action: 'hide' }, {}]) {
      expect((await asModerator(body)).status).toBe(400);
    }
    expect(
      (
        await request(app.server)
          .post('/api/reviews/999999/moderation')
          .set('Cookie', moderator.cookie)
          .set('X-CSRF-Token', moderator.csrfToken)
          .send({ action: 'publish' })
      ).status,
    ).toBe(404);

    const removed = await asModerator({ action: 'remove', reason: 'Personal details of staff' });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      id: review.id,
      status: 'removed',
      moderationReason: 'Personal details of staff',
    });
    expect(await expectFiguresInStep('cafe-7')).toEqual({ rating: null, reviewCount: 0 });
    expect((await request(app.server).get('/api/businesses/cafe-7/reviews')).body.items).toEqual([]);
    const mine = (await as(author).get('/api/account/reviews')).body.reviews as MyReview[];
    expect(mine.find((r) => r.id === review.id)).toMatchObject({
      status: 'removed',
      moderationReason: 'Personal details of staff',
    });
    // A removed review takes no helpful marks or reports.
    const reader = await newVisitor();
    expect((await as(reader).put(`/api/account/reviews/${review.id}/helpful`)).status).toBe(404);
    expect((await as(reader).post(`/api/account/reviews/${review.id}/reports`, { reason: 'spam' })).status).toBe(404);

    const published = await request(app.server)
      .post(url)
      .set('Cookie', moderator.cookie)
      .set('X-CSRF-Token', moderator.csrfToken)
      .send({ action: 'publish', reason: 'Checked with the business' });
    expect(published.status).toBe(200);
    expect(await expectFiguresInStep('cafe-7')).toEqual({ rating: 2, reviewCount: 1 });

    const history = await request(app.server)
      .get(`/api/moderation-records?reviewId=${review.id}`)
      .set('Cookie', moderator.cookie);
    expect(history.body).toEqual([
      expect.objectContaining({
        action: 'publish',
        reviewId: review.id,
        fromStatus: 'removed',
        toStatus: 'published',
        notes: 'Checked with the business',
        actor: 'mod@tampalocal.test',
        businessName: 'Cafe 7',
      }),
      expect.objectContaining({
        action: 'remove',
        fromStatus: 'published',
        toStatus: 'removed',
        notes: 'Personal details of staff',
        actor: 'mod@tampalocal.test',
      }),
    ]);
    // The videos' history stays as it was: no review in it.
    const videos = await request(app.server).get('/api/moderation-records').set('Cookie', moderator.cookie);
    expect(videos.body).toEqual([]);
  });

  it('holds a new account’s first reviews (REVIEWS_HOLD_FIRST) until a moderator publishes them', async () => {
    process.env.REVIEWS_HOLD_FIRST = '1';
    const visitor = await newVisitor();
    const first = await write(visitor, 'cafe-8', 5);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'pending',
      moderationReason: 'A moderator reads the first reviews of new accounts before they appear.',
    });
    const second = await write(visitor, 'cafe-9', 5, text(6));
    expect(second.body.status).toBe('published');
    expect((await request(app.server).get('/api/businesses/cafe-8/reviews')).body.total).toBe(0);
    expect(await expectFiguresInStep('cafe-8')).toEqual({ rating: null, reviewCount: 0 });
    const queue = (await request(app.server).get('/api/reviews/pending').set('Cookie', moderator.cookie))
      .body as PendingReview[];
    expect(queue.find((r) => r.id === first.body.id)).toMatchObject({ heldBecause: 'new-account', status: 'pending' });
    const published = await request(app.server)
      .post(`/api/reviews/${first.body.id}/moderation`)
      .set('Cookie', moderator.cookie)
      .set('X-CSRF-Token', moderator.csrfToken)
      .send({ action: 'publish' });
    expect(published.body).toMatchObject({ status: 'published', heldBecause: 'new-account', moderationReason: null });
    expect(await expectFiguresInStep('cafe-8')).toEqual({ rating: 5, reviewCount: 1 });
    const after = (await request(app.server).get('/api/reviews/pending').set('Cookie', moderator.cookie))
      .body as PendingReview[];
    expect(after.find((r) => r.id === first.body.id)).toBeUndefined();
  });

  it('holds the same text posted on another business', async () => {
    const visitor = await newVisitor();
    const body = 'Best Cuban sandwich in town, crispy bread and friendly owners!';
    expect((await write(visitor, 'cafe-10', 5, body)).body.status).toBe('published');
    const copy = await write(
      visitor,
      'cafe-11',
      5,
      `  best cuban SANDWICH in town... crispy bread and friendly owners `,
    );
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ status: 'pending', moderationReason: expect.stringContaining('same text') });
    // An edit that copies it is held too.
    const other = await write(visitor, 'cafe-12', 3, text(5));
    const edited = await as(visitor).put(`/api/account/reviews/${other.body.id}`, { rating: 3, text: body });
    expect(edited.body.status).toBe('pending');
    await expectFiguresInStep('cafe-12');
  });
});

describe('limits', () => {
  it('allows 10 reviews an account a day, then 429 with Retry-After, storing nothing', async () => {
    const visitor = await newVisitor();
    for (let n = 0; n < 10; n += 1) expect((await write(visitor, slugOf(n), 3, text(n + 200))).status).toBe(201);
    const refused = await write(visitor, slugOf(13), 3, text(300));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many reviews today. Try again tomorrow.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await knex()('reviews').where('author_id', visitor.id).count({ n: '*' }).first()).toMatchObject({});
    expect(
      Number(((await knex()('reviews').where('author_id', visitor.id).count({ n: '*' }).first()) as { n: unknown }).n),
    ).toBe(10);
  });

  it('allows 20 reports an account a day', async () => {
    const reporter = await newVisitor();
    const author = await newVisitor();
    const ids: number[] = [];
    for (let n = 0; n < 10; n += 1) ids.push(((await write(author, slugOf(n), 4, text(n + 400))).body as MyReview).id);
    resetReviewCounts();
    const other = await newVisitor();
    for (let n = 10; n < 15; n += 1) ids.push(((await write(other, slugOf(n), 4, text(n + 400))).body as MyReview).id);
    const published = (await knex()('reviews')
      .where('status', 'published')
      .whereNotIn('id', ids)
      .pluck('id')) as number[];
    const targets = [...ids, ...published].slice(0, 21);
    expect(targets).toHaveLength(21);
    for (const id of targets.slice(0, 20)) {
      expect((await as(reporter).post(`/api/account/reviews/${id}/reports`, { reason: 'other' })).status).toBeLessThan(
        300,
      );
    }
    const refused = await as(reporter).post(`/api/account/reviews/${targets[20]}/reports`, { reason: 'other' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many reports today.' });
  });
});

describe('the business’s figures under concurrent writes', () => {
  it('match a recount after many writes, edits and deletes at once', async () => {
    const visitors = await Promise.all(Array.from({ length: 16 }, () => newVisitor()));
    const slug = 'busy-cafe';
    const created = await Promise.all(visitors.map((visitor, i) => write(visitor, slug, (i % 5) + 1, text(i + 500))));
    expect(created.map((res) => res.status)).toEqual(visitors.map(() => 201));
    await expectFiguresInStep(slug);
    const ids = created.map((res) => (res.body as MyReview).id);
    const calls = visitors.flatMap((visitor, i) => {
      const url = `/api/account/reviews/${ids[i]}`;
      if (i % 3 === 0) return [as(visitor).delete(url)];
      return [
        as(visitor).put(url, { rating: 5 - (i % 5), text: text(i + 600) }),
        as(visitor).put(url, { rating: (i % 2) + 1, text: text(i + 700) }),
        as(visitors[(i + 1) % visitors.length]!).put(`${url}/helpful`),
      ];
    });
    const moderatorCalls = ids
      .slice(1, 3)
      .map((id) =>
        request(app.server)
          .post(`/api/reviews/${id}/moderation`)
          .set('Cookie', moderator.cookie)
          .set('X-CSRF-Token', moderator.csrfToken)
          .send({ action: 'remove', reason: 'Test' }),
      );
    const results = await Promise.all([...calls, ...moderatorCalls]);
    for (const res of results) expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const recounted = await expectFiguresInStep(slug);
    expect(recounted.reviewCount).toBe(16 - 6 - 2);
    const page = await request(app.server).get(`/api/businesses/${slug}/reviews`);
    expect(page.body).toMatchObject({
      total: recounted.reviewCount,
      rating: recounted.rating,
      reviewCount: recounted.reviewCount,
    });
  });

  it('take one review from an account that sends it several times at once', async () => {
    const visitor = await newVisitor();
    const sent = await Promise.all(Array.from({ length: 4 }, () => write(visitor, 'busy-cafe', 4, text(800))));
    const statuses = sent.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    const review = sent.find((res) => res.status === 201)!.body as MyReview;
    for (const res of sent.filter((one) => one.status === 409)) {
      expect(res.body).toEqual({ error: 'You already reviewed this business', details: { reviewId: review.id } });
    }
    // The refused copies counted nothing: the account has written one review.
    const page = await request(app.server).get('/api/businesses/busy-cafe/reviews?sort=newest&limit=50');
    const shown = (page.body.items as { id: number; author: { reviewCount: number } }[]).find(
      (item) => item.id === review.id,
    );
    expect(shown?.author.reviewCount).toBe(1);
    const mine = await as(visitor).get('/api/account/reviews');
    expect(mine.body.reviews).toHaveLength(1);
    await expectFiguresInStep('busy-cafe');
  });
});

describe('the panel', () => {
  it('recounts the business when an editor changes a review', async () => {
    const visitor = await newVisitor();
    const review = (await write(visitor, 'cafe-13', 1, text(900))).body as MyReview;
    const row = (await knex()('reviews').where('id', review.id).first('document_id')) as { document_id: string };
    await app.strapi
      .documents('api::review.review')
      .update({ documentId: row.document_id, data: { status: 'removed' } });
    await expectFiguresInStep('cafe-13');
    await app.strapi
      .documents('api::review.review')
      .update({ documentId: row.document_id, data: { status: 'published' } });
    await expectFiguresInStep('cafe-13');
  });
});
