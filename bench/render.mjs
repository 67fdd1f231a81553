#!/usr/bin/env node
/**
 * node bench/render.mjs [--businesses 100000] [--connections 32] [--duration 15] [--warmup 3]
 *                       [--skip-lighthouse]
 *
 * The server render under load: a cms on a fresh SQLite database with the sample images
 * and N synthetic businesses, the production web server in front of it, and autocannon.
 * "Uncached" scenarios never ask for the same URL twice (a shared counter walks through
 * thousands of distinct business pages, list pages or searches), so neither the cms's
 * response cache nor anything else answers from memory; "cache hit" scenarios repeat one
 * URL. Writes bench/results/render-latest.json and prints a Markdown table.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BUSINESS_DIRECTORY, directoryOffers } from '@tampa-local/domain';
import { CMS_DIR, CMS_ENV, ROOT, databaseEnv } from './lib/env.mjs';
import { runCommand, startNode, stop } from './lib/processes.mjs';
import { homeJsGzipBytes, lighthouseScores } from './lib/web.mjs';
import { freePort, waitForHttp } from './lib/net.mjs';

/**
 * @typedef {import('./lib/env.mjs').SqliteDatabase} SqliteDatabase
 * @typedef {import('./lib/web.mjs').PageScores} PageScores
 * @typedef {import('../seed/src/synthetic.js').SyntheticCounts} SyntheticCounts
 */

const { values: options } = parseArgs({
  options: {
    businesses: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});
const businesses = Number(options.businesses);
const connections = Number(options.connections);
const duration = Number(options.duration);
const warmup = Number(options.warmup);
const log = (/** @type {string} */ line) => process.stdout.write(`${line}\n`);
const requireCms = createRequire(path.join(CMS_DIR, 'package.json'));

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted.length === 0
    ? null
    : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? null);
const round = (/** @type {number | null} */ value, digits = 1) =>
  value === null ? null : Number(value.toFixed(digits));

/**
 * autocannon over `paths`: every request takes the next path of one shared counter, so
 * with more paths than requests no URL is asked twice.
 * @param {string} base
 * @param {string[]} paths
 * @param {number} seconds
 * @param {boolean} record
 * @returns {Promise<{ result: autocannon.Result, latencies: number[], asked: number }>}
 */
function fire(base, paths, seconds, record) {
  let next = 0;
  /** @type {number[]} */
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies, asked: next })),
    );
    if (record) instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
}

/**
 * @param {string} base
 * @param {string[]} paths
 */
async function measure(base, paths) {
  if (warmup > 0) await fire(base, paths.slice().reverse(), warmup, false);
  const { result, latencies, asked } = await fire(base, paths, duration, true);
  latencies.sort((a, b) => a - b);
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    rps: round(result.requests.total / seconds),
    p50: round(percentile(latencies, 50), 2),
    p90: round(percentile(latencies, 90), 2),
    p99: round(percentile(latencies, 99), 2),
    requests: result.requests.total,
    distinctUrls: Math.min(asked, paths.length),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * @param {string} file
 * @param {string} table
 * @param {number} limit
 */
function publishedSlugs(file, table, limit) {
  /** @type {typeof import('better-sqlite3')} */
  const Database = requireCms('better-sqlite3');
  const db = new Database(file, { readonly: true });
  const rows = /** @type {{ slug: string }[]} */ (
    db.prepare(`SELECT slug FROM ${table} WHERE published_at IS NOT NULL ORDER BY id`).all()
  );
  db.close();
  // Spread over the whole data set, not only its first rows.
  const step = Math.max(1, Math.floor(rows.length / limit));
  return rows
    .filter((_, i) => i % step === 0)
    .slice(0, limit)
    .map((row) => row.slug);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-render-'));
/** @type {SqliteDatabase} */
const db = { client: 'sqlite', file: path.join(tmp, 'render.db') };
/**
 * What this run writes to bench/results/render-latest.json.
 * @type {{
 *   machine: {
 *     cpus: number,
 *     model: string,
 *     node: string,
 *     loadavgAtStart: (number | null)[],
 *     date: string,
 *     loadavgAtEnd?: (number | null)[],
 *   },
 *   settings: { businesses: number, connections: number, duration: number, warmup: number, database: string },
 *   scenarios: ({ name: string, loadavg: number | null } & Awaited<ReturnType<typeof measure>>)[],
 *   counts?: SyntheticCounts,
 *   homeJsGzipBytes?: number,
 *   lighthouse?: Record<string, PageScores>,
 * }}
 */
const results = {
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? 'unknown',
    node: process.versions.node,
    loadavgAtStart: os.loadavg().map((n) => round(n, 2)),
    date: new Date().toISOString(),
  },
  settings: { businesses, connections, duration, warmup, database: 'sqlite' },
  scenarios: [],
};
let cms;
let web;
try {
  log('Preparing: compiling the cms and the seed, building the web app…');
  await runCommand(
    process.execPath,
    ['-e', `require('@strapi/strapi').compileStrapi({ appDir: ${JSON.stringify(CMS_DIR)} })`],
    {
      cwd: CMS_DIR,
      quiet: true,
    },
  );
  await runCommand('npm', ['run', 'build', '-w', 'seed'], { quiet: true });
  if (!existsSync(path.join(ROOT, 'web', 'build', 'node', 'server.js'))) {
    await runCommand('npm', ['run', 'build', '-w', 'web'], { quiet: true });
  }
  log(`Building ${businesses.toLocaleString('en-US')} businesses…`);
  const made = await runCommand(process.execPath, ['bench/lib/make-dataset.mjs'], {
    env: { ...CMS_ENV, ...databaseEnv(db), BENCH_BUSINESSES: String(businesses) },
    quiet: true,
  });
  // Its last line of output.
  results.counts = JSON.parse(made.trim().split('\n').pop() ?? '').counts;

  const cmsPort = await freePort();
  cms = await startNode(
    'bench/lib/cms-server.mjs',
    { ...CMS_ENV, ...databaseEnv(db), BENCH_PORT: String(cmsPort) },
    { name: 'cms' },
  );
  const cmsBase = `http://127.0.0.1:${cmsPort}`;
  const webPort = await freePort();
  const webBase = `http://127.0.0.1:${webPort}`;
  web = spawn(process.execPath, [path.join(ROOT, 'web', 'build', 'node', 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(webPort),
      CMS_URL: cmsBase,
      SITE_URL: 'https://tampalocal.example',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`${webBase}/healthz`);

  const slugs = publishedSlugs(db.file, 'businesses', 40_000);
  const creators = publishedSlugs(db.file, 'influencers', 5_000);
  const listPages = Array.from({ length: 800 }, (_, i) => `${BUSINESS_DIRECTORY.path}?page=${i + 2}`);
  const filtered = directoryOffers(BUSINESS_DIRECTORY, 'category').flatMap((category) =>
    Array.from({ length: 80 }, (_, i) => `${BUSINESS_DIRECTORY.path}?category=${category}&page=${i + 1}`),
  );

  const scenarios = [
    {
      name: 'business page, uncached (distinct businesses)',
      base: webBase,
      paths: slugs.map((slug) => `/businesses/${slug}`),
    },
    { name: 'business page, cms cache hit (one business)', base: webBase, paths: [`/businesses/${slugs[0]}`] },
    {
      name: 'API business detail, uncached',
      base: cmsBase,
      paths: slugs.map((slug) => `/api/businesses/${slug}`).reverse(),
    },
    { name: 'API business detail, cache hit', base: cmsBase, paths: [`/api/businesses/${slugs[1]}`] },
    { name: 'list page, uncached (pages 2-801)', base: webBase, paths: listPages },
    { name: 'list page by category, uncached', base: webBase, paths: filtered },
    { name: 'creator page, uncached', base: webBase, paths: creators.map((slug) => `/influencers/${slug}`) },
    { name: 'home page, cms cache hit', base: webBase, paths: ['/'] },
  ];
  for (const scenario of scenarios) {
    const probe = await fetch(scenario.base + scenario.paths[0]);
    await probe.arrayBuffer();
    if (!probe.ok) throw new Error(`${probe.status} for ${scenario.paths[0]}`);
    const m = await measure(scenario.base, scenario.paths);
    results.scenarios.push({ name: scenario.name, loadavg: round(os.loadavg()[0] ?? null, 2), ...m });
    log(
      `  ${scenario.name}: ${m.rps} rps, p50 ${m.p50} ms, p90 ${m.p90} ms, p99 ${m.p99} ms (${m.distinctUrls} distinct URLs${m.non2xx || m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : ''})`,
    );
  }

  const js = await homeJsGzipBytes(webBase);
  results.homeJsGzipBytes = js.total;
  if (!options['skip-lighthouse']) {
    log('Lighthouse (mobile, 3 runs per page)…');
    results.lighthouse = await lighthouseScores({
      base: webBase,
      pages: ['/', '/businesses', `/businesses/${slugs[0]}`],
    });
  }
} finally {
  if (web && web.exitCode === null) await stop(web);
  if (cms) await cms.stop();
  rmSync(tmp, { recursive: true, force: true });
}

results.machine.loadavgAtEnd = os.loadavg().map((n) => round(n, 2));
mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench', 'results', 'render-latest.json'), `${JSON.stringify(results, null, 2)}\n`);

const lines = [
  `Server render, ${businesses.toLocaleString('en-US')} businesses, SQLite, ${connections} connections, ${duration} s per scenario`,
  '',
  '| Scenario | rps | p50 ms | p90 ms | p99 ms | distinct URLs |',
  '|---|---:|---:|---:|---:|---:|',
  ...results.scenarios.map((s) => `| ${s.name} | ${s.rps} | ${s.p50} | ${s.p90} | ${s.p99} | ${s.distinctUrls} |`),
  '',
  `Home page first-load JS (gzip -9): ${results.homeJsGzipBytes?.toLocaleString('en-US')} bytes`,
];
if (results.lighthouse) {
  lines.push('', '| Page | Performance | Accessibility | SEO |', '|---|---:|---:|---:|');
  for (const [page, score] of Object.entries(results.lighthouse)) {
    lines.push(`| ${page} | ${score.performance} | ${score.accessibility} | ${score.seo} |`);
  }
}
log(
  `\n${lines.join('\n')}\n\nLoad average at start ${results.machine.loadavgAtStart.join(' ')}, at end ${results.machine.loadavgAtEnd.join(' ')}.`,
);
process.exit(0);
