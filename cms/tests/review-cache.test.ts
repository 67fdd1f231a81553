import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_ONLY, skipWithout, startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { answered as answeredBy, eventually } from './helpers/observe';
import { asVisitor, newVisitor, type Visitor } from './helpers/visitors';

/**
 * A review written, voted on or moderated empties the cached answers that show what it
 * changed (the business, the pages of the best-rated its new figures move through, its
 * review pages, the author's count) and keeps every other: on a busy site reviews
 * arrive every second, and emptying every answer each time would make every visitor's
 * page a miss (docs/performance.md, "A response cache").
 */
let app: TestApp;
const answered = (url: string) => answeredBy(app, url);

/** Restaurants A-F and one bar, written to in the tests below. */
const RESTAURANTS = ['rc-a', 'rc-b', 'rc-c', 'rc-d', 'rc-e', 'rc-f'] as const;
const BAR = 'rc-bar';

/** Each review its own text: the same text on several businesses waits for moderators. */
let written = 0;
const textFor = (business: string) => {
  written += 1;
  return `Visit ${written} to ${business}: good food, friendly people and a table by the window.`;
};

async function review(visitor: Visitor, business: string, rating: number): Promise<number> {
  const res = await asVisitor(app, visitor).post('/api/account/reviews', {
    business,
    rating,
    text: textFor(business),
    displayName: 'Pat',
  });
  expect(res.status).toBe(201);
  expect(res.body.status).toBe('published');
  return res.body.id as number;
}

const slugs = (body: unknown) => (body as { slug: string }[]).map((business) => business.slug);

/** The first answer of each URL filled the cache; a second one ran no statement. */
async function warm(urls: string[]): Promise<void> {
  for (const url of urls) {
    await answered(url);
    expect((await answered(url)).statements, url).toBe(0);
  }
}

let barReviewer: Visitor;
let barReviewId: number;

beforeAll(async () => {
  app = await startStrapi();
  for (const slug of [...RESTAURANTS, BAR]) {
    await app.strapi.documents('api::business.business').create({
      data: {
        name: slug.toUpperCase(),
        slug,
        category: slug === BAR ? 'nightlife' : 'restaurants',
        area: 'ybor-city',
        reviewCount: 0,
        featured: false,
      },
      status: 'published',
    });
  }
  // A 5.0 (1), B 4.5 (2), C 4.0 (1), D 3.0 (1), E and F none; the bar 4.0 (1).
  const [v1, v2] = [await newVisitor(app), await newVisitor(app)];
  await review(v1, 'rc-a', 5);
  await review(v1, 'rc-b', 5);
  await review(v2, 'rc-b', 4);
  await review(v1, 'rc-c', 4);
  await review(v1, 'rc-d', 3);
  barReviewer = await newVisitor(app);
  barReviewId = await review(barReviewer, BAR, 4);
});

afterAll(async () => {
  await app?.destroy();
});

const TOP = '/api/businesses?category=restaurants&limit=2';
const NEXT = '/api/businesses?category=restaurants&limit=2&offset=2';
const BARS = '/api/businesses?category=nightlife';
const BAR_PAGE = `/api/businesses/${BAR}`;
const BAR_REVIEWS = `/api/businesses/${BAR}/reviews`;
const PROPERTIES = '/api/properties';

describe('a change to reviews empties what it touched and keeps the rest', () => {
  it('a small move keeps the pages of the best-rated it does not reach', async () => {
    expect(slugs((await answered(TOP)).body)).toEqual(['rc-a', 'rc-b']);
    expect(slugs((await answered(NEXT)).body)).toEqual(['rc-c', 'rc-d']);
    await warm([TOP, NEXT, BARS, BAR_PAGE, BAR_REVIEWS, PROPERTIES, '/api/businesses/rc-d']);

    // D: 3.0 (1) → 3.0 (2), within the second page's stretch.
    await review(await newVisitor(app), 'rc-d', 3);

    for (const url of [TOP, BARS, BAR_PAGE, BAR_REVIEWS, PROPERTIES]) {
      expect((await answered(url)).statements, url).toBe(0);
    }
    const next = await answered(NEXT);
    expect(next.statements).toBeGreaterThan(0);
    expect((next.body as unknown as { slug: string; reviewCount: number }[])[1]).toMatchObject({
      slug: 'rc-d',
      reviewCount: 2,
    });
    const page = await answered('/api/businesses/rc-d');
    expect(page.statements).toBeGreaterThan(0);
    expect(page.body.reviewCount).toBe(2);
  });

  it('a business that climbs into the first page shows there at once, and the pages it passed shift', async () => {
    await warm([TOP, NEXT, BARS, BAR_PAGE]);
    // E: no rating → 5.0 (1), beside A (5.0, 1; A before E by name).
    await review(await newVisitor(app), 'rc-e', 5);
    expect(slugs((await answered(TOP)).body)).toEqual(['rc-a', 'rc-e']);
    expect(slugs((await answered(NEXT)).body)).toEqual(['rc-b', 'rc-c']);
    for (const url of [BARS, BAR_PAGE]) expect((await answered(url)).statements, url).toBe(0);
  });

  it('a helpful vote empties the business’s review pages only', async () => {
    await warm([BARS, BAR_PAGE, BAR_REVIEWS]);
    const voter = await newVisitor(app);
    expect((await asVisitor(app, voter).put(`/api/account/reviews/${barReviewId}/helpful`)).status).toBe(200);
    const reviews = await answered(BAR_REVIEWS);
    expect(reviews.statements).toBeGreaterThan(0);
    expect((reviews.body.items as { helpfulCount: number }[])[0]?.helpfulCount).toBe(1);
    for (const url of [BARS, BAR_PAGE]) expect((await answered(url)).statements, url).toBe(0);
  });

  it('an author’s new review updates their count on another business’s review page', async () => {
    await warm([BAR_REVIEWS]);
    const count = async () => ((await answered(BAR_REVIEWS)).body.items as { author: { reviewCount: number } }[])[0];
    expect((await count())?.author.reviewCount).toBe(1);
    await review(barReviewer, 'rc-f', 4);
    expect((await count())?.author.reviewCount).toBe(2);
  });

  it('an editor’s change still empties everything', async () => {
    await warm([BARS, PROPERTIES]);
    const bar = await app.strapi.documents('api::business.business').findFirst({ filters: { slug: BAR } });
    await app.strapi
      .documents('api::business.business')
      .update({ documentId: bar!.documentId, data: { description: 'Late-night jazz.' }, status: 'published' });
    for (const url of [BARS, PROPERTIES]) expect((await answered(url)).statements, url).toBeGreaterThan(0);
  });
});

describe.skipIf(skipWithout(usingPostgres(), POSTGRES_ONLY))('on PostgreSQL, other replicas', () => {
  it('hear what a review changed, named, and an editor’s change as “everything”', async () => {
    const settings = (app.strapi.db.connection.client as unknown as { connectionSettings: pg.ClientConfig })
      .connectionSettings;
    const listener = new pg.Client(settings);
    const heard: string[] = [];
    await listener.connect();
    try {
      listener.on('notification', (message) => heard.push(message.payload ?? ''));
      await listener.query('LISTEN tampa_local_content_changed');
      await review(await newVisitor(app), 'rc-c', 2);
      await eventually(async () => expect(heard.length).toBeGreaterThan(0));
      expect(heard).toHaveLength(1);
      const change = JSON.parse(heard[0]!) as { business: { slug: string }; figures: unknown };
      expect(change.business.slug).toBe('rc-c');
      expect(change.figures).toEqual({ before: { rating: 4, reviewCount: 1 }, after: { rating: 3, reviewCount: 2 } });

      heard.length = 0;
      await app.strapi.db.connection.raw(`UPDATE businesses SET description = 'x' WHERE slug = 'rc-a'`);
      await eventually(async () => expect(heard).toContain(''));
    } finally {
      await listener.end();
    }
  });
});
