#!/usr/bin/env node
/**
 * node bench/sitemap.mjs [--businesses 1000000]
 *
 * The sitemap at scale: a cms on a fresh SQLite database with N synthetic businesses and
 * the web server in front of it; fetches /sitemap.xml and every sitemap file it names,
 * counting URLs, timing each file and sampling the resident memory of both processes
 * (from /proc) while they stream. Writes bench/results/sitemap-latest.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CMS_DIR, CMS_ENV, ROOT, databaseEnv } from './lib/env.mjs';
import { runCommand, startNode, stop } from './lib/processes.mjs';
import { freePort, waitForHttp } from './lib/net.mjs';

const { values: options } = parseArgs({ options: { businesses: { type: 'string', default: '1000000' } } });
const businesses = Number(options.businesses);
const log = (line) => process.stdout.write(`${line}\n`);

/** Resident memory of a process in MB (Linux). */
function rssMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-sitemap-'));
const db = { client: 'sqlite', file: path.join(tmp, 'sitemap.db') };
const results = { businesses, date: new Date().toISOString(), loadavgAtStart: os.loadavg() };
let cms;
let web;
try {
  log('Preparing: compiling the cms and the seed…');
  await runCommand(
    process.execPath,
    ['-e', `require('@strapi/strapi').compileStrapi({ appDir: ${JSON.stringify(CMS_DIR)} })`],
    { cwd: CMS_DIR, quiet: true },
  );
  await runCommand('npm', ['run', 'build', '-w', 'seed'], { quiet: true });
  log(`Building ${businesses.toLocaleString('en-US')} businesses…`);
  const started = Date.now();
  await runCommand(process.execPath, ['bench/lib/make-dataset.mjs'], {
    env: { ...CMS_ENV, ...databaseEnv(db), BENCH_BUSINESSES: String(businesses) },
    quiet: true,
  });
  results.loadSeconds = Math.round((Date.now() - started) / 100) / 10;
  log(`  loaded in ${results.loadSeconds} s`);

  const cmsPort = await freePort();
  cms = await startNode(
    'bench/lib/cms-server.mjs',
    { ...CMS_ENV, ...databaseEnv(db), BENCH_PORT: String(cmsPort) },
    { name: 'cms' },
  );
  const webPort = await freePort();
  const base = `http://127.0.0.1:${webPort}`;
  web = spawn(process.execPath, [path.join(ROOT, 'web', 'server.mjs')], {
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
  await waitForHttp(`${base}/healthz`);

  const baseline = { cms: rssMB(cms.pid), web: rssMB(web.pid) };
  const peak = { ...baseline };
  const sampler = setInterval(() => {
    peak.cms = Math.max(peak.cms, rssMB(cms.pid));
    peak.web = Math.max(peak.web, rssMB(web.pid));
  }, 100);

  const indexStarted = Date.now();
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  results.indexSeconds = (Date.now() - indexStarted) / 1000;
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  let urls = 0;
  let bytes = 0;
  const allStarted = Date.now();
  results.files = [];
  for (const file of files) {
    const fileStarted = Date.now();
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
    results.files.push({ file, urls: count, seconds: (Date.now() - fileStarted) / 1000 });
  }
  clearInterval(sampler);
  results.totalSeconds = (Date.now() - allStarted) / 1000;
  results.urls = urls;
  results.megabytes = Math.round(bytes / 104857.6) / 10;
  results.urlsPerSecond = Math.round(urls / results.totalSeconds);
  results.rss = { baseline, peak, growthMB: { cms: peak.cms - baseline.cms, web: peak.web - baseline.web } };
  log(
    `  ${files.length} files, ${urls.toLocaleString('en-US')} URLs, ${results.megabytes} MB in ${results.totalSeconds} s ` +
      `(${results.urlsPerSecond.toLocaleString('en-US')} URLs/s; index ${results.indexSeconds} s)`,
  );
  log(
    `  RSS: cms ${baseline.cms} → ${peak.cms} MB (+${(peak.cms - baseline.cms).toFixed(1)}), ` +
      `web ${baseline.web} → ${peak.web} MB (+${(peak.web - baseline.web).toFixed(1)})`,
  );
} finally {
  if (web && web.exitCode === null) await stop(web);
  if (cms) await cms.stop();
  rmSync(tmp, { recursive: true, force: true });
}
mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench', 'results', 'sitemap-latest.json'), `${JSON.stringify(results, null, 2)}\n`);
process.exit(0);
