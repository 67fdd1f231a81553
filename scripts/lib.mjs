import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CMS_ENV_FILE = path.join(ROOT, 'cms', '.env');

/**
 * The node arguments that run an installed package's command (e.g. `strapi`, `vite`)
 * without npx in between, so a signal sent to the child reaches the server itself.
 */
/**
 * @param {string} command
 * @param {...string} args
 * @returns {string[]}
 */
export function binArgs(command, ...args) {
  return [path.join(ROOT, 'node_modules', '.bin', command), ...args];
}

/**
 * Runs a command with inherited output; resolves on exit code 0, rejects otherwise.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
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

/**
 * The values of a dotenv file (Node's own parser: quotes, comments, `export`), or none.
 * @param {string} file
 * @returns {Record<string, string | undefined>}
 */
export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  return parseEnv(readFileSync(file, 'utf8'));
}

/** The editors' panel's first editor in development (its password is made per machine). */
export const DEVELOPMENT_EDITOR_EMAIL = 'editor@tampalocal.example';

/**
 * Development only: creates cms/.env with fresh secrets (Strapi's keys, the automation
 * ADMIN_KEY and the panel's first editor, PANEL_ADMIN_EMAIL / PANEL_ADMIN_PASSWORD) the
 * first time, and adds any that are missing later. Never overwrites. The key and the
 * editor's password are printed once, when they are made; they stay in the file (0600).
 * @param {string} [file]
 * @param {Record<string, string | undefined>} [env]
 * @param {(line: string) => void} [print]
 */
export function ensureDevelopmentEnv(file = CMS_ENV_FILE, env = process.env, print = console.log) {
  const existing = readEnvFile(file);
  const wanted = {
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ADMIN_KEY: secret(24),
    PANEL_ADMIN_EMAIL: DEVELOPMENT_EDITOR_EMAIL,
    // The panel demands a lower-case letter, an upper-case letter and a digit; the random part carries the strength.
    PANEL_ADMIN_PASSWORD: `${secret(18)}-Tl7`,
  };
  const missing = Object.entries(wanted).filter(([key]) => !existing[key] && !env[key]);
  if (missing.length === 0) return { created: false, adminKeyFromFile: Boolean(existing.ADMIN_KEY) };
  const header = existsSync(file) ? '' : '# Generated on first start for local development. Never commit this file.\n';
  const body = missing.map(([key, value]) => `${key}=${value}`).join('\n');
  const previous = existsSync(file) ? readFileSync(file, 'utf8').replace(/\n?$/, '\n') : '';
  writeFileSync(file, `${header}${previous}${body}\n`, { mode: 0o600 });
  const added = new Set(missing.map(([key]) => key));
  const where = path.relative(ROOT, file);
  if (added.has('ADMIN_KEY')) {
    print(
      `\nA key for scripts (X-Admin-Key header: the CSV export and the stats) was generated into ${where} (ADMIN_KEY).`,
    );
    print(`  ADMIN_KEY=${wanted.ADMIN_KEY}\n`);
  }
  if (added.has('PANEL_ADMIN_PASSWORD') && !existing.PANEL_ADMIN_EMAIL && !env.PANEL_ADMIN_EMAIL) {
    print(
      `\nThe editors' panel (/admin on the cms) gets its first editor from ${where}; it is created when the panel has none:`,
    );
    print(`  ${DEVELOPMENT_EDITOR_EMAIL} with the password ${wanted.PANEL_ADMIN_PASSWORD}\n`);
  }
  return { created: true, adminKeyFromFile: true };
}

/** Waits until `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForHttp(/** @type {string} */ url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Node servers that live and die together: when one exits, or on Ctrl-C/SIGTERM, all are
 * stopped, `cleanup` runs, and the process exits.
 * @param {{ env?: NodeJS.ProcessEnv, cleanup?: () => Promise<void> | void }} [options]
 */
export function serverGroup({ env = {}, cleanup = () => {} } = {}) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  let stopping = false;

  /** @param {number} code */
  async function stop(code) {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await Promise.resolve(cleanup()).catch(() => {});
    process.exit(code);
  }
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  /**
   * Starts `node <args>` in `cwd` (relative to the repository).
   * @param {string} name
   * @param {string[]} args
   * @param {string} cwd
   * @param {NodeJS.ProcessEnv} [extraEnv]
   */
  function serve(name, args, cwd, extraEnv = {}) {
    const child = spawn(process.execPath, args, {
      cwd: path.join(ROOT, cwd),
      stdio: 'inherit',
      env: { ...process.env, ...env, ...extraEnv },
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} stopped (${signal ?? `exit ${code}`})`);
      void stop(code || 1);
    });
    children.push(child);
    return child;
  }

  return { serve, stop };
}

/**
 * A fingerprint of the files a build depends on (paths and modification times).
 * @param {string[]} dirs
 */
function fingerprint(dirs) {
  const hash = createHash('sha1');
  /** @param {string} dir */
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${full}:${statSync(full).mtimeMs}\n`);
    }
  };
  dirs.forEach((dir) => walk(path.join(ROOT, dir)));
  return hash.digest('hex');
}

/**
 * @param {string} name
 * @param {string[]} dirs
 * @param {string} stampFile
 * @param {() => Promise<void>} build
 */
export async function buildIfStale(name, dirs, stampFile, build) {
  const stamp = path.join(ROOT, stampFile);
  const current = fingerprint(dirs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === current) return;
  console.log(`\n▶ building ${name}`);
  await build();
  writeFileSync(stamp, current);
}

/**
 * The cms and its admin panel, rebuilt when their sources (or the domain the panel's
 * opening-hours editor imports) changed since the last build.
 * @param {Record<string, string>} env
 */
export function buildCmsIfStale(env) {
  return buildIfStale(
    'the cms and its admin panel',
    ['cms/src', 'cms/config', 'cms/types', 'packages/domain/src'],
    'cms/dist/.build-stamp',
    () => run('npm', ['run', 'build', '-w', 'cms'], { env: { ...env, NODE_ENV: 'production' } }),
  );
}
