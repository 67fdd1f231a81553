import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_DIR = path.join(ROOT, 'cms');

/** Secrets and settings every cms process of the benchmark runs with. */
export const BENCH_ADMIN_KEY = 'bench-admin-key-0123456789abcdef';
export const CMS_ENV = {
  NODE_ENV: 'production',
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
  STRAPI_LOG_LEVEL: 'warn',
  SERVE_ADMIN_PANEL: 'false',
  HOST: '127.0.0.1',
  APP_KEYS: 'benchKeyA,benchKeyB',
  ADMIN_JWT_SECRET: 'bench-admin-jwt-secret',
  API_TOKEN_SALT: 'bench-api-token-salt',
  TRANSFER_TOKEN_SALT: 'bench-transfer-token-salt',
  ENCRYPTION_KEY: 'bench-encryption-key',
  JWT_SECRET: 'bench-jwt-secret',
  ADMIN_KEY: BENCH_ADMIN_KEY,
};

/** DATABASE_* variables for a SQLite file or a PostgreSQL database URL. */
export function databaseEnv(db) {
  return db.client === 'postgres'
    ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: db.url }
    : { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: db.file };
}
