import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';
import { allowedOrigins } from '../src/core/http/origins';
import type { Core } from '@strapi/strapi';
import fp from 'lodash/fp';
import { isPlainPublicGet, pathPattern, plan } from '../src/middlewares/public-reads';
import { loadFixtures } from './helpers/fixtures';

/**
 * Public reads the response cache does not hold take a fast path (global::public-reads):
 * the middlewares that shape their answer, then the controller, without the rest of the
 * stack and the router. Whatever they are asked, they must answer byte for byte what the
 * whole stack answers (PUBLIC_FAST_PATH=off), errors included.
 */
const ALLOWED_ORIGIN = allowedOrigins()[0] ?? 'http://localhost:5173';

type Ask = { path: string; method?: 'GET' | 'HEAD'; headers?: Record<string, string> };

const ASKED: Ask[] = [
  { path: '/api/businesses?limit=3' },
  { path: '/api/businesses?category=restaurants&limit=2&offset=1&utm_source=x' },
  { path: '/api/businesses?q=brunch&sort=name' },
  { path: '/api/businesses/harbor-brunch' },
  { path: '/api/businesses/harbor-brunch', headers: { 'Accept-Encoding': 'gzip' } },
  { path: '/api/businesses/harbor-brunch', method: 'HEAD' },
  { path: '/api/businesses/harbor-brunch', headers: { Origin: ALLOWED_ORIGIN } },
  { path: '/api/businesses/harbor-brunch', headers: { Origin: 'https://attacker.example' } },
  { path: '/api/businesses/no-such-place' },
  { path: '/api/businesses/export' },
  { path: '/api/businesses/%E0%A4%A' },
  { path: '/api/businesses?category=nowhere' },
  { path: '/api/businesses?limit=abc' },
  { path: '/api/businesses?offset=999999' },
  { path: '/api/events?timeframe=week&limit=2' },
  { path: '/api/events?timeframe=someday' },
  { path: '/api/properties?listingType=sale&limit=2', headers: { 'Accept-Encoding': 'gzip, br' } },
  { path: '/api/influencers?limit=2' },
  { path: '/api/influencers/maria-eats-tampa' },
  { path: '/api/influencers/nobody-at-all' },
  { path: '/api/search?q=brunch&limit=5' },
  { path: '/api/search?q=' },
  { path: `/api/search?q=${'x'.repeat(300)}` },
];

type Answer = { status: number; headers: Record<string, string>; body: string };

async function answer(app: TestApp, ask: Ask): Promise<Answer> {
  const call = ask.method === 'HEAD' ? request(app.server).head(ask.path) : request(app.server).get(ask.path);
  call.set('Accept-Encoding', 'identity');
  for (const [name, value] of Object.entries(ask.headers ?? {})) call.set(name, value);
  const res = await call.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
  const headers = { ...(res.headers as Record<string, string>) };
  delete headers.date;
  // Each answer names its own request (a new id for each).
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  delete headers['x-request-id'];
  return { status: res.status, headers, body: (res.body as Buffer).toString('base64') };
}

let app: TestApp;

beforeAll(async () => {
  // Every request then goes the way it is sent, never from the cache.
  app = await startStrapi({ env: { RESPONSE_CACHE: 'off' } });
  await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
  delete process.env.RESPONSE_CACHE;
  delete process.env.PUBLIC_FAST_PATH;
});

/** What the whole stack answers (PUBLIC_FAST_PATH=off). */
async function wholeStackAnswer(ask: Ask): Promise<Answer> {
  process.env.PUBLIC_FAST_PATH = 'off';
  try {
    return await answer(app, ask);
  } finally {
    delete process.env.PUBLIC_FAST_PATH;
  }
}

describe('the fast path for public reads', () => {
  it('answers exactly as the whole stack does: status, headers and bytes, errors included', async () => {
    const match = vi.spyOn(app.strapi.server.router, 'match');
    const statuses = new Set<number>();
    let compressed = 0;
    for (const ask of ASKED) {
      match.mockClear();
      const fast = await answer(app, ask);
      // The fast path answered: the router was never asked.
      expect(match, ask.path).not.toHaveBeenCalled();
      // One after the other, so that no turn of the minute (opening status) falls between them.
      const whole = await wholeStackAnswer(ask);
      expect(match, ask.path).toHaveBeenCalled();
      expect(fast, `${ask.method ?? 'GET'} ${ask.path}`).toEqual(whole);
      statuses.add(fast.status);
      if (fast.headers['content-encoding'] === 'gzip') compressed += 1;
    }
    match.mockRestore();
    // The list covers what it means to: answers, compressed ones, 400s and 404s.
    expect([...statuses].sort()).toEqual([200, 400, 404]);
    expect(compressed).toBeGreaterThan(0);
  });

  it("sets Strapi's security headers without merging its settings and building helmet anew per request", async () => {
    // strapi::security runs lodash's defaultsDeep and a new koa-helmet on every request.
    const merge = vi.spyOn(fp, 'defaultsDeep');
    try {
      for (const path of ['/api/businesses/harbor-brunch', '/api/businesses?limit=2', '/api/search?q=brunch']) {
        const res = await request(app.server).get(path);
        expect(res.status).toBe(200);
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
      expect(merge).not.toHaveBeenCalled();
      // The whole stack still merges them on each request.
      await wholeStackAnswer({ path: '/api/businesses/harbor-brunch' });
      expect(merge).toHaveBeenCalled();
    } finally {
      merge.mockRestore();
    }
  });

  it('leaves other requests to the router: moderators, other routes, unknown paths', async () => {
    const match = vi.spyOn(app.strapi.server.router, 'match');
    for (const ask of [
      request(app.server)
        .get('/api/businesses?limit=1')
        .set('Cookie', `tl_session=${'a'.repeat(43)}`),
      request(app.server).get('/api/businesses/harbor-brunch/videos'),
      request(app.server).get('/api/businesses/harbor-brunch/'),
      request(app.server).get('/api/businesses?category[$ne]=x'),
      request(app.server).get('/api/businesses/export/csv'),
      request(app.server).get('/api/nothing-here'),
    ]) {
      match.mockClear();
      await ask;
      expect(match).toHaveBeenCalled();
    }
    match.mockRestore();
  });
});

describe('which routes take the fast path', () => {
  it('a route path becomes a pattern of whole segments', () => {
    const pattern = pathPattern('/businesses/:idOrSlug');
    expect(pattern.exec('/api/businesses/harbor-brunch')?.groups).toEqual({ idOrSlug: 'harbor-brunch' });
    expect(pattern.test('/api/businesses/harbor-brunch/videos')).toBe(false);
    expect(pattern.test('/api/businesses/')).toBe(false);
    expect(pathPattern('/search').test('/api/searchx')).toBe(false);
  });

  it('stays off while a middleware it does not know is configured, naming it', () => {
    const configured = [
      'global::request-log',
      'global::forwarded-headers',
      'global::response-cache',
      'global::public-reads',
      'global::api-errors',
      { name: 'strapi::compression', config: { br: false } },
      'global::http-cache',
      'global::something-new',
      'strapi::security',
    ];
    const strapi = {
      config: { get: () => configured },
      middleware: () => () => async () => {},
      apis: {},
      log: { warn: () => {} },
    } as unknown as Core.Strapi;
    expect(plan(strapi)).toBe('the middleware global::something-new is not known to it');
    configured.splice(configured.indexOf('global::something-new'), 1);
    expect(typeof plan(strapi)).toBe('object');
  });

  it('only a GET open to everyone with no policy or middleware of its own', () => {
    expect(isPlainPublicGet({ method: 'GET', config: { auth: false } })).toBe(true);
    expect(isPlainPublicGet({ method: 'GET', config: { auth: false, policies: ['global::moderator'] } })).toBe(false);
    expect(isPlainPublicGet({ method: 'GET', config: { auth: false, middlewares: ['global::x'] } })).toBe(false);
    expect(isPlainPublicGet({ method: 'GET', config: {} })).toBe(false);
    expect(isPlainPublicGet({ method: 'POST', config: { auth: false } })).toBe(false);
  });
});
