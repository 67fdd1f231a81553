/**
 * The page mix: what visitors load, pages rather than JSON, through the production web
 * server (`web/build/node/server.js`, the built app) in front of a real cms on the same data set.
 *
 * - The URL universe is the API mix's (mix.mjs) turned into the pages that show it: the
 *   business lists (every category × area pair that has businesses, pages 1-10 as
 *   `?page=N`, past-the-end pages dropped as the API's X-Total-Count says), the event
 *   lists (category × timeframe), the real-estate lists (listing type × property type ×
 *   price range × area) and the short-term rentals (price range × area), business pages,
 *   creator pages, searches (`/search?q=`, the commonest words and pairs first), event
 *   pages (`/events/<slug>`, the soonest first), the businesses' map view (`?view=map`,
 *   with each category) and the home page.
 * - Each request picks a kind by its share (PAGE_SHARES) and a URL of that kind by the
 *   same Zipf law as the API mix; the sequence is fixed by the seed.
 * - Before the load, each kind's pages one at a time: the web server's and the cms's CPU
 *   per page (from /proc, each with its child processes), the time of one page without
 *   queueing, and what its HTML is made of (bytes, gzip bytes, inline stylesheet,
 *   JSON-LD, loader data, inline SVG icons).
 * - The same, straight to the web server or through nginx with the project's own
 *   configuration (startNginxProxy), as in production.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BUSINESS_DIRECTORY,
  DIRECTORY_PAGE_PARAM,
  DIRECTORY_PAGE_SIZE,
  EVENT_DIRECTORY,
  REAL_ESTATE_DIRECTORY,
  RENTAL_DIRECTORY,
} from '@tampa-local/domain';
import { startNginx, writeNginxConfig } from '../../scripts/nginx.mjs';
import { ROOT } from './env.mjs';
import { processTree, cpuSeconds, random } from './mix.mjs';
import { freePort, waitForHttp } from './net.mjs';
import { stop, track } from './processes.mjs';

/** @typedef {import('./mix.mjs').Universe} Universe */

/** Each kind's share of page views. */
export const PAGE_SHARES = {
  home: 0.08,
  business: 0.34,
  businessList: 0.15,
  businessMap: 0.03,
  search: 0.16,
  creator: 0.05,
  events: 0.06,
  event: 0.06,
  realEstate: 0.04,
  rentals: 0.03,
};
/** @typedef {keyof typeof PAGE_SHARES} PageKind */
/** @typedef {Record<PageKind, string[]>} PageUrls */

/**
 * `?page=N` of a list URL of the API mix (limit and offset), with its other filters.
 * @param {URLSearchParams} params
 */
function pageQuery(params) {
  const out = new URLSearchParams();
  for (const [key, value] of params) if (key !== 'limit' && key !== 'offset') out.set(key, value);
  const offset = Number(params.get('offset') ?? 0);
  const page = Math.floor(offset / DIRECTORY_PAGE_SIZE) + 1;
  if (page > 1) out.set(DIRECTORY_PAGE_PARAM, String(page));
  const text = out.toString();
  return text ? `?${text}` : '';
}

/**
 * The page universe from the API mix's (already visited: lists past their end dropped),
 * most popular first within each kind, and event slugs soonest first.
 * @param {Universe} api
 * @param {string[]} eventSlugs
 * @returns {PageUrls}
 */
export function pageUniverse(api, eventSlugs) {
  const slugOf = (/** @type {string} */ url, /** @type {string} */ prefix) => url.slice(prefix.length);
  const unique = (/** @type {string[]} */ urls) => [...new Set(urls)];
  const businessList = api.list.map(
    (url) => `${BUSINESS_DIRECTORY.path}${pageQuery(new URL(url, 'http://x').searchParams)}`,
  );
  const events = api.events.map((url) => `${EVENT_DIRECTORY.path}${pageQuery(new URL(url, 'http://x').searchParams)}`);
  /** @type {string[]} */
  const realEstate = [];
  /** @type {string[]} */
  const rentals = [];
  for (const url of api.properties) {
    const params = new URL(url, 'http://x').searchParams;
    const { listingType } = RENTAL_DIRECTORY.fixed;
    if (params.get('listingType') === listingType) {
      // The rentals page's filters: price range and area (it has no property type filter).
      if (params.get('propertyType')) continue;
      params.delete('listingType');
      rentals.push(`${RENTAL_DIRECTORY.path}${pageQuery(params)}`);
    } else realEstate.push(`${REAL_ESTATE_DIRECTORY.path}${pageQuery(params)}`);
  }
  const categories = unique(
    api.list
      .map((url) => new URL(url, 'http://x').searchParams)
      .filter((params) => !params.get('area') && !params.get('offset'))
      .map((params) => params.get('category') ?? ''),
  );
  return {
    home: ['/'],
    business: api.detail.map((url) => `/businesses/${slugOf(url, '/api/businesses/')}`),
    businessList: unique(businessList),
    businessMap: categories.map(
      (category) => `${BUSINESS_DIRECTORY.path}?${category ? `category=${category}&` : ''}view=map`,
    ),
    // Encoded as a browser's form sends it: a raw `é` in the request line is a 400 from
    // Node's HTTP parser (the `café` searches through nginx).
    search: api.search.map(
      (url) => `/search?${new URLSearchParams({ q: new URL(url, 'http://x').searchParams.get('q') ?? '' })}`,
    ),
    creator: api.creators.map((url) => `/influencers/${slugOf(url, '/api/influencers/')}`),
    events: unique(events),
    event: eventSlugs.map((slug) => `/events/${encodeURIComponent(slug)}`),
    realEstate: unique(realEstate),
    rentals: unique(rentals),
  };
}

/**
 * The production web server (`web/build/node/server.js` on the built app) in front of `cmsBase`,
 * with WEB_WORKERS processes, its page cache on or off, and its metrics on a port of
 * their own (`metrics`: their URL).
 * @param {{ cmsBase: string, workers: number, pageCache: boolean }} options
 */
export async function startWeb({ cmsBase, workers, pageCache }) {
  const port = await freePort();
  const metricsPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'web', 'build', 'node', 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CMS_URL: cmsBase,
      SITE_URL: 'https://tampalocal.example',
      WEB_WORKERS: String(workers),
      MAP_STYLE_URL: 'builtin',
      PAGE_CACHE: pageCache ? 'on' : 'off',
      METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = () => child.exitCode !== null;
  process.on('exit', () => {
    if (!exited()) child.kill('SIGKILL');
  });
  await waitForHttp(`${base}/healthz`);
  // Every worker up: as many processes under the primary as asked (or the primary alone).
  for (let i = 0; i < 100 && workers > 1 && processTree(/** @type {number} */ (child.pid)).length < workers + 1; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    base,
    pid: /** @type {number} */ (child.pid),
    metrics: `http://127.0.0.1:${metricsPort}/metrics`,
    stop: () => stop(child),
  };
}

/**
 * The visitors the pages asked through nginx come from, in turn, each an address of its
 * own in 198.18.0.0/15 (the range set aside for benchmarks): at a few thousand pages a
 * second each asks for less than one a second, as people do.
 */
const PROXY_VISITORS = 4096;

/**
 * The address of the visitor who asks for the sequence's `index`-th page through nginx.
 * @param {number} index
 */
export function visitorAddress(index) {
  const visitor = index % PROXY_VISITORS;
  return `198.18.${visitor >> 8}.${visitor & 255}`;
}

/**
 * Debian's nginx with the project's configuration (deploy/nginx, rendered as the image
 * renders it) in front of the web server and the cms, as in production: pages to
 * `webBase`, /api and /uploads to `cmsBase` (addresses, as compose's service names: a
 * connection of its own to the upstream per request), /assets from the web build's client
 * files. The load generator is one address, 127.0.0.1, which the per-client limits (20
 * requests a second after a burst of 60, an address) answer with 429s, and autocannon
 * cannot give its connections other source addresses; so nginx takes each request's
 * client from the X-Forwarded-For the load generator sends (visitorAddress), trusting
 * loopback alone. Those two directives are all that is added to production's
 * configuration: the limits stay, and still count every request.
 * @param {{ cmsBase: string, webBase: string }} upstreams
 */
export async function startNginxProxy({ cmsBase, webBase }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-bench-nginx-'));
  const [port, panelPort] = [await freePort(), await freePort()];
  const args = writeNginxConfig({
    dir,
    values: {
      CMS_UPSTREAM: new URL(cmsBase).host,
      WEB_UPSTREAM: new URL(webBase).host,
      NGINX_RESOLVER: '127.0.0.1',
      STATIC_ROOT: path.join(ROOT, 'web', 'build', 'client'),
      NGINX_PORT: `127.0.0.1:${port}`,
      PANEL_NGINX_PORT: `127.0.0.1:${panelPort}`,
    },
    http: ['set_real_ip_from 127.0.0.1;', 'real_ip_header X-Forwarded-For;'],
  });
  const child = track(startNginx(args));
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`);
  // /healthz is nginx's own: a page proves the way to the web server and the cms.
  const page = await fetch(`${base}/`, { headers: { 'X-Forwarded-For': visitorAddress(0) } });
  await page.arrayBuffer();
  if (!page.ok) throw new Error(`nginx answered ${page.status} for the home page`);
  return {
    base,
    pid: /** @type {number} */ (child.pid),
    stop: async () => {
      await stop(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * What one page's HTML is made of, in bytes.
 * @param {string} html
 */
export function htmlParts(html) {
  const sum = (/** @type {RegExp} */ pattern) => [...html.matchAll(pattern)].reduce((n, m) => n + m[0].length, 0);
  return {
    bytes: Buffer.byteLength(html),
    gzipBytes: gzipSync(html).length,
    inlineCss: sum(/<style\b[^>]*>[\s\S]*?<\/style>/g),
    jsonLd: sum(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g),
    loaderData: sum(
      /<script\b[^>]*>[^<]*(?:window\.__reactRouterContext|__reactRouterContext\.streamController)[\s\S]*?<\/script>/g,
    ),
    svgs: (html.match(/<svg\b/g) ?? []).length,
    svgBytes: sum(/<svg\b[\s\S]*?<\/svg>/g),
  };
}

/** @typedef {ReturnType<typeof htmlParts>} HtmlParts */

const round = (/** @type {number} */ value, digits = 2) => Number(value.toFixed(digits));

/** Pages of each kind asked before the timed ones (see servicePerKind). */
export const WARM_UP_ROUNDS = 30;

/**
 * Each kind's pages one at a time (`count` URLs spread over the kind's universe, each
 * asked once, after WARM_UP_ROUNDS of each kind not timed): CPU per page of the web
 * server and of the cms (each with its child processes), the mean time of a page without
 * queueing, and the mean parts of its HTML. `clientAddress` names each page's client in
 * X-Forwarded-For (through nginx).
 * @param {{
 *   base: string,
 *   urls: PageUrls,
 *   pids: Record<string, number>,
 *   count?: number,
 *   seed?: number,
 *   clientAddress?: (index: number) => string,
 * }} options
 */
export async function servicePerKind({ base, urls, pids, count = 40, seed = 1, clientAddress }) {
  let asked = 0;
  /** @returns {Record<string, string>} */
  const from = () => (clientAddress ? { 'X-Forwarded-For': clientAddress(asked++) } : {});
  const next = random(seed + 101);
  const cpu = () =>
    Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [
        name,
        processTree(pid).reduce((sum, each) => {
          try {
            return sum + cpuSeconds(each);
          } catch {
            return sum;
          }
        }, 0),
      ]),
    );
  /** @type {Record<string, { pages: number, meanMs: number, cpuMsPerPage: Record<string, number>, html: Record<string, number>, failed: number }>} */
  const out = {};
  const entries = /** @type {[string, string[]][]} */ (Object.entries(urls));
  // A fresh process compiles its code over its first few hundred pages (V8 optimises a
  // function after many calls): WARM_UP_ROUNDS of each kind first, not timed, from the end of
  // each kind's list (the timed pages are drawn from all of it), so the figures are those of
  // a server that has been up a while, as a deployed one has.
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1)
    for (const [, list] of entries) {
      const url = list[list.length - 1 - (round % list.length)];
      if (url) await (await fetch(base + url, { headers: from() })).arrayBuffer();
    }
  for (const [kind, list] of entries) {
    if (list.length === 0) continue;
    // Spread over the kind's universe, popular and rare alike (seeded); a kind of fewer URLs
    // (the home page) asked for each in turn.
    const chosen = Array.from({ length: count }, (_, i) =>
      list.length <= count ? (list[i % list.length] ?? '/') : (list[Math.floor(next() * list.length)] ?? '/'),
    );
    const before = cpu();
    let elapsed = 0;
    let failed = 0;
    /** @type {Record<string, number>} */
    const totals = {};
    for (const url of chosen) {
      const started = performance.now();
      const response = await fetch(base + url, { headers: { 'Accept-Encoding': 'identity', ...from() } });
      const html = await response.text();
      elapsed += performance.now() - started;
      if (!response.ok) failed += 1;
      for (const [part, value] of Object.entries(htmlParts(html))) totals[part] = (totals[part] ?? 0) + value;
    }
    const after = cpu();
    out[kind] = {
      pages: chosen.length,
      meanMs: round(elapsed / chosen.length, 1),
      cpuMsPerPage: Object.fromEntries(
        Object.keys(pids).map((name) => [
          name,
          round((((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / chosen.length, 1),
        ]),
      ),
      html: Object.fromEntries(
        Object.entries(totals).map(([part, value]) => [part, Math.round(value / chosen.length)]),
      ),
      failed,
    };
  }
  return out;
}
