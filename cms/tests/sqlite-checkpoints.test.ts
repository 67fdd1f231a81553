import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipWithout, SQLITE_ONLY, startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { eventually } from './helpers/observe';

/**
 * On SQLite the write-ahead log is copied into the database file by a thread of its own,
 * never by the commit that fills it: the cms's connection does not checkpoint while the
 * thread runs, and checkpoints again when it stops or fails, so the log never grows
 * without bound.
 */
const require = createRequire(import.meta.url);
const APP_DIR = path.resolve(__dirname, '..');
/** The compiled module the running app loaded. */
const checkpoints = () =>
  require(path.join(APP_DIR, 'dist', 'src', 'core', 'db', 'sqlite-checkpoints.js')) as {
    startCheckpoints: (strapi: Core.Strapi) => Promise<void>;
    stopCheckpoints: (strapi: Core.Strapi) => Promise<void>;
    checkpointTurns: (strapi: Core.Strapi) => number | null;
  };

const autocheckpointOf = async (db: Knex): Promise<number> => {
  const rows = (await db.raw('PRAGMA wal_autocheckpoint')) as Array<{ wal_autocheckpoint: number }>;
  return Number(rows[0]?.wal_autocheckpoint);
};

describe('a checkpoint thread that cannot open the database', () => {
  it('hands the checkpoints back to the cms’s connection, and says so in the log', async () => {
    const knex = require('knex') as (config: Knex.Config) => Knex;
    const own = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
    const errors: string[] = [];
    const strapi = {
      db: { dialect: { client: 'sqlite' }, connection: own },
      config: { get: () => path.join(os.tmpdir(), `tampa-local-missing-${process.pid}.db`) },
      log: { error: (message: string) => errors.push(message), warn: () => undefined },
    } as unknown as Core.Strapi;
    try {
      await checkpoints().startCheckpoints(strapi);
      // While the thread starts, the connection leaves checkpoints to it.
      expect(await autocheckpointOf(own)).toBe(0);
      await eventually(async () => expect(errors.join('\n')).toMatch(/checkpoint thread failed/), 5_000);
      await eventually(async () => expect(checkpoints().checkpointTurns(strapi)).toBeNull(), 1_000);
      // SQLite's own automatic checkpoint again.
      expect(await autocheckpointOf(own)).toBe(1000);
    } finally {
      await own.destroy();
    }
  });
});

describe.skipIf(skipWithout(!usingPostgres(), SQLITE_ONLY))('checkpoints of the SQLite database', () => {
  let app: TestApp;
  let db: Knex;

  beforeAll(async () => {
    app = await startStrapi();
    db = app.strapi.db.connection;
  });

  afterAll(async () => {
    await app?.destroy();
  });

  it('run on the thread, not in the commits of the cms’s connection', async () => {
    expect(await autocheckpointOf(db)).toBe(0);
    const before = checkpoints().checkpointTurns(app.strapi);
    expect(before).not.toBeNull();
    await db.schema.createTable('checkpoint_probe', (table) => {
      table.increments('id');
      table.text('body');
    });
    try {
      // Far more than SQLite's automatic checkpoint of 1,000 pages would let into the log.
      for (let i = 0; i < 20; i += 1) {
        await db('checkpoint_probe').insert(Array.from({ length: 50 }, () => ({ body: 'x'.repeat(4_000) })));
      }
      // A turn of the thread copied the log into the database file (a turn that copies nothing is not counted).
      await eventually(
        async () => expect(checkpoints().checkpointTurns(app.strapi) ?? 0).toBeGreaterThan(before ?? 0),
        5_000,
      );
    } finally {
      await db.schema.dropTable('checkpoint_probe');
    }
  });

  it('go back to the cms’s connection when the thread stops, and leave it when it starts again', async () => {
    const { startCheckpoints, stopCheckpoints, checkpointTurns } = checkpoints();
    await stopCheckpoints(app.strapi);
    expect(checkpointTurns(app.strapi)).toBeNull();
    expect(await autocheckpointOf(db)).toBe(1000);
    await startCheckpoints(app.strapi);
    expect(checkpointTurns(app.strapi)).toBe(0);
    expect(await autocheckpointOf(db)).toBe(0);
  });
});
