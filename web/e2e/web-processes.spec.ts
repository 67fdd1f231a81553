import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import type { BusinessDetail } from '../src/types/api';
import { apiGet, expect, mailedLink, test } from './fixtures';

/**
 * Several web processes serve the same site: the stack's own web server runs two workers
 * (scripts/e2e-stack.mjs sets WEB_WORKERS=2) and this test starts another web server
 * beside it on the same cms, as a second replica would run. Both answer the same pages and
 * keep them (web/server/page-cache.ts), and an edit or a review made through the cms's API shows
 * on the pages of both at once: the cms's stream of content changes empties what it
 * touched in every process.
 */

const CMS = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 1338}`;
// The panel's editor scripts/e2e-stack.mjs seeds.
const EDITOR = { email: 'editor@tampalocal.example', password: 'E2e-editor-password-1' };
const SLUG = 'kennedy-deli-provisions';
const BUSINESS_UID = 'api::business.business';
const here = path.dirname(fileURLToPath(import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30_000) throw new Error(`${base} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A page's HTML without what differs on every response (the CSP nonce), and whether it was kept. */
async function pageHtml(base: string, pathname: string): Promise<{ status: number; html: string; kept: boolean }> {
  const response = await fetch(base + pathname);
  return {
    status: response.status,
    html: (await response.text()).replace(/ nonce="[^"]*"/g, ''),
    kept: response.headers.get('x-page-cache') === 'hit',
  };
}

/** Asks for the page until a process has kept it (each of the stack's two workers keeps its own). */
async function keptPage(base: string, pathname: string): Promise<string> {
  for (let i = 0; i < 10; i += 1) {
    const page = await pageHtml(base, pathname);
    if (page.kept) return page.html;
  }
  throw new Error(`${base}${pathname} was never kept`);
}

/** Publishes the business with `description` through the panel's API, signed in as the editor. */
async function publishDescription(request: APIRequestContext, token: string, documentId: string, description: string) {
  const answer = await request.post(
    `${CMS}/content-manager/collection-types/${BUSINESS_UID}/${documentId}/actions/publish`,
    { headers: { Authorization: `Bearer ${token}` }, data: { description } },
  );
  expect(answer.status(), await answer.text()).toBe(200);
}

test.describe('several web processes', () => {
  let second: ChildProcess | undefined;
  let secondBase = '';

  test.beforeAll(async ({ baseURL }) => {
    const port = await freePort();
    secondBase = `http://127.0.0.1:${port}`;
    const site = new URL(process.env.E2E_SITE_URL ?? baseURL ?? 'http://127.0.0.1:4174').origin;
    second = spawn(process.execPath, [path.join(here, '..', 'build', 'node', 'server.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        CMS_URL: CMS,
        SITE_URL: site,
        MAP_STYLE_URL: 'builtin',
        WEB_WORKERS: '1',
      },
      stdio: 'ignore',
    });
    await waitForHealth(secondBase);
  });

  test.afterAll(() => {
    second?.kill('SIGTERM');
  });

  test('a second web process serves the same pages, and an edit through the API shows on both at once', async ({
    request,
    baseURL,
  }) => {
    const first = new URL(baseURL ?? 'http://127.0.0.1:4174').origin;
    for (const pathname of ['/', `/businesses/${SLUG}`, '/businesses?category=restaurants', '/events', '/nowhere']) {
      const [a, b] = await Promise.all([pageHtml(first, pathname), pageHtml(secondBase, pathname)]);
      expect(b.status, pathname).toBe(a.status);
      expect(b.html, pathname).toBe(a.html);
    }

    const business = await apiGet<BusinessDetail>(request, `/businesses/${SLUG}`);
    const login = await request.post(`${CMS}/admin/login`, { data: EDITOR });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const edited = `Edited just now: ${Date.now()} pastrami sandwiches on rye.`;
    const listPath = `/businesses?search=${encodeURIComponent(business.name)}`;
    // Kept by both servers before the edit.
    for (const base of [first, secondBase])
      for (const pathname of [`/businesses/${SLUG}`, listPath])
        expect(await keptPage(base, pathname)).toContain(business.description ?? '');
    try {
      await publishDescription(request, token, business.id, edited);
      // At once: the first page request after the edit, from either process, shows it.
      for (const base of [first, secondBase]) {
        const detail = await pageHtml(base, `/businesses/${SLUG}`);
        expect(detail.html, base).toContain(edited);
        expect(detail.html, base).not.toContain(business.description ?? '');
        const list = await pageHtml(base, listPath);
        expect(list.html, base).toContain(edited);
      }
    } finally {
      await publishDescription(request, token, business.id, business.description ?? '');
    }
    for (const base of [first, secondBase])
      expect((await pageHtml(base, `/businesses/${SLUG}`)).html).toContain(business.description ?? '');
  });

  test('a review written through the API shows on the business’s kept page at once, and other kept pages stay', async ({
    playwright,
    baseURL,
  }) => {
    const first = new URL(baseURL ?? 'http://127.0.0.1:4174').origin;
    const reviewed = 'harbor-brunch';
    const untouched = '/events';
    for (const base of [first, secondBase]) {
      await keptPage(base, `/businesses/${reviewed}`);
      await keptPage(base, untouched);
    }

    const visitor = await playwright.request.newContext({ baseURL: first });
    try {
      const email = `kept-pages-${Date.now()}@example.test`;
      const password = 'Sunny-bay-2026';
      expect((await visitor.post('/api/account/sign-up', { data: { email, password } })).status()).toBe(202);
      const code = new URLSearchParams(
        (await mailedLink(email, /http:\/\/\S+\/account\/confirm\?code=[0-9a-f]{64}/)).split('?')[1],
      ).get('code');
      expect((await visitor.post('/api/account/confirm', { data: { code } })).status()).toBe(200);
      const session = await visitor.post('/api/account/session', { data: { email, password } });
      expect(session.status()).toBe(200);
      const { csrfToken } = (await session.json()) as { csrfToken: string };
      const text = `Kept pages check ${Date.now()}: the shrimp and grits were excellent and the coffee strong.`;
      const written = await visitor.post('/api/account/reviews', {
        headers: { 'X-CSRF-Token': csrfToken },
        data: { business: reviewed, rating: 5, text, displayName: 'Kim' },
      });
      expect(written.status(), await written.text()).toBe(201);

      for (const base of [first, secondBase]) {
        const page = await pageHtml(base, `/businesses/${reviewed}`);
        expect(page.kept, base).toBe(false);
        expect(page.html, base).toContain(text.slice(0, 40));
      }
      // The events list shows no business's reviews: still kept by the process that kept it.
      expect((await pageHtml(secondBase, untouched)).kept).toBe(true);
    } finally {
      await visitor.dispose();
    }
  });
});
