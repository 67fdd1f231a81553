import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';

/**
 * The web server's metrics (web/server/metrics.ts, as web/server/server.ts mounts them): requests
 * timed by kind of page on a port of their own, and readiness that follows the cms's.
 */
const ROOT = path.resolve(__dirname, '..', '..');

type Handler = (req: unknown, res: unknown, next: () => void) => void;
type ExpressApp = { use: (handler: Handler) => void; get: (path: string, handler: Handler) => void };
type MetricsModule = {
  routeOf: (pathname: string) => string;
  measureRequests: () => Handler;
  readiness: (cmsUrl: string) => Handler;
  startMetricsServer: (port: number, host: string) => Promise<Server>;
};

let metrics: MetricsModule;
let app: TestApp;
const servers: Server[] = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

async function startWeb(cmsUrl: string): Promise<string> {
  const express = (await import(pathToFileURL(path.join(ROOT, 'node_modules', 'express', 'index.js')).href))
    .default as () => ExpressApp;
  const web = express();
  web.use(metrics.measureRequests());
  web.get('/readyz', metrics.readiness(cmsUrl));
  web.use((_req, res) => void (res as { status: (n: number) => { end: () => void } }).status(200).end());
  const server = createServer(web as unknown as Parameters<typeof createServer>[1]);
  servers.push(server);
  return listen(server);
}

beforeAll(async () => {
  metrics = (await import(pathToFileURL(path.join(ROOT, 'web', 'server', 'metrics.ts')).href)) as MetricsModule;
  app = await startStrapi();
});

afterAll(async () => {
  for (const server of servers) server.close();
  await app?.destroy();
});

describe("the web server's metrics", () => {
  it('name kinds of page, never the paths clients send', () => {
    expect(metrics.routeOf('/')).toBe('/');
    expect(metrics.routeOf('/events')).toBe('/events');
    expect(metrics.routeOf('/events/riverwalk-jazz-night')).toBe('/events/:slug');
    expect(metrics.routeOf('/BUSINESSES/harbor-brunch')).toBe('/businesses/:slug');
    expect(metrics.routeOf('/api/businesses/x/videos')).toBe('/api/*');
    expect(metrics.routeOf('/assets/index-abc123.js')).toBe('/assets/*');
    expect(metrics.routeOf('/wp-login.php')).toBe('other');
    expect(metrics.routeOf(`/${'x'.repeat(500)}`)).toBe('other');
  });

  it('count requests on their own port, which answers nothing else', async () => {
    const web = await startWeb(`http://127.0.0.1:1`);
    for (const page of ['/events/jazz', '/events/other-jazz', '/wp-admin/setup.php']) await fetch(`${web}${page}`);
    const metricsServer = await metrics.startMetricsServer(0, '127.0.0.1');
    servers.push(metricsServer);
    const base = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const pages = text
      .split('\n')
      .find(
        (line) =>
          line.startsWith('http_request_duration_seconds_count{') &&
          ['method="GET"', 'route="/events/:slug"', 'status="200"', 'service="web"'].every((label) =>
            line.includes(label),
          ),
      );
    expect(Number(pages?.split(' ').at(-1))).toBe(2);
    expect(text).toMatch(/route="other"/);
    expect(text).not.toContain('wp-admin');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="web"\} \d/m);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    // The public port has no metrics.
    expect(await (await fetch(`${web}/metrics`)).text()).not.toContain('http_request_duration_seconds');
  });

  it('are ready when the cms is, and not while it does not answer', async () => {
    const cms = createServer(app.server.listeners('request')[0] as Parameters<typeof createServer>[1]);
    servers.push(cms);
    const ready = await startWeb(await listen(cms));
    const answer = await fetch(`${ready}/readyz`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const gone = await startWeb('http://127.0.0.1:1');
    expect((await fetch(`${gone}/readyz`)).status).toBe(503);
  });
});
