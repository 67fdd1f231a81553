#!/usr/bin/env node
/**
 * node bench/map.mjs [--businesses 1000000] [--db sqlite|postgres] [--requests 200] [--random-seed 1] [--only text]
 *
 * The map routes' budgets (issue #38), uncached (RESPONSE_CACHE=off), one request at a
 * time: a box list, a near list (with and without radius) and clusters (a map view, and
 * the whole region), each over `--requests` different views scattered over the synthetic
 * data set's areas; p50/p99 per kind and the largest clusters answer gzipped. The data set
 * is the benchmark's own (bench/lib/make-dataset.mjs), kept in bench/data/ under the same
 * name `npm run bench -- --keep-data` uses, so either reuses the other's. PostgreSQL: the
 * database named by DATABASE_URL's server, `tampa_local_bench_<size>_seed<seed>`, kept
 * the same way. Writes bench/results/<date>-map.md and prints it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CMS_DIR, CMS_ENV, ROOT, databaseEnv } from './lib/env.mjs';
import { REGION_BBOX, seeded, somewhere, viewBbox } from './lib/map-views.mjs';
import { freePort } from './lib/net.mjs';
import { onInterrupt, runCommand, startNode, stopAll } from './lib/processes.mjs';

const { values: options } = parseArgs({
  options: {
    businesses: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'sqlite' },
    requests: { type: 'string', default: '200' },
    'random-seed': { type: 'string', default: '1' },
    /** Only the kinds whose name holds this text. */
    only: { type: 'string', default: '' },
  },
});

const size = Number(options.businesses);
const requests = Number(options.requests);
const client = options.db === 'postgres' ? 'postgres' : 'sqlite';
const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
onInterrupt(async () => stopAll());

const KEPT_DIR = path.join(ROOT, 'bench', 'data');
const keptName = `tampa_local_bench_${size}_seed${options['random-seed']}`;
const countsFile = path.join(KEPT_DIR, `${client}-${keptName}.json`);
mkdirSync(KEPT_DIR, { recursive: true });

/** @type {import('./lib/env.mjs').BenchDatabase} */
let db;
if (client === 'sqlite') {
  db = { client, file: path.join(KEPT_DIR, `${keptName}.db`) };
} else {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('--db postgres needs DATABASE_URL (a server the benchmark may create databases on)');
  const url = new URL(base);
  url.pathname = `/${keptName}`;
  db = { client, url: url.toString() };
  if (!existsSync(countsFile)) {
    /** @type {typeof import('pg')} */
    const pg = createRequire(path.join(CMS_DIR, 'package.json'))('pg');
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${keptName}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${keptName}"`);
    await admin.end();
  }
}

if (!existsSync(countsFile)) {
  log(`[${client} ${size.toLocaleString('en-US')}] building the data set…`);
  await runCommand('npm', ['run', 'build', '-w', 'seed'], { quiet: true });
  const started = Date.now();
  const made = await runCommand(process.execPath, ['bench/lib/make-dataset.mjs'], {
    env: {
      ...CMS_ENV,
      ...databaseEnv(db),
      BENCH_BUSINESSES: String(size),
      BENCH_RANDOM_SEED: options['random-seed'],
    },
    quiet: true,
  });
  // Its last line; the counts alone, as run.mjs --keep-data keeps them.
  const parsed = JSON.parse(made.trim().split('\n').pop() ?? '{}');
  writeFileSync(countsFile, `${JSON.stringify(parsed.counts)}\n`);
  log(`  loaded in ${Math.round((Date.now() - started) / 1000)} s`);
}
log(`  ${readFileSync(countsFile, 'utf8').trim()}`);

const port = await freePort();
const started = Date.now();
await startNode(
  'bench/lib/cms-server.mjs',
  { ...CMS_ENV, ...databaseEnv(db), BENCH_PORT: String(port), RESPONSE_CACHE: 'off' },
  {
    name: 'cms',
    timeoutMs: 1_800_000,
  },
);
log(`  cms up in ${Math.round((Date.now() - started) / 1000)} s (the map index is built at the first start)`);
const base = `http://127.0.0.1:${port}`;

const random = seeded(Number(options['random-seed']));
/** A 1280 × 800 px map view at web-map `zoom` around a point near one of the areas. */
const view = (/** @type {number} */ zoom) => viewBbox(somewhere(random), zoom) ?? REGION_BBOX;

/** @type {Record<string, () => string>} */
const KINDS = {
  'box list, zoom 16 view': () => `/api/businesses?bbox=${view(16)}&limit=24`,
  'box list, zoom 14 view': () => `/api/businesses?bbox=${view(14)}&limit=24`,
  'near list': () => {
    const { lat, lng } = somewhere(random);
    return `/api/businesses?near=${lat},${lng}&limit=24`;
  },
  'near list, radius 1 mi': () => {
    const { lat, lng } = somewhere(random);
    return `/api/businesses?near=${lat},${lng}&radius=1&limit=24`;
  },
  'clusters, zoom 14 view': () => `/api/businesses/clusters?bbox=${view(14)}&zoom=14`,
  'clusters, zoom 11 (city-wide)': () => `/api/businesses/clusters?bbox=${view(11)}&zoom=11`,
  'clusters, whole region, zoom 9': () => `/api/businesses/clusters?bbox=${REGION_BBOX}&zoom=9`,
  // Filtered by the counted cells' facet alone: a category; the short-term rentals' map.
  'box list, zoom 14 view, one category': () => `/api/businesses?bbox=${view(14)}&category=restaurants&limit=24`,
  'clusters, zoom 14 view, one category': () =>
    `/api/businesses/clusters?bbox=${view(14)}&zoom=14&category=restaurants`,
  'clusters, zoom 11, one category': () => `/api/businesses/clusters?bbox=${view(11)}&zoom=11&category=restaurants`,
  'short-term rentals clusters, zoom 11': () =>
    `/api/properties/clusters?bbox=${view(11)}&zoom=11&listingType=short-term`,
};

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

/** @type {string[]} */
const lines = [];
for (const [kind, url] of Object.entries(KINDS).filter(([name]) => name.includes(options.only ?? ''))) {
  /** @type {number[]} */
  const times = [];
  let gzipped = 0;
  let rows = 0;
  for (let i = 0; i < requests + 5; i += 1) {
    const path = url();
    const t0 = performance.now();
    const res = await fetch(base + path);
    const body = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body}`);
    // The first five warm the process (JIT, statement caches), not the data: every view differs.
    if (i < 5) continue;
    times.push(ms);
    gzipped = Math.max(gzipped, gzipSync(body).length);
    rows = Math.max(rows, Number(res.headers.get('x-total-count') ?? JSON.parse(body).total ?? 0));
  }
  times.sort((a, b) => a - b);
  const line = `| ${kind} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${rows.toLocaleString('en-US')} | ${(gzipped / 1024).toFixed(1)} |`;
  lines.push(line);
  log(line);
}
stopAll();

const date = new Date().toISOString().slice(0, 10);
const report = `# Map routes at ${size.toLocaleString('en-US')} businesses, ${client} (${date})

\`node bench/map.mjs --businesses ${size} --db ${client} --requests ${requests}\`: uncached (RESPONSE_CACHE=off),
one request at a time, ${requests} different views per kind around the synthetic data set's areas.

| Kind | p50 ms | p99 ms | largest total | largest answer, KB gzipped |
|---|---|---|---|---|
${lines.join('\n')}
`;
mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
const out = path.join(ROOT, 'bench', 'results', `${date}-map-${client}-${size}${options.only ? '-part' : ''}.md`);
writeFileSync(out, report);
process.stdout.write(report);
process.exit(0);
