import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures } from './helpers/fixtures';
import { TEST_ADMIN_KEY, startStrapi, type TestApp } from './helpers/strapi';

/**
 * The project's own nginx configuration (deploy/nginx), run by Debian's nginx in front of
 * a real cms, as in Docker: what a client can and cannot make the cms believe, the headers
 * on every location, and the per-client limits. The "web" upstream is a small echo server
 * standing in for the web app, so the test can see exactly which headers reach it.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const REQUIRED = process.env.CI === 'true';
const DEPLOY = path.resolve(__dirname, '..', '..', 'deploy', 'nginx');

let app: TestApp;
let nginx: ChildProcess | undefined;
let echo: Server;
let tmp: string;
let site: string;
let panel: string;
const echoed: IncomingHttpHeaders[] = [];

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Renders the templates as the nginx image does: only the named variables are replaced. */
function render(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, name: string) => values[name] ?? match);
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

beforeAll(async () => {
  if (!NGINX) {
    if (REQUIRED) throw new Error('nginx is required on CI (apt-get install nginx)');
    return;
  }
  app = await startStrapi({ env: { TRUST_PROXY: 'true' } });
  await loadFixtures(app.strapi);
  const cmsPort = await listen(app.server);

  echo = createServer((req, res) => {
    echoed.push(req.headers);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('X-Powered-By', 'Express');
    res.end('<!doctype html><title>page</title>');
  });
  const webPort = await listen(echo);

  tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-nginx-'));
  const staticRoot = path.join(tmp, 'html');
  mkdirSync(path.join(staticRoot, 'assets'), { recursive: true });
  writeFileSync(path.join(staticRoot, 'assets', 'entry-abc123.js'), 'console.log("hello");\n'.repeat(50));
  const snippets = path.join(tmp, 'snippets');
  mkdirSync(snippets);
  for (const file of readdirSync(path.join(DEPLOY, 'snippets'))) {
    writeFileSync(path.join(snippets, file), readFileSync(path.join(DEPLOY, 'snippets', file), 'utf8'));
  }
  const sitePort = await freePort();
  const panelPort = await freePort();
  const server = render(readFileSync(path.join(DEPLOY, 'templates', 'default.conf.template'), 'utf8'), {
    CMS_UPSTREAM: `127.0.0.1:${cmsPort}`,
    WEB_UPSTREAM: `127.0.0.1:${webPort}`,
    NGINX_RESOLVER: '127.0.0.1',
    STATIC_ROOT: staticRoot,
    NGINX_PORT: `127.0.0.1:${sitePort}`,
    PANEL_NGINX_PORT: `127.0.0.1:${panelPort}`,
  }).replaceAll('/etc/nginx/snippets/', `${snippets}/`);
  writeFileSync(path.join(tmp, 'default.conf'), server);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(tmp, dir));
  writeFileSync(
    path.join(tmp, 'nginx.conf'),
    `worker_processes 1;
error_log ${tmp}/error.log warn;
pid ${tmp}/nginx.pid;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  include ${tmp}/default.conf;
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', tmp, '-c', path.join(tmp, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  nginx = spawn(NGINX, ['-p', tmp, '-c', path.join(tmp, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  site = `http://127.0.0.1:${sitePort}`;
  panel = `http://127.0.0.1:${panelPort}`;
  await waitFor(`${site}/healthz`);
});

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 200));
  echo?.close();
  await app?.destroy();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

describe.skipIf(!NGINX && !REQUIRED)('nginx in front of the cms', () => {
  it('cannot be talked out of the client address: forged X-Forwarded-For entries do not dodge the admin-key limit', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(`${site}/api/admin/stats`, {
        headers: { 'X-Admin-Key': 'wrong-key', 'X-Forwarded-For': `10.0.${i}.1`, 'X-Real-IP': `10.1.${i}.1` },
      });
      // nginx's own admin limit may answer first (429); either way no key gets through.
      expect(res.status).toBe(401);
    }
    // Past nginx's own burst allowance for admin calls, so the answer is the cms's.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await fetch(`${site}/api/admin/stats`, {
      headers: { 'X-Admin-Key': TEST_ADMIN_KEY, 'X-Forwarded-For': '192.0.2.200' },
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: 'Too many failed admin key attempts. Try again later.' });
  }, 60_000);

  it('passes the web app only what nginx itself knows about the client', async () => {
    echoed.length = 0;
    const res = await fetch(`${site}/businesses`, {
      headers: {
        'X-Forwarded-For': '6.6.6.6',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
        Forwarded: 'for=6.6.6.6;host=evil.example',
      },
    });
    expect(res.status).toBe(200);
    const seen = echoed.at(-1) ?? {};
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-real-ip']).toBe('127.0.0.1');
    expect(seen['x-forwarded-host']).toBeUndefined();
    expect(seen.forwarded).toBeUndefined();
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen.host).toBe(new URL(site).hostname);
  });

  it('sends one set of security headers on every location, and no versions or frameworks', async () => {
    const urls = [
      `${site}/`,
      `${site}/businesses?category=restaurants`,
      `${site}/assets/entry-abc123.js`,
      `${site}/api/businesses?limit=1`,
      `${site}/api/nothing-here`,
      `${site}/uploads/missing.png`,
      `${site}/healthz`,
      `${panel}/_health`,
    ];
    for (const url of urls) {
      const res = await fetch(url);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(res.headers.get(name), `${name} on ${url}`).toBe(value);
      }
      expect(res.headers.get('server'), url).toBe('nginx');
      expect(res.headers.get('x-powered-by'), url).toBeNull();
    }
    const asset = await fetch(`${site}/assets/entry-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('slows a client that floods the search, with a JSON 429, while a normal pace passes', async () => {
    const normal = await fetch(`${site}/api/search?q=brunch`);
    expect(normal.status).toBe(200);
    const burst = await Promise.all(Array.from({ length: 40 }, () => fetch(`${site}/api/search?q=taco`)));
    const refused = burst.filter((res) => res.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.headers.get('content-type')).toContain('application/json');
    expect(await refused[0]?.json()).toEqual({ error: 'Too many requests. Please slow down.' });
    expect(burst.filter((res) => res.status === 200).length).toBeGreaterThan(0);
  });
});
