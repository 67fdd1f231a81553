import { createRequire } from 'node:module';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cityClock } from '@tampa-local/domain';
import { moderatorSession, startStrapi, type AsModerator, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures, type Fixtures } from './helpers/fixtures';
import { answered as answeredBy } from './helpers/observe';

/**
 * Public GETs are answered from memory when repeated; any change to content makes the
 * next request compute its answer again, and so does the clock when what it decides in
 * an answer (open now, a timeframe's days) may have changed.
 */
let app: TestApp;
let fixtures: Fixtures;
let asAdmin: AsModerator;

const require = createRequire(import.meta.url);
/** The cms's own response cache (the compiled module the app runs). */
const cms = () =>
  require(path.join(__dirname, '..', 'dist', 'src', 'core', 'cache', 'cache.js')) as {
    responseCache: { clear: () => void };
  };

beforeAll(async () => {
  app = await startStrapi();
  fixtures = await loadFixtures(app.strapi);
  asAdmin = await moderatorSession(app);
});

afterAll(async () => {
  vi.useRealTimers();
  await app?.destroy();
});

const get = (url: string) => request(app.server).get(url);
const answered = async (url: string) => {
  const { body, statements } = await answeredBy(app, url);
  return { body, statements };
};
const harbor = async () => (await get('/api/businesses?q=harbor%20brunch')).body[0];

/** A time at which Tampa's clock reads hh:mm:ss today. */
function tampaTime(hours: number, minutes: number, seconds: number): Date {
  const now = new Date();
  const clock = cityClock(now);
  const offset = hours * 60 + minutes - clock.minutes;
  const at = new Date(now.getTime() + offset * 60_000);
  at.setUTCSeconds(seconds, 0);
  return at;
}

describe('the response cache', () => {
  it('answers a repeated request exactly as the first time, headers included', async () => {
    const first = await get('/api/businesses?category=restaurants');
    const second = await get('/api/businesses?category=restaurants');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    for (const header of [
      'content-type',
      'cache-control',
      'etag',
      'vary',
      'x-total-count',
      'x-powered-by',
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'strict-transport-security',
    ]) {
      expect({ header, value: second.headers[header] }).toEqual({ header, value: first.headers[header] });
    }
    const revalidated = await get('/api/businesses?category=restaurants').set('If-None-Match', first.headers.etag);
    expect(revalidated.status).toBe(304);
    const gzipped = await get('/api/businesses?category=restaurants').set('Accept-Encoding', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body).toEqual(first.body);
  });

  it('shows an approved video at once, in the list and on the business', async () => {
    expect((await get('/api/businesses/harbor-brunch/videos')).body).toHaveLength(4);
    expect((await harbor()).activeVideoCount).toBe(4);
    const approved = await asAdmin(
      request(app.server).post(`/api/business-videos/${fixtures.videos.pending}/moderate`),
    ).send({
      status: 'active',
    });
    expect(approved.status).toBe(200);
    expect((await get('/api/businesses/harbor-brunch/videos')).body).toHaveLength(5);
    expect((await harbor()).activeVideoCount).toBe(5);
    expect((await get('/api/businesses/harbor-brunch')).body.activeVideoCount).toBe(5);
  });

  it('shows edits made through Strapi (as in the admin panel) at once', async () => {
    const before = await get('/api/businesses/ybor-taco-garage');
    expect(before.body.rating).toBe(4.2);
    expect((await get('/api/businesses?category=restaurants')).headers['x-total-count']).toBe('3');
    await app.strapi.documents('api::business.business').update({
      documentId: fixtures.businesses['ybor-taco-garage'],
      data: { rating: 4.7 },
      status: 'published',
    });
    expect((await get('/api/businesses/ybor-taco-garage')).body.rating).toBe(4.7);
    await app.strapi.documents('api::business.business').create({
      data: { name: 'Cache Buster Cafe', category: 'restaurants', area: 'westshore', reviewCount: 0, featured: false },
      status: 'published',
    });
    expect((await get('/api/businesses?category=restaurants')).headers['x-total-count']).toBe('4');
  });

  it('never serves admin answers from the public cache, or the other way round', async () => {
    const publicList = await get('/api/businesses/harbor-brunch/videos');
    const adminList = await asAdmin(get('/api/businesses/harbor-brunch/videos'));
    expect(adminList.body.length).toBeGreaterThan(publicList.body.length);
    expect(adminList.headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/businesses/harbor-brunch/videos')).body).toEqual(publicList.body);
  });

  it('recomputes opening status at the turn of the minute', async () => {
    // Harbor Brunch opens 07:00-15:00 every day.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(tampaTime(14, 59, 30));
      expect(await harbor()).toMatchObject({ isOpen: true, nextChange: 'closes 3 PM' });
      vi.setSystemTime(tampaTime(14, 59, 59));
      expect((await harbor()).isOpen).toBe(true);
      vi.setSystemTime(tampaTime(15, 0, 0));
      expect(await harbor()).toMatchObject({ isOpen: false, nextChange: expect.stringMatching(/^opens /) });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps an answer past the turn of the minute while the opening status in it holds', async () => {
    // Harbor Brunch opens 07:00-15:00 every day; the restaurants shown beside it open at
    // 11:00 and close at 21:00 or later, so its page holds from 11:00 until 15:00.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(tampaTime(11, 0, 5));
      const first = await answered('/api/businesses/harbor-brunch');
      expect(first.body).toMatchObject({ isOpen: true, nextChange: 'closes 3 PM' });
      expect(first.statements).toBeGreaterThan(0);
      vi.setSystemTime(tampaTime(14, 59, 59));
      expect(await answered('/api/businesses/harbor-brunch')).toEqual({ body: first.body, statements: 0 });
      vi.setSystemTime(tampaTime(15, 0, 0));
      const closed = await answered('/api/businesses/harbor-brunch');
      expect(closed.body).toMatchObject({ isOpen: false, nextChange: expect.stringMatching(/^opens /) });
      expect(closed.statements).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never serves a kept answer that differs from one computed at that moment, through a whole day', async () => {
    const urls = [
      '/api/businesses',
      '/api/businesses?category=restaurants',
      '/api/businesses/cigar-city-social-club',
      '/api/businesses/hyperlink-formula-bar',
      '/api/events',
      '/api/events?timeframe=today',
      '/api/events?timeframe=week',
      '/api/events?timeframe=upcoming',
      '/api/search?q=tampa',
      '/api/influencers/maria-eats-tampa',
      '/api/properties',
    ];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Every 37 minutes from just after midnight to the next morning: each step meets the
      // answers kept at the step before, across openings, closings and midnight.
      const start = tampaTime(0, 3, 10).getTime();
      for (let at = start; at < start + 26 * 3_600_000; at += 37 * 60_000) {
        vi.setSystemTime(at);
        const kept = await Promise.all(urls.map((url) => get(url)));
        cms().responseCache.clear();
        const fresh = await Promise.all(urls.map((url) => get(url)));
        urls.forEach((url, i) => {
          expect({ url, at: new Date(at).toISOString(), body: kept[i]?.body }).toEqual({
            url,
            at: new Date(at).toISOString(),
            body: fresh[i]?.body,
          });
        });
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves no benchmark routes (the benchmark adds them in its own cms process, bench/lib)', async () => {
    expect((await get('/api/bench-stock/businesses')).status).toBe(404);
  });
});
