/**
 * Boots the real Strapi app on a database of its own: a fresh SQLite file, or, when
 * DATABASE_URL is set, a fresh PostgreSQL database created next to the one it names
 * and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Server } from 'node:http';
import pg from 'pg';
import request from 'supertest';
import { APP_DIR, requireFromApp } from './app';

export const TEST_ADMIN_KEY = 'test-admin-key-0123456789abcdef';

export type TestApp = {
  strapi: Core.Strapi;
  server: Server;
  destroy: () => Promise<void>;
};

type Listeners = Map<string | symbol, Array<(...args: unknown[]) => void>>;

function saveListeners(): Listeners {
  const saved: Listeners = new Map();
  for (const name of process.eventNames()) {
    saved.set(name, process.listeners(name as NodeJS.Signals) as Array<(...args: unknown[]) => void>);
  }
  return saved;
}

function restoreListeners(saved: Listeners): void {
  for (const [name, listeners] of saved) {
    const current = new Set(process.listeners(name as NodeJS.Signals));
    for (const listener of listeners) {
      if (!current.has(listener)) process.on(name as NodeJS.Signals, listener);
    }
  }
}

export async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tampa_local_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export const usingPostgres = () => Boolean(process.env.DATABASE_URL);

/** `env`: extra settings for this app (e.g. TRUST_PROXY), set before it boots. */
export async function startStrapi({ env = {} }: { env?: Record<string, string> } = {}): Promise<TestApp> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tampa-local-cms-'));
  let dropDatabase: (() => Promise<void>) | undefined;

  Object.assign(process.env, {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    APP_KEYS: 'testKeyA,testKeyB',
    ADMIN_JWT_SECRET: 'test-admin-jwt-secret',
    API_TOKEN_SALT: 'test-api-token-salt',
    TRANSFER_TOKEN_SALT: 'test-transfer-token-salt',
    ENCRYPTION_KEY: 'test-encryption-key',
    JWT_SECRET: 'test-jwt-secret',
    ADMIN_KEY: TEST_ADMIN_KEY,
    STRAPI_LOG_LEVEL: process.env.STRAPI_LOG_LEVEL ?? 'error',
    ...env,
  });

  if (usingPostgres()) {
    const database = await createPostgresDatabase(String(process.env.DATABASE_URL));
    dropDatabase = database.drop;
    process.env.DATABASE_CLIENT = 'postgres';
    process.env.TEST_DATABASE_URL = database.url;
  } else {
    process.env.DATABASE_CLIENT = 'sqlite';
    process.env.DATABASE_FILENAME = path.join(tmp, 'test.db');
  }

  mkdirSync(path.join(APP_DIR, 'public', 'uploads'), { recursive: true });
  const listeners = saveListeners();
  const { createStrapi } = requireFromApp('@strapi/strapi') as {
    createStrapi: (options: Record<string, unknown>) => Core.Strapi;
  };

  // The database config reads DATABASE_URL; point it at the per-run database.
  const baseUrl = process.env.DATABASE_URL;
  if (usingPostgres()) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  const strapi = createStrapi({
    appDir: APP_DIR,
    distDir: path.join(APP_DIR, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  });
  try {
    await strapi.load();
  } catch (error) {
    // A refused start (e.g. production with unsafe settings) leaves nothing behind.
    if (usingPostgres()) process.env.DATABASE_URL = baseUrl;
    await strapi.destroy().catch(() => {});
    restoreListeners(listeners);
    if (dropDatabase) await dropDatabase();
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  if (usingPostgres()) process.env.DATABASE_URL = baseUrl;
  strapi.server.mount();

  return {
    strapi,
    server: strapi.server.httpServer,
    destroy: async () => {
      await strapi.destroy();
      restoreListeners(listeners);
      if (dropDatabase) await dropDatabase();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Clears the failed-key counter of the running app (the compiled module Strapi loaded). */
export function resetAdminKeyFailures(): void {
  const adminKey = requireFromApp(path.join(APP_DIR, 'dist', 'src', 'core', 'auth', 'admin-key.js')) as {
    resetAdminKeyFailures: () => void;
  };
  adminKey.resetAdminKeyFailures();
}

/** Learns now which words are common in names, as the running app does at start and every ten minutes. */
export async function learnCommonWords(app: TestApp): Promise<void> {
  const searchIndex = requireFromApp(path.join(APP_DIR, 'dist', 'src', 'core', 'search', 'search-index.js')) as {
    learnCommonWords: (strapi: TestApp['strapi']) => Promise<void>;
  };
  await searchIndex.learnCommonWords(app.strapi);
}

/** Creates the panel's first editor (as PANEL_ADMIN_EMAIL does in production). */
export async function createEditor(
  app: TestApp,
  editor: { email: string; password: string; firstname: string; lastname: string },
): Promise<void> {
  const users = app.strapi.service('admin::user') as unknown as {
    createFirstAdmin: (attributes: Record<string, unknown>) => Promise<unknown>;
  };
  await users.createFirstAdmin(editor);
}

/** Creates the panel's first editor and signs in as them: the panel's bearer token. */
export async function signInEditor(
  app: TestApp,
  editor: { email: string; password: string; firstname: string; lastname: string },
): Promise<string> {
  await createEditor(app, editor);
  const login = await request(app.server).post('/admin/login').send({ email: editor.email, password: editor.password });
  return (login.body as { data: { token: string } }).data.token;
}

/** Clears the sign-in failure counters of the running app. */
export function resetSignInFailures(): void {
  const signIn = requireFromApp(path.join(APP_DIR, 'dist', 'src', 'core', 'auth', 'sign-in.js')) as {
    resetSignInFailures: () => void;
  };
  signIn.resetSignInFailures();
}

export type TestAccount = { email: string; password: string; username: string };

/** A users-permissions account with the given role type ('moderator' unless said). */
export async function createAccount(app: TestApp, account: TestAccount, roleType = 'moderator'): Promise<number> {
  const role = (await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } })) as {
    id: number;
  } | null;
  if (!role) throw new Error(`No users-permissions role "${roleType}"`);
  const users = app.strapi.plugin('users-permissions').service('user') as unknown as {
    add: (values: Record<string, unknown>) => Promise<{ id: number }>;
  };
  const user = await users.add({ ...account, role: role.id, confirmed: true, blocked: false, provider: 'local' });
  return user.id;
}

export type ModeratorSignIn = { cookie: string; csrfToken: string };

/** Signs in through the API: the session cookie (name=value) and the CSRF token. */
export async function signInModerator(
  app: TestApp,
  account: { email: string; password: string },
): Promise<ModeratorSignIn> {
  const res = await request(app.server).post('/api/moderator/session').send(account);
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => /^tl_session=.+/.test(c))
    .at(-1);
  if (!cookie) throw new Error('No session cookie');
  return { cookie, csrfToken: (res.body as { csrfToken: string }).csrfToken };
}

/** A moderator of the test apps (createAccount gives it the role). */
export const TEST_MODERATOR: TestAccount = {
  email: 'test-moderator@tampalocal.test',
  password: 'Test-moderator-password-1',
  username: 'test-moderator',
};

type Settable<T> = { set: (name: string, value: string) => T };
export type AsModerator = <T extends Settable<T>>(req: T) => T;

/**
 * Creates a moderator account and signs it in: what moderates in tests, since the admin
 * key serves only the export and the stats. Adds the session cookie and CSRF token to a request.
 */
export async function moderatorSession(app: TestApp, account: TestAccount = TEST_MODERATOR): Promise<AsModerator> {
  await createAccount(app, account);
  const { cookie, csrfToken } = await signInModerator(app, account);
  return <T extends Settable<T>>(req: T) => req.set('Cookie', cookie).set('X-CSRF-Token', csrfToken);
}

/** Clears the sign-up counters of the running app. */
export function resetSignUpCounts(): void {
  const signUp = requireFromApp(path.join(APP_DIR, 'dist', 'src', 'core', 'auth', 'sign-up.js')) as {
    resetSignUpCounts: () => void;
  };
  signUp.resetSignUpCounts();
}

/** Clears the newsletter's counters of the running app. */
export function resetNewsletterCounts(): void {
  const limits = requireFromApp(path.join(APP_DIR, 'dist', 'src', 'api', 'newsletter-subscriber', 'limits.js')) as {
    resetNewsletterCounts: () => void;
  };
  limits.resetNewsletterCounts();
}
