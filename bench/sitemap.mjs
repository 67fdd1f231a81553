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
import { BENCH_ADMIN_KEY, CMS_DIR, CMS_ENV, ROOT, databaseEnv } from './lib/env.mjs';
import { onInterrupt, runCommand, startNode, stop } from './lib/processes.mjs';
import { freePort, waitForHttp } from './lib/net.mjs';

const { values: options } = parseArgs({
  options: {
    businesses: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'sqlite' },
    'database-file': { type: 'string' },
    'skip-web': { type: 'boolean', default: false },
  },
});
const businesses = Number(options.businesses);
const log = (line) => process.stdout.write(`${line}\n`);
const requireCms = createRequire(path.join(CMS_DIR, 'package.json'));
const seconds = (ms) => Math.round(ms) / 1000;

/** Resident memory of a process in MB (Linux). */
function rssMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/** Samples the resident memory of each named process every 100 ms until stopped. */
function sampleRss(pids) {
  const baseline = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, rssMB(pid)]));
  const peak = { ...baseline };
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) peak[name] = Math.max(peak[name], rssMB(pid));
  }, 100);
  return () => {
    clearInterval(timer);
    const growthMB = Object.fromEntries(
      Object.keys(pids).map((name) => [name, Math.round((peak[name] - baseline[name]) * 10) / 10]),
    );
    return { baseline, peak, growthMB };
  };
}

/** A database for this run: a SQLite file (kept when given), or a new PostgreSQL database. */
async function createDatabase() {
  if (options.db === 'sqlite') {
    const given = options['database-file'];
    if (given)
      return { client: 'sqlite', file: path.resolve(given), existing: existsSync(given), drop: async () => {} };
    return { client: 'sqlite', file: path.join(tmp, 'sitemap.db'), existing: false, drop: async () => {} };
  }
  if (options.db !== 'postgres' || !process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL');
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

/** PostgreSQL: the statistics and visibility map autovacuum would build soon after a bulk load. */
async function analyze(db) {
  if (db.client !== 'postgres') return;
  const pg = requireCms('pg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('VACUUM ANALYZE');
  await client.end();
}

async function timedJson(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { body, seconds: seconds(performance.now() - started) };
}

/** Streams one NDJSON chunk, checking each line; returns its slugs' count and timing. */
async function streamChunk(url, chunkSize, seen) {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  let lines = 0;
  let bytes = 0;
  let carry = '';
  const decoder = new TextDecoder();
  const take = (line) => {
    if (line === '') return;
    const { slug, updatedAt } = JSON.parse(line);
    if (seen.has(slug)) throw new Error(`${url}: ${slug} listed twice`);
    if (Number.isNaN(Date.parse(updatedAt))) throw new Error(`${url}: ${slug} has no updatedAt`);
    seen.add(slug);
    lines += 1;
  };
  for await (const part of response.body) {
    bytes += part.length;
    const text = carry + decoder.decode(part, { stream: true });
    const parts = text.split('\n');
    carry = parts.pop();
    for (const line of parts) take(line);
  }
  take(carry + decoder.decode());
  if (lines > chunkSize) throw new Error(`${url}: ${lines} lines, more than ${chunkSize}`);
  return { lines, bytes, seconds: seconds(performance.now() - started) };
}

/** The cms's sitemap API alone. */
async function benchApi(cms, cmsBase) {
  const out = {};
  const first = await timedJson(`${cmsBase}/api/sitemap`);
  const again = await timedJson(`${cmsBase}/api/sitemap`);
  // A content change (an admin adds a video) makes the next index run the chunk pass again.
  const business = first.body.sections.find((section) => section.type === 'businesses');
  const slug = (await (await fetch(`${cmsBase}/api/businesses?limit=1`)).json())[0].slug;
  const added = await fetch(`${cmsBase}/api/businesses/${slug}/videos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-key': BENCH_ADMIN_KEY },
    body: JSON.stringify({ videoUrl: `https://youtu.be/${randomBytes(8).toString('base64url').slice(0, 11)}` }),
  });
  if (added.status !== 201) throw new Error(`adding a video: ${added.status} ${await added.text()}`);
  const changed = await timedJson(`${cmsBase}/api/sitemap`);
  out.index = {
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
  out.chunks = [];
  let rows = 0;
  let bytes = 0;
  for (const section of changed.body.sections) {
    const seen = new Set();
    for (const chunk of section.chunks) {
      const result = await streamChunk(
        `${cmsBase}/api/sitemap/${section.type}/${chunk.index}`,
        changed.body.chunkSize,
        seen,
      );
      out.chunks.push({ type: section.type, index: chunk.index, ...result });
      rows += result.lines;
      bytes += result.bytes;
    }
    if (seen.size !== section.count)
      throw new Error(`${section.type}: ${seen.size} listed, index counts ${section.count}`);
  }
  out.streamSeconds = seconds(performance.now() - started);
  out.rows = rows;
  out.megabytes = Math.round(bytes / 104857.6) / 10;
  out.rowsPerSecond = Math.round(rows / out.streamSeconds);
  const slowest = out.chunks.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  out.slowestChunk = { type: slowest.type, index: slowest.index, seconds: slowest.seconds };
  out.rss = sampler();
  log(
    `  ${out.chunks.length} chunks, ${rows.toLocaleString('en-US')} rows (each once), ${out.megabytes} MB of NDJSON ` +
      `in ${out.streamSeconds} s: ${out.rowsPerSecond.toLocaleString('en-US')} rows/s; slowest chunk ${slowest.seconds} s`,
  );
  log(`  cms RSS ${out.rss.baseline.cms} → ${out.rss.peak.cms} MB (+${out.rss.growthMB.cms})`);
  return out;
}

/** /sitemap.xml and every file it names, through the web server. */
async function benchWeb(cms, cmsPort) {
  const webPort = await freePort();
  const base = `http://127.0.0.1:${webPort}`;
  const web = spawn(process.execPath, [path.join(ROOT, 'web', 'server.mjs')], {
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
    const out = {};
    const sampler = sampleRss({ cms: cms.pid, web: web.pid });
    const indexStarted = performance.now();
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    out.indexSeconds = seconds(performance.now() - indexStarted);
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    let urls = 0;
    let bytes = 0;
    const allStarted = performance.now();
    out.files = [];
    for (const file of files) {
      const fileStarted = performance.now();
      const response = await fetch(`${base}${file}`);
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
      out.files.push({ file, urls: count, seconds: seconds(performance.now() - fileStarted) });
    }
    out.totalSeconds = seconds(performance.now() - allStarted);
    out.urls = urls;
    out.megabytes = Math.round(bytes / 104857.6) / 10;
    out.urlsPerSecond = Math.round(urls / out.totalSeconds);
    out.rss = sampler();
    log(
      `  ${files.length} files, ${urls.toLocaleString('en-US')} URLs, ${out.megabytes} MB in ${out.totalSeconds} s ` +
        `(${out.urlsPerSecond.toLocaleString('en-US')} URLs/s; /sitemap.xml ${out.indexSeconds} s)`,
    );
    log(
      `  RSS: cms ${out.rss.baseline.cms} → ${out.rss.peak.cms} MB (+${out.rss.growthMB.cms}), ` +
        `web ${out.rss.baseline.web} → ${out.rss.peak.web} MB (+${out.rss.growthMB.web})`,
    );
    return out;
  } finally {
    if (web.exitCode === null) await stop(web);
  }
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-sitemap-'));
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
