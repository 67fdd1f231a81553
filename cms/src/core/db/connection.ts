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
