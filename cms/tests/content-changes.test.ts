import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseAnswerMarks, parseContentChange, type ContentChange } from '@tampa-local/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';
import { eventually } from './helpers/observe';
import { asVisitor, newVisitor } from './helpers/visitors';

/**
 * The web servers' page caches learn of content changes from GET /api/content-changes
 * (server-sent events), and from each answer how long it holds and what it shows of
 * businesses' reviews (X-Content-Until, X-Content-Marks). An edit must reach them; the
 * stream is for the web servers only.
 */
let app: TestApp;
let base = '';

type Reader = { events: { name: string; data: unknown }[]; status: number; close: () => void };

/** Opens the stream and collects its events. */
function read(headers: Record<string, string> = {}): Promise<Reader> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/content-changes`, { headers }, (res) => {
      const reader: Reader = { events: [], status: res.statusCode ?? 0, close: () => req.destroy() };
      let buffered = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const name = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (name && data) reader.events.push({ name, data: JSON.parse(data) as unknown });
        }
      });
      res.on('error', () => {});
      resolve(reader);
    });
    req.on('error', reject);
  });
}

const changes = (reader: Reader): ContentChange[] =>
  reader.events.filter((event) => event.name === 'change').map((event) => parseContentChange(event.data));

beforeAll(async () => {
  app = await startStrapi();
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await app.strapi.documents('api::business.business').create({
    data: {
      name: 'Feed Cafe',
      slug: 'feed-cafe',
      category: 'shopping',
      area: 'ybor-city',
      reviewCount: 0,
      featured: false,
    },
    status: 'published',
  });
});

afterAll(async () => {
  await app?.destroy();
});

describe('GET /api/content-changes', () => {
  it('says it is ready, then tells of an editor’s change and of a review, scoped to its business', async () => {
    const reader = await read();
    expect(reader.status).toBe(200);
    await eventually(async () => expect(reader.events[0]?.name).toBe('ready'));

    await app.strapi.documents('api::business.business').create({
      data: {
        name: 'Feed Bakery',
        slug: 'feed-bakery',
        category: 'shopping',
        area: 'ybor-city',
        reviewCount: 0,
        featured: false,
      },
      status: 'published',
    });
    await eventually(async () => expect(changes(reader)).toContainEqual({ scope: 'all' }));

    const before = changes(reader).length;
    const visitor = await newVisitor(app);
    const res = await asVisitor(app, visitor).post('/api/account/reviews', {
      business: 'feed-cafe',
      rating: 5,
      text: 'Strong coffee, warm pastries and a quiet corner to read the paper in the morning.',
      displayName: 'Sam',
    });
    expect(res.status).toBe(201);
    await eventually(async () => {
      const review = changes(reader)
        .slice(before)
        .find((change) => change.scope === 'reviews');
      expect(review).toMatchObject({
        scope: 'reviews',
        change: { business: { slug: 'feed-cafe' }, figures: { after: { rating: 5, reviewCount: 1 } } },
      });
    });
    reader.close();
  });

  it('tells of a review’s write, edit and removal before answering it: a web server hears of it before the visitor can ask it for the page', async () => {
    const reader = await read();
    try {
      await eventually(async () => expect(reader.events[0]?.name).toBe('ready'));
      const visitor = await newVisitor(app);
      const as = asVisitor(app, visitor);
      const heard = () => changes(reader).filter((change) => change.scope === 'reviews').length;

      let before = heard();
      const written = await as.post('/api/account/reviews', {
        business: 'feed-cafe',
        rating: 4,
        text: 'Friendly people behind the counter and the best almond croissant on the street.',
        displayName: 'Ines',
      });
      expect(written.status).toBe(201);
      // No waiting: the event left before the answer did (on PostgreSQL the database's
      // notification of it may follow).
      expect(heard()).toBeGreaterThan(before);

      before = heard();
      const id = (written.body as { id: number }).id;
      const edited = await as.put(`/api/account/reviews/${id}`, {
        rating: 2,
        text: 'Friendly people, but the almond croissant was stale on my second visit this week.',
      });
      expect(edited.status).toBe(200);
      expect(heard()).toBeGreaterThan(before);

      before = heard();
      expect((await as.delete(`/api/account/reviews/${id}`)).status).toBe(204);
      expect(heard()).toBeGreaterThan(before);
    } finally {
      reader.close();
    }
  });

  it('is not served to a request that came through a proxy (nginx and the web’s /api pass X-Forwarded-For)', async () => {
    const forwarded = await read({ 'X-Forwarded-For': '203.0.113.9' });
    expect(forwarded.status).toBe(404);
    forwarded.close();
    const standard = await read({ Forwarded: 'for=203.0.113.9' });
    expect(standard.status).toBe(404);
    standard.close();
  });

  it('refuses more than 32 readers at once with a 503, and takes one again when one leaves', async () => {
    const readers = await Promise.all(Array.from({ length: 32 }, () => read()));
    expect(readers.every((reader) => reader.status === 200)).toBe(true);
    const refused = await request(app.server).get('/api/content-changes');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body.error).toBe('Too many readers of content changes');
    for (const reader of readers) reader.close();
    await eventually(async () => {
      const again = await read();
      expect(again.status).toBe(200);
      again.close();
    });
  });
});

describe('what a public answer tells a cache in front', () => {
  it('a list says until when it holds and which businesses’ figures it shows', async () => {
    const res = await request(app.server).get('/api/businesses?category=shopping');
    expect(res.status).toBe(200);
    const until = res.headers['x-content-until'] as string;
    expect(until === 'never' || Number(until) > Date.now()).toBe(true);
    const marks = parseAnswerMarks(JSON.parse(res.headers['x-content-marks'] as string));
    const ids = (res.body as { id: string }[]).map((business) => business.id);
    expect(marks?.businesses).toEqual(ids);
    // Replayed from the cms's own cache with the same headers.
    const again = await request(app.server).get('/api/businesses?category=shopping');
    expect(again.headers['x-content-marks']).toBe(res.headers['x-content-marks']);
    expect(again.headers['x-content-until']).toBe(until);
  });

  it('an answer for a signed-in session carries neither', async () => {
    const visitor = await newVisitor(app);
    const res = await asVisitor(app, visitor).get('/api/account/reviews');
    expect(res.headers['x-content-until']).toBeUndefined();
    expect(res.headers['x-content-marks']).toBeUndefined();
  });
});
