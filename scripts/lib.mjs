import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CMS_ENV_FILE = path.join(ROOT, 'cms', '.env');

/**
 * The node arguments that run an installed package's command (e.g. `strapi`, `vite`)
 * without npx in between, so a signal sent to the child reaches the server itself.
 */
export function binArgs(command, ...args) {
  return [path.join(ROOT, 'node_modules', '.bin', command), ...args];
}

/** Runs a command with inherited output; resolves on exit code 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** Reads KEY=value lines (no expansion) from a dotenv file. */
export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  const values = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^["']|["']$/g, '');
  }
  return values;
}

/**
 * Development only: creates cms/.env with fresh secrets (Strapi's keys and the in-app
 * ADMIN_KEY) the first time, and adds any that are missing later. Never overwrites.
 */
export function ensureDevelopmentEnv() {
  const existing = readEnvFile(CMS_ENV_FILE);
  const wanted = {
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ADMIN_KEY: secret(24),
  };
  const missing = Object.entries(wanted).filter(([key]) => !existing[key] && !process.env[key]);
  if (missing.length === 0) return { created: false, adminKeyFromFile: Boolean(existing.ADMIN_KEY) };
  const header = existsSync(CMS_ENV_FILE)
    ? ''
    : '# Generated on first start for local development. Never commit this file.\n';
  const body = missing.map(([key, value]) => `${key}=${value}`).join('\n');
  const previous = existsSync(CMS_ENV_FILE) ? readFileSync(CMS_ENV_FILE, 'utf8').replace(/\n?$/, '\n') : '';
  writeFileSync(CMS_ENV_FILE, `${header}${previous}${body}\n`, { mode: 0o600 });
  const addedAdminKey = missing.some(([key]) => key === 'ADMIN_KEY');
  if (addedAdminKey) {
    console.log(
      `\nAn admin key for the in-app admin (/admin) was generated into ${path.relative(ROOT, CMS_ENV_FILE)} (ADMIN_KEY).`,
    );
    console.log(`  ADMIN_KEY=${wanted.ADMIN_KEY}\n`);
  }
  return { created: true, adminKeyFromFile: true };
}
