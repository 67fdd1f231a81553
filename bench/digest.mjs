#!/usr/bin/env node
/**
 * npm run bench:digest -- [--subscribers 100000] [--db sqlite|postgres] [--rate 250]
 *                         [--connections 10] [--cms-port 0] [--smtp-port 0] [--label name]
 *                         [--skip-compile]
 *
 * The weekly digest at scale (issue #39): a fresh database (SQLite in a temporary folder,
 * or a PostgreSQL database `tl_digest_bench_<n>` on DATABASE_URL's server, dropped after)
 * with the coming weekend's events and `--subscribers` confirmed subscribers inserted in
 * bulk (bench/lib/digest-dataset.mjs); a local SMTP server in this process (smtp-server:
 * accepts every mail, counts it per recipient and its bytes, keeps no body); the real cms
 * in production mode (bench/lib/cms-server.mjs) with EMAIL_PROVIDER=smtp pointed at it,
 * NEWSLETTER_DIGEST_RATE=--rate and SMTP_MAX_CONNECTIONS=--connections, asked for the
 * digest as automation asks (POST /api/newsletter/digests with the admin key). Every second
 * it samples the mails received, the cms's resident memory and CPU, and this process's CPU
 * (the SMTP server's). At the end: mails a second overall and over time, memory over the
 * run, and the check that every subscriber got exactly one mail (the SMTP server's count
 * per address, and the deliveries table). Writes bench/results/<date>-digest-<db>-<n>.md
 * and prints it. Ports default to free ones.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { BENCH_ADMIN_KEY, CMS_DIR, CMS_ENV, ROOT, databaseEnv } from './lib/env.mjs';
import { freePort } from './lib/net.mjs';
import { onInterrupt, runCommand, startNode, stopAll } from './lib/processes.mjs';

const { values: options } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'sqlite' },
    rate: { type: 'string', default: '250' },
    connections: { type: 'string', default: '10' },
    'cms-port': { type: 'string', default: '0' },
    'smtp-port': { type: 'string', default: '0' },
    label: { type: 'string', default: '' },
    'skip-compile': { type: 'boolean', default: false },
  },
});
const size = Number(options.subscribers);
if (!Number.isInteger(size) || size < 1) throw new Error('--subscribers takes a whole number');
const client = options.db === 'postgres' ? 'postgres' : 'sqlite';
if (options.db !== client) throw new Error('--db takes sqlite or postgres');
const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
const require = createRequire(path.join(CMS_DIR, 'package.json'));

// --- the database -----------------------------------------------------------------------
/** @type {import('./lib/env.mjs').BenchDatabase} */
let db;
/** @type {() => Promise<void>} */
let dropDatabase;
if (client === 'sqlite') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tl-digest-bench-'));
  db = { client, file: path.join(dir, 'digest.db') };
  dropDatabase = async () => rmSync(dir, { recursive: true, force: true });
} else {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('--db postgres needs DATABASE_URL (a server the benchmark may create databases on)');
  const name = `tl_digest_bench_${size}`;
  /** @type {typeof import('pg')} */
  const pg = require('pg');
  const admin = async (/** @type {string} */ sql) => {
    const connection = new pg.Client({ connectionString: base });
    await connection.connect();
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  db = { client, url: url.toString() };
  dropDatabase = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
onInterrupt(async () => {
  stopAll();
  await dropDatabase();
});

/** The deliveries table's rows by status, read straight from the database. */
async function deliveriesByStatus() {
  /** @type {Array<{ status: string, count: number | string }>} */
  let rows;
  const sql = 'SELECT status, COUNT(*) AS count FROM newsletter_deliveries GROUP BY status ORDER BY status';
  if (db.client === 'sqlite') {
    /** @type {typeof import('better-sqlite3')} */
    const Database = require('better-sqlite3');
    const file = new Database(db.file, { readonly: true });
    rows = /** @type {typeof rows} */ (file.prepare(sql).all());
    file.close();
  } else {
    /** @type {typeof import('pg')} */
    const pg = require('pg');
    const connection = new pg.Client({ connectionString: db.url });
    await connection.connect();
    rows = (await connection.query(sql)).rows;
    await connection.end();
  }
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

// --- the SMTP server --------------------------------------------------------------------
/** Mails received per subscriber number (reader-<n>@bench.example). */
const perReader = new Uint8Array(size + 1);
const received = { mails: 0, bytes: 0, strangers: 0, connections: 0, first: 0, last: 0 };
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  // Many mails a connection, as a mail provider allows.
  maxClients: 1000,
  onConnect(_session, callback) {
    received.connections += 1;
    callback();
  },
  onData(stream, session, callback) {
    let bytes = 0;
    stream.on('data', (/** @type {Buffer} */ chunk) => (bytes += chunk.length));
    stream.on('end', () => {
      const now = performance.now();
      if (received.mails === 0) received.first = now;
      received.last = now;
      received.bytes += bytes;
      for (const to of session.envelope.rcptTo) {
        received.mails += 1;
        const n = Number(/^reader-(\d+)@bench\.example$/.exec(to.address)?.[1] ?? 0);
        if (n >= 1 && n <= size) perReader[n] = Math.min(255, (perReader[n] ?? 0) + 1);
        else received.strangers += 1;
      }
      callback();
    });
  },
});
const smtpPort = Number(options['smtp-port']) || (await freePort());
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve(undefined)));

// --- the run ----------------------------------------------------------------------------
const started = Date.now();
let exitCode = 0;
try {
  if (!options['skip-compile']) {
    log('Compiling the cms…');
    await runCommand(
      process.execPath,
      ['-e', `require('@strapi/strapi').compileStrapi({ appDir: ${JSON.stringify(CMS_DIR)} })`],
      { cwd: CMS_DIR, quiet: true },
    );
  }
  const cmsEnv = {
    ...CMS_ENV,
    ...databaseEnv(db),
    EMAIL_PROVIDER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SITE_URL: 'https://tampalocal.example',
    NEWSLETTER_DIGEST_CRON: 'off',
    NEWSLETTER_DIGEST_RATE: options.rate,
    SMTP_MAX_CONNECTIONS: options.connections,
  };
  log(`[${client}] ${size.toLocaleString('en-US')} subscribers: loading…`);
  const loadStarted = Date.now();
  const made = await runCommand(process.execPath, ['bench/lib/digest-dataset.mjs'], {
    env: { ...cmsEnv, BENCH_SUBSCRIBERS: String(size) },
    quiet: true,
  });
  const loadSeconds = (Date.now() - loadStarted) / 1000;
  const { digest } = JSON.parse(made.trim().split('\n').pop() ?? '{}');
  log(`  loaded in ${loadSeconds.toFixed(1)} s (schema, events, subscribers)`);

  const port = Number(options['cms-port']) || (await freePort());
  const cms = await startNode(
    'bench/lib/cms-server.mjs',
    { ...cmsEnv, BENCH_PORT: String(port), STRAPI_LOG_LEVEL: 'info' },
    { name: 'cms' },
  );
  const ticks = 100; // USER_HZ on Linux
  const cmsUsage = () => {
    const stat = readFileSync(`/proc/${cms.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / ticks) * 1000; // utime + stime, ms
  };
  const cmsRssMb = () =>
    Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${cms.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  // Settled after start: what the memory over the run is compared with.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rssBefore = cmsRssMb();
  const loadBefore = os.loadavg();

  /** @typedef {{ t: number, mails: number, rss: number, cmsCpuMs: number, ownCpuMs: number }} Sample */
  /** @type {Sample[]} */
  const samples = [];
  const t0 = performance.now();
  const own = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const sample = () =>
    samples.push({
      t: performance.now() - t0,
      mails: received.mails,
      rss: cmsRssMb(),
      cmsCpuMs: cmsUsage(),
      ownCpuMs: own(),
    });
  sample();
  const answer = await fetch(`http://127.0.0.1:${port}/api/newsletter/digests`, {
    method: 'POST',
    headers: { 'X-Admin-Key': BENCH_ADMIN_KEY },
  });
  if (answer.status !== 202) throw new Error(`POST /api/newsletter/digests: ${answer.status} ${await answer.text()}`);
  log(`  digest ${digest} asked for; rate ${options.rate}/s, ${options.connections} SMTP connections`);

  const summary = /Newsletter digest [^:]+: (\d+) sent, (\d+) already had it, (\d+) not accepted([^"]*)/;
  let lastProgress = performance.now();
  let lastMails = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    sample();
    if (received.mails !== lastMails) {
      lastMails = received.mails;
      lastProgress = performance.now();
    }
    if (samples.length % 10 === 0) {
      const last = samples.at(-1);
      log(
        `  ${Math.round((last?.t ?? 0) / 1000)} s: ${received.mails.toLocaleString('en-US')} mails, cms ${Math.round(last?.rss ?? 0)} MB`,
      );
    }
    if (summary.test(cms.log())) break;
    if (performance.now() - lastProgress > 60_000) throw new Error(`No mail for a minute:\n${cms.log()}`);
  }
  sample();
  const [, sent = '0', skipped = '0', failed = '0', stopped = ''] = summary.exec(cms.log()) ?? [];
  await cms.stop();
  const deliveries = await deliveriesByStatus();

  // --- the report -----------------------------------------------------------------------
  let once = 0;
  let twice = 0;
  let none = 0;
  for (let n = 1; n <= size; n += 1) {
    const count = perReader[n] ?? 0;
    if (count === 1) once += 1;
    else if (count === 0) none += 1;
    else twice += 1;
  }
  const sendSeconds = (received.last - received.first) / 1000;
  const overall = received.mails / sendSeconds;
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last) throw new Error('no samples');
  const fmt = (/** @type {number} */ n, digits = 0) =>
    n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const cpu = (/** @type {Sample} */ a, /** @type {Sample} */ b, /** @type {'cmsCpuMs' | 'ownCpuMs'} */ key) =>
    ((b[key] - a[key]) / (b.t - a.t)) * 100;
  // Ten windows over the sending, each its mails a second, the cms's memory and CPU.
  const from = Math.max(0, samples.findIndex((s) => s.mails > 0) - 1);
  const to = Math.max(
    from + 1,
    samples.findIndex((s) => s.mails >= received.mails),
  );
  const windows = [];
  for (let k = 0; k < 10; k += 1) {
    const a = samples[from + Math.floor(((to - from) * k) / 10)] ?? first;
    const b = samples[from + Math.floor(((to - from) * (k + 1)) / 10)] ?? last;
    if (b.t <= a.t) continue;
    windows.push(
      `| ${fmt(a.t / 1000)}-${fmt(b.t / 1000)} | ${fmt(b.mails)} | ${fmt(((b.mails - a.mails) / (b.t - a.t)) * 1000)} | ${fmt(b.rss)} | ${fmt(cpu(a, b, 'cmsCpuMs'))} | ${fmt(cpu(a, b, 'ownCpuMs'))} |`,
    );
  }
  const sending = samples.slice(from, to + 1);
  // The cms's CPU per mail while it sent: what the pace is made of whatever share of the
  // machine the cms gets (a loaded machine gives it less CPU, not a different cost).
  const sendingFirst = sending[0] ?? first;
  const sendingLast = sending.at(-1) ?? last;
  const cpuPerMail =
    (sendingLast.cmsCpuMs - sendingFirst.cmsCpuMs) / Math.max(1, sendingLast.mails - sendingFirst.mails);
  const ownCpuPerMail =
    (sendingLast.ownCpuMs - sendingFirst.ownCpuMs) / Math.max(1, sendingLast.mails - sendingFirst.mails);
  const rssPeak = Math.max(...samples.map((s) => s.rss));
  const rssEarly = sending[Math.floor(sending.length * 0.1)]?.rss ?? rssBefore;
  const rssEnd = sending.at(-1)?.rss ?? rssBefore;
  const verdict = once === size && twice === 0 && none === 0 && received.strangers === 0;
  const date = new Date().toISOString().slice(0, 10);
  const command = `npm run bench:digest -- --subscribers ${size} --db ${client} --rate ${options.rate} --connections ${options.connections}`;
  const report = `# The weekly digest to ${fmt(size)} subscribers, ${client === 'sqlite' ? 'SQLite' : 'PostgreSQL'}${options.label ? ` (${options.label})` : ''} (${date})

\`${command}\`

The real cms (production mode, \`bench/lib/cms-server.mjs\`) sends the digest through
nodemailer to a local SMTP server (\`smtp-server\` in the benchmark's process: it accepts
every mail, counts it per recipient and its bytes, keeps no body), asked by
\`POST /api/newsletter/digests\`. NEWSLETTER_DIGEST_RATE=${options.rate},
SMTP_MAX_CONNECTIONS=${options.connections}. Machine: ${os.cpus().length} cores
(${os.cpus()[0]?.model ?? 'unknown'}), shared with other work: load average ${loadBefore.map((n) => n.toFixed(1)).join(' / ')}
before the run, ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} after; figures are pessimistic under that load.

| | |
|---|---|
| Data set loaded (schema, events, ${fmt(size)} subscribers in bulk) | ${fmt(loadSeconds, 1)} s |
| Mails received | ${fmt(received.mails)} in ${fmt(sendSeconds, 1)} s (first to last) |
| **Mails a second, overall** | **${fmt(overall)}** |
| Bytes received | ${fmt(received.bytes / 1024 / 1024, 1)} MB (${fmt(received.bytes / Math.max(1, received.mails))} a mail) |
| SMTP connections opened | ${fmt(received.connections)} |
| cms resident memory | ${fmt(rssBefore)} MB before, ${fmt(rssEarly)} MB at 10 % of the run, ${fmt(rssEnd)} MB at the end, ${fmt(rssPeak)} MB at most |
| cms CPU over the run | ${fmt(cpu(first, last, 'cmsCpuMs'))} % of one core |
| **cms CPU per mail** (while sending) | **${fmt(cpuPerMail, 2)} ms** (the SMTP server's: ${fmt(ownCpuPerMail, 2)} ms) |
| SMTP server's CPU (the benchmark's process) | ${fmt(cpu(first, last, 'ownCpuMs'))} % of one core |
| The cms's own count | ${sent} sent, ${skipped} already had it, ${failed} not accepted${stopped} |
| Deliveries table | ${Object.entries(deliveries)
    .map(([status, count]) => `${fmt(count)} ${status}`)
    .join(', ')} |
| Every subscriber exactly one mail | ${verdict ? 'yes' : 'NO'}: ${fmt(once)} got one, ${fmt(twice)} more than one, ${fmt(none)} none, ${fmt(received.strangers)} to unknown addresses |

Over time (ten windows of the sending):

| Seconds | Mails so far | Mails/s | cms RSS MB | cms CPU % | SMTP server CPU % |
|---|---|---|---|---|---|
${windows.join('\n')}
`;
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  const out = path.join(
    ROOT,
    'bench',
    'results',
    `${date}-digest-${client}-${size}${options.label ? `-${options.label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}` : ''}.md`,
  );
  writeFileSync(out, report);
  process.stdout.write(report);
  log(`Written to ${path.relative(ROOT, out)} (${Math.round((Date.now() - started) / 1000)} s in all)`);
  if (!verdict) exitCode = 1;
} finally {
  stopAll();
  await new Promise((resolve) => smtp.close(() => resolve(undefined)));
  await dropDatabase();
}
process.exit(exitCode);
