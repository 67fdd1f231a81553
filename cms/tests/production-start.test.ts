import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';

/**
 * The real cms started with NODE_ENV=production: it refuses the example secrets of
 * .env.example and a panel without a configured first editor, naming the variables, and
 * with sound settings it starts with that editor as the panel's only super admin.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const PANEL = { PANEL_ADMIN_EMAIL: 'Chief@TampaLocal.example', PANEL_ADMIN_PASSWORD: 'Harbor-Lights-2026' };
const EDITOR_VARIABLES = [
  'PANEL_ADMIN_EMAIL',
  'PANEL_ADMIN_PASSWORD',
  'PANEL_ADMIN_FIRSTNAME',
  'PANEL_ADMIN_LASTNAME',
  'SEED_ADMIN_EMAIL',
  'SEED_ADMIN_PASSWORD',
];

const secret = () => randomBytes(24).toString('base64url');

/** The values an operator would copy from .env.example without changing them. */
function exampleEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match?.[1]) env[match[1]] = match[2] ?? '';
  }
  return env;
}

function soundSecrets(): Record<string, string> {
  return {
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    ADMIN_KEY: secret(),
    // Said explicitly: account mail goes to the (redacted) log, not out.
    EMAIL_PROVIDER: 'log',
    // The test server trusts local connections; production checks that a password is set.
    ...(usingPostgres() ? { DATABASE_PASSWORD: secret() } : {}),
  };
}

let saved: NodeJS.ProcessEnv;
let app: TestApp | undefined;

beforeEach(() => {
  saved = { ...process.env };
  for (const name of EDITOR_VARIABLES) delete process.env[name];
});

afterEach(async () => {
  await app?.destroy();
  app = undefined;
  process.env = saved;
});

function running(): TestApp {
  if (!app) throw new Error('the cms did not start');
  return app;
}

/** Starts the cms in production; resolves to the refusal's message, or undefined when it runs. */
async function startInProduction(env: Record<string, string>): Promise<string | undefined> {
  try {
    app = await startStrapi({ env: { ...env, NODE_ENV: 'production' } });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('starting in production', () => {
  it(".env.example's values are refused, each variable named", async () => {
    const refusal = await startInProduction(exampleEnv());
    expect(refusal).toMatch(/^Refusing to start in production with unsafe secrets/);
    const named = [
      'APP_KEYS[0]',
      'APP_KEYS[3]',
      'ADMIN_JWT_SECRET',
      'API_TOKEN_SALT',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'ADMIN_KEY',
      // The PostgreSQL run connects without a password: that is refused too.
      ...(usingPostgres() ? ['the database password'] : []),
    ];
    for (const name of named) expect(refusal, name).toContain(`- ${name} `);
    // .env.example sends mail through SMTP and leaves its host to be filled in.
    expect(refusal).toContain('- SMTP_HOST is not set (EMAIL_PROVIDER=smtp)');
    expect(app).toBeUndefined();
  });

  it('refuses to start without a mail provider said explicitly (resets would silently never arrive)', async () => {
    const { EMAIL_PROVIDER: _log, ...withoutMail } = soundSecrets();
    const refusal = await startInProduction({ ...withoutMail, ...PANEL, EMAIL_PROVIDER: '' });
    expect(refusal).toContain('- EMAIL_PROVIDER is not set: set smtp (with SMTP_HOST)');
    expect(await startInProduction({ ...withoutMail, ...PANEL, EMAIL_PROVIDER: 'carrier-pigeon' })).toContain(
      '- EMAIL_PROVIDER must be smtp or log, not "carrier-pigeon"',
    );
  });

  it.each([
    ['MODERATOR_IDLE_MINUTES', 'thirty', 'MODERATOR_IDLE_MINUTES must be a whole number from 1 to 720, not "thirty"'],
    ['VISITOR_IDLE_DAYS', '0', 'VISITOR_IDLE_DAYS must be a whole number from 1 to 90, not "0"'],
    ['RESPONSE_CACHE_MAX_MB', '-5', 'RESPONSE_CACHE_MAX_MB must be a whole number from 1 to 65536, not "-5"'],
    ['REVIEWS_HOLD_FIRST', 'many', 'REVIEWS_HOLD_FIRST must be a whole number from 0 to 1000, not "many"'],
    ['DATABASE_WRITE_POOL_MAX', '2.5', 'DATABASE_WRITE_POOL_MAX must be a whole number from 0 to 100, not "2.5"'],
    ['MAP_STYLE_URL', 'javascript:alert(1)', 'MAP_STYLE_URL must be an http(s) URL: "javascript:alert(1)"'],
  ])(
    'a bad %s stops the start, named, instead of falling back or failing requests later',
    async (name, value, message) => {
      expect(await startInProduction({ ...soundSecrets(), ...PANEL, [name]: value })).toContain(message);
      expect(app).toBeUndefined();
    },
  );

  it('a panel with no editor and none configured is refused', async () => {
    expect(await startInProduction(soundSecrets())).toMatch(
      /has no editor yet: set PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD/,
    );
  });

  it.each([
    ['weak', 'harbor-lights', 'PANEL_ADMIN_PASSWORD must contain an uppercase letter'],
    ['an example value', 'Change-me-2026', 'PANEL_ADMIN_PASSWORD is an example value'],
  ])('a first-editor password that is %s is refused', async (_kind, password, message) => {
    const refusal = await startInProduction({ ...soundSecrets(), ...PANEL, PANEL_ADMIN_PASSWORD: password });
    expect(refusal).toContain(message);
  });

  it('with sound settings it starts, the configured editor is the only super admin and can sign in', async () => {
    expect(await startInProduction({ ...soundSecrets(), ...PANEL })).toBeUndefined();
    const server = running().server;
    const users = (await running()
      .strapi.db.query('admin::user')
      .findMany({ populate: ['roles'] })) as {
      email: string;
      roles: { code: string }[];
    }[];
    expect(users.map((user) => [user.email, user.roles.map((role) => role.code)])).toEqual([
      ['chief@tampalocal.example', ['strapi-super-admin']],
    ]);

    const init = await request(server).get('/admin/init');
    expect((init.body as { data: { hasAdmin: boolean } }).data.hasAdmin).toBe(true);
    const claim = await request(server)
      .post('/admin/register-admin')
      .send({ email: 'mallory@evil.example', password: 'Mall0ry-wants-in', firstname: 'M' });
    expect(claim.status).toBe(400);
    expect((claim.body as { error: { message: string } }).error.message).toBe('You cannot register a new super admin');

    const login = await request(server)
      .post('/admin/login')
      .send({ email: PANEL.PANEL_ADMIN_EMAIL.toLowerCase(), password: PANEL.PANEL_ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    expect(typeof (login.body as { data: { token: string } }).data.token).toBe('string');
  });

  it("the sample data's editor (SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD) still serves as the first editor", async () => {
    const seedEditor = { SEED_ADMIN_EMAIL: 'seed@tampalocal.example', SEED_ADMIN_PASSWORD: 'Sunshine-Editor-2026' };
    expect(await startInProduction({ ...soundSecrets(), ...seedEditor })).toBeUndefined();
    const users = (await running()
      .strapi.db.query('admin::user')
      .findMany({ populate: ['roles'] })) as {
      email: string;
      roles: { code: string }[];
    }[];
    expect(users.map((user) => [user.email, user.roles.map((role) => role.code)])).toEqual([
      ['seed@tampalocal.example', ['strapi-super-admin']],
    ]);
  });
});
