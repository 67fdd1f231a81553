import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipWithout, SQLITE_ONLY, startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';

/**
 * The cms's SQLite connection as config/database.ts sets it up: readers beside the writer
 * (WAL), and case folded beyond ASCII, as the search indexes and their walks expect.
 */
let app: TestApp;
let db: Knex;

const pragma = async (name: string): Promise<unknown> => {
  const rows = (await db.raw(`PRAGMA ${name}`)) as Array<Record<string, unknown>>;
  return rows[0]?.[name];
};

describe.skipIf(skipWithout(!usingPostgres(), SQLITE_ONLY))('the SQLite connection', () => {
  beforeAll(async () => {
    app = await startStrapi();
    db = app.strapi.db.connection;
  });

  afterAll(async () => {
    await app?.destroy();
  });

  it('lets readers run beside the writer', async () => {
    expect(await pragma('journal_mode')).toBe('wal');
  });

  it('folds case beyond ASCII as the searches expect', async () => {
    const rows = (await db.raw(`SELECT lower('ÉLAN ÇA İstanbul') AS folded`)) as Array<{ folded: string }>;
    expect(rows[0].folded).toBe('élan ça i̇stanbul');
  });
});
