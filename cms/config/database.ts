import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { namePreparedStatements, type QueryingClient } from '../src/core/db/pg-statements';
import { registerUnicodeLower, type FunctionRegistering } from '../src/core/db/sqlite-lower';
import { registerSearchGrams } from '../src/core/search/short-grams';
import { cachePreparedStatements } from '../src/core/db/statement-cache';
import { connectionAutocheckpoint } from '../src/core/db/sqlite-checkpoints';

type SqliteConnection = FunctionRegistering & {
  prepare: (sql: string) => unknown;
  pragma: (statement: string) => unknown;
};

/**
 * tarn's pool (knex's): while PostgreSQL restarts (connections refused, or "starting up"),
 * a request waits for a new connection, tried every 200 ms, instead of failing at the first
 * refusal; a restart of a second costs clients a second's wait, not errors
 * (DATABASE_CONNECTION_TIMEOUT bounds the wait). Strapi's pool type does not name it.
 */
const WAIT_FOR_CONNECTIONS = { propagateCreateError: false };

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    // DATABASE_URL (postgres://user:password@host:port/database) or the separate variables.
    const url = new URL(env('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/tampa_local'));
    return {
      connection: {
        client: 'postgres',
        connection: {
          host: env('DATABASE_HOST', url.hostname),
          port: env.int('DATABASE_PORT', Number(url.port || 5432)),
          database: env('DATABASE_NAME', decodeURIComponent(url.pathname.slice(1))),
          user: env('DATABASE_USERNAME', decodeURIComponent(url.username)),
          password: env('DATABASE_PASSWORD', decodeURIComponent(url.password)),
          schema: env('DATABASE_SCHEMA', 'public'),
          ssl: env.bool('DATABASE_SSL', false)
            ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
            : false,
        },
        pool: {
          min: env.int('DATABASE_POOL_MIN', 2),
          max: env.int('DATABASE_POOL_MAX', 10),
          ...WAIT_FOR_CONNECTIONS,
          // Reads of a fixed shape are prepared once per connection instead of planned each time.
          // Off (DATABASE_PREPARE=false) behind a pooler in transaction mode, which cannot keep them.
          afterCreate: (conn: unknown, done: (error?: Error, conn?: unknown) => void) => {
            done(undefined, env.bool('DATABASE_PREPARE', true) ? namePreparedStatements(conn as QueryingClient) : conn);
          },
        },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT must be "sqlite" or "postgres", not "${client}"`);
  }

  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(env('DATABASE_FILENAME', path.join(__dirname, '..', '..', '.tmp', 'data.db'))),
      },
      useNullAsDefault: true,
      pool: {
        // WAL lets readers run beside the writer; the busy timeout absorbs the
        // parallel permission writes of the users-permissions plugin at boot.
        afterCreate: (conn: unknown, done: (error?: Error, conn?: unknown) => void) => {
          const connection = conn as SqliteConnection;
          connection.pragma('journal_mode = WAL');
          connection.pragma('busy_timeout = 10000');
          connection.pragma('synchronous = NORMAL');
          // Checkpoints run on a thread of their own while it runs (core/db/sqlite-checkpoints.ts).
          connection.pragma(`wal_autocheckpoint = ${connectionAutocheckpoint()}`);
          registerUnicodeLower(connection);
          registerSearchGrams(connection);
          // Knex would prepare (parse and plan) every statement again for each query.
          done(undefined, cachePreparedStatements(connection));
        },
      },
    },
  };
};

export default config;
