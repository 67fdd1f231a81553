import { createRequire } from 'node:module';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_DIR, POSTGRES_ONLY, skipWithout, startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures } from './helpers/fixtures';

/**
 * Operability: Prometheus metrics on their own port (METRICS_PORT), never on the public
 * one, and readiness (`/_ready`) apart from liveness (`/_health`).
 */
const require = createRequire(import.meta.url);
let app: TestApp;
let metricsUrl: string;

beforeAll(async () => {
  app = await startStrapi({ env: { METRICS_PORT: '0', HOST: '127.0.0.1' } });
  await loadFixtures(app.strapi);
  const metrics = require(path.join(APP_DIR, 'dist', 'src', 'core', 'lifecycle', 'metrics.js')) as {
    metricsPort: () => number | null;
  };
  metricsUrl = `http://127.0.0.1:${String(metrics.metricsPort())}`;
});

afterAll(async () => {
  await app?.destroy();
});

const get = (url: string) => request(app.server).get(url);

async function scrape(): Promise<string> {
  const response = await fetch(`${metricsUrl}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of the first sample whose name and labels match (labels in any order). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('metrics', () => {
  it('count requests by route pattern and status, with the response cache hits and misses', async () => {
    const before = await scrape();
    const hitsBefore = sample(before, 'response_cache_requests_total', { result: 'hit' }) ?? 0;
    expect((await get('/api/events?category=music')).status).toBe(200);
    expect((await get('/api/events?category=music')).status).toBe(200);
    expect((await get('/api/businesses/no-such-place-8e1f')).status).toBe(404);
    expect((await get('/api/account/favorites')).status).toBe(401);

    const text = await scrape();
    const count = (route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status, service: 'cms' }) ?? 0;
    expect(count('/api/events', '200')).toBeGreaterThanOrEqual(1);
    expect(count('response cache', '200')).toBeGreaterThanOrEqual(1);
    expect(count('/api/businesses/:idOrSlug', '404')).toBeGreaterThanOrEqual(1);
    expect(count('/api/account/favorites', '401')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'response_cache_requests_total', { result: 'hit' })).toBeGreaterThan(hitsBefore);
    expect(sample(text, 'response_cache_requests_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    // Patterns, never the paths clients send: the series stay bounded.
    expect(text).not.toContain('no-such-place-8e1f');
  });

  it("show the database pool and Node's event loop", async () => {
    const text = await scrape();
    expect(sample(text, 'db_pool_connections', { state: 'used' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_connections', { state: 'free' })).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="cms"\} \d/m);
  });

  it('are not served on the public port, and the metrics port serves nothing else', async () => {
    for (const url of ['/metrics', '/api/metrics', '/_metrics']) expect((await get(url)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics/../admin`)).status).toBe(404);
  });
});

describe('readiness and liveness', () => {
  it('/_ready answers 200 (no-store) while the database answers', async () => {
    const ready = await get('/_ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  // A PostgreSQL database can be cut off for real; an SQLite file cannot.
  it.skipIf(skipWithout(usingPostgres(), POSTGRES_ONLY))(
    '/_ready answers 503 while PostgreSQL refuses connections, then 200 again',
    async () => {
      const name = new URL(String(process.env.TEST_DATABASE_URL)).pathname.slice(1);
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
        const unavailable = await get('/_ready');
        expect(unavailable.status).toBe(503);
        expect(unavailable.body).toEqual({ status: 'unavailable' });
        // Liveness is the process's own: still up.
        expect((await get('/_health')).status).toBe(204);
      } finally {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) status = (await get('/_ready')).status;
      expect(status).toBe(200);
    },
  );

  it('answers nothing but GET and HEAD on /_ready', async () => {
    expect((await request(app.server).post('/_ready')).status).not.toBe(200);
    expect((await request(app.server).head('/_ready')).status).toBe(200);
  });
});
