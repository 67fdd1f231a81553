import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * The database handle: Strapi's knex connection, the one every statement of the cms is
 * built and run on. Its type is said here, at the bottom of the data layer, and every
 * module that reaches the database asks this function for it.
 */
export function knex(strapi: Core.Strapi): Knex {
  return strapi.db.connection;
}

/**
 * The SQLite database file of this strapi, for connections of its own (read workers, the
 * CSV export): null on PostgreSQL, or when SQLite keeps the database in memory or opens it
 * by URI, where no other connection could open the same one.
 */
export function sqliteDatabaseFile(strapi: Core.Strapi): string | null {
  if (strapi.db.dialect.client !== 'sqlite') return null;
  const filename = strapi.config.get<string | undefined>('database.connection.connection.filename');
  if (!filename || filename === ':memory:' || filename.startsWith('file:')) return null;
  return filename;
}
