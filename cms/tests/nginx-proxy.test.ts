import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as requestTls } from 'node:https';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, skipWithout, startStrapi, TEST_ADMIN_KEY, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures } from './helpers/fixtures';

/**
 * The project's own nginx configuration (deploy/nginx), rendered as the nginx image renders
 * it and run by Debian's nginx in front of a real cms and the web server, as in Docker: what
 * a client can and cannot make the upstreams believe, the headers on every location, that
 * pages are not kept here, and the per-client limits.
 *
 * The web upstream is the real server (node web/build/node/server.js) when web is built;
 * otherwise a small node:http server stands in for it, answering pages with the web's
 * Cache-Control. Either way a pass-through in front of it notes what nginx sends, and it
 * names a framework (X-Powered-By) that nginx must hide.
 *
 * Requests leave from different loopback addresses (127.0.0.x), so each test is a client
 * of its own with its own limits, as nginx sees them.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const REQUIRED = process.env.CI === 'true';
const ROOT = path.resolve(__dirname, '..', '..');
const WEB_BUILD = path.join(ROOT, 'web', 'build');
const WEB_SERVER = path.join(WEB_BUILD, 'node', 'server.js');
// The server is compiled last (npm run build -w web): with it, the app's build is there too.
const REAL_WEB = existsSync(WEB_SERVER);
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const TOO_MANY = { error: 'Too many requests. Please slow down.' };

const CLIENT = {
  spoofer: '127.0.0.2',
  forger: '127.0.0.3',
  visitor: '127.0.0.4',
  cache: '127.0.0.5',
  flood: '127.0.0.6',
  calm: '127.0.0.7',
  admin: '127.0.0.8',
  viewer: '127.0.0.9',
  moderator: '127.0.0.10',
  guesser: '127.0.0.11',
  signedIn: '127.0.0.12',
} as const;

type Seen = { url: string; headers: IncomingHttpHeaders };
/** scripts/nginx.mjs: the project's nginx configuration laid out as the image does. */
type NginxLayout = {
  writeNginxConfig: (options: {
    dir: string;
    values: Record<string, string>;
    conf?: Record<string, string>;
    workerProcesses?: number;
    workerConnections?: number;
  }) => string[];
};
type Reply = { status: number; headers: IncomingHttpHeaders; body: string; bytes: Buffer };

let app: TestApp | undefined;
let nginx: ChildProcess | undefined;
let web: ChildProcess | undefined;
let tap: Server | undefined;
let tmp: string | undefined;
let site = '';
let panel = '';
let tls = '';
let asset = '';
/** `asset` as it is on disk, and the build's gzip of it. */
let assetPlain = Buffer.alloc(0);
let assetGzipped = Buffer.alloc(0);
const cmsSeen: Seen[] = [];
const webSeen: Seen[] = [];

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Ports nobody listens on, all different: every one is held until all are found. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(servers.map(listen));
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

/** One HTTP request from a given client address; the body is not decompressed. */
function send(
  url: string,
  {
    from,
    method = 'GET',
    headers = {},
    body,
  }: { from: string; method?: string; headers?: OutgoingHttpHeaders; body?: string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const options = { method, headers, localAddress: from, agent: false, rejectUnauthorized: false };
    const req = (url.startsWith('https:') ? requestTls : request)(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Stands in for the web app when it is not built: a page with the web's Cache-Control. */
function standIn(req: IncomingMessage, res: ServerResponse): void {
  const pathname = new URL(req.url ?? '/', 'http://web').pathname;
  if (pathname === '/robots.txt') {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('User-agent: *\nDisallow: /admin\n');
    return;
  }
  const admin = /^\/(admin|account|preview|reset-password)(\/|$)/i.test(pathname);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', admin ? 'private, no-store' : PAGE_CACHE_CONTROL);
  res.end(`<!doctype html><title>Tampa Local</title><p>${Date.now()}-${Math.random()}</p>`);
}

async function startWeb(cmsPort: number): Promise<number | undefined> {
  if (!REAL_WEB) return undefined;
  const port = await freePort();
  web = spawn(process.execPath, [WEB_SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      SITE_URL: 'https://tampalocal.example',
      PROXY_API: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  return port;
}

function prepareStaticRoot(staticRoot: string): void {
  if (REAL_WEB) {
    cpSync(path.join(WEB_BUILD, 'client'), staticRoot, { recursive: true });
  } else {
    mkdirSync(path.join(staticRoot, 'assets'), { recursive: true });
    const script = 'console.log("hello");\n'.repeat(50);
    writeFileSync(path.join(staticRoot, 'assets', 'entry-abc123.js'), script);
    // As the build leaves it (web/precompressed-assets.ts).
    writeFileSync(path.join(staticRoot, 'assets', 'entry-abc123.js.gz'), gzipSync(script, { level: 9 }));
    writeFileSync(path.join(staticRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  // A file named like a route of the web server: nginx must still ask the web server.
  writeFileSync(path.join(staticRoot, 'robots.txt'), 'a stale file\n');
  // A script the build compressed (it leaves files under 1 KB as they are).
  const files = readdirSync(path.join(staticRoot, 'assets'));
  const script = files.find((file) => file.endsWith('.js') && files.includes(`${file}.gz`));
  if (!script) throw new Error('the client build has no compressed script under /assets');
  asset = `/assets/${script}`;
  assetPlain = readFileSync(path.join(staticRoot, 'assets', script));
  assetGzipped = readFileSync(path.join(staticRoot, 'assets', `${script}.gz`));
}

beforeAll(async () => {
  if (!NGINX) {
    if (REQUIRED) throw new Error('nginx is required on CI: apt-get install nginx');
    console.warn('nginx-proxy.test.ts skipped: nginx is not installed (apt-get install nginx)');
    return;
  }
  app = await startStrapi({ env: { TRUST_PROXY: 'true' } });
  await loadFixtures(app.strapi);
  // A copy of the headers as they arrive, before the cms's own middleware drops any.
  app.server.prependListener('request', (req: IncomingMessage) => {
    cmsSeen.push({ url: req.url ?? '', headers: { ...req.headers } });
  });
  const cmsPort = await listen(app.server);
  const webPort = await startWeb(cmsPort);

  tap = createServer((req, res) => {
    webSeen.push({ url: req.url ?? '', headers: { ...req.headers } });
    res.setHeader('X-Powered-By', 'Express');
    if (webPort === undefined) {
      standIn(req, res);
      return;
    }
    const upstream = request(
      { host: '127.0.0.1', port: webPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const tapPort = await listen(tap);

  tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-nginx-'));
  const staticRoot = path.join(tmp, 'html');
  prepareStaticRoot(staticRoot);
  // The TLS server's port too: a plain server on the same port would be made TLS.
  const [sitePort, panelPort, tlsPort] = (await freePorts(3)) as [number, number, number];
  // TLS in nginx as docs/operations.md sets it up: a server with a certificate (here a
  // self-signed one) that includes the site's own server body.
  const certificate = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-keyout',
      path.join(tmp, 'tls.key'),
      '-out',
      path.join(tmp, 'tls.crt'),
    ]),
    { encoding: 'utf8' },
  );
  if (certificate.status !== 0) throw new Error(`openssl could not make a test certificate:\n${certificate.stderr}`);
  const tlsServer = `server {
    listen 127.0.0.1:${tlsPort} ssl;
    server_name _;
    root ${staticRoot};
    ssl_certificate ${tmp}/tls.crt;
    ssl_certificate_key ${tmp}/tls.key;
    ssl_protocols TLSv1.2 TLSv1.3;
    include snippets/site.conf;
}
`;
  // Laid out as the nginx image lays it out (scripts/nginx.mjs, which the cluster test and
  // the benchmark use too): the templates rendered into conf.d, snippets beside nginx.conf.
  const { writeNginxConfig } = (await import(
    pathToFileURL(path.join(ROOT, 'scripts', 'nginx.mjs')).href
  )) as NginxLayout;
  const args = writeNginxConfig({
    dir: tmp,
    values: {
      CMS_UPSTREAM: `127.0.0.1:${cmsPort}`,
      WEB_UPSTREAM: `127.0.0.1:${tapPort}`,
      NGINX_RESOLVER: '127.0.0.1',
      STATIC_ROOT: staticRoot,
      NGINX_PORT: `127.0.0.1:${sitePort}`,
      PANEL_NGINX_PORT: `127.0.0.1:${panelPort}`,
    },
    conf: { 'tls.conf': tlsServer },
    workerProcesses: 1,
    workerConnections: 512,
  });
  nginx = spawn(NGINX as string, args, { stdio: 'inherit' });
  site = `http://127.0.0.1:${sitePort}`;
  panel = `http://127.0.0.1:${panelPort}`;
  tls = `https://127.0.0.1:${tlsPort}`;
  await waitFor(`${site}/healthz`);
});

afterAll(async () => {
  nginx?.kill('SIGTERM');
  web?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  tap?.close();
  await app?.destroy();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(reply: Reply, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(reply.headers[name], `${name} on ${what}`).toBe(value);
  }
  expect(reply.headers.server, `Server on ${what}`).toBe('nginx');
  // HSTS only over TLS, once.
  expect(reply.headers['strict-transport-security'], `HSTS on ${what}`).toBe(
    what.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : undefined,
  );
  expect(reply.headers['x-powered-by'], `X-Powered-By on ${what}`).toBeUndefined();
}

function expectTooMany(reply: Reply): void {
  expect(reply.status).toBe(429);
  expect(reply.headers['content-type']).toContain('application/json');
  expect(reply.headers['retry-after']).toBe('10');
  expect(JSON.parse(reply.body)).toEqual(TOO_MANY);
  expectSecurityHeaders(reply, 'a 429');
}

const isNginxRefusal = (reply: Reply) => reply.status === 429 && reply.body.includes(TOO_MANY.error);

const FORGED = {
  'X-Forwarded-For': '6.6.6.6, 10.0.0.1',
  'X-Real-IP': '6.6.6.6',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Port': '8443',
  Forwarded: 'for=6.6.6.6;host=evil.example;proto=https',
};

describe.skipIf(skipWithout(Boolean(NGINX) || REQUIRED, 'nginx (apt-get install nginx; required in CI)'))(
  `nginx in front of the cms and the ${REAL_WEB ? 'web server' : 'web stand-in'}`,
  () => {
    it('cannot be talked out of the client address: forged X-Forwarded-For entries do not dodge the admin-key limit', async () => {
      for (let i = 0; i < 10; i += 1) {
        const reply = await send(`${site}/api/admin/stats`, {
          from: CLIENT.spoofer,
          headers: { 'X-Admin-Key': 'wrong-key', 'X-Forwarded-For': `10.0.${i}.1`, 'X-Real-IP': `10.1.${i}.1` },
        });
        expect(reply.status).toBe(401);
      }
      // Past nginx's own burst allowance for admin calls, so the answer is the cms's: even the
      // right key is refused now, whatever address the client claims.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const reply = await send(`${site}/api/admin/stats`, {
        from: CLIENT.spoofer,
        headers: { 'X-Admin-Key': TEST_ADMIN_KEY, 'X-Forwarded-For': '192.0.2.200' },
      });
      expect(reply.status).toBe(429);
      expect(JSON.parse(reply.body)).toEqual({ error: 'Too many failed admin key attempts. Try again later.' });
      // Another client is not locked out by the first one's failures.
      const other = await send(`${site}/api/admin/stats`, {
        from: CLIENT.forger,
        headers: { 'X-Admin-Key': TEST_ADMIN_KEY },
      });
      expect(other.status).toBe(200);
    }, 60_000);

    it("carries a moderator's session both ways: the cookie to the cms, its Set-Cookie and CSRF refusal back", async () => {
      const account = { email: 'proxy-mod@tampalocal.test', password: 'Proxy-moderator-1', username: 'proxy-mod' };
      await createAccount(app!, account);
      const signIn = await send(`${site}/api/moderator/session`, {
        from: CLIENT.signedIn,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(account),
      });
      expect(signIn.status).toBe(200);
      const setCookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
      expect(setCookie).toHaveLength(1);
      const cookie = setCookie.find((c) => c.startsWith('tl_session='));
      expect(cookie).toMatch(/; Path=\/api; HttpOnly; SameSite=Strict/);
      const sessionCookie = cookie!.split(';')[0]!;
      const stats = await send(`${site}/api/admin/stats`, {
        from: CLIENT.signedIn,
        headers: { Cookie: sessionCookie },
      });
      expect(stats.status, stats.body).toBe(200);
      expect(stats.headers['cache-control']).toBe('private, no-store');
      const forged = await send(`${site}/api/moderator/session`, {
        from: CLIENT.signedIn,
        method: 'DELETE',
        headers: { Cookie: sessionCookie, 'X-CSRF-Token': 'forged' },
      });
      expect(forged.status).toBe(403);
    });

    it('passes the cms only what nginx itself knows: no forged host, address, port or scheme', async () => {
      const url = '/api/businesses?limit=1&probe=forged';
      const reply = await send(`${site}${url}`, { from: CLIENT.forger, headers: FORGED });
      expect(reply.status).toBe(200);
      const seen = cmsSeen.find((entry) => entry.url === url)?.headers;
      expect(seen).toBeDefined();
      expect(seen?.['x-forwarded-for']).toBe(CLIENT.forger);
      expect(seen?.['x-real-ip']).toBe(CLIENT.forger);
      expect(seen?.['x-forwarded-proto']).toBe('http');
      // The host as the visitor typed it, port included.
      expect(seen?.host).toBe(new URL(site).host);
      expect(seen?.['x-forwarded-host']).toBeUndefined();
      expect(seen?.['x-forwarded-port']).toBeUndefined();
      expect(seen?.forwarded).toBeUndefined();

      // The panel's server too.
      const panelUrl = '/_health?probe=forged';
      expect((await send(`${panel}${panelUrl}`, { from: CLIENT.forger, headers: FORGED })).status).toBe(204);
      const panelSeen = cmsSeen.find((entry) => entry.url === panelUrl)?.headers;
      expect(panelSeen?.['x-forwarded-for']).toBe(CLIENT.forger);
      expect(panelSeen?.['x-forwarded-host']).toBeUndefined();
      expect(panelSeen?.forwarded).toBeUndefined();
    });

    it('passes the web server only what nginx itself knows', async () => {
      const url = '/businesses?probe=forged';
      const reply = await send(`${site}${url}`, { from: CLIENT.forger, headers: FORGED });
      expect(reply.status).toBe(200);
      const seen = webSeen.find((entry) => entry.url === url)?.headers;
      expect(seen).toBeDefined();
      // With its port, so a form's Origin (http://host:port) matches the address it was sent to.
      expect(seen?.host).toBe(new URL(site).host);
      expect(seen?.['x-forwarded-for']).toBe(CLIENT.forger);
      expect(seen?.['x-real-ip']).toBe(CLIENT.forger);
      expect(seen?.['x-forwarded-proto']).toBe('http');
      expect(seen?.['x-forwarded-host']).toBeUndefined();
      expect(seen?.['x-forwarded-port']).toBeUndefined();
      expect(seen?.forwarded).toBeUndefined();
    });

    it('sends one set of security headers on every location, and no versions or frameworks', async () => {
      const pages: Array<[string, number]> = [
        [`${site}/`, 200],
        [`${site}/businesses?category=restaurants`, 200],
        [`${site}/admin`, 200],
        [`${site}${asset}`, 200],
        [`${site}/assets/missing-0000.js`, 404],
        [`${site}/favicon.svg`, 200],
        [`${site}/robots.txt`, 200],
        [`${site}/api/businesses?limit=1`, 200],
        [`${site}/api/nothing-here`, 404],
        [`${site}/uploads/missing.png`, 404],
        [`${site}/healthz`, 200],
        [`${panel}/_health`, 204],
        [`${panel}/api/businesses?limit=1`, 200],
        [`${tls}/`, 200],
        [`${tls}${asset}`, 200],
        [`${tls}/assets/missing-0000.js`, 404],
        [`${tls}/api/businesses?limit=1`, 200],
        [`${tls}/healthz`, 200],
      ];
      for (const [url, status] of pages) {
        const reply = await send(url, { from: CLIENT.visitor });
        expect(reply.status, url).toBe(status);
        expectSecurityHeaders(reply, url);
      }
      // The editors' preview only: the same set without X-Frame-Options (the panel frames it).
      // Paths match case-insensitively, as the web app's routes do.
      for (const path of ['/preview/businesses/x?status=draft', '/PREVIEW/businesses/x?status=draft']) {
        const preview = await send(`${site}${path}`, { from: CLIENT.visitor });
        const { 'x-frame-options': _notThere, ...others } = SECURITY_HEADERS;
        for (const [name, value] of Object.entries(others)) expect(preview.headers[name], name).toBe(value);
        expect(preview.headers['x-frame-options'], path).toBeUndefined();
      }
    });

    it('serves the client build itself: immutable compressed assets, other files for an hour, no 404 kept', async () => {
      const before = webSeen.length;
      const script = await send(`${site}${asset}`, { from: CLIENT.visitor, headers: { 'Accept-Encoding': 'gzip' } });
      expect(script.status).toBe(200);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(script.headers['content-encoding']).toBe('gzip');
      // The build's own gzip (level 9), not one made again for each request.
      expect(script.bytes.equals(assetGzipped)).toBe(true);
      expect(gunzipSync(script.bytes).equals(assetPlain)).toBe(true);
      const missing = await send(`${site}/assets/missing-0000.js`, { from: CLIENT.visitor });
      expect(missing.status).toBe(404);
      expect(missing.headers['cache-control']).toBeUndefined();
      const icon = await send(`${site}/favicon.svg`, { from: CLIENT.visitor });
      expect(icon.headers['cache-control']).toBe('max-age=3600');
      expect(webSeen.length).toBe(before);

      // robots.txt and the pages are the web server's, even with a file of that name on disk.
      const robots = await send(`${site}/robots.txt`, { from: CLIENT.visitor });
      expect(robots.body).toContain('Disallow: /admin');
      expect(webSeen.slice(before).map((entry) => entry.url)).toEqual(['/robots.txt']);
    });

    it('passes every page to the web server, which keeps pages itself, and never keeps one here', async () => {
      const page = '/businesses?probe=cache';
      const first = await send(`${site}${page}`, { from: CLIENT.cache });
      const second = await send(`${site}${page}`, { from: CLIENT.cache });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expectSecurityHeaders(second, 'a second request for a page');
      expect(webSeen.filter((entry) => entry.url === page)).toHaveLength(2);

      const admin = '/admin?probe=cache';
      const adminReplies = [
        await send(`${site}${admin}`, { from: CLIENT.cache }),
        await send(`${site}${admin}`, { from: CLIENT.cache }),
      ];
      expect(adminReplies.map((reply) => reply.headers['cache-control'])).toEqual([
        'private, no-store',
        'private, no-store',
      ]);
      expect(webSeen.filter((entry) => entry.url === admin)).toHaveLength(2);
    });

    it('refuses the cms’s stream of content changes from outside (nginx passes X-Forwarded-For)', async () => {
      const reply = await send(`${site}/api/content-changes`, { from: CLIENT.visitor });
      expect(reply.status).toBe(404);
    });

    it('slows a client that floods the search, with a JSON 429, while another at a normal pace passes', async () => {
      // Every spelling the cms's router accepts counts against the same limit.
      const spellings = ['/api/search?q=taco', '/api/Search?q=taco', '/api/search/?q=taco', '/api/%73earch?q=taco'];
      const flood = Promise.all(
        Array.from({ length: 40 }, (_, i) => send(`${site}${spellings[i % spellings.length]}`, { from: CLIENT.flood })),
      );
      const calm = (async () => {
        const replies: Reply[] = [];
        for (let i = 0; i < 8; i += 1) {
          replies.push(await send(`${site}/api/search?q=brunch`, { from: CLIENT.calm }));
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        return replies;
      })();
      const [flooded, paced] = await Promise.all([flood, calm]);
      const refused = flooded.filter(isNginxRefusal);
      // 5 a second with a burst of 10: about 11 of 40 pass.
      expect(refused.length).toBeGreaterThanOrEqual(25);
      for (const reply of refused) expectTooMany(reply);
      expect(paced.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    });

    it('limits the admin calls more tightly, but not reading a business videos', async () => {
      const guesses = await Promise.all(
        Array.from({ length: 20 }, () =>
          send(`${site}/api/admin/stats`, { from: CLIENT.admin, headers: { 'X-Admin-Key': 'wrong-key' } }),
        ),
      );
      expect(guesses.filter(isNginxRefusal).length).toBeGreaterThanOrEqual(8);

      const moderation = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          send(`${site}/api/${i % 2 ? 'Business-Videos' : 'business-videos'}/1/moderate`, {
            from: CLIENT.moderator,
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
          }),
        ),
      );
      expect(moderation.filter(isNginxRefusal).length).toBeGreaterThanOrEqual(8);

      const views = await Promise.all(
        Array.from({ length: 20 }, () => send(`${site}/api/businesses/harbor-brunch/videos`, { from: CLIENT.viewer })),
      );
      expect(views.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    });

    it("limits sign-in attempts on the editors' panel per client", async () => {
      const attempts = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          send(`${panel}/admin/login`, {
            from: CLIENT.guesser,
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: `guess-${i}@example.com`, password: 'Wrong-password-1' }),
          }),
        ),
      );
      const refused = attempts.filter(isNginxRefusal);
      // 10 a minute with a burst of 5: 6 reach the cms.
      expect(refused).toHaveLength(4);
      for (const reply of refused) expectTooMany(reply);
      for (const reply of attempts.filter((r) => !isNginxRefusal(r))) expect(reply.status).toBeLessThan(429);
      // The rest of the panel stays open to that client.
      expect((await send(`${panel}/_health`, { from: CLIENT.guesser })).status).toBe(204);
    });
  },
);
