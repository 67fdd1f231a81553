#!/usr/bin/env node
/**
 * The whole product for the browser tests: a fresh database (SQLite file, or a fresh
 * PostgreSQL database when DATABASE_URL is set) loaded with the sample data, the cms API
 * on E2E_CMS_PORT and the built, server-rendered web app on E2E_WEB_PORT passing /api and
 * /uploads to it; the cms serves the editors' panel too (built when its sources changed),
 * with the editor E2E_EDITOR signed up for the panel's browser tests.
 * Runs until stopped; then removes its database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, binArgs, buildCmsIfStale, run, serverGroup, waitForHttp } from './lib.mjs';

const cmsPort = Number(process.env.E2E_CMS_PORT ?? 1338);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4174);
export const E2E_ADMIN_KEY = process.env.E2E_ADMIN_KEY ?? 'e2e-admin-key-0123456789abcdef';
/** The panel's editor in the browser tests (web/e2e/panel.spec.ts signs in with it). */
export const E2E_EDITOR = { email: 'editor@tampalocal.example', password: 'E2e-editor-password-1' };

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-e2e-'));
// The cms writes each mail (sign-up confirmations, password resets) here as a file; the
// browser tests read the links from it (web/e2e/accounts.spec.ts names the same folder).
const outbox = path.join(os.tmpdir(), `tampa-local-e2e-outbox-${cmsPort}`);
rmSync(outbox, { recursive: true, force: true });
const env = {
  NODE_ENV: 'development',
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_LOG_LEVEL: process.env.STRAPI_LOG_LEVEL ?? 'warn',
  HOST: '127.0.0.1',
  CMS_PORT: String(cmsPort),
  PORT: String(cmsPort),
  CMS_URL: `http://127.0.0.1:${cmsPort}`,
  APP_KEYS: 'e2eKeyA,e2eKeyB',
  ADMIN_JWT_SECRET: 'e2e-admin-jwt-secret',
  API_TOKEN_SALT: 'e2e-api-token-salt',
  TRANSFER_TOKEN_SALT: 'e2e-transfer-token-salt',
  ENCRYPTION_KEY: 'e2e-encryption-key',
  JWT_SECRET: 'e2e-jwt-secret',
  ADMIN_KEY: E2E_ADMIN_KEY,
  SITE_URL: process.env.E2E_SITE_URL ?? `http://127.0.0.1:${webPort}`,
  MAIL_OUTBOX_DIR: outbox,
  SEED_ADMIN_EMAIL: E2E_EDITOR.email,
  SEED_ADMIN_PASSWORD: E2E_EDITOR.password,
  // Set here so a cms/.env written by `npm start` (its own first editor) never wins.
  PANEL_ADMIN_EMAIL: E2E_EDITOR.email,
  PANEL_ADMIN_PASSWORD: E2E_EDITOR.password,
};

let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const name = `tampa_local_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() });
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  };
} else {
  Object.assign(env, { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(tmp, 'e2e.db') });
}

const { serve, stop } = serverGroup({
  env,
  cleanup: async () => {
    await dropDatabase().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  },
});

await buildCmsIfStale({ STRAPI_TELEMETRY_DISABLED: 'true' });
await run('npm', ['run', 'seed', '-w', 'seed', '--', '--reset'], { env });

serve('cms', binArgs('strapi', 'start'), 'cms');
await waitForHttp(`http://127.0.0.1:${cmsPort}/_health`).catch((/** @type {Error} */ error) => {
  console.error(error.message);
  return stop(1);
});
serve('web', [path.join(ROOT, 'web', 'build', 'node', 'server.js')], 'web', {
  HOST: '127.0.0.1',
  PORT: String(webPort),
  NODE_ENV: 'production',
  // Two processes as on a server with two cores (web/e2e/web-processes.spec.ts starts a third).
  WEB_WORKERS: process.env.E2E_WEB_WORKERS ?? '2',
  SITE_URL: process.env.E2E_SITE_URL ?? `http://127.0.0.1:${webPort}`,
  // The map's built-in style: the browser tests never reach a tile server.
  MAP_STYLE_URL: process.env.E2E_MAP_STYLE_URL ?? 'builtin',
});
console.log(`e2e stack ready: web http://127.0.0.1:${webPort}, cms http://127.0.0.1:${cmsPort}`);
