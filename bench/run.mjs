#!/usr/bin/env node
/**
 * npm run bench [-- --sizes 1000,10000,100000] [--duration 10] [--warmup 3] [--connections 32]
 *               [--db sqlite|postgres|all] [--scenarios single,mix|none] [--mix-duration 20]
 *               [--mix-warmup 10] [--mix-detail 6000] [--skip-web] [--skip-csv] [--skip-uncached]
 *               [--keep-data] [--no-review-writes] [--web-workers 1,2] [--page-cache off,on]
 *               [--page-proxy direct,nginx]
 *
 * Builds synthetic data sets of each size (SQLite, and PostgreSQL when DATABASE_URL is
 * set) and for each:
 * - single: five scenarios of one URL each (the cache-hit case: ours answers them from
 *   its response cache), ours side by side with Strapi's stock core REST API, the bare SQL
 *   floor and ours with the cache off;
 * - mix: a Zipf-distributed sequence over thousands of URLs built from the data set, six
 *   kinds in fixed shares (lib/mix.mjs), against ours, ours with the cache off and the
 *   floor replaying the same requests' SQL, overall and per kind; then searches alone
 *   (one and two words) against ours without cache and the floor.
 * - pages: the same Zipf law over page URLs of every kind (lib/pages.mjs) through the
 *   production web server in front of ours, once per --web-workers count and page cache
 *   setting (--page-cache), straight to it and through nginx with the project's
 *   configuration (--page-proxy): with the page cache off, each kind's pages one at a time
 *   (CPU per page of web, cms and nginx, HTML bytes), then the mix (with it on, the share
 *   of pages it served).
 * Then the CSV export of the largest set against a floor streaming the same rows with the
 * same CSV library, and the web build (home page JS, Lighthouse); writes
 * bench/results/latest.json and prints the tables. See docs/performance.md.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isOneOf } from '@tampa-local/domain';
import { measureCsv } from './lib/csv.mjs';
import {
  buildUniverse,
  measureMix,
  rows,
  mixSequence,
  sequenceStats,
  serviceTimes,
  universeSizes,
  visitUniverse,
} from './lib/mix.mjs';
import { CMS_DIR, CMS_ENV, ROOT, databaseEnv } from './lib/env.mjs';
import { ReviewWrites, reviewedByVisitors, signInVisitors, writesOneAtATime } from './lib/visitors.mjs';
import { check, measure } from './lib/load.mjs';
import { onInterrupt, runCommand, startNode } from './lib/processes.mjs';
import { formatTable, statusList } from './lib/report.mjs';
import { scenarios } from './lib/scenarios.mjs';
import { buildWeb, homeJsGzipBytes, lighthouseScores, startE2eStack } from './lib/web.mjs';
import { PAGE_SHARES, pageUniverse, servicePerKind, startNginxProxy, startWeb, visitorAddress } from './lib/pages.mjs';
import { freePort } from './lib/net.mjs';
import { NGINX } from '../scripts/nginx.mjs';

/**
 * @typedef {import('./lib/env.mjs').BenchDatabase} BenchDatabase
 * @typedef {import('./lib/env.mjs').PostgresDatabase} PostgresDatabase
 * @typedef {import('./lib/mix.mjs').MixItem} MixItem
 * @typedef {import('./lib/mix.mjs').Universe} Universe
 * @typedef {import('./lib/report.mjs').BenchResults} BenchResults
 * @typedef {import('./lib/report.mjs').CsvResult} CsvResult
 * @typedef {import('./lib/report.mjs').MixResult} MixResult
 * @typedef {import('./lib/report.mjs').ScenarioResult} ScenarioResult
 * @typedef {import('./lib/report.mjs').ServerName} ServerName
 * @typedef {import('../seed/src/synthetic.js').SyntheticCounts} SyntheticCounts
 * @typedef {import('./lib/processes.mjs').ReadyProcess & { port: number, base: string, metrics?: string }} Server
 */

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    db: { type: 'string', default: 'all' },
    'skip-web': { type: 'boolean', default: false },
    'skip-csv': { type: 'boolean', default: false },
    'skip-uncached': { type: 'boolean', default: false },
    'random-seed': { type: 'string', default: '1' },
    scenarios: { type: 'string', default: 'single,mix' },
    'mix-duration': { type: 'string', default: '20' },
    'mix-warmup': { type: 'string', default: '10' },
    'mix-detail': { type: 'string', default: '6000' },
    'keep-data': { type: 'boolean', default: false },
    'no-review-writes': { type: 'boolean', default: false },
    'web-workers': { type: 'string', default: [...new Set([1, os.availableParallelism()])].join(',') },
    'page-cache': { type: 'string', default: 'off,on' },
    'page-proxy': { type: 'string', default: 'direct,nginx' },
  },
});
const DATABASES = /** @type {const} */ (['sqlite', 'postgres']);
if (options.db !== 'all' && !isOneOf(DATABASES, options.db)) throw new Error('--db takes sqlite, postgres or all');
// `none` builds (and with --keep-data keeps) the data sets and measures nothing: a large
// set can then be loaded while the machine is busy and measured later on a quiet one.
const kinds = new Set(options.scenarios === 'none' ? [] : options.scenarios.split(',').map((name) => name.trim()));
if ([...kinds].some((name) => name !== 'single' && name !== 'mix' && name !== 'pages'))
  throw new Error('--scenarios takes single, mix and pages (comma-separated), or none');
const webWorkers = options['web-workers'].split(',').map((n) => Number(n.trim()));
if (webWorkers.some((n) => !Number.isSafeInteger(n) || n < 1))
  throw new Error('--web-workers takes whole numbers, e.g. 1,2');
const pageCacheSettings = options['page-cache'].split(',').map((value) => value.trim());
if (pageCacheSettings.some((value) => value !== 'off' && value !== 'on'))
  throw new Error('--page-cache takes off and on (comma-separated)');
const pageProxies = options['page-proxy'].split(',').map((value) => value.trim());
if (pageProxies.some((value) => value !== 'direct' && value !== 'nginx'))
  throw new Error('--page-proxy takes direct and nginx (comma-separated)');
if (kinds.has('pages') && pageProxies.includes('nginx') && !NGINX)
  throw new Error('The page mix through nginx needs nginx (apt-get install nginx), or --page-proxy direct');
const mixDuration = Number(options['mix-duration']);
const mixWarmup = Number(options['mix-warmup']);
const sizes = options.sizes.split(',').map((n) => Number(n.trim()));
if (sizes.some((n) => !Number.isSafeInteger(n) || n < 1))
  throw new Error('--sizes takes whole numbers, e.g. 1000,10000');
const duration = Number(options.duration);
const warmup = Number(options.warmup);
const connections = Number(options.connections);
const SLUGS = 16;

const requireCms = createRequire(path.join(CMS_DIR, 'package.json'));
const log = (/** @type {string} */ line) => process.stdout.write(`${line}\n`);

const machine = () => ({
  cpus: os.cpus().length,
  model: os.cpus()[0]?.model ?? 'unknown',
  memGB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
  node: process.versions.node,
  loadavg: os.loadavg().map((n) => Number(n.toFixed(2))),
  date: new Date().toISOString(),
});

// --- Databases: a temporary SQLite file, or a fresh PostgreSQL database, per size.

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-bench-'));

/** --keep-data: where kept SQLite data sets and the counts of every kept data set are. */
const KEPT_DIR = path.join(ROOT, 'bench', 'data');

/**
 * A database for one size: new and empty, or with --keep-data the one kept from an
 * earlier run with the same size and random seed (`counts` then says what it holds).
 * @param {BenchDatabase['client']} client
 * @param {number} size
 * @returns {Promise<BenchDatabase & { drop: () => Promise<void>, counts: SyntheticCounts | null, keep: (counts: SyntheticCounts) => void }>}
 */
async function createDatabase(client, size) {
  const keptName = `tampa_local_bench_${size}_seed${options['random-seed']}`;
  const countsFile = path.join(KEPT_DIR, `${client}-${keptName}.json`);
  const keeping = options['keep-data'];
  /** @type {SyntheticCounts | null} */
  const kept = keeping && existsSync(countsFile) ? JSON.parse(readFileSync(countsFile, 'utf8')) : null;
  // A data set kept from before reviews (no review count) is built again.
  const counts = kept && typeof kept.reviews === 'number' ? kept : null;
  const keep = (/** @type {SyntheticCounts} */ made) => {
    if (!keeping) return;
    mkdirSync(KEPT_DIR, { recursive: true });
    writeFileSync(countsFile, `${JSON.stringify(made)}\n`);
  };
  if (client === 'sqlite') {
    const file = keeping ? path.join(KEPT_DIR, `${keptName}.db`) : path.join(tmp, `bench-${size}.db`);
    // A data set whose loading was cut short has no counts: start it again.
    if (keeping && !counts) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    return { client, file, drop: async () => {}, counts, keep };
  }
  /** @type {typeof import('pg')} */
  const pg = requireCms('pg');
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('--db postgres needs DATABASE_URL');
  const name = keeping ? keptName : `tampa_local_bench_${size}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  if (keeping && !counts) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (!counts) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    client,
    url: url.toString(),
    counts,
    keep,
    drop: async () => {
      if (keeping) return;
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * PostgreSQL's settings that decide how much of a data set it keeps in its own memory:
 * figures from servers set differently do not compare.
 * @param {PostgresDatabase} db
 * @returns {Promise<Record<string, string>>}
 */
async function postgresSettings(db) {
  /** @type {typeof import('pg')} */
  const pg = requireCms('pg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT name, current_setting(name) AS value FROM pg_settings
        WHERE name IN ('server_version', 'shared_buffers', 'effective_cache_size', 'work_mem') ORDER BY name`,
    );
    const size = await client.query('SELECT pg_size_pretty(pg_database_size(current_database())) AS size');
    return {
      ...Object.fromEntries(rows.map((row) => [String(row.name), String(row.value)])),
      database_size: String(size.rows[0]?.size),
    };
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL: the statistics and visibility map autovacuum would build within minutes
 * of a bulk load (without them the planner guesses, and index-only scans read the heap).
 * @param {PostgresDatabase} db
 */
async function analyze(db) {
  /** @type {typeof import('pg')} */
  const pg = requireCms('pg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('VACUUM ANALYZE');
  await client.end();
}

/**
 * Published business slugs spread evenly over the data set.
 * @param {BenchDatabase} db
 * @param {number} count
 */
async function pickSlugs(db, count) {
  const sql = `SELECT slug FROM businesses WHERE published_at IS NOT NULL ORDER BY id`;
  /** @type {{ slug: string }[]} */
  let all;
  if (db.client === 'sqlite') {
    /** @type {typeof import('better-sqlite3')} */
    const Database = requireCms('better-sqlite3');
    const connection = new Database(db.file, { readonly: true });
    all = /** @type {{ slug: string }[]} */ (connection.prepare(sql).all());
    connection.close();
  } else {
    /** @type {typeof import('pg')} */
    const pg = requireCms('pg');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    all = (await client.query(sql)).rows;
    await client.end();
  }
  const step = Math.max(1, Math.floor(all.length / count));
  return all
    .filter((_, i) => i % step === 0)
    .slice(0, count)
    .map((row) => row.slug);
}

// --- Servers

/**
 * @param {BenchDatabase} db
 * @param {Record<string, string>} [extra]
 * @returns {Promise<Server>}
 */
async function startCms(db, extra = {}) {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const server = await startNode(
    'bench/lib/cms-server.mjs',
    { ...CMS_ENV, ...databaseEnv(db), BENCH_PORT: String(port), METRICS_PORT: String(metricsPort), ...extra },
    {
      name: `cms (${JSON.stringify(extra)})`,
    },
  );
  return { ...server, port, base: `http://127.0.0.1:${port}`, metrics: `http://127.0.0.1:${metricsPort}/metrics` };
}

/**
 * Records the SQL our cms runs for each path (all caches off, so every query runs).
 * @param {BenchDatabase} db
 * @param {string[]} paths
 * @param {string} file
 */
async function captureSql(db, paths, file) {
  const server = await startCms(db, { BENCH_CAPTURE_SQL: file, RESPONSE_CACHE: 'off' });
  try {
    const failures = await check(server.base, paths);
    if (failures.length > 0) throw new Error(`Our cms failed: ${failures.join(', ')}`);
    server.signal('SIGUSR2');
    await server.waitFor(/^captured$/m);
  } finally {
    await server.stop();
  }
}

/**
 * @param {BenchDatabase} db
 * @param {string} queries the file captureSql wrote ('' for the CSV floor alone)
 * @returns {Promise<Server>}
 */
async function startFloor(db, queries) {
  const port = await freePort();
  const server = await startNode(
    'bench/floor-server.mjs',
    { ...databaseEnv(db), BENCH_QUERIES: queries, BENCH_PORT: String(port) },
    { name: 'floor' },
  );
  return { ...server, port, base: `http://127.0.0.1:${port}` };
}

// --- The run

/** @type {BenchResults} */
const results = {
  machine: machine(),
  settings: { sizes, duration, warmup, connections, mixDuration, mixWarmup, scenarios: [...kinds] },
  scenarios: [],
  mix: [],
  pages: [],
  csv: null,
  web: null,
};
const loadNow = () => Number(os.loadavg()[0]?.toFixed(2));

/**
 * The mix on one data set: the universe (list pages past the end dropped), the SQL our
 * cms runs for each of its URLs recorded for the floor, then the same sequence against
 * ours, ours without cache and the floor; then searches alone without cache.
 * @param {BenchDatabase} db
 * @param {string} client
 * @param {SyntheticCounts} counts
 * @returns {Promise<MixResult>}
 */
async function runMix(db, client, counts) {
  const seed = Number(options['random-seed']);
  const queries = path.join(tmp, `mix-queries-${client}-${counts.businesses}.json`);
  log('  mix: building the URL universe and recording its SQL…');
  const started = Date.now();
  const capture = await startCms(db, { BENCH_CAPTURE_SQL: queries, RESPONSE_CACHE: 'off' });
  /** @type {Universe} */
  let universe;
  try {
    const visited = await visitUniverse(
      capture.base,
      await buildUniverse(db, { seed, detail: Number(options['mix-detail']) }),
    );
    if (visited.failures.length > 0) throw new Error(`Our cms failed: ${visited.failures.slice(0, 5).join(', ')}`);
    universe = visited.universe;
    // Without writes the other kinds share their requests in the same proportions.
    if (options['no-review-writes']) universe.reviewWrite = [];
    capture.signal('SIGUSR2');
    await capture.waitFor(/^captured$/m, 120_000);
  } finally {
    await capture.stop();
  }
  const sizes = universeSizes(universe);
  log(`  mix: ${JSON.stringify(sizes)} URLs (${Math.round((Date.now() - started) / 1000)} s to visit and record)`);
  log(`  most common words: ${universe.mostCommonWords.join(', ')}; pairs: ${universe.mostCommonPairs.join(', ')}`);
  const sequence = mixSequence(universe, { seed });
  // The floor replays recorded reads: it gets the sequence without the review writes.
  const reads = sequence.filter((item) => item.kind !== 'reviewWrite');
  const searchOnly = mixSequence(
    {
      detail: [],
      list: [],
      search: universe.search,
      events: [],
      properties: [],
      creators: [],
      reviews: [],
      map: [],
      reviewWrite: [],
    },
    { seed },
  ).map((item) => ({
    ...item,
    kind: (new URL(item.path, 'http://x').searchParams.get('q') ?? '').split(' ').length > 1 ? 'search2' : 'search1',
  }));
  /** @type {MixResult} */
  const entry = { db: client, rows: counts.businesses, universe: sizes, words: universe.mostCommonWords, runs: {} };
  const servers = {
    ours: () => startCms(db),
    oursUncached: () => startCms(db, { RESPONSE_CACHE: 'off' }),
    floor: () => startFloor(db, queries),
  };
  /** @type {ReviewWrites | undefined} */
  let writes;
  for (const [which, start] of Object.entries(servers)) {
    const server = await start();
    try {
      if (which !== 'floor' && !writes && universe.reviewWrite.length > 0) {
        // Sessions live in the database: signed in once, they serve both cms servers.
        const signing = Date.now();
        const sessions = await signInVisitors(server.base);
        writes = new ReviewWrites(
          sessions,
          universe.detail.map((url) => decodeURIComponent(url.slice('/api/businesses/'.length))),
          await reviewedByVisitors(db),
          seed,
        );
        log(
          `  mix: ${sessions.length} visitors signed in to write reviews (${Math.round((Date.now() - signing) / 1000)} s)`,
        );
      }
      if (which !== 'ours') {
        // The commonest searches one at a time: what one costs without queueing.
        const times = await serviceTimes(server.base, universe.commonSearches);
        entry.runs[`searchServiceMs:${which}`] = { loadavg: loadNow(), times };
        log(`  search one at a time — ${which}: ${JSON.stringify(times)}`);
      }
      /** @type {['mix' | 'searchAlone' | 'searchSerial', MixItem[], number][]} */
      const plans = [['mix', which === 'floor' ? reads : sequence, connections]];
      // Searches alone: under the bench's connections, and on one (each search's own time,
      // no queueing behind the others: its p99 over the whole Zipf law of searches).
      if (which !== 'ours') plans.push(['searchAlone', searchOnly, connections], ['searchSerial', searchOnly, 1]);
      if (which !== 'floor' && writes) {
        // Review writes one at a time, before the load: each one's own time.
        const serial = await writesOneAtATime(server.base, writes);
        entry.runs[`reviewWriteSerial:${which}`] = { loadavg: loadNow(), ...serial };
        log(`  review writes one at a time — ${which}: ${JSON.stringify(serial)}`);
      }
      for (const [plan, list, planConnections] of plans) {
        const loadavg = loadNow();
        const measured = await measureMix({
          base: server.base,
          sequence: list,
          connections: planConnections,
          seconds: mixDuration,
          warmup: mixWarmup,
          pid: server.pid,
          writes: which === 'floor' ? undefined : writes,
          metrics: server.metrics,
        });
        const m = { ...measured, loadavg, ...sequenceStats(list, measured.sequenceFrom, measured.requests) };
        entry.runs[`${plan}:${which}`] = m;
        const perKind = Object.entries(m.kinds)
          .map(([kind, k]) => `${kind} ${k.rps}/s p99 ${k.p99}`)
          .join('; ');
        log(
          `  ${plan} — ${which} (load ${loadavg}, steal ${m.stealShare ?? '-'}): ${m.rps} rps, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.serverCpuMsPerRequest} ms CPU/request` +
            `${m.cacheHitShare === null ? '' : `, ${Math.round(m.cacheHitShare * 100)} % cache hits`}` +
            `${m.non2xx || m.errors ? ` (${m.non2xx} non-2xx, ${m.errors} errors)` : ''}\n    ${perKind}`,
        );
      }
    } finally {
      await server.stop();
    }
  }
  return entry;
}
/**
 * The page mix on one data set: the API mix's universe visited through a cms (lists past
 * their end dropped) and turned into page URLs, then for each --web-workers count, page
 * cache setting and --page-proxy a fresh cms and web server (and nginx in front of them):
 * each kind's pages one at a time, then the Zipf mix of pages.
 * @param {BenchDatabase} db
 * @param {string} client
 * @param {SyntheticCounts} counts
 * @returns {Promise<import('./lib/report.mjs').PagesResult>}
 */
async function runPages(db, client, counts) {
  const seed = Number(options['random-seed']);
  log('  pages: building the URL universe…');
  const probe = await startCms(db);
  /** @type {Universe} */
  let api;
  try {
    const built = await buildUniverse(db, { seed, detail: Number(options['mix-detail']) });
    // Only the lists need visiting (to drop pages past their end).
    const visited = await visitUniverse(probe.base, {
      ...built,
      detail: [],
      reviews: [],
      search: [],
      creators: [],
      map: [],
      reviewWrite: [],
    });
    if (visited.failures.length > 0) throw new Error(`Our cms failed: ${visited.failures.slice(0, 5).join(', ')}`);
    api = {
      ...built,
      list: visited.universe.list,
      events: visited.universe.events,
      properties: visited.universe.properties,
    };
  } finally {
    await probe.stop();
  }
  const events = /** @type {{ slug: string }[]} */ (
    await rows(db, 'SELECT slug FROM events WHERE published_at IS NOT NULL ORDER BY date, id LIMIT 3000')
  ).map((row) => row.slug);
  const urls = pageUniverse(api, events);
  // Object.fromEntries types its keys as plain strings.
  const universe = /** @type {Record<string, number>} */ (
    Object.fromEntries(Object.entries(urls).map(([kind, list]) => [kind, list.length]))
  );
  universe.total = Object.values(universe).reduce((a, b) => a + b, 0);
  log(`  pages: ${JSON.stringify(universe)} URLs`);
  const sequence = mixSequence(urls, { seed, shares: PAGE_SHARES });
  /** @type {import('./lib/report.mjs').PagesResult} */
  const entry = { db: client, rows: counts.businesses, universe, runs: {} };
  for (const workers of webWorkers)
    for (const pageCache of pageCacheSettings)
      for (const proxy of pageProxies) {
        const kept = pageCache === 'on';
        const run = `workers:${workers}${kept ? ', pages kept' : ''}${proxy === 'nginx' ? ', through nginx' : ''}`;
        // Fresh processes for each leg: the other leg's pages are in no cache.
        const cms = await startCms(db);
        const web = await startWeb({ cmsBase: cms.base, workers, pageCache: kept });
        /** @type {Awaited<ReturnType<typeof startNginxProxy>> | null} */
        let nginx = null;
        try {
          if (proxy === 'nginx') nginx = await startNginxProxy({ cmsBase: cms.base, webBase: web.base });
          const pids = { web: web.pid, cms: cms.pid, ...(nginx ? { nginx: nginx.pid } : {}) };
          const base = nginx ? nginx.base : web.base;
          const clientAddress = nginx ? visitorAddress : undefined;
          // What a render costs: measured with nothing kept (a kept page costs a copy).
          const serial = kept ? {} : await servicePerKind({ base, urls, pids, seed, clientAddress });
          for (const [kind, k] of Object.entries(serial))
            log(
              `  pages one at a time (${run}) — ${kind}: ${k.meanMs} ms, CPU web ${k.cpuMsPerPage.web} ms + cms ${k.cpuMsPerPage.cms} ms${nginx ? ` + nginx ${k.cpuMsPerPage.nginx} ms` : ''}, HTML ${k.html.bytes} B (gzip ${k.html.gzipBytes}, css ${k.html.inlineCss}, JSON-LD ${k.html.jsonLd}, loader data ${k.html.loaderData}, ${k.html.svgs} svg ${k.html.svgBytes} B)${k.failed ? `, ${k.failed} failed` : ''}`,
            );
          const loadavg = loadNow();
          const measured = await measureMix({
            base,
            sequence,
            connections,
            seconds: mixDuration,
            warmup: mixWarmup,
            pids,
            // As browsers ask for pages: compressed.
            headers: { 'Accept-Encoding': 'gzip' },
            clientAddress,
            ...(kept ? { metrics: web.metrics, cacheCounter: 'page_cache_requests_total' } : {}),
          });
          const m = { ...measured, loadavg, ...sequenceStats(sequence, measured.sequenceFrom, measured.requests) };
          entry.runs[run] = { serial, mix: m };
          const perKind = Object.entries(m.kinds)
            .map(
              ([kind, k]) =>
                `${kind} ${k.rps}/s p99 ${k.p99} ${k.meanBytes} B${k.non2xx ? ` (${k.non2xx} non-2xx: ${statusList(k.failedStatuses)})` : ''}`,
            )
            .join('; ');
          log(
            `  page mix (${run}, load ${loadavg}, steal ${m.stealShare ?? '-'}): ${m.rps} pages/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.meanBytes} B a page, CPU/page web ${m.processCpu.web?.cpuMsPerRequest} ms + cms ${m.processCpu.cms?.cpuMsPerRequest} ms` +
              `${nginx ? ` + nginx ${m.processCpu.nginx?.cpuMsPerRequest} ms` : ''}` +
              `${m.cacheHitShare === null ? '' : `, ${Math.round(m.cacheHitShare * 100)} % pages kept`}` +
              `${m.non2xx || m.errors ? ` (${m.non2xx} non-2xx, ${m.errors} errors)` : ''}\n    ${perKind}`,
          );
        } finally {
          await nginx?.stop();
          await web.stop();
          await cms.stop();
        }
      }
  return entry;
}

/** @type {BenchDatabase['client'][]} */
const clients =
  options.db === 'all'
    ? ['sqlite', ...(process.env.DATABASE_URL ? /** @type {const} */ (['postgres']) : [])]
    : [options.db];
if (clients.includes('postgres') && !process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL');
const largest = Math.max(...sizes);
/** @type {CsvResult[]} */
const csvResults = [];

try {
  log('Preparing: compiling the cms and the seed…');
  await runCommand(
    process.execPath,
    ['-e', `require('@strapi/strapi').compileStrapi({ appDir: ${JSON.stringify(CMS_DIR)} })`],
    {
      cwd: CMS_DIR,
      quiet: true,
    },
  );
  await runCommand('npm', ['run', 'build', '-w', 'seed'], { quiet: true });
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });

  for (const client of clients) {
    for (const size of sizes) {
      const db = await createDatabase(client, size);
      const forget = onInterrupt(() => db.drop());
      try {
        /** @type {SyntheticCounts} */
        let counts;
        if (db.counts) {
          counts = db.counts;
          log(`\n[${client} ${size.toLocaleString('en-US')}] the data set kept by an earlier run (--keep-data)`);
        } else {
          log(`\n[${client} ${size.toLocaleString('en-US')}] building the data set…`);
          const made = await runCommand(process.execPath, ['bench/lib/make-dataset.mjs'], {
            env: {
              ...CMS_ENV,
              ...databaseEnv(db),
              BENCH_BUSINESSES: String(size),
              BENCH_RANDOM_SEED: options['random-seed'],
            },
            quiet: true,
          });
          // Its last line of output.
          /** @type {{ counts: SyntheticCounts }} */
          const parsed = JSON.parse(made.trim().split('\n').pop() ?? '');
          counts = parsed.counts;
          if (db.client === 'postgres') await analyze(db);
          db.keep(counts);
        }
        log(`  ${JSON.stringify(counts)}`);
        if (db.client === 'postgres') {
          const settings = await postgresSettings(db);
          log(`  PostgreSQL: ${JSON.stringify(settings)}`);
          results.machine.postgres = { ...results.machine.postgres, [String(size)]: settings };
        }
        if (kinds.has('mix')) results.mix.push(await runMix(db, client, counts));
        if (kinds.has('pages')) results.pages.push(await runPages(db, client, counts));
        const list = kinds.has('single') ? scenarios({ slugs: await pickSlugs(db, SLUGS) }) : [];
        const oursPaths = list.flatMap((s) => s.ours);

        const queries = path.join(tmp, `queries-${client}-${size}.json`);
        if (list.length > 0) await captureSql(db, oursPaths, queries);

        if (list.length > 0)
          log(
            '  single URLs (ours: cache hits): starting ours, stock, floor' +
              (options['skip-uncached'] ? '' : ' and ours without cache') +
              '…',
          );
        /** @type {Partial<Record<ServerName, Server>>} */
        const servers =
          list.length === 0
            ? {}
            : {
                ours: await startCms(db),
                stock: await startCms(db, { BENCH_STOCK_ROUTES: 'true' }),
                floor: await startFloor(db, queries),
              };
        if (list.length > 0 && !options['skip-uncached'])
          servers.oursUncached = await startCms(db, { RESPONSE_CACHE: 'off' });
        try {
          for (const scenario of list) {
            /** @type {ScenarioResult} */
            const entry = {
              name: scenario.name,
              case: 'cache hit',
              db: client,
              rows: counts.businesses,
              loadavg: Number(os.loadavg()[0]?.toFixed(2)),
            };
            // Object.entries types the keys as plain strings.
            for (const [which, server] of /** @type {[ServerName, Server][]} */ (Object.entries(servers))) {
              const paths = which === 'stock' ? scenario.stock : scenario.ours;
              const failures = await check(server.base, paths);
              if (failures.length > 0) {
                entry[which] = { error: failures.slice(0, 3).join(', ') };
                continue;
              }
              const m = await measure({ base: server.base, paths, connections, seconds: duration, warmup });
              entry[which] = m;
              log(
                `  ${scenario.name} — ${which}: ${m.rps} rps, p50 ${m.p50} ms, p99 ${m.p99} ms${m.non2xx || m.errors ? ` (${m.non2xx} non-2xx, ${m.errors} errors of which ${m.timeouts} timeouts)` : ''}`,
              );
            }
            results.scenarios.push(entry);
          }
        } finally {
          await Promise.all(Object.values(servers).map((server) => server.stop()));
        }

        if (size === largest && !options['skip-csv']) {
          log('  CSV export on a fresh cms…');
          const server = await startCms(db);
          try {
            await new Promise((resolve) => setTimeout(resolve, 1000));
            // The first export of a fresh process is the one measured; a second shows the warm speed.
            const first = await measureCsv(server);
            const second = await measureCsv(server);
            /** @type {CsvResult} */
            const csv = {
              db: client,
              ...first,
              warm: {
                seconds: second.seconds,
                rowsPerSecond: second.rowsPerSecond,
                rssGrowthMB: second.rssGrowthMB,
                serverCpuSeconds: second.serverCpuSeconds,
              },
            };
            csvResults.push(csv);
            log(
              `  CSV: ${csv.rows} rows in ${csv.seconds} s (${csv.rowsPerSecond} rows/s, ${csv.serverCpuSeconds} s of cms CPU), RSS +${csv.rssGrowthMB} MB; again: ${second.seconds} s`,
            );
          } finally {
            await server.stop();
          }
          // The floor: the same rows through @json2csv/node in a bare node:http server.
          const floor = await startFloor(db, '');
          try {
            const first = await measureCsv(floor);
            const second = await measureCsv(floor);
            // The cms's, pushed above.
            const csv = /** @type {CsvResult} */ (csvResults[csvResults.length - 1]);
            csv.floor = {
              ...first,
              warm: {
                seconds: second.seconds,
                rowsPerSecond: second.rowsPerSecond,
                serverCpuSeconds: second.serverCpuSeconds,
              },
            };
            csv.ratio = Number((csv.rowsPerSecond / first.rowsPerSecond).toFixed(2));
            csv.warmRatio = Number((csv.warm.rowsPerSecond / second.rowsPerSecond).toFixed(2));
            log(
              `  CSV floor (@json2csv/node, no framework): ${first.rows} rows in ${first.seconds} s (${first.rowsPerSecond} rows/s, ${first.serverCpuSeconds} s CPU); ours/floor ${csv.ratio}× (again ${csv.warmRatio}×)`,
            );
          } finally {
            await floor.stop();
          }
        }
      } finally {
        forget();
        await db.drop();
      }
    }
  }
  results.csv = csvResults[0] ?? null;
  if (csvResults.length > 1) results.csvByDb = csvResults;

  if (!options['skip-web']) {
    results.web = {};
    try {
      log('\nWeb: building the production bundle…');
      await buildWeb();
      const webPort = await freePort();
      const stack = await startE2eStack({ cmsPort: await freePort(), webPort });
      try {
        const js = await homeJsGzipBytes(`http://127.0.0.1:${webPort}`);
        results.web.homeJsGzipBytes = js.total;
        results.web.homeJsFiles = js.files;
        log('Web: Lighthouse (mobile, 3 runs per page)…');
        results.web.lighthouse = await lighthouseScores({
          base: `http://127.0.0.1:${webPort}`,
          pages: ['/', '/businesses', '/businesses/harbor-brunch'],
        });
      } finally {
        await stack.stop();
      }
    } catch (error) {
      const { message } = /** @type {{ message?: unknown }} */ (error);
      results.web.error = String(message ?? error)
        .split('\n')
        .slice(0, 5)
        .join(' ');
      log(`Web: ${results.web.error}`);
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

results.machine.loadavgAtEnd = os.loadavg().map((n) => Number(n.toFixed(2)));
const file = path.join(ROOT, 'bench', 'results', 'latest.json');
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
log(`\n${formatTable(results)}\n\nWritten to ${path.relative(process.cwd(), file)}`);
process.exit(0);
