/**
 * Backups that restore: the database (SQLite's online backup API, or pg_dump's custom
 * format for PostgreSQL) and the uploaded files, into one folder; and the way back.
 * `npm run backup` and `npm run restore -- <folder>` (scripts/backup.mjs, restore.mjs)
 * call these; cms/tests/backups.test.ts restores into a fresh database and compares
 * every table row by row.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, readEnvFile, CMS_ENV_FILE } from './lib.mjs';

const requireFromCms = createRequire(path.join(ROOT, 'cms', 'package.json'));

/** @typedef {{ client: 'sqlite', filename: string } | { client: 'postgres', url: string }} Database */

/**
 * The database the cms uses, from the environment and cms/.env, as cms/config/database.ts reads them.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Database}
 */
export function configuredDatabase(env = { ...readEnvFile(CMS_ENV_FILE), ...process.env }) {
  if ((env.DATABASE_CLIENT ?? 'sqlite') === 'postgres') {
    return { client: 'postgres', url: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tampa_local' };
  }
  return {
    client: 'sqlite',
    filename: path.resolve(ROOT, 'cms', env.DATABASE_FILENAME ?? path.join('.tmp', 'data.db')),
  };
}

/**
 * @param {string} command
 * @param {string[]} args
 */
function exec(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** pg_dump and pg_restore take the password from the environment, not the command line. */
function withoutPassword(/** @type {string} */ url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), password };
}

/**
 * Copies the database into `folder`, consistent while the cms keeps writing: SQLite's
 * online backup (page by page, restarted by writes it sees), or pg_dump (one snapshot).
 * @param {Database} database
 * @param {string} folder
 * @returns {Promise<string>} the file written
 */
export async function backupDatabase(database, folder) {
  mkdirSync(folder, { recursive: true });
  if (database.client === 'sqlite') {
    if (!existsSync(database.filename)) throw new Error(`No SQLite database at ${database.filename}`);
    const Database = requireFromCms('better-sqlite3');
    const source = new Database(database.filename, { readonly: true, fileMustExist: true });
    const target = path.join(folder, 'database.sqlite');
    try {
      await source.backup(target);
    } finally {
      source.close();
    }
    return target;
  }
  const target = path.join(folder, 'database.pgdump');
  const { url, password } = withoutPassword(database.url);
  if (password) process.env.PGPASSWORD = password;
  await exec('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, url]);
  return target;
}

/**
 * Puts a backup's database in place of `database` (the cms stopped): the SQLite file
 * replaced (with its journal files removed), or the PostgreSQL database's objects dropped
 * and restored in one transaction, so a failed restore leaves it as it was.
 * @param {string} folder
 * @param {Database} database
 */
export async function restoreDatabase(folder, database) {
  if (database.client === 'sqlite') {
    const source = path.join(folder, 'database.sqlite');
    if (!existsSync(source)) throw new Error(`${folder} holds no SQLite backup (database.sqlite)`);
    mkdirSync(path.dirname(database.filename), { recursive: true });
    for (const suffix of ['-wal', '-shm']) rmSync(`${database.filename}${suffix}`, { force: true });
    cpSync(source, database.filename);
    return;
  }
  const source = path.join(folder, 'database.pgdump');
  if (!existsSync(source)) throw new Error(`${folder} holds no PostgreSQL backup (database.pgdump)`);
  const { url, password } = withoutPassword(database.url);
  if (password) process.env.PGPASSWORD = password;
  await exec('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${url}`,
    source,
  ]);
}

/**
 * The uploaded files (pictures and their sizes), copied as they are.
 * @param {string} uploads
 * @param {string} folder
 */
export function backupUploads(uploads, folder) {
  const target = path.join(folder, 'uploads');
  if (existsSync(uploads)) cpSync(uploads, target, { recursive: true });
  else mkdirSync(target, { recursive: true });
}

/**
 * @param {string} folder
 * @param {string} uploads
 */
export function restoreUploads(folder, uploads) {
  const source = path.join(folder, 'uploads');
  if (!existsSync(source)) throw new Error(`${folder} holds no uploads folder`);
  mkdirSync(uploads, { recursive: true });
  cpSync(source, uploads, { recursive: true });
}

/**
 * @param {string} folder
 * @param {Database} database
 */
export function writeManifest(folder, database) {
  writeFileSync(
    path.join(folder, 'manifest.json'),
    `${JSON.stringify({ createdAt: new Date().toISOString(), database: database.client }, null, 2)}\n`,
  );
}
