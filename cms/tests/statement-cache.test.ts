import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cachePreparedStatements } from '../src/core/db/statement-cache';

/** The cms's SQLite connections reuse prepared statements; answers must stay the same. */
type Statement = {
  all: (...params: unknown[]) => Array<Record<string, unknown>>;
  run: (...params: unknown[]) => unknown;
};
type Database = { prepare: (sql: string) => Statement; exec: (sql: string) => void; close: () => void };

const require = createRequire(import.meta.url);
const BetterSqlite = require('better-sqlite3') as new (filename: string) => Database;

function database(size?: number): Database {
  const db = cachePreparedStatements(new BetterSqlite(':memory:'), size);
  db.exec(
    "CREATE TABLE places (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO places (name) VALUES ('Ybor'), ('Hyde Park');",
  );
  return db;
}

describe('prepared statement cache', () => {
  it('hands back the same statement for the same SQL, with fresh bindings each time', () => {
    const db = database();
    const sql = 'SELECT name FROM places WHERE id = ?';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare(sql).all(1)).toEqual([{ name: 'Ybor' }]);
    expect(db.prepare(sql).all(2)).toEqual([{ name: 'Hyde Park' }]);
    db.close();
  });

  it('sees writes and schema changes made after the statement was prepared', () => {
    const db = database();
    const sql = 'SELECT * FROM places ORDER BY id';
    expect(db.prepare(sql).all()).toHaveLength(2);
    db.prepare('INSERT INTO places (name) VALUES (?)').run('Channelside');
    db.exec("ALTER TABLE places ADD COLUMN area TEXT DEFAULT 'tampa'");
    expect(db.prepare(sql).all()).toEqual([
      { id: 1, name: 'Ybor', area: 'tampa' },
      { id: 2, name: 'Hyde Park', area: 'tampa' },
      { id: 3, name: 'Channelside', area: 'tampa' },
    ]);
    db.close();
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const db = database(2);
    const first = db.prepare('SELECT 1');
    const second = db.prepare('SELECT 2');
    expect(db.prepare('SELECT 1')).toBe(first); // used again: now the most recent
    db.prepare('SELECT 3'); // drops 'SELECT 2'
    expect(db.prepare('SELECT 1')).toBe(first);
    expect(db.prepare('SELECT 2')).not.toBe(second);
    db.close();
  });

  it('does not keep SQL that fails to prepare', () => {
    const db = database();
    expect(() => db.prepare('SELECT nope FROM places')).toThrow(/no such column/);
    db.exec('ALTER TABLE places ADD COLUMN nope TEXT');
    expect(db.prepare('SELECT nope FROM places').all()).toHaveLength(2);
    db.close();
  });
});
