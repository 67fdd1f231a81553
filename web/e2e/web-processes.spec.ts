import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import type { BusinessDetail } from '../src/types/api';
import { apiGet, expect, test } from './fixtures';

/**
 * Several web processes serve the same site: the stack's own web server runs two workers
 * (scripts/e2e-stack.mjs sets WEB_WORKERS=2) and this test starts another web server
 * beside it on the same cms, as a second replica would run. Both answer the same pages,
 * and an edit made through the cms's API shows on the pages of both at once (no page is
 * kept anywhere between the cms and the visitor).
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

/** A page's HTML without what differs on every response (the CSP nonce). */
async function pageHtml(base: string, pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(base + pathname);
  return { status: response.status, html: (await response.text()).replace(/ nonce="[^"]*"/g, '') };
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
    second = spawn(process.execPath, [path.join(here, '..', 'server.mjs')], {
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
    expect(login.status()).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const edited = `Edited just now: ${Date.now()} pastrami sandwiches on rye.`;
    const listPath = `/businesses?search=${encodeURIComponent(business.name)}`;
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
});
