#!/usr/bin/env node
/**
 * npm run bench [-- --sizes 1000,10000,100000] [--duration 10] [--warmup 3] [--connections 32]
 *               [--db sqlite|postgres|all] [--skip-web] [--skip-csv] [--skip-uncached]
 *
 * Builds synthetic data sets of each size (SQLite, and PostgreSQL when DATABASE_URL is
 * set), serves each with our cms, with Strapi's stock core REST API and with the bare SQL
 * floor, load-tests five scenarios side by side with autocannon, measures the CSV export
 * of the largest set and the web build (home page JS, Lighthouse), then writes
 * bench/results/latest.json and prints a table. See docs/performance.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureCsv } from './lib/csv.mjs';
import { CMS_DIR, CMS_ENV, ROOT, databaseEnv } from './lib/env.mjs';
import { check, measure } from './lib/load.mjs';
import { onInterrupt, runCommand, startNode } from './lib/processes.mjs';
import { formatTable } from './lib/report.mjs';
import { scenarios } from './lib/scenarios.mjs';
import { buildWeb, homeJsGzipBytes, lighthouseScores, startE2eStack } from './lib/web.mjs';
import { freePort } from './lib/net.mjs';

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
  },
});
const sizes = options.sizes.split(',').map((n) => Number(n.trim()));
if (sizes.some((n) => !Number.isSafeInteger(n) || n < 1))
  throw new Error('--sizes takes whole numbers, e.g. 1000,10000');
const duration = Number(options.duration);
const warmup = Number(options.warmup);
const connections = Number(options.connections);
const SLUGS = 16;

const requireCms = createRequire(path.join(CMS_DIR, 'package.json'));
const log = (line) => process.stdout.write(`${line}\n`);

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

async function createDatabase(client, size) {
  if (client === 'sqlite') return { client, file: path.join(tmp, `bench-${size}.db`), drop: async () => {} };
  const pg = requireCms('pg');
  const base = process.env.DATABASE_URL;
  const name = `tampa_local_bench_${size}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    client,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * PostgreSQL: the statistics and visibility map autovacuum would build within minutes
 * of a bulk load (without them the planner guesses, and index-only scans read the heap).
 */
async function analyze(db) {
  const pg = requireCms('pg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('VACUUM ANALYZE');
  await client.end();
}

/** Published business slugs spread evenly over the data set. */
async function pickSlugs(db, count) {
  const sql = `SELECT slug FROM businesses WHERE published_at IS NOT NULL ORDER BY id`;
  let all;
  if (db.client === 'sqlite') {
    const Database = requireCms('better-sqlite3');
    const connection = new Database(db.file, { readonly: true });
    all = connection.prepare(sql).all();
    connection.close();
  } else {
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

async function startCms(db, extra = {}) {
  const port = await freePort();
  const server = await startNode(
    'bench/lib/cms-server.mjs',
    { ...CMS_ENV, ...databaseEnv(db), BENCH_PORT: String(port), ...extra },
    {
      name: `cms (${JSON.stringify(extra)})`,
    },
  );
  return { ...server, port, base: `http://127.0.0.1:${port}` };
}

/** Records the SQL our cms runs for each path (all caches off, so every query runs). */
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

const results = {
  machine: machine(),
  settings: { sizes, duration, warmup, connections },
  scenarios: [],
  csv: null,
  web: null,
};
const clients = options.db === 'all' ? ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])] : [options.db];
if (clients.includes('postgres') && !process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL');
const largest = Math.max(...sizes);
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
        const { counts } = JSON.parse(made.trim().split('\n').pop());
        log(`  ${JSON.stringify(counts)}`);
        if (client === 'postgres') await analyze(db);
        const list = scenarios({ slugs: await pickSlugs(db, SLUGS) });
        const oursPaths = list.flatMap((s) => s.ours);

        const queries = path.join(tmp, `queries-${client}-${size}.json`);
        await captureSql(db, oursPaths, queries);

        log('  starting ours, stock, floor' + (options['skip-uncached'] ? '' : ' and ours without cache') + '…');
        const servers = {
          ours: await startCms(db),
          stock: await startCms(db, { BENCH_STOCK_ROUTES: 'true' }),
          floor: await startFloor(db, queries),
        };
        if (!options['skip-uncached']) servers.oursUncached = await startCms(db, { RESPONSE_CACHE: 'off' });
        try {
          for (const scenario of list) {
            const entry = {
              name: scenario.name,
              db: client,
              rows: counts.businesses,
              loadavg: Number(os.loadavg()[0].toFixed(2)),
            };
            for (const [which, server] of Object.entries(servers)) {
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
      results.web.error = String(error.message ?? error)
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
