#!/usr/bin/env node
/**
 * node bench/searches.mjs <label> sqlite <file> | <label> postgres <url>
 *
 * Starts the compiled cms (npm run bench compiles it) with RESPONSE_CACHE=off on the given
 * data set (a kept one: bench/data/, or a PostgreSQL database) and times /api/search one
 * request at a time: each query once (first), then five more (median, max). PORT picks
 * the cms's port (default 1420); QUERIES (separated by |) replaces the default list of
 * short, long, mixed and hostile searches; URLS (paths separated by |, such as
 * `/api/businesses?q=tampa&offset=120`) times those instead, each with the total it
 * answered (X-Total-Count, `+` for X-Total-Relation: gte). Prints a Markdown table.
 */
import { spawn } from 'node:child_process';
import { CMS_ENV, ROOT, databaseEnv } from './lib/env.mjs';

const [label, client, target] = process.argv.slice(2);
if ((client !== 'sqlite' && client !== 'postgres') || !label || !target) {
  throw new Error('usage: node bench/searches.mjs <label> sqlite <file> | <label> postgres <url>');
}
/** @type {import('./lib/env.mjs').BenchDatabase} */
const db = client === 'sqlite' ? { client, file: target } : { client, url: target };
const port = Number(process.env.PORT ?? 1420);
const child = spawn(process.execPath, ['bench/lib/cms-server.mjs'], {
  cwd: ROOT,
  env: { ...process.env, ...CMS_ENV, ...databaseEnv(db), BENCH_PORT: String(port), RESPONSE_CACHE: 'off' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const startedAt = Date.now();
let errors = '';
child.stderr.on('data', (c) => {
  errors = (errors + c).slice(-3000);
});
child.on('exit', (code) => console.error(`cms exited ${code}: ${errors}`));
await /** @type {Promise<void>} */ (
  new Promise((resolve) =>
    child.stdout.on('data', (c) => {
      if (String(c).includes('ready')) resolve();
    }),
  )
);
console.error(`${label}: cms ready in ${Date.now() - startedAt} ms`);
const QUERIES = (
  process.env.QUERIES ??
  '60|tampa fl|cuban|fl|co|a|zq|hyde park|the|60 tampa|bar 5|%|ñ|a b c d e f g h i j k l m n o p q r s t|' +
    'qx'.repeat(66) +
    'q'
).split('|');
const URLS = process.env.URLS?.split('|');
/** @param {string} q a search's words, or with URLS a path */
const time = async (q) => {
  const t = performance.now();
  try {
    const path = URLS ? q : `/api/search?q=${encodeURIComponent(q)}&limit=20`;
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    const body = await res.json();
    const ms = performance.now() - t;
    const total = `${res.headers.get('x-total-count')}${res.headers.get('x-total-relation') === 'gte' ? '+' : ''}`;
    const n = !res.ok
      ? `HTTP ${res.status}`
      : URLS
        ? `${body.length} of ${total}`
        : ['businesses', 'events', 'properties', 'influencers'].map((k) => body[k].length).join('/');
    return { ms, n };
  } catch (error) {
    return { ms: performance.now() - t, n: `failed: ${String(error)}` };
  }
};
await time('warmup');
const rows = [];
for (const q of URLS ?? QUERIES) {
  const first = await time(q);
  const again = [];
  for (let i = 0; i < 5; i++) again.push((await time(q)).ms);
  again.sort((a, b) => a - b);
  rows.push({
    q,
    first: first.ms.toFixed(1),
    median: String(again[2]?.toFixed(1)),
    max: String(again[4]?.toFixed(1)),
    found: first.n,
  });
}
console.log(
  `| ${label} | ${URLS ? 'URL' : 'query'} | first (ms) | median of 5 more (ms) | max | ${URLS ? 'found' : 'found (b/e/p/i)'} |`,
);
for (const r of rows)
  console.log(
    `| ${label} | \`${!URLS && r.q.length > 40 ? r.q.slice(0, 37) + '…' : r.q}\` | ${r.first} | ${r.median} | ${r.max} | ${r.found} |`,
  );
child.kill('SIGTERM');
