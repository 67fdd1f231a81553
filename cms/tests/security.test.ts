import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Context } from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  TEST_ADMIN_KEY,
  createAccount,
  resetAdminKeyFailures,
  resetSignInFailures,
  startStrapi,
  type TestApp,
} from '@tampa-local/test-kit';
import { loadFixtures } from './helpers/fixtures';
import { statementsDuring } from './helpers/observe';

/**
 * What an attacker on the open internet tries against the cms, behind its proxy
 * (TRUST_PROXY=true): a forged client address, sign-up, another site's origin, cache
 * busting, deep paging, scripts disguised as pictures.
 */
const require = createRequire(import.meta.url);
const APP_DIR = path.resolve(__dirname, '..');
const UPLOADS = path.join(APP_DIR, 'public', 'uploads');
const SITE = 'https://tampalocal.example';

let app: TestApp;
type Handler = (ctx: Context) => void;

beforeAll(async () => {
  app = await startStrapi({ env: { TRUST_PROXY: 'true', SITE_URL: SITE, CORS_ORIGINS: '' } });
  await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

beforeEach(() => resetAdminKeyFailures());

const get = (url: string) => request(app.server).get(url);

describe('client address behind the proxy', () => {
  it('counts wrong admin keys by the address the proxy added, whatever the client wrote before it', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await get('/api/admin/stats')
        .set('X-Admin-Key', 'wrong-key')
        .set('X-Forwarded-For', `10.9.${i}.${i}, 203.0.113.50`);
      expect(res.status).toBe(401);
    }
    // A new forged entry in front does not make a new client: still refused, even with the right key.
    const refused = await get('/api/admin/stats')
      .set('X-Admin-Key', TEST_ADMIN_KEY)
      .set('X-Forwarded-For', '198.51.100.77, 203.0.113.50');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many failed admin key attempts. Try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another real client (another address added by the proxy) is not locked out.
    const other = await get('/api/admin/stats')
      .set('X-Admin-Key', TEST_ADMIN_KEY)
      .set('X-Forwarded-For', '203.0.113.50, 203.0.113.51');
    expect(other.status).toBe(200);
  });

  it('cannot lock a moderator out from elsewhere: failures count per account and client, with growing waits', async () => {
    resetSignInFailures();
    const moderator = {
      email: 'locked-out@tampalocal.test',
      password: 'Real-person-password-1',
      username: 'locked-out',
    };
    await createAccount(app, moderator);
    const signIn = (password: string, forwardedFor: string) =>
      request(app.server)
        .post('/api/moderator/session')
        .set('X-Forwarded-For', forwardedFor)
        .send({ email: moderator.email, password });
    // The attacker guesses from one address (forging entries in front of what the proxy adds).
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(`guess-${i}`, `10.9.${i}.1, 203.0.113.66`)).status).toBe(401);
    }
    const blocked = await signIn(moderator.password, '198.51.100.1, 203.0.113.66');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The real person, from their own address, signs in all the same.
    expect((await signIn(moderator.password, '198.51.100.7')).status).toBe(200);
    resetSignInFailures();
  });

  it('takes host and origin from Host, never from a client-sent X-Forwarded-Host', async () => {
    // What the app itself believes about a request, seen through the whole middleware stack.
    const router = (app.strapi.server as unknown as { router: { get: (path: string, handler: Handler) => void } })
      .router;
    router.get('/test-only/request-view', (ctx) => {
      ctx.body = { host: ctx.host, origin: ctx.origin, ip: ctx.ip };
    });
    const res = await get('/test-only/request-view')
      .set('Host', 'cms.internal:1337')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-For', '10.66.0.1, 203.0.113.9');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ host: 'cms.internal:1337', origin: 'http://cms.internal:1337', ip: '203.0.113.9' });
  });
});

describe('accounts', () => {
  it.each([
    ['post', '/api/auth/local/register', { username: 'mallory', email: 'm@evil.example', password: 'Secret123' }],
    ['post', '/api/auth/local', { identifier: 'm@evil.example', password: 'Secret123' }],
    ['post', '/api/auth/change-password', { currentPassword: 'a', password: 'b', passwordConfirmation: 'b' }],
    ['post', '/api/auth/send-email-confirmation', { email: 'm@evil.example' }],
    ['post', '/api/auth/refresh', { refreshToken: 'x' }],
    ['get', '/api/auth/email-confirmation?confirmation=x', undefined],
    ['get', '/api/auth/google/callback?access_token=x', undefined],
    ['get', '/api/connect/google', undefined],
    ['get', '/api/users', undefined],
    ['get', '/api/users/me', undefined],
    ['get', '/api/users/count', undefined],
    ['get', '/api/users/1', undefined],
    ['post', '/api/users', { username: 'mallory', email: 'm@evil.example', password: 'Secret123' }],
    ['get', '/api/users-permissions/roles', undefined],
    ['get', '/api/users-permissions/permissions', undefined],
  ] as const)('%s %s is not there (no sign-up, no token, no user list)', async (method, url, body) => {
    const res = method === 'post' ? await request(app.server).post(url).send(body) : await get(url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toMatch(/jwt/i);
  });

  it('keeps the plugin\'s own "allow registration" setting off', async () => {
    const settings = await app.strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' }).get({});
    expect(settings).toMatchObject({ allow_register: false });
  });

  it('still tells a wrong method on a real route apart from a missing route', async () => {
    const res = await request(app.server).post('/api/businesses').send({});
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ error: 'Method Not Allowed' });
  });
});

describe('NUL characters', () => {
  it("are a 400 JSON error in any body or query string, on our routes and the plugin's (PostgreSQL answered 500)", async () => {
    const nul = 'a\u0000b';
    const answers = [
      await request(app.server)
        .post('/api/auth/reset-password')
        .send({ code: nul, password: 'Abcdefgh1234', passwordConfirmation: 'Abcdefgh1234' }),
      await request(app.server)
        .post('/api/account/sign-up')
        .send({ email: `${nul}@tampalocal.example`, password: 'Abcdefgh1234' }),
      await request(app.server).post('/api/moderator/session').send({ email: 'x@y.z', password: nul }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Text must not contain NUL characters' });
    }
  });
});

describe('unpaired surrogates', () => {
  it('are a 400 in any body, before a password is hashed (one sign-in with one brought the process down)', async () => {
    const lone = 'pass\ud800word';
    const answers = [
      await request(app.server).post('/api/account/session').send({ email: 'x@tampalocal.example', password: lone }),
      await request(app.server).post('/api/moderator/session').send({ email: 'x@tampalocal.example', password: lone }),
      await request(app.server).post('/api/account/sign-up').send({ email: 'x@tampalocal.example', password: lone }),
      await request(app.server).post('/api/auth/local').send({ identifier: 'x@tampalocal.example', password: lone }),
      await request(app.server)
        .post('/api/auth/reset-password')
        .send({ code: 'abc', password: lone, passwordConfirmation: lone }),
      // In a key too.
      await request(app.server)
        .post('/api/account/session')
        .send({ ['\udc00']: 1, email: 'x@y.z', password: 'p' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Text must be valid Unicode' });
    }
    const panel = await request(app.server)
      .post('/admin/login')
      .send({ email: 'x@tampalocal.example', password: lone });
    expect(panel.status).toBe(400);
    expect(panel.body.error.message).toBe('Text must be valid Unicode');
    // The process is still up, and text with characters outside the BMP (pairs) is fine.
    const emoji = await request(app.server)
      .post('/api/account/session')
      .send({ email: 'x@tampalocal.example', password: 'pelican🦩bay' });
    expect(emoji.status).toBe(401);
    expect((await get('/api/businesses?limit=1')).status).toBe(200);
  });
});

describe("the panel's own files", () => {
  it('serves the favicon browsers ask every page of the panel for (a missing file was a 500)', async () => {
    const res = await get('/favicon.ico');
    expect(res.status).toBe(200);
    expect((res.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe('headers', () => {
  it('does not announce the framework', async () => {
    for (const url of ['/api/businesses', '/api/nothing-here', '/_health']) {
      const res = await get(url);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('malformed bodies', () => {
  // Found by the fuzz test: the multipart parser's errors became 500s on the panel's routes.
  it.each(['/admin/login', '/admin/register-admin', '/upload', '/api/businesses/x/videos'])(
    '%s answers a multipart body without a boundary with a 400 JSON',
    async (url) => {
      const res = await request(app.server).post(url).set('Content-Type', 'multipart/form-data').send('x');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(JSON.stringify(res.body)).not.toMatch(/\n\s+at /);
    },
  );

  it('answers a JSON body that is not an object or array with a 400 on the panel routes', async () => {
    const res = await request(app.server).post('/admin/login').set('Content-Type', 'application/json').send('"x"');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('CORS', () => {
  it('answers the site origin and nobody else', async () => {
    const allowed = await get('/api/businesses?limit=1').set('Origin', SITE);
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE);
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();

    // Not the answer kept for a request without an Origin (which allows any origin).
    expect((await get('/api/businesses?limit=1')).headers['access-control-allow-origin']).toBe('*');
    const hostile = await get('/api/businesses?limit=1').set('Origin', 'https://evil.example');
    expect(hostile.status).toBe(200);
    expect(hostile.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await request(app.server)
      .options('/api/business-videos/1/moderate')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'x-admin-key');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('response cache', () => {
  it('keys answers on the known parameters only, so junk parameters and origins neither bypass nor flood it', async () => {
    // Cached answers last until the turn of the minute: start well inside one.
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 10_000) await new Promise((resolve) => setTimeout(resolve, leftInMinute + 100));
    const cache = require(path.join(APP_DIR, 'dist', 'src', 'core', 'cache', 'cache.js')) as {
      responseCache: { size: number };
    };
    // From an origin that is not allowed: every such origin shares its answer.
    const first = await get('/api/businesses?limit=2&sort=name').set('Origin', 'https://first.example');
    const entries = cache.responseCache.size;
    expect(first.status).toBe(200);
    const [top] = first.body as { id: string; name: string }[];
    // Answered from memory: the cms runs no SQL for them.
    const statements = await statementsDuring(app, async () => {
      for (const url of [
        '/api/businesses?sort=name&limit=2&utm_source=x',
        `/api/businesses?limit=2&sort=name&bust=${Math.random()}`,
        '/api/businesses?sort=name&limit=2',
      ]) {
        const res = await get(url).set('Origin', `https://random-${Math.random()}.example`);
        expect(res.status).toBe(200);
        expect((res.body as { name: string }[])[0]?.name).toBe(top?.name);
      }
    });
    expect(statements).toBe(0);
    expect(cache.responseCache.size).toBe(entries);
    // A known parameter with another value is another answer.
    const other = await get('/api/businesses?limit=3&sort=name');
    expect((other.body as { name: string }[]).length).toBe(3);
  });

  it('refuses paging deeper than 10,000 with a 400', async () => {
    const res = await get('/api/events?offset=10001');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'offset must be between 0 and 10000' });
    expect((await get('/api/events?offset=10000')).status).toBe(200);
  });
});

describe('uploads', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const tmp = path.join(os.tmpdir(), `tampa-local-upload-${process.pid}`);
  type UploadService = {
    upload: (input: { data: Record<string, unknown>; files: Record<string, unknown> }) => Promise<{ url: string }[]>;
    remove: (file: unknown) => Promise<unknown>;
  };
  const service = () => app.strapi.plugin('upload').service('upload') as unknown as UploadService;
  const file = (name: string, contents: string | Buffer, mimetype: string) => {
    mkdirSync(tmp, { recursive: true });
    const filepath = path.join(tmp, `${Math.random().toString(36).slice(2)}-${name}`);
    writeFileSync(filepath, contents);
    return { filepath, originalFilename: name, mimetype, size: Buffer.byteLength(contents) };
  };

  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it.each([
    ['page.png', '<!doctype html><script>alert(document.cookie)</script>', 'image/png'],
    ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['notes.txt', 'just text', 'text/plain'],
  ])('refuses %s, which is not a picture whatever its name says', async (name, contents, mimetype) => {
    await expect(service().upload({ data: {}, files: file(name, contents, mimetype) })).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'Only pictures can be uploaded: JPEG, PNG, GIF, WebP or AVIF.',
    });
  });

  it('keeps real pictures', async () => {
    const [stored] = await service().upload({ data: {}, files: file('dot.png', PNG, 'image/png') });
    onTestFinished(async () => {
      await service().remove(stored);
    });
    expect(stored?.url).toMatch(/^\/uploads\/.+\.png$/);
    const res = await get(stored?.url ?? '');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves anything else under /uploads as a download that cannot run', async () => {
    mkdirSync(UPLOADS, { recursive: true });
    const name = `planted-${process.pid}.html`;
    writeFileSync(path.join(UPLOADS, name), '<script>alert(document.cookie)</script>');
    try {
      const res = await get(`/uploads/${name}`);
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['content-security-policy']).toContain('sandbox');
    } finally {
      rmSync(path.join(UPLOADS, name), { force: true });
    }
  });
});

describe("the editors' panel", () => {
  type FirstEditor = {
    ensureFirstEditor: (strapi: unknown, env: Record<string, string | undefined>) => Promise<string>;
  };
  const firstEditor = () =>
    require(path.join(APP_DIR, 'dist', 'src', 'core', 'lifecycle', 'first-editor.js')) as FirstEditor;

  it('refuses to start in production with no editor and none configured', async () => {
    await expect(firstEditor().ensureFirstEditor(app.strapi, { NODE_ENV: 'production' })).rejects.toThrow(
      /PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD/,
    );
  });

  it('refuses a weak configured password', async () => {
    await expect(
      firstEditor().ensureFirstEditor(app.strapi, {
        NODE_ENV: 'production',
        PANEL_ADMIN_EMAIL: 'editor@tampalocal.example',
        PANEL_ADMIN_PASSWORD: 'password',
      }),
    ).rejects.toThrow(/PANEL_ADMIN_PASSWORD must contain an uppercase letter/);
  });

  it('creates the configured first editor once, as super admin, so nobody can claim the panel', async () => {
    const env = {
      NODE_ENV: 'production',
      PANEL_ADMIN_EMAIL: 'Editor@TampaLocal.example',
      PANEL_ADMIN_PASSWORD: 'Str0ng-and-long-enough',
    };
    expect(await firstEditor().ensureFirstEditor(app.strapi, env)).toBe('created');
    expect(await firstEditor().ensureFirstEditor(app.strapi, env)).toBe('exists');
    const users = (await app.strapi.db.query('admin::user').findMany({ populate: ['roles'] })) as {
      email: string;
      isActive: boolean;
      roles: { code: string }[];
    }[];
    expect(users).toHaveLength(1);
    expect(users[0]?.email).toBe('editor@tampalocal.example');
    expect(users[0]?.isActive).toBe(true);
    expect(users[0]?.roles.map((role) => role.code)).toEqual(['strapi-super-admin']);
    // The panel's own registration of a first admin is now closed.
    const register = await request(app.server)
      .post('/admin/register-admin')
      .send({ email: 'mallory@evil.example', password: 'Mall0ry-wants-in', firstname: 'M' });
    expect(register.status).toBeGreaterThanOrEqual(400);
    expect(register.status).toBeLessThan(500);
  });
});
