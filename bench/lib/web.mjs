import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './env.mjs';
import { runCommand } from './processes.mjs';
import { waitForHttp } from './net.mjs';

const WEB_DIR = path.join(ROOT, 'web');
const CLIENT_BUILD = path.join(WEB_DIR, 'build', 'client');
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function buildWeb() {
  await runCommand('npm', ['run', 'build', '-w', 'web'], { quiet: true });
}

/**
 * Gzipped bytes (zlib level 9) of the JavaScript the served home page loads first: its
 * modulepreload links and every /assets/*.js its inline module script imports.
 * @param {string} base
 */
export function homeJsGzipBytes(base) {
  return firstLoadJsGzipBytes(base, '/');
}

/**
 * Gzipped bytes (zlib level 9) of the JavaScript a served page loads first, as
 * homeJsGzipBytes, per file.
 * @param {string} base
 * @param {string} page
 */
export async function firstLoadJsGzipBytes(base, page) {
  const html = await (await fetch(`${base}${page}`)).text();
  /** @type {Set<string>} */
  const files = new Set();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) files.add(href);
  }
  for (const [, file] of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) if (file) files.add(file);
  let total = 0;
  /** @type {Record<string, number>} */
  const each = {};
  for (const file of files) {
    const bytes = gzipSync(readFileSync(path.join(CLIENT_BUILD, file.replace(/^\//, ''))), { level: 9 }).length;
    each[file] = bytes;
    total += bytes;
  }
  return { total, files: each };
}

/**
 * The stack the browser tests use (scripts/e2e-stack.mjs): a fresh SQLite database with
 * the sample data, the cms, and the server-rendered production build passing /api and
 * /uploads to it. Resolves once it says it is ready.
 * @param {{ cmsPort: number, webPort: number }} ports
 */
export async function startE2eStack({ cmsPort, webPort }) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    E2E_CMS_PORT: String(cmsPort),
    E2E_WEB_PORT: String(webPort),
    STRAPI_LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_CLIENT;
  // Its own process group: stopping it must also stop the cms and vite it starts via npx.
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'e2e-stack.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const killOnExit = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.on('exit', killOnExit);
  let log = '';
  const keep = (/** @type {Buffer} */ chunk) => (log = (log + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  /** @type {Promise<void>} */
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`e2e stack not ready after 5 min:\n${log}`)), 300_000);
    const poll = setInterval(() => {
      if (/e2e stack ready/.test(log)) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 200);
    child.on('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`e2e stack exited (${code}):\n${log}`));
    });
  });
  await ready;
  await waitForHttp(`http://127.0.0.1:${webPort}/`);
  return {
    stop: async () => {
      await stopGroup(child);
      process.off('exit', killOnExit);
    },
  };
}

/**
 * SIGTERM to the whole group (the stack cleans up its database), SIGKILL what is left after 10 s.
 * @param {import('node:child_process').ChildProcess} child
 */
async function stopGroup(child) {
  const signal = (/** @type {NodeJS.Signals} */ name) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  signal('SIGKILL');
}

/**
 * The median score; a category Lighthouse could not score (null) sorts as 0.
 * @param {(number | null)[]} values
 */
const median = (values) => {
  const sorted = [...values].sort((a, b) => (a ?? 0) - (b ?? 0));
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * @typedef {'performance' | 'accessibility' | 'seo'} LighthouseCategory
 * @typedef {{ firstContentfulPaint: number, largestContentfulPaint: number, totalBlockingTime: number, speedIndex: number }} LighthouseTimings
 *   Simulated milliseconds of one run.
 * @typedef {Record<LighthouseCategory, number | null | undefined> & { runs: Record<LighthouseCategory, (number | null)[]>, timings: LighthouseTimings[] }} PageScores
 */

/**
 * Lighthouse 12, default (mobile) settings: median category scores over `runs` runs per page.
 * @param {{ base: string, pages: string[], runs?: number }} options
 */
export async function lighthouseScores({ base, pages, runs = 3 }) {
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    /** @type {Record<string, PageScores>} */
    const scores = {};
    for (const page of pages) {
      /** @type {PageScores['runs']} */
      const samples = { performance: [], accessibility: [], seo: [] };
      /** @type {PageScores['timings']} */
      const timings = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse ${page}: no result`);
        const { categories, runtimeError } = result.lhr;
        if (runtimeError) throw new Error(`Lighthouse ${page}: ${runtimeError.message}`);
        for (const category of /** @type {const} */ (['performance', 'accessibility', 'seo'])) {
          const scored = categories[category];
          if (!scored) throw new Error(`Lighthouse ${page}: no ${category} category`);
          samples[category].push(scored.score);
        }
        const { audits } = result.lhr;
        const ms = (/** @type {string} */ id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
        timings.push({
          firstContentfulPaint: ms('first-contentful-paint'),
          largestContentfulPaint: ms('largest-contentful-paint'),
          totalBlockingTime: ms('total-blocking-time'),
          speedIndex: ms('speed-index'),
        });
      }
      scores[page] = {
        performance: median(samples.performance),
        accessibility: median(samples.accessibility),
        seo: median(samples.seo),
        runs: samples,
        timings,
      };
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}
