#!/usr/bin/env node
/**
 * Child process: boots the compiled cms with createStrapi on the database named by the
 * DATABASE_* variables and serves it on BENCH_PORT. Prints "ready <port>" when listening.
 * BENCH_CAPTURE_SQL=<file>: also records every SQL statement per request URL (for the
 * floor server) and writes them to <file> on SIGUSR2.
 * BENCH_STOCK_ROUTES=true: also serves Strapi's stock REST routes (stock-routes.mjs).
 * BENCH_CPU_PROFILE=<file>: profiles the process from "ready" to SIGTERM and writes the
 * profile there (open it in Chrome's DevTools).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from './env.mjs';
import { addStockRoutes } from './stock-routes.mjs';

// Resolved from the cms, as the cms itself would.
const require = createRequire(path.join(CMS_DIR, 'package.json'));
const { createStrapi, factories } = require('@strapi/strapi');

const port = Number(process.env.BENCH_PORT ?? 1339);
mkdirSync(path.join(CMS_DIR, 'public', 'uploads'), { recursive: true });
const strapi = createStrapi({
  appDir: CMS_DIR,
  distDir: path.join(CMS_DIR, 'dist'),
  autoReload: false,
  serveAdminPanel: false,
});
await strapi.load();
if (process.env.BENCH_STOCK_ROUTES === 'true') addStockRoutes(strapi, factories);

/**
 * One statement a request ran, as BENCH_CAPTURE_SQL records it (the floor server replays them).
 * @typedef {{ sql: string, bindings: unknown[] }} CapturedStatement
 */

const captureFile = process.env.BENCH_CAPTURE_SQL;
if (captureFile) {
  // Every statement a request runs, in order, keyed by the request's URL.
  /** @type {Map<string, CapturedStatement[]>} */
  const byUrl = new Map();
  const { AsyncLocalStorage } = await import('node:async_hooks');
  /** @type {import('node:async_hooks').AsyncLocalStorage<string>} */
  const current = new AsyncLocalStorage();
  strapi.server.app.middleware.unshift((ctx, next) => current.run(ctx.url, next));
  strapi.db.connection.on('query', (/** @type {{ sql: string, bindings?: unknown[] }} */ query) => {
    const url = current.getStore();
    if (!url) return;
    let statements = byUrl.get(url);
    if (!statements) byUrl.set(url, (statements = []));
    statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  });
  process.on('SIGUSR2', () => {
    writeFileSync(captureFile, JSON.stringify(Object.fromEntries(byUrl), null, 1));
    process.stdout.write('captured\n');
  });
}

strapi.server.mount();
await /** @type {Promise<void>} */ (new Promise((resolve) => strapi.server.listen(port, '127.0.0.1', resolve)));
/** Ends the profile BENCH_CPU_PROFILE asked for, and writes it. */
let endProfile = async () => {};
const profileFile = process.env.BENCH_CPU_PROFILE;
if (profileFile) {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  endProfile = async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  };
}
process.stdout.write(`ready ${port}\n`);

const stop = async () => {
  await endProfile();
  await strapi.destroy().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
