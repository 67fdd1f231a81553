#!/usr/bin/env node
/**
 * `npm test`: every test of every workspace. The cms and seed suites run on a fresh
 * SQLite file, or on PostgreSQL when DATABASE_URL is set (each run creates and drops its
 * own database next to the one DATABASE_URL names).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildCmsIfStale, run } from './lib.mjs';

const env = { STRAPI_TELEMETRY_DISABLED: 'true' };
const database = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : 'SQLite';

const has = (/** @type {string} */ dir) => existsSync(path.join(ROOT, dir));
/** A suite: npm's arguments, or work of its own. @type {[string, string[] | (() => Promise<unknown>)][]} */
const suites = [
  ['start-up scripts', ['run', 'test:scripts']],
  ['domain rules', ['run', 'test', '-w', '@tampa-local/domain']],
  [`cms API on ${database}`, ['run', 'test', '-w', 'cms']],
];
if (has('seed/tests')) suites.push([`seed on ${database}`, ['run', 'test', '-w', 'seed']]);
if (has('web/src')) suites.push(['web components', ['run', 'test', '-w', 'web']]);
if (has('web/e2e/playwright.config.ts') || has('web/playwright.config.ts')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`Browser tests need Chromium at ${chromium}: apt-get install chromium, or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  // Built here, not inside Playwright's start-up timeout (the panel's build alone takes minutes on a busy machine).
  suites.push(['building the cms and its panel for the browser tests', () => buildCmsIfStale(env)]);
  suites.push([`browser tests in Chromium on ${database}`, ['run', 'e2e', '-w', 'web']]);
}

// The cluster brings its own PostgreSQL, Redis and nginx: once per CI run, in the SQLite stage.
if (process.env.DATABASE_URL)
  console.log('\n(the cluster under faults runs in the SQLite stage: it starts its own PostgreSQL)');
else suites.push(['cluster under faults: nginx, 2 web, 3 cms, Redis, PostgreSQL', ['run', 'test:cluster']]);

for (const [name, args] of suites) {
  console.log(`\n▶ ${name}`);
  if (typeof args === 'function') await args();
  else await run('npm', args, { env });
}
console.log('\nAll tests passed.');
