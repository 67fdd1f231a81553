import { existsSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Shared helpers of the public browser tests.
 *
 * `test` is Playwright's test with one automatic fixture: every test fails when the
 * page threw an uncaught error (`pageerror`) or logged a console error. Network errors
 * for hosts other than this machine are ignored: video players, TikTok/YouTube
 * thumbnails and other embeds cannot resolve offline, and neither is the 404 status of a
 * not-found page's own document. A test that provokes an error on
 * purpose (a 404 from the API) says so with `pageProblems.allow(/pattern/)`.
 */

const LOCAL_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLocalUrl(url: string): boolean {
  try {
    return LOCAL_HOSTNAMES.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

export interface PageProblems {
  /** Accepts the problems matching `pattern` in this test (e.g. the 404 of an unknown slug). */
  allow(pattern: RegExp): void;
}

/** The server's HTML is visible before React takes it over; a visitor's clicks count from then. */
async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export const test = base.extend<{ pageProblems: PageProblems }>({
  // Every full page load (goto, reload, back, forward) of the site waits until the page is
  // hydrated (the editors' panel, on the cms's origin, is not the site).
  page: async ({ page, baseURL }, use) => {
    const site = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const goBack = page.goBack.bind(page);
    const goForward = page.goForward.bind(page);
    const hydrated = async <T>(response: T): Promise<T> => {
      if (new URL(page.url()).origin === site) await waitForHydration(page);
      return response;
    };
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    page.goBack = async (options) => hydrated(await goBack(options));
    page.goForward = async (options) => hydrated(await goForward(options));
    await use(page);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const url = message.location().url;
        // e.g. "Failed to load resource: net::ERR_NAME_NOT_RESOLVED" for i.ytimg.com.
        if (text.startsWith('Failed to load resource') && url !== '' && !isLocalUrl(url)) return;
        // A not-found page is served with status 404 on purpose (for crawlers); the browser
        // reports the document's own status, not a failure of the page.
        if (text.includes('status of 404') && url === page.url()) return;
        problems.push(`console.error: ${text}${url ? ` (${url})` : ''}`);
      });
      await use({ allow: (pattern) => void allowed.push(pattern) });
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'uncaught page errors or console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Query parameters of an API call; empty values are left out like the app does. */
export type Query = Record<string, string | number | undefined>;

function apiPath(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** The X-Total-Count the API sends for these filters: the number the page must show. */
export async function apiTotal(request: APIRequestContext, path: string, query: Query = {}): Promise<number> {
  const response = await request.get(apiPath(path, { ...query, limit: 1 }));
  expect(response.status(), `GET ${apiPath(path, query)}`).toBe(200);
  const total = Number(response.headers()['x-total-count']);
  expect(Number.isInteger(total), 'X-Total-Count header').toBe(true);
  return total;
}

/** The JSON body of an API GET. */
export async function apiGet<T>(request: APIRequestContext, path: string, query: Query = {}): Promise<T> {
  const response = await request.get(apiPath(path, query));
  expect(response.status(), `GET ${apiPath(path, query)}`).toBe(200);
  return (await response.json()) as T;
}

/** The names of a list route's items, in the API's order. */
export async function apiNames(request: APIRequestContext, path: string, query: Query = {}): Promise<string[]> {
  const items = await apiGet<{ name?: string; title?: string }[]>(request, path, query);
  return items.map((item) => item.name ?? item.title ?? '');
}

/** 'Showing 1 business' / 'Showing 1,234 businesses', as the list pages count. */
export function showingText(total: number, singular: string, plural: string): string {
  return `Showing ${total.toLocaleString('en-US')} ${total === 1 ? singular : plural}`;
}

/** The list pages' live count ('Showing N …'). */
export function resultCount(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Showing / });
}

/** Cards of a list: `article`s named by the business, event, property or creator. */
export function cards(scope: Page | Locator): Locator {
  return scope.getByRole('article');
}

/** Waits until no loading indicator (skeletons, page loader, carousel placeholders) is left. */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Loading|Searching/ })).toHaveCount(0);
  await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
}

/** Collects the messages of window.alert (and confirm/prompt), accepting each. */
export function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** True when the page is narrower than the md breakpoint (the mobile menu replaces the header nav). */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** The pathname and query of the page's URL, e.g. '/businesses?category=attractions'. */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

// Where the cms of scripts/e2e-stack.mjs writes its mail (MAIL_OUTBOX_DIR).
const OUTBOX = path.join(os.tmpdir(), `tampa-local-e2e-outbox-${process.env.E2E_CMS_PORT ?? 1338}`);

/** The mails written to `email` so far (their files' text), newest first. */
export function mailsTo(email: string): string[] {
  if (!existsSync(OUTBOX)) return [];
  return readdirSync(OUTBOX)
    .sort()
    .reverse()
    .map((file) => readFileSync(path.join(OUTBOX, file), 'utf8'))
    .filter((mail) => mail.startsWith(`To: ${email}\n`));
}

/** The path of the newest mailed link to `email` matching `pattern`, once the mail is there. */
export async function mailedLink(email: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = mailsTo(email)
        .map((mail) => pattern.exec(mail)?.[0])
        .find(Boolean);
      return link !== undefined;
    })
    .toBe(true);
  return new URL(link!).pathname + new URL(link!).search;
}
