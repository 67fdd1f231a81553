import { createRequire } from 'node:module';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_ADMIN_KEY,
  createAccount,
  resetAdminKeyFailures,
  resetSignInFailures,
  signInModerator,
  startStrapi,
  type TestApp,
} from '@tampa-local/test-kit';
import { loadFixtures, type Fixtures } from './helpers/fixtures';

/**
 * Moderators of the in-app admin: their own accounts (users-permissions role
 * `moderator`), a cookie session with an idle timeout, CSRF on every state-changing call,
 * sign-in limits, and a record of every moderation action.
 */
let app: TestApp;
let fixtures: Fixtures;

const MODERATOR = { email: 'mia@tampalocal.test', password: 'Moderate-2026!', username: 'mia' };
const SECOND = { email: 'noah@tampalocal.test', password: 'Second-moderator-1', username: 'noah' };
const VISITOR = { email: 'vic@example.test', password: 'Just-a-visitor-1', username: 'vic' };
let moderatorId: number;
let secondId: number;

beforeAll(async () => {
  app = await startStrapi();
  fixtures = await loadFixtures(app.strapi);
  moderatorId = await createAccount(app, MODERATOR);
  secondId = await createAccount(app, SECOND);
  await createAccount(app, VISITOR, 'authenticated');
});

afterAll(async () => {
  await app?.destroy();
});

beforeEach(() => {
  resetSignInFailures();
  resetAdminKeyFailures();
});

/** Forgets the users-permissions plugin's counted attempts (koa2-ratelimit's in-memory store). */
const forgetPluginRateLimits = () =>
  (
    createRequire(import.meta.url)('koa2-ratelimit') as { Stores: { Memory: { cleanAll: () => void } } }
  ).Stores.Memory.cleanAll();

const signIn = (body: unknown) =>
  request(app.server)
    .post('/api/moderator/session')
    .send(body as object);
const sessions = () => app.strapi.db.query('api::account-session.account-session');
const users = () => app.strapi.db.query('plugin::users-permissions.user');

describe('POST /api/moderator/session', () => {
  it('signs a moderator in with an httpOnly, SameSite=Strict cookie and answers who and the CSRF token', async () => {
    const res = await signIn({ email: ' MIA@tampalocal.test ', password: MODERATOR.password });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      user: { email: MODERATOR.email, username: 'mia' },
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies).toHaveLength(1);
    const cookie = cookies[0];
    expect(cookie).toMatch(/^tl_session=[A-Za-z0-9_-]{43}; Path=\/api; HttpOnly; SameSite=Strict$/);
    // The session token itself is only in the cookie, and only its hash is stored.
    const token = cookie!.split(';')[0]!.split('=')[1]!;
    expect(JSON.stringify(res.body)).not.toContain(token);
    const stored = (await sessions().findMany({ where: { userId: moderatorId } })) as Array<{ tokenHash: string }>;
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
    // About 30 minutes of idle time by default.
    const idle = new Date(res.body.expiresAt as string).getTime() - Date.now();
    expect(idle).toBeGreaterThan(29 * 60_000);
    expect(idle).toBeLessThanOrEqual(30 * 60_000);
  });

  it('answers the same 401 for an unknown address, a wrong password, a visitor account and a blocked moderator', async () => {
    const blocked = { email: 'blocked@tampalocal.test', password: 'Blocked-moderator-1', username: 'blocked' };
    const blockedId = await createAccount(app, blocked);
    await users().update({ where: { id: blockedId }, data: { blocked: true } });
    for (const body of [
      { email: 'nobody@tampalocal.test', password: MODERATOR.password },
      { email: MODERATOR.email, password: 'wrong-password' },
      { email: VISITOR.email, password: VISITOR.password },
      { email: blocked.email, password: blocked.password },
    ]) {
      const res = await signIn(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid email or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses malformed sign-ins with 4xx JSON, never a 500', async () => {
    expect((await signIn({ email: MODERATOR.email })).body).toEqual({ error: 'Email and password are required' });
    expect((await signIn({ email: ['a'], password: 'x' })).status).toBe(400);
    expect((await signIn({ email: MODERATOR.email, password: { $ne: '' } })).status).toBe(400);
    expect((await signIn({ email: 'x'.repeat(300), password: 'x' })).status).toBe(401);
    // PostgreSQL refuses a NUL in text: a 400 before any lookup (was a 500 there).
    expect((await signIn({ email: 'moderator\u0000@tampalocal.example', password: 'x' })).body).toEqual({
      error: 'Text must not contain NUL characters',
    });
    const form = await request(app.server)
      .post('/api/moderator/session')
      .type('form')
      .send({ email: MODERATOR.email, password: MODERATOR.password });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ error: 'Send the sign-in as JSON' });
  });

  it('stops guessing one account from one client after 5 failures (429, Retry-After a minute), even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn({ email: SECOND.email, password: `guess-${i}` })).status).toBe(401);
    }
    const locked = await signIn({ email: SECOND.email, password: SECOND.password });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: 'Too many sign-in attempts. Try again later.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Other accounts can still sign in from this client.
    expect((await signIn({ email: MODERATOR.email, password: MODERATOR.password })).status).toBe(200);
  });

  it('stops one client after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn({ email: `spray-${i}@example.test`, password: 'password1' })).status).toBe(401);
    }
    const res = await signIn({ email: MODERATOR.email, password: MODERATOR.password });
    expect(res.status).toBe(429);
  });

  it('counts a spoofed X-Forwarded-For as the same client (no proxy is trusted here)', async () => {
    for (let i = 0; i < 20; i += 1) {
      await signIn({ email: `spoof-${i}@example.test`, password: 'password1' }).set('X-Forwarded-For', `10.0.0.${i}`);
    }
    const res = await signIn({ email: MODERATOR.email, password: MODERATOR.password }).set(
      'X-Forwarded-For',
      '10.9.9.9',
    );
    expect(res.status).toBe(429);
  });
});

describe('a moderator session', () => {
  it('reaches the admin routes; without a session they answer 401', async () => {
    const { cookie } = await signInModerator(app, MODERATOR);
    const stats = await request(app.server).get('/api/admin/stats').set('Cookie', cookie);
    expect(stats.status).toBe(200);
    expect(stats.body.total).toBeGreaterThan(0);
    const queue = await request(app.server).get('/api/business-videos/pending').set('Cookie', cookie);
    expect(queue.status).toBe(200);
    expect(queue.headers['x-total-count']).toBe('1');
    const csv = await request(app.server).get('/api/businesses/export/csv').set('Cookie', cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);

    for (const path of ['/api/admin/stats', '/api/business-videos/pending', '/api/moderation-records']) {
      const res = await request(app.server).get(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Sign in required' });
    }
  });

  it('answers "nobody signed in" with 204, and clears a stale cookie', async () => {
    expect((await request(app.server).get('/api/moderator/session')).status).toBe(204);
    const stale = await request(app.server)
      .get('/api/moderator/session')
      .set('Cookie', `tl_session=${'B'.repeat(43)}`);
    expect(stale.status).toBe(204);
    // Whose it was is not known: both kinds of cookie are cleared.
    expect(stale.headers['set-cookie']).toEqual([
      'tl_session=; Path=/api; HttpOnly; SameSite=Strict; Max-Age=0',
      'tl_session=; Path=/api/account; HttpOnly; SameSite=Strict; Max-Age=0',
    ]);
  });

  it('tells the page who is signed in, with the same CSRF token', async () => {
    const session = await signInModerator(app, MODERATOR);
    const res = await request(app.server).get('/api/moderator/session').set('Cookie', session.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { email: MODERATOR.email, username: 'mia' }, csrfToken: session.csrfToken });
  });

  it('needs the CSRF token on every state-changing call', async () => {
    const { cookie, csrfToken } = await signInModerator(app, MODERATOR);
    const calls = [
      () =>
        request(app.server).post(`/api/business-videos/${fixtures.videos.pending}/moderate`).send({ status: 'active' }),
      () => request(app.server).delete(`/api/business-videos/${fixtures.videos.active1}`),
      () => request(app.server).post('/api/businesses/harbor-brunch/videos').send({ videoUrl: 'https://vimeo.com/55' }),
      () => request(app.server).delete('/api/moderator/session'),
    ];
    for (const call of calls) {
      for (const token of [undefined, 'forged-token', csrfToken.slice(0, -1)]) {
        const req = call().set('Cookie', cookie);
        if (token) req.set('X-CSRF-Token', token);
        const res = await req;
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ error: 'Missing or invalid CSRF token. Reload the page and try again.' });
      }
    }
    // Nothing changed, and the session still works.
    const pending = await request(app.server).get('/api/business-videos/pending').set('Cookie', cookie);
    expect(pending.body.map((v: { id: string }) => v.id)).toContain(fixtures.videos.pending);
    // Another session's token does not fit this one.
    const other = await signInModerator(app, SECOND);
    const crossed = await request(app.server)
      .post(`/api/business-videos/${fixtures.videos.pending}/moderate`)
      .set('Cookie', cookie)
      .set('X-CSRF-Token', other.csrfToken)
      .send({ status: 'active' });
    expect(crossed.status).toBe(403);
  });

  it('ends on sign-out: the cookie is cleared and the old cookie no longer works', async () => {
    const { cookie, csrfToken } = await signInModerator(app, MODERATOR);
    const out = await request(app.server)
      .delete('/api/moderator/session')
      .set('Cookie', cookie)
      .set('X-CSRF-Token', csrfToken);
    expect(out.status).toBe(204);
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? [])).toContain(
      'tl_session=; Path=/api; HttpOnly; SameSite=Strict; Max-Age=0',
    );
    const after = await request(app.server).get('/api/admin/stats').set('Cookie', cookie);
    expect(after.status).toBe(401);
    expect((await request(app.server).get('/api/moderator/session').set('Cookie', cookie)).status).toBe(204);
    expect(after.body).toEqual({ error: 'Your session has ended. Please sign in again.' });
  });

  it('ends after the idle timeout, and each use pushes the timeout back', async () => {
    const { cookie } = await signInModerator(app, SECOND);
    const [row] = (await sessions().findMany({
      where: { userId: secondId },
      orderBy: { id: 'desc' },
      limit: 1,
    })) as Array<{ id: number }>;
    // Five minutes left: a request extends it to the full idle time again.
    await sessions().update({ where: { id: row!.id }, data: { expiresAt: new Date(Date.now() + 5 * 60_000) } });
    expect((await request(app.server).get('/api/admin/stats').set('Cookie', cookie)).status).toBe(200);
    const touched = (await sessions().findOne({ where: { id: row!.id } })) as { expiresAt: string };
    expect(new Date(touched.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    // Idle past its end: refused, and the row is gone.
    await sessions().update({ where: { id: row!.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await request(app.server).get('/api/admin/stats').set('Cookie', cookie);
    expect(expired.status).toBe(401);
    expect(await sessions().findOne({ where: { id: row!.id } })).toBeNull();
  });

  it('stops working at once when the account is blocked or loses the moderator role', async () => {
    const account = { email: 'temp@tampalocal.test', password: 'Temporary-mod-1', username: 'temp' };
    const id = await createAccount(app, account);
    const first = await signInModerator(app, account);
    await users().update({ where: { id }, data: { blocked: true } });
    expect((await request(app.server).get('/api/admin/stats').set('Cookie', first.cookie)).status).toBe(401);

    await users().update({ where: { id }, data: { blocked: false } });
    const second = await signInModerator(app, account);
    const authenticated = (await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } })) as { id: number };
    await users().update({ where: { id }, data: { role: authenticated.id } });
    // Now a visitor's account: signed in still, but no longer a moderator.
    const demoted = await request(app.server).get('/api/admin/stats').set('Cookie', second.cookie);
    expect(demoted.status).toBe(403);
    expect(demoted.body).toEqual({ error: 'Only moderators can do this' });
  });

  it('refuses forged and malformed cookies', async () => {
    for (const cookie of [
      `tl_session=${'A'.repeat(43)}`,
      "tl_session=' OR 1=1 --",
      'tl_session=',
      `tl_session=${'x'.repeat(5000)}`,
    ]) {
      const res = await request(app.server).get('/api/admin/stats').set('Cookie', cookie);
      expect(res.status).toBe(401);
    }
  });

  it('cannot edit content: the public API has no write routes and the panel does not know the session', async () => {
    const { cookie, csrfToken } = await signInModerator(app, MODERATOR);
    const before = await request(app.server).get('/api/businesses?limit=1');
    const write = await request(app.server)
      .post('/api/businesses')
      .set('Cookie', cookie)
      .set('X-CSRF-Token', csrfToken)
      .send({ data: { name: 'Moderator Business', category: 'restaurants' } });
    expect(write.status).toBeGreaterThanOrEqual(400);
    expect(write.status).toBeLessThan(500);
    const panel = await request(app.server).get('/admin/users/me').set('Cookie', cookie);
    expect(panel.status).toBe(401);
    const after = await request(app.server).get('/api/businesses?limit=1');
    expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);
  });

  it("sees every status of a business's videos, while visitors keep seeing active ones, cached or not", async () => {
    const { cookie } = await signInModerator(app, MODERATOR);
    const publicFirst = await request(app.server).get('/api/businesses/harbor-brunch/videos');
    const mine = await request(app.server).get('/api/businesses/harbor-brunch/videos').set('Cookie', cookie);
    const publicAfter = await request(app.server).get('/api/businesses/harbor-brunch/videos');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body.length).toBeGreaterThan(publicFirst.body.length);
    expect(mine.body.some((v: { status: string }) => v.status !== 'active')).toBe(true);
    expect(publicAfter.body).toEqual(publicFirst.body);
    expect(publicAfter.body.every((v: { status: string }) => v.status === 'active')).toBe(true);
  });
});

describe('moderation records', () => {
  it('records who added, approved and deleted a video, from which status to which, and keep it after the video is gone', async () => {
    const { cookie, csrfToken } = await signInModerator(app, MODERATOR);
    const as = <T extends { set: (n: string, v: string) => T }>(req: T) =>
      req.set('Cookie', cookie).set('X-CSRF-Token', csrfToken);
    const added = await as(request(app.server).post('/api/businesses/harbor-brunch/videos')).send({
      videoUrl: 'https://vimeo.com/76979871',
      title: 'Sunday brunch',
    });
    expect(added.status).toBe(201);
    const id = added.body.id as string;
    expect(
      (await as(request(app.server).post(`/api/business-videos/${id}/moderate`)).send({ status: 'active' })).status,
    ).toBe(200);
    expect(
      (
        await as(request(app.server).post(`/api/business-videos/${id}/moderate`)).send({
          status: 'pending',
          notes: 'Under review',
        })
      ).status,
    ).toBe(200);
    expect((await as(request(app.server).delete(`/api/business-videos/${id}`))).status).toBe(204);

    const history = await request(app.server).get(`/api/moderation-records?videoId=${id}`).set('Cookie', cookie);
    expect(history.status).toBe(200);
    expect(history.headers['cache-control']).toBe('private, no-store');
    expect(history.headers['x-total-count']).toBe('4');
    const common = {
      videoId: id,
      videoTitle: 'Sunday brunch',
      videoUrl: 'https://vimeo.com/76979871',
      businessId: fixtures.businesses['harbor-brunch'],
      businessName: 'Harbor Brunch',
      actor: MODERATOR.email,
    };
    expect(history.body).toEqual([
      {
        ...common,
        id: expect.any(String),
        action: 'delete',
        fromStatus: 'pending',
        toStatus: null,
        notes: null,
        createdAt: expect.any(String),
      },
      {
        ...common,
        id: expect.any(String),
        action: 'hide',
        fromStatus: 'active',
        toStatus: 'pending',
        notes: 'Under review',
        createdAt: expect.any(String),
      },
      {
        ...common,
        id: expect.any(String),
        action: 'approve',
        fromStatus: 'pending',
        toStatus: 'active',
        notes: null,
        createdAt: expect.any(String),
      },
      {
        ...common,
        id: expect.any(String),
        action: 'add',
        fromStatus: null,
        toStatus: 'pending',
        notes: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('lists the latest actions first and records nothing for a refused action', async () => {
    const { cookie, csrfToken } = await signInModerator(app, MODERATOR);
    const asModerator = <T extends { set: (name: string, value: string) => T }>(req: T) =>
      req.set('Cookie', cookie).set('X-CSRF-Token', csrfToken);
    const added = await asModerator(request(app.server).post('/api/businesses/harbor-brunch/videos')).send({
      videoUrl: 'https://vimeo.com/12345678',
    });
    expect(added.status).toBe(201);
    const refused = await asModerator(
      request(app.server).post(`/api/business-videos/${fixtures.videos.rejected}/moderate`),
    ).send({ status: 'active' });
    expect(refused.status).toBe(409);

    const latest = await asModerator(request(app.server).get('/api/moderation-records?limit=2'));
    expect(latest.status).toBe(200);
    expect(latest.body[0]).toMatchObject({ action: 'add', videoId: added.body.id, actor: MODERATOR.email });
    const none = await asModerator(
      request(app.server).get(`/api/moderation-records?videoId=${fixtures.videos.rejected}`),
    );
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('are not open to the admin key, which neither moderates nor reads the records', async () => {
    const add = await request(app.server)
      .post('/api/businesses/harbor-brunch/videos')
      .set('X-Admin-Key', TEST_ADMIN_KEY)
      .send({ videoUrl: 'https://vimeo.com/87654321' });
    expect(add.status).toBe(401);
    const records = await request(app.server).get('/api/moderation-records').set('X-Admin-Key', TEST_ADMIN_KEY);
    expect(records.status).toBe(401);
    expect(records.body).toEqual({
      error: 'The admin key only serves the CSV export and the stats: sign in as a moderator to moderate.',
    });
  });

  it('are for moderators only and refuse bad parameters with 400', async () => {
    expect((await request(app.server).get('/api/moderation-records')).status).toBe(401);
    const { cookie } = await signInModerator(app, MODERATOR);
    const bad = await request(app.server).get('/api/moderation-records?limit=0').set('Cookie', cookie);
    expect(bad.status).toBe(400);
    const repeated = await request(app.server).get('/api/moderation-records?videoId=a&videoId=b').set('Cookie', cookie);
    expect(repeated.status).toBe(400);
  });
});

describe("password reset (the users-permissions plugin's flow)", () => {
  const resetToken = async (email: string) =>
    ((await users().findOne({ where: { email } })) as { resetPasswordToken: string | null }).resetPasswordToken;

  it("mails a reset link to the site's page (written to the log here), and a new password ends every session", async () => {
    const account = { email: 'reset@tampalocal.test', password: 'Before-reset-2026', username: 'reset' };
    await createAccount(app, account);
    const before = await signInModerator(app, account);
    const info = vi.spyOn(app.strapi.log, 'info');

    const forgot = await request(app.server).post('/api/auth/forgot-password').send({ email: account.email });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ ok: true });
    const code = await resetToken(account.email);
    expect(code).toMatch(/^[0-9a-f]{128}$/);
    const mail = info.mock.calls
      .map(([message]) => String(message))
      .find((m) => m.startsWith(`Mail to ${account.email}`));
    expect(mail).toContain('Reset your Tampa Local password');
    expect(mail).toContain(`http://localhost:5173/reset-password?code=${code}`);
    info.mockRestore();

    const mismatch = await request(app.server)
      .post('/api/auth/reset-password')
      .send({ code, password: 'After-reset-2026', passwordConfirmation: 'Something-else-1' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ error: 'Passwords do not match' });

    const reset = await request(app.server)
      .post('/api/auth/reset-password')
      .send({ code, password: 'After-reset-2026', passwordConfirmation: 'After-reset-2026' });
    expect(reset.status).toBe(200);
    // No token of the plugin's: the moderator signs in again.
    expect(reset.body).toEqual({ ok: true });
    expect(await resetToken(account.email)).toBeNull();

    expect((await request(app.server).get('/api/admin/stats').set('Cookie', before.cookie)).status).toBe(401);
    expect((await signIn({ email: account.email, password: account.password })).status).toBe(401);
    expect((await signIn({ email: account.email, password: 'After-reset-2026' })).status).toBe(200);

    const reused = await request(app.server)
      .post('/api/auth/reset-password')
      .send({ code, password: 'Third-password-1', passwordConfirmation: 'Third-password-1' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ error: 'Incorrect code provided' });
  });

  it("holds a reset to the sign-up's password policy, and a link to its hour", async () => {
    // The plugin allows 5 reset attempts a minute from one client; this test makes 4 of its own.
    forgetPluginRateLimits();
    const account = { email: 'policy@tampalocal.test', password: 'Policy-before-1', username: 'policy' };
    await createAccount(app, account);
    await request(app.server).post('/api/auth/forgot-password').send({ email: account.email });
    const code = await resetToken(account.email);
    for (const password of ['abcdef', '\u00e9'.repeat(37)]) {
      const res = await request(app.server)
        .post('/api/auth/reset-password')
        .send({ code, password, passwordConfirmation: password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Choose a password of 10 to 72 characters' });
    }
    expect(await resetToken(account.email)).toBe(code);

    // An hour later the link is refused, and the password stays as it was.
    await app.strapi.db
      .query('api::account-token.account-token')
      .updateMany({ where: { purpose: 'password-reset' }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await request(app.server)
      .post('/api/auth/reset-password')
      .send({ code, password: 'Late-password-1', passwordConfirmation: 'Late-password-1' });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ error: 'This reset link has expired. Ask for a new one.' });
    expect((await signIn({ email: account.email, password: 'Late-password-1' })).status).toBe(401);
    expect((await signIn({ email: account.email, password: account.password })).status).toBe(200);

    // A new link works, once.
    await request(app.server).post('/api/auth/forgot-password').send({ email: account.email });
    const fresh = await resetToken(account.email);
    expect(fresh).not.toBe(code);
    const ok = await request(app.server)
      .post('/api/auth/reset-password')
      .send({ code: fresh, password: 'Fresh-password-1', passwordConfirmation: 'Fresh-password-1' });
    expect(ok.status).toBe(200);
    expect((await signIn({ email: account.email, password: 'Fresh-password-1' })).status).toBe(200);
    forgetPluginRateLimits();
  });

  it('answers the same for an unknown address and sets no code', async () => {
    const res = await request(app.server).post('/api/auth/forgot-password').send({ email: 'nobody@tampalocal.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const withCodes = (await users().findMany({ where: { resetPasswordToken: { $notNull: true } } })) as unknown[];
    expect(withCodes).toHaveLength(0);
  });

  it('refuses a body that is not a JSON object with 400, never a 500', async () => {
    for (const path of ['/api/auth/forgot-password', '/api/auth/reset-password']) {
      for (const send of [
        () => request(app.server).post(path).set('Content-Type', 'text/plain').send('email=x'),
        () => request(app.server).post(path).set('Content-Type', 'application/json').send('[1,2]'),
        () => request(app.server).post(path),
      ]) {
        const res = await send();
        expect(res.status, path).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
    }
  });

  it('refuses a guessed or malformed code with 400 JSON', async () => {
    for (const body of [
      { code: 'guess', password: 'Password-2026', passwordConfirmation: 'Password-2026' },
      { code: { $ne: null }, password: 'Password-2026', passwordConfirmation: 'Password-2026' },
      { password: 'Password-2026' },
    ]) {
      const res = await request(app.server).post('/api/auth/reset-password').send(body);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});
