#!/usr/bin/env node
/**
 * node bench/sitemap.mjs [--businesses 1000000] [--db sqlite|postgres] [--database-file <file>] [--skip-web]
 *
 * The sitemap at scale, on a fresh database with N synthetic businesses (SQLite, or a new
 * PostgreSQL database under DATABASE_URL with --db postgres; --database-file reuses a
 * SQLite file an earlier run built and keeps it):
 * 1. the cms's sitemap API alone: GET /api/sitemap the first time (it also builds its
 *    index then), again (kept), and after a content change (the chunk pass again); then
 *    every chunk it names, streamed and checked (at most chunkSize lines, every slug once,
 *    as many as the index counts), with rows/s and the cms's resident memory sampled;
 * 2. through the web server: /sitemap.xml and every sitemap file it names, URLs counted,
 *    the resident memory of both processes sampled while they stream.
 * Writes bench/results/sitemap-latest.json.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_MODERATOR, CMS_DIR, CMS_ENV, ROOT, databaseEnv } from './lib/env.mjs';
import { onInterrupt, runCommand, startNode, stop } from './lib/processes.mjs';
import { freePort, waitForHttp } from './lib/net.mjs';

/**
 * @typedef {import('@tampa-local/domain').Business} Business
 * @typedef {import('@tampa-local/domain').SitemapEntry} SitemapEntry
 * @typedef {import('@tampa-local/domain').SitemapIndex} SitemapIndex
 * @typedef {import('./lib/processes.mjs').ReadyProcess} ReadyProcess
 */

const { values: options } = parseArgs({
  options: {
    businesses: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'sqlite' },
    'database-file': { type: 'string' },
    'skip-web': { type: 'boolean', default: false },
  },
});
const businesses = Number(options.businesses);
const log = (/** @type {string} */ line) => process.stdout.write(`${line}\n`);
const requireCms = createRequire(path.join(CMS_DIR, 'package.json'));
const seconds = (/** @type {number} */ ms) => Math.round(ms) / 1000;

/**
 * Signs the benchmark's moderator in (make-dataset.mjs created it): the headers that carry
 * the session, as moderation is done by people with accounts, never by the admin key.
 * @param {string} cmsBase
 * @returns {Promise<{ cookie: string, 'x-csrf-token': string }>}
 */
async function signInModerator(cmsBase) {
  const res = await fetch(`${cmsBase}/api/moderator/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_MODERATOR),
  });
  if (res.status !== 200) {
    throw new Error(
      `moderator sign-in: ${res.status} ${await res.text()} (a database file from before the moderator? build a new one)`,
    );
  }
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => /^tl_session=.+/.test(pair));
  if (!cookie) throw new Error('moderator sign-in: no session cookie');
  const { csrfToken } = /** @type {{ csrfToken: string }} */ (await res.json());
  return { cookie, 'x-csrf-token': csrfToken };
}

/**
 * Resident memory of a process in MB (Linux).
 * @param {number} pid
 */
function rssMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/**
 * Samples the resident memory of each named process every 100 ms until stopped.
 * @template {string} Name
 * @param {Record<Name, number>} pids
 */
function sampleRss(pids) {
  // Object.keys and Object.fromEntries type the names as plain strings.
  const names = /** @type {Name[]} */ (Object.keys(pids));
  const baseline = /** @type {Record<Name, number>} */ (
    Object.fromEntries(names.map((name) => [name, rssMB(pids[name])]))
  );
  const peak = { ...baseline };
  const timer = setInterval(() => {
    for (const name of names) peak[name] = Math.max(peak[name], rssMB(pids[name]));
  }, 100);
  return () => {
    clearInterval(timer);
    const growthMB = /** @type {Record<Name, number>} */ (
      Object.fromEntries(names.map((name) => [name, Math.round((peak[name] - baseline[name]) * 10) / 10]))
    );
    return { baseline, peak, growthMB };
  };
}

/**
 * A database for this run: a SQLite file (kept when given), or a new PostgreSQL database.
 * @returns {Promise<(
 *   | (import('./lib/env.mjs').SqliteDatabase & { existing: boolean })
 *   | (import('./lib/env.mjs').PostgresDatabase & { existing: false })
 * ) & { drop: () => Promise<void> }>}
 */
async function createDatabase() {
  if (options.db === 'sqlite') {
    const given = options['database-file'];
    if (given)
      return { client: 'sqlite', file: path.resolve(given), existing: existsSync(given), drop: async () => {} };
    return { client: 'sqlite', file: path.join(tmp, 'sitemap.db'), existing: false, drop: async () => {} };
  }
  if (options.db !== 'postgres' || !process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL');
  /** @type {typeof import('pg')} */
  const pg = requireCms('pg');
  const base = process.env.DATABASE_URL;
  const name = `tampa_local_sitemap_${businesses}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    client: 'postgres',
    url: url.toString(),
    existing: false,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * PostgreSQL: the statistics and visibility map autovacuum would build soon after a bulk load.
 * @param {import('./lib/env.mjs').BenchDatabase} db
 */
async function analyze(db) {
  if (db.client !== 'postgres') return;
  /** @type {typeof import('pg')} */
  const pg = requireCms('pg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('VACUUM ANALYZE');
  await client.end();
}

/**
 * A JSON answer and how long it took; `Body` is the shape the API's contract gives it
 * (taken on trust, not checked).
 * @template Body
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<{ body: Body, seconds: number }>}
 */
async function timedJson(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  /** @type {unknown} */
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { body: /** @type {Body} */ (body), seconds: seconds(performance.now() - started) };
}

/**
 * Streams one NDJSON chunk, checking each line; returns its slugs' count and timing.
 * @param {string} url
 * @param {number} chunkSize
 * @param {Set<string>} seen
 */
async function streamChunk(url, chunkSize, seen) {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  if (!response.body) throw new Error(`${url}: no body`);
  let lines = 0;
  let bytes = 0;
  let carry = '';
  const decoder = new TextDecoder();
  const take = (/** @type {string} */ line) => {
    if (line === '') return;
    /** @type {SitemapEntry} */
    const { slug, updatedAt } = JSON.parse(line);
    if (seen.has(slug)) throw new Error(`${url}: ${slug} listed twice`);
    if (Number.isNaN(Date.parse(updatedAt ?? ''))) throw new Error(`${url}: ${slug} has no updatedAt`);
    seen.add(slug);
    lines += 1;
  };
  for await (const part of response.body) {
    bytes += part.length;
    const text = carry + decoder.decode(part, { stream: true });
    const parts = text.split('\n');
    carry = parts.pop() ?? '';
    for (const line of parts) take(line);
  }
  take(carry + decoder.decode());
  if (lines > chunkSize) throw new Error(`${url}: ${lines} lines, more than ${chunkSize}`);
  return { lines, bytes, seconds: seconds(performance.now() - started) };
}

/**
 * The cms's sitemap API alone.
 * @param {ReadyProcess} cms
 * @param {string} cmsBase
 */
async function benchApi(cms, cmsBase) {
  /** @type {{ body: SitemapIndex, seconds: number }} */
  const first = await timedJson(`${cmsBase}/api/sitemap`);
  /** @type {{ body: SitemapIndex, seconds: number }} */
  const again = await timedJson(`${cmsBase}/api/sitemap`);
  // A content change (an admin adds a video) makes the next index run the chunk pass again.
  const business = first.body.sections.find((section) => section.type === 'businesses');
  if (!business) throw new Error('The sitemap index lists no businesses');
  /** @type {Business[]} */
  const [listed] = await (await fetch(`${cmsBase}/api/businesses?limit=1`)).json();
  if (!listed) throw new Error('No published business to add a video to');
  const { slug } = listed;
  const moderator = await signInModerator(cmsBase);
  const added = await fetch(`${cmsBase}/api/businesses/${slug}/videos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...moderator },
    body: JSON.stringify({ videoUrl: `https://youtu.be/${randomBytes(8).toString('base64url').slice(0, 11)}` }),
  });
  if (added.status !== 201) throw new Error(`adding a video: ${added.status} ${await added.text()}`);
  /** @type {{ body: SitemapIndex, seconds: number }} */
  const changed = await timedJson(`${cmsBase}/api/sitemap`);
  const index = {
    firstSeconds: first.seconds,
    keptSeconds: again.seconds,
    afterChangeSeconds: changed.seconds,
    chunkSize: first.body.chunkSize,
    sections: first.body.sections.map((section) => ({
      type: section.type,
      count: section.count,
      chunks: section.chunks.length,
    })),
  };
  log(
    `  GET /api/sitemap: first ${first.seconds} s (with its index), kept ${again.seconds} s, ` +
      `after a content change ${changed.seconds} s; ${business.count.toLocaleString('en-US')} businesses in ` +
      `${business.chunks.length} chunks`,
  );

  const sampler = sampleRss({ cms: cms.pid });
  const started = performance.now();
  /** @type {{ type: string, index: number, lines: number, bytes: number, seconds: number }[]} */
  const chunks = [];
  let rows = 0;
  let bytes = 0;
  for (const section of changed.body.sections) {
    /** @type {Set<string>} */
    const seen = new Set();
    for (const chunk of section.chunks) {
      const result = await streamChunk(
        `${cmsBase}/api/sitemap/${section.type}/${chunk.index}`,
        changed.body.chunkSize,
        seen,
      );
      chunks.push({ type: section.type, index: chunk.index, ...result });
      rows += result.lines;
      bytes += result.bytes;
    }
    if (seen.size !== section.count)
      throw new Error(`${section.type}: ${seen.size} listed, index counts ${section.count}`);
  }
  const streamSeconds = seconds(performance.now() - started);
  const megabytes = Math.round(bytes / 104857.6) / 10;
  const rowsPerSecond = Math.round(rows / streamSeconds);
  const slowest = chunks.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  const rss = sampler();
  log(
    `  ${chunks.length} chunks, ${rows.toLocaleString('en-US')} rows (each once), ${megabytes} MB of NDJSON ` +
      `in ${streamSeconds} s: ${rowsPerSecond.toLocaleString('en-US')} rows/s; slowest chunk ${slowest.seconds} s`,
  );
  log(`  cms RSS ${rss.baseline.cms} → ${rss.peak.cms} MB (+${rss.growthMB.cms})`);
  return {
    index,
    chunks,
    streamSeconds,
    rows,
    megabytes,
    rowsPerSecond,
    slowestChunk: { type: slowest.type, index: slowest.index, seconds: slowest.seconds },
    rss,
  };
}

/**
 * /sitemap.xml and every file it names, through the web server.
 * @param {ReadyProcess} cms
 * @param {number} cmsPort
 */
async function benchWeb(cms, cmsPort) {
  const webPort = await freePort();
  const base = `http://127.0.0.1:${webPort}`;
  const web = spawn(process.execPath, [path.join(ROOT, 'web', 'build', 'node', 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(webPort),
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      SITE_URL: 'https://tampalocal.example',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHttp(`${base}/healthz`);
    // Set once the process has started, and it has: it answered /healthz.
    const sampler = sampleRss({ cms: cms.pid, web: /** @type {number} */ (web.pid) });
    const indexStarted = performance.now();
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    const indexSeconds = seconds(performance.now() - indexStarted);
    // The group always matches.
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(/** @type {string} */ (match[1])).pathname,
    );
    let urls = 0;
    let bytes = 0;
    const allStarted = performance.now();
    /** @type {{ file: string, urls: number, seconds: number }[]} */
    const fileResults = [];
    for (const file of files) {
      const fileStarted = performance.now();
      const response = await fetch(`${base}${file}`);
      if (!response.body) throw new Error(`${file}: no body`);
      let count = 0;
      let size = 0;
      const decoder = new TextDecoder();
      let carry = '';
      for await (const chunk of response.body) {
        size += chunk.length;
        const text = carry + decoder.decode(chunk, { stream: true });
        count += (text.match(/<url>/g) ?? []).length;
        // Shorter than '<url>': a match is never counted twice.
        carry = text.slice(-4);
      }
      urls += count;
      bytes += size;
      fileResults.push({ file, urls: count, seconds: seconds(performance.now() - fileStarted) });
    }
    const totalSeconds = seconds(performance.now() - allStarted);
    const megabytes = Math.round(bytes / 104857.6) / 10;
    const urlsPerSecond = Math.round(urls / totalSeconds);
    const rss = sampler();
    log(
      `  ${files.length} files, ${urls.toLocaleString('en-US')} URLs, ${megabytes} MB in ${totalSeconds} s ` +
        `(${urlsPerSecond.toLocaleString('en-US')} URLs/s; /sitemap.xml ${indexSeconds} s)`,
    );
    log(
      `  RSS: cms ${rss.baseline.cms} → ${rss.peak.cms} MB (+${rss.growthMB.cms}), ` +
        `web ${rss.baseline.web} → ${rss.peak.web} MB (+${rss.growthMB.web})`,
    );
    return { indexSeconds, files: fileResults, totalSeconds, urls, megabytes, urlsPerSecond, rss };
  } finally {
    if (web.exitCode === null) await stop(web);
  }
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-sitemap-'));
/**
 * What this run writes to bench/results/sitemap-latest.json.
 * @type {{
 *   businesses: number,
 *   db: string,
 *   date: string,
 *   loadavgAtStart: number[],
 *   loadSeconds?: number,
 *   api?: Awaited<ReturnType<typeof benchApi>>,
 *   web?: Awaited<ReturnType<typeof benchWeb>>,
 * }}
 */
const results = { businesses, db: options.db, date: new Date().toISOString(), loadavgAtStart: os.loadavg() };
const db = await createDatabase();
const forget = onInterrupt(() => db.drop());
let cms;
try {
  log('Preparing: compiling the cms and the seed…');
  await runCommand(
    process.execPath,
    ['-e', `require('@strapi/strapi').compileStrapi({ appDir: ${JSON.stringify(CMS_DIR)} })`],
    { cwd: CMS_DIR, quiet: true },
  );
  if (db.existing) {
    log(`Reusing ${db.file}`);
  } else {
    await runCommand('npm', ['run', 'build', '-w', 'seed'], { quiet: true });
    log(`Building ${businesses.toLocaleString('en-US')} businesses (${db.client})…`);
    const started = Date.now();
    await runCommand(process.execPath, ['bench/lib/make-dataset.mjs'], {
      env: { ...CMS_ENV, ...databaseEnv(db), BENCH_BUSINESSES: String(businesses) },
      quiet: true,
    });
    results.loadSeconds = Math.round((Date.now() - started) / 100) / 10;
    log(`  loaded in ${results.loadSeconds} s`);
    await analyze(db);
  }

  const cmsPort = await freePort();
  cms = await startNode(
    'bench/lib/cms-server.mjs',
    { ...CMS_ENV, ...databaseEnv(db), BENCH_PORT: String(cmsPort) },
    { name: 'cms' },
  );
  log('The sitemap API:');
  results.api = await benchApi(cms, `http://127.0.0.1:${cmsPort}`);
  if (!options['skip-web']) {
    log('Through the web server:');
    results.web = await benchWeb(cms, cmsPort);
  }
} finally {
  if (cms) await cms.stop();
  await db.drop();
  forget();
  rmSync(tmp, { recursive: true, force: true });
}
mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench', 'results', 'sitemap-latest.json'), `${JSON.stringify(results, null, 2)}\n`);
process.exit(0);
