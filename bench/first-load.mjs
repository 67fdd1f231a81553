#!/usr/bin/env node
/**
 * node bench/first-load.mjs [--runs 3] [--skip-build] [--label name]
 *
 * What a visitor's first load of a page costs: the production build served by the web
 * server in front of a cms on the sample data (the browser tests' stack), the gzipped
 * JavaScript each page loads first (its module preloads and imports), and Lighthouse's
 * default mobile run (simulated slow 4G, fourfold CPU slowdown) `--runs` times per page,
 * each run's scores and simulated timings. Writes
 * bench/results/<date>-first-load[-label].md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/env.mjs';
import { freePort } from './lib/net.mjs';
import { buildWeb, firstLoadJsGzipBytes, lighthouseScores, startE2eStack } from './lib/web.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    label: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
const log = (/** @type {string} */ line) => process.stdout.write(`${line}\n`);

/** The pages the targets name, and an event page (the sample data's slugs). */
const PAGES = ['/', '/businesses', '/businesses/harbor-brunch', '/events/riverwalk-jazz-night'];
const loadAtStart = os.loadavg();

if (!options['skip-build']) {
  log('Building the production bundle…');
  await buildWeb();
}
const webPort = await freePort();
const stack = await startE2eStack({ cmsPort: await freePort(), webPort });
const base = `http://127.0.0.1:${webPort}`;
/** @type {Record<string, { total: number, files: Record<string, number> }>} */
const scripts = {};
/** @type {Awaited<ReturnType<typeof lighthouseScores>>} */
let scores;
try {
  for (const page of PAGES) {
    const response = await fetch(`${base}${page}`);
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    scripts[page] = await firstLoadJsGzipBytes(base, page);
  }
  log(`Lighthouse (mobile, ${runs} runs per page)…`);
  scores = await lighthouseScores({ base, pages: PAGES, runs });
} finally {
  await stack.stop();
}

const kb = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);
const list = (/** @type {(number | null)[]} */ values) => values.map((v) => (v === null ? '–' : v.toFixed(2))).join(', ');
const lines = [
  `# First load (${new Date().toISOString().slice(0, 10)})`,
  '',
  `The production build, the e2e stack (sample data, SQLite), Lighthouse default mobile settings, ${runs} runs per page; load average ${loadAtStart.map((n) => n.toFixed(2)).join(' ')} at the start, ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} at the end, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}.`,
  '',
  '| Page | First-load JS, KB gzipped | Files | Performance | Accessibility | SEO | First paint, s | Largest paint, s | Blocking, ms |',
  '|---|---:|---:|---|---|---|---|---|---|',
  ...PAGES.map((page) => {
    const score = scores[page];
    const js = scripts[page];
    if (!score || !js) throw new Error(`no figures for ${page}`);
    const seconds = (/** @type {number[]} */ values) => values.map((v) => (v / 1000).toFixed(1)).join(', ');
    return `| \`${page}\` | ${kb(js.total)} | ${Object.keys(js.files).length} | ${list(score.runs.performance)} | ${list(score.runs.accessibility)} | ${list(score.runs.seo)} | ${seconds(score.timings.map((t) => t.firstContentfulPaint))} | ${seconds(score.timings.map((t) => t.largestContentfulPaint))} | ${score.timings.map((t) => t.totalBlockingTime).join(', ')} |`;
  }),
  '',
  'Home page files (bytes gzipped):',
  '',
  ...Object.entries(scripts['/']?.files ?? {})
    .sort((a, b) => b[1] - a[1])
    .map(([file, bytes]) => `- \`${file}\`: ${bytes.toLocaleString('en-US')}`),
  '',
  `Command: \`node bench/first-load.mjs --runs ${runs}\`.`,
];
const name = `${new Date().toISOString().slice(0, 10)}-first-load${options.label ? `-${options.label}` : ''}.md`;
mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench', 'results', name), `${lines.join('\n')}\n`);
log(`\n${lines.join('\n')}\n\nWritten to bench/results/${name}`);
process.exit(0);
