import { createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN_KEY, resetAdminKeyFailures, startStrapi, type TestApp } from '@tampa-local/test-kit';

/**
 * Without nginx (`npm start`) the web server passes /api to the cms (web/server/api-proxy.ts,
 * what web/server/server.ts mounts). It sends the client's address in X-Forwarded-For, and the
 * cms trusts exactly that hop (TRUST_PROXY, TRUSTED_PROXY_COUNT=1, TRUSTED_PROXY_ADDRESSES
 * as `npm start` sets them), so each client keeps its own per-client limits and a forged
 * X-Forwarded-For buys no new bucket. Clients are told apart by their loopback addresses
 * (127.0.0.2, 127.0.0.3, …: Linux answers the whole 127/8 on lo).
 */
const ROOT = path.resolve(__dirname, '..', '..');
const requireWeb = createRequire(path.join(ROOT, 'web', 'package.json'));

type Handler = (req: unknown, res: unknown, next: () => void) => void;
type ExpressApp = { set: (name: string, value: unknown) => void; use: (handler: Handler) => void } & ((
  req: unknown,
  res: unknown,
) => void);
type ApiProxyModule = {
  apiProxy: (cmsUrl: string) => Handler;
  trustProxySetting: (env?: Record<string, string | undefined>) => false | number;
};

let proxyModule: ApiProxyModule;
let app: TestApp;
let cmsUrl: string;
const servers: Server[] = [];

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

/** A web server as web/server/server.ts builds it: `trust proxy` from its env, then the /api proxy to `upstream`. */
async function startWeb(upstream: string, env: Record<string, string> = {}): Promise<string> {
  const express = requireWeb('express') as () => ExpressApp;
  const web = express();
  web.set('trust proxy', proxyModule.trustProxySetting(env));
  web.use(proxyModule.apiProxy(upstream));
  const server = createServer(web);
  servers.push(server);
  return listen(server);
}

type Reply = { status: number; body: string };

/** One request from a given client address. */
function send(url: string, from: string, headers: OutgoingHttpHeaders = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  proxyModule = (await import(pathToFileURL(path.join(ROOT, 'web', 'server', 'api-proxy.ts')).href)) as ApiProxyModule;
  app = await startStrapi({
    env: { TRUST_PROXY: 'true', TRUSTED_PROXY_COUNT: '1', TRUSTED_PROXY_ADDRESSES: '127.0.0.1,::1' },
  });
  cmsUrl = await listen(app.server);
});

afterAll(async () => {
  for (const server of servers) server.close();
  await app?.destroy();
  for (const name of ['TRUST_PROXY', 'TRUSTED_PROXY_COUNT', 'TRUSTED_PROXY_ADDRESSES']) delete process.env[name];
});

beforeEach(() => resetAdminKeyFailures());

describe('the headers the web server sends to the cms', () => {
  let seen: IncomingHttpHeaders | undefined;
  let upstream: string;

  beforeAll(async () => {
    const server = createServer((req, res) => {
      seen = req.headers;
      res.end('{}');
    });
    servers.push(server);
    upstream = await listen(server);
  });

  const FORGED = {
    'X-Forwarded-For': '6.6.6.6, 7.7.7.7',
    'X-Real-IP': '6.6.6.6',
    Forwarded: 'for=6.6.6.6;proto=https',
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Host': 'evil.example',
  };

  it("replaces whatever the client wrote with the socket's address", async () => {
    const web = await startWeb(upstream);
    expect((await send(`${web}/api/businesses`, '127.0.0.2', FORGED)).status).toBe(200);
    expect(seen?.['x-forwarded-for']).toBe('127.0.0.2');
    expect(seen?.['x-forwarded-proto']).toBe('http');
    expect(seen?.['x-real-ip']).toBeUndefined();
    expect(seen?.forwarded).toBeUndefined();
    expect(seen?.['x-forwarded-host']).toBeUndefined();
  });

  it('behind a proxy it trusts (TRUST_PROXY=true), sends the address that proxy added', async () => {
    const web = await startWeb(upstream, { TRUST_PROXY: 'true' });
    expect((await send(`${web}/uploads/x.jpg`, '127.0.0.4', { 'X-Forwarded-For': '6.6.6.6, 192.0.2.10' })).status).toBe(
      200,
    );
    expect(seen?.['x-forwarded-for']).toBe('192.0.2.10');
    // Nothing added by a proxy: the socket's address.
    await send(`${web}/api/businesses`, '127.0.0.4');
    expect(seen?.['x-forwarded-for']).toBe('127.0.0.4');
  });
});

describe('per-client limits through the web server', () => {
  const INVALID = JSON.stringify({ error: 'Invalid admin key' });
  const REFUSED = JSON.stringify({ error: 'Too many failed admin key attempts. Try again later.' });

  it('gives two clients separate buckets, and a forged X-Forwarded-For no new one', async () => {
    const web = await startWeb(cmsUrl);
    for (let i = 0; i < 10; i += 1) {
      const reply = await send(`${web}/api/admin/stats`, '127.0.0.2', {
        'X-Admin-Key': `guess-${i}`,
        'X-Forwarded-For': `10.0.${i}.1`,
      });
      expect(reply).toEqual({ status: 401, body: INVALID });
    }
    const again = await send(`${web}/api/admin/stats`, '127.0.0.2', {
      'X-Admin-Key': TEST_ADMIN_KEY,
      'X-Forwarded-For': '192.0.2.200',
    });
    expect(again).toEqual({ status: 429, body: REFUSED });
    // Another client, through the same web server, is not the first one's bucket.
    expect((await send(`${web}/api/admin/stats`, '127.0.0.3', { 'X-Admin-Key': TEST_ADMIN_KEY })).status).toBe(200);
  });

  it("trusts X-Forwarded-For only from its configured proxies: from anyone else the socket's address counts", async () => {
    for (let i = 0; i < 10; i += 1) {
      const reply = await send(`${cmsUrl}/api/admin/stats`, '127.0.0.5', {
        'X-Admin-Key': `guess-${i}`,
        'X-Forwarded-For': `10.1.${i}.1`,
      });
      expect(reply.status).toBe(401);
    }
    const forged = await send(`${cmsUrl}/api/admin/stats`, '127.0.0.5', {
      'X-Admin-Key': TEST_ADMIN_KEY,
      'X-Forwarded-For': '192.0.2.201',
    });
    expect(forged).toEqual({ status: 429, body: REFUSED });
    expect((await send(`${cmsUrl}/api/admin/stats`, '127.0.0.6', { 'X-Admin-Key': TEST_ADMIN_KEY })).status).toBe(200);
  });
});

describe('the cms’s stream of content changes', () => {
  it('is not reachable through the web server’s /api: the cms refuses what a proxy passed on', async () => {
    const web = await startWeb(cmsUrl);
    const reply = await send(`${web}/api/content-changes`, '127.0.0.2');
    expect(reply).toEqual({ status: 404, body: JSON.stringify({ error: 'Not found' }) });
  });
});
