import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_DIR = path.join(ROOT, 'cms');

/** Secrets and settings every cms process of the benchmark runs with (random per run: production refuses known ones). */
const secret = () => randomBytes(24).toString('base64url');
export const BENCH_ADMIN_KEY = secret();
/**
 * The moderator the benchmark's data set gets (make-dataset.mjs), who adds videos: the
 * admin key serves only the export and the stats. Fixed, so a reused database file still
 * signs in; the database is the benchmark's own, on loopback.
 */
export const BENCH_MODERATOR = { email: 'bench-moderator@tampalocal.example', password: 'bench-moderator-password' };
/**
 * Visitors who write reviews in the mix (make-dataset.mjs creates them, confirmed; the mix
 * signs them in over HTTP). Enough that the per-account limit of reviews a day never
 * answers 429 within a run.
 */
export const BENCH_VISITORS = {
  count: 300,
  password: 'bench-visitor-password',
  email: (/** @type {number} */ i) => `bench-visitor-${i}@tampalocal.example`,
};
export const CMS_ENV = {
  NODE_ENV: 'production',
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
  STRAPI_LOG_LEVEL: 'warn',
  SERVE_ADMIN_PANEL: 'false',
  HOST: '127.0.0.1',
  APP_KEYS: `${secret()},${secret()}`,
  ADMIN_JWT_SECRET: secret(),
  API_TOKEN_SALT: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  ENCRYPTION_KEY: secret(),
  JWT_SECRET: secret(),
  ADMIN_KEY: BENCH_ADMIN_KEY,
  // Production refuses to start without a mail provider; the benchmark sends no mail.
  EMAIL_PROVIDER: 'log',
  // As behind nginx: the mix's review writes come from many visitors, each with its own
  // address in X-Forwarded-For (the per-client limit of reviews a day counts by it).
  TRUST_PROXY: 'true',
};

/**
 * @typedef {{ client: 'sqlite', file: string }} SqliteDatabase
 * @typedef {{ client: 'postgres', url: string }} PostgresDatabase
 * @typedef {SqliteDatabase | PostgresDatabase} BenchDatabase a database the benchmark runs on
 */

/**
 * DATABASE_* variables for a SQLite file or a PostgreSQL database URL.
 * @param {BenchDatabase} db
 * @returns {Record<string, string>}
 */
export function databaseEnv(db) {
  return db.client === 'postgres'
    ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: withPassword(db.url), DATABASE_SSL: 'false' }
    : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: db.file };
}

/**
 * The machine's PostgreSQL trusts local connections and ignores the password; production
 * mode still requires one in the URL, so the benchmark names a random one.
 */
function withPassword(/** @type {string} */ url) {
  const parsed = new URL(url);
  if (!parsed.password) parsed.password = randomBytes(18).toString('base64url');
  return parsed.toString();
}
