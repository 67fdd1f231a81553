import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures } from './helpers/fixtures';

/**
 * `npm run backup` / `npm run restore` (scripts/backups.mjs): a backup taken while the cms
 * runs restores into a fresh database with every table's rows, counted and checksummed
 * row by row, and the uploads byte for byte.
 */
const require = createRequire(import.meta.url);
const ROOT = path.resolve(__dirname, '..', '..');

type Database = { client: 'sqlite'; filename: string } | { client: 'postgres'; url: string };
type Backups = {
  backupDatabase: (database: Database, folder: string) => Promise<string>;
  restoreDatabase: (folder: string, database: Database) => Promise<void>;
  backupUploads: (uploads: string, folder: string) => void;
  restoreUploads: (folder: string, uploads: string) => void;
};
type Table = { rows: number; checksum: string };

let app: TestApp;
let backups: Backups;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-backup-'));
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  app = await startStrapi();
  await loadFixtures(app.strapi);
  backups = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'backups.mjs')).href)) as Backups;
});

afterAll(async () => {
  await app?.destroy();
  for (const cleanup of cleanups) await cleanup();
  rmSync(tmp, { recursive: true, force: true });
});

const hash = (rows: unknown[]) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');

/** Every table with its row count and a checksum of its rows in key order. */
async function tables(database: Database): Promise<Record<string, Table>> {
  const found: Record<string, Table> = {};
  if (database.client === 'sqlite') {
    const Sqlite = require('better-sqlite3') as new (
      file: string,
      options: { readonly: boolean },
    ) => { prepare: (sql: string) => { all: () => unknown[] }; close: () => void };
    const db = new Sqlite(database.filename, { readonly: true });
    try {
      const names = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .all() as { name: string }[];
      for (const { name } of names) {
        // Virtual tables' shadow tables are copied with them; the rows are what counts.
        const rows = db.prepare(`SELECT * FROM "${name}" ORDER BY 1`).all();
        found[name] = { rows: rows.length, checksum: hash(rows) };
      }
    } finally {
      db.close();
    }
    return found;
  }
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows: names } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    for (const { name } of names) {
      const { rows } = await client.query(`SELECT * FROM "${name}" ORDER BY 1`);
      found[name] = { rows: rows.length, checksum: hash(rows) };
    }
  } finally {
    await client.end();
  }
  return found;
}

function runningDatabase(): Database {
  return usingPostgres()
    ? { client: 'postgres', url: String(process.env.TEST_DATABASE_URL) }
    : { client: 'sqlite', filename: String(process.env.DATABASE_FILENAME) };
}

async function freshDatabase(): Promise<Database> {
  if (!usingPostgres()) return { client: 'sqlite', filename: path.join(tmp, 'restored', 'data.db') };
  const created = await createPostgresDatabase(String(process.env.DATABASE_URL));
  cleanups.push(created.drop);
  return { client: 'postgres', url: created.url };
}

describe('backups', () => {
  it('restore into a fresh database with every row of every table', async () => {
    const source = runningDatabase();
    const folder = path.join(tmp, 'backup');
    // Taken while the cms runs and keeps its connection open.
    const file = await backups.backupDatabase(source, folder);
    expect(path.basename(file)).toBe(usingPostgres() ? 'database.pgdump' : 'database.sqlite');

    const target = await freshDatabase();
    await backups.restoreDatabase(folder, target);
    const before = await tables(source);
    const after = await tables(target);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(before['businesses']?.rows).toBeGreaterThan(0);
    expect(before['events']?.rows).toBeGreaterThan(0);
    expect(after).toEqual(before);

    // Restoring again over the restored database gives the same rows (not twice as many).
    await backups.restoreDatabase(folder, target);
    expect(await tables(target)).toEqual(before);
  });

  it('keep the uploaded files byte for byte', () => {
    const uploads = path.join(tmp, 'uploads');
    mkdirSync(path.join(uploads, 'nested'), { recursive: true });
    const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    writeFileSync(path.join(uploads, 'nested', 'harbor.png'), picture);
    const folder = path.join(tmp, 'with-uploads');
    backups.backupUploads(uploads, folder);
    const restored = path.join(tmp, 'restored-uploads');
    backups.restoreUploads(folder, restored);
    expect(readFileSync(path.join(restored, 'nested', 'harbor.png'))).toEqual(picture);
  });

  it('refuse a folder that holds no backup, leaving the database as it was', async () => {
    const empty = path.join(tmp, 'empty');
    mkdirSync(empty, { recursive: true });
    const target = runningDatabase();
    const before = await tables(target);
    await expect(backups.restoreDatabase(empty, target)).rejects.toThrow(/holds no (SQLite|PostgreSQL) backup/);
    expect(() => backups.restoreUploads(empty, path.join(tmp, 'nowhere'))).toThrow(/holds no uploads folder/);
    expect(await tables(target)).toEqual(before);
  });
});
