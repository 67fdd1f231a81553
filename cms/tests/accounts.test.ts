import { createRequire } from 'node:module';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createAccount,
  resetSignInFailures,
  resetSignUpCounts,
  signInModerator,
  startStrapi,
  type TestApp,
} from '@tampa-local/test-kit';
import { loadFixtures } from './helpers/fixtures';

/**
 * Visitors' accounts: sign-up with e-mail confirmation, a cookie session, and favourites
 * kept in the account, merged from the browser. Visitors cannot moderate.
 */
let app: TestApp;

/** bcryptjs as the users-permissions plugin and Strapi's document service load it (one copy, at the root). */
const requireFromPlugin = (name: string): unknown => createRequire(import.meta.url)(name);

beforeAll(async () => {
  app = await startStrapi();
  await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

beforeEach(() => {
  resetSignInFailures();
  resetSignUpCounts();
});

const users = () => app.strapi.db.query('plugin::users-permissions.user');
const post = (path: string, body: unknown) =>
  request(app.server)
    .post(path)
    .send(body as object);

/** The mails written to the log while `run` runs (mail is not sent in tests). */
async function mailsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const info = vi.spyOn(app.strapi.log, 'info');
  try {
    await run();
    return info.mock.calls.map(([message]) => String(message)).filter((m) => m.startsWith('Mail to '));
  } finally {
    info.mockRestore();
  }
}

/** Signs a visitor up, confirms the address from the mailed link and signs in: the cookie and CSRF token. */
async function newVisitor(email: string, password = 'Visitor-password-1') {
  const mails = await mailsDuring(() => post('/api/account/sign-up', { email, password }));
  const code = /\/account\/confirm\?code=([0-9a-f]{64})/.exec(mails.join('\n'))?.[1];
  expect((await post('/api/account/confirm', { code })).status).toBe(200);
  const res = await post('/api/account/session', { email, password });
  expect(res.status).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  return { cookie, csrfToken: res.body.csrfToken as string };
}

describe('sign-up and confirmation', () => {
  it('creates an unconfirmed visitor, mails the confirmation link, and lets them in only once confirmed', async () => {
    const email = 'ana@example.test';
    const password = 'Sunny-bay-2026';
    const mails = await mailsDuring(async () => {
      const res = await post('/api/account/sign-up', { email: ' Ana@Example.test ', password });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ ok: true });
    });
    const user = (await users().findOne({ where: { email }, populate: ['role'] })) as {
      confirmed: boolean;
      confirmationToken: string;
      role: { type: string };
      password: string;
    };
    expect(user).toMatchObject({ confirmed: false, role: { type: 'authenticated' } });
    expect(user.password).not.toContain(password);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Confirm your Tampa Local account');
    expect(mails[0]).toContain(`http://localhost:5173/account/confirm?code=${user.confirmationToken}`);

    const early = await post('/api/account/session', { email, password });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ error: 'Please confirm your email address first: follow the link we sent you.' });
    expect(early.headers['set-cookie']).toBeUndefined();

    expect((await post('/api/account/confirm', { code: user.confirmationToken })).body).toEqual({ ok: true });
    const again = await post('/api/account/confirm', { code: user.confirmationToken });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'This confirmation link is invalid or was already used.' });

    const signIn = await post('/api/account/session', { email, password });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toEqual({ email, username: email });
    // A visitor stays signed in across browser restarts (the cookie has a lifetime), and the
    // cookie goes to the account's routes only, so public API calls stay cacheable.
    expect(signIn.headers['set-cookie'][0]).toMatch(
      /^tl_session=[A-Za-z0-9_-]{43}; Path=\/api\/account; HttpOnly; SameSite=Strict; Max-Age=7776000$/,
    );
    const cookie = signIn.headers['set-cookie'][0].split(';')[0];
    const me = await request(app.server).get('/api/account/session').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
  });

  it('answers the same for an address that already has an account, and mails that address instead', async () => {
    await createAccount(
      app,
      { email: 'taken@example.test', password: 'Taken-password-1', username: 'taken' },
      'authenticated',
    );
    const before = await users().count({});
    const mails = await mailsDuring(async () => {
      const res = await post('/api/account/sign-up', { email: 'taken@example.test', password: 'Another-password-1' });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ ok: true });
    });
    expect(await users().count({})).toBe(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('You already have a Tampa Local account');
    expect(mails[0]).not.toMatch(/confirm\?code=/);
  });

  it("signing up again before confirming changes nothing until the new link is followed (no one else's password survives)", async () => {
    const email = 'twice@example.test';
    const first = await mailsDuring(() => post('/api/account/sign-up', { email, password: 'Someone-else-1' }));
    const firstCode = /confirm\?code=([0-9a-f]{64})/.exec(first.join('\n'))?.[1];
    const second = await mailsDuring(() => post('/api/account/sign-up', { email, password: 'The-owner-2026' }));
    expect(second[0]).toContain('Confirm your Tampa Local account');
    const secondCode = /confirm\?code=([0-9a-f]{64})/.exec(second.join('\n'))?.[1];
    expect(secondCode).toBeDefined();
    expect(secondCode).not.toBe(firstCode);
    // Until a link is followed, the account is as the first sign-up left it, and unconfirmed.
    expect((await post('/api/account/session', { email, password: 'The-owner-2026' })).status).toBe(401);
    expect((await post('/api/account/confirm', { code: secondCode })).status).toBe(200);
    expect((await post('/api/account/session', { email, password: 'Someone-else-1' })).status).toBe(401);
    expect((await post('/api/account/session', { email, password: 'The-owner-2026' })).status).toBe(200);
    // Both links are spent once the address is confirmed.
    expect((await post('/api/account/confirm', { code: firstCode })).status).toBe(400);
    expect((await post('/api/account/confirm', { code: secondCode })).status).toBe(400);
    expect(await users().count({ where: { email } })).toBe(1);
  });

  it("a sign-up never takes over an unconfirmed moderator's account", async () => {
    const email = 'new-moderator@tampalocal.test';
    const id = await createAccount(app, { email, password: 'Real-moderator-1', username: 'newmod' });
    // The panel creates users unconfirmed unless the editor ticks "Confirmed".
    await users().update({ where: { id }, data: { confirmed: false } });
    const before = ((await users().findOne({ where: { id } })) as { password: string }).password;
    const mails = await mailsDuring(async () => {
      const res = await post('/api/account/sign-up', { email, password: 'Attacker-choice-1' });
      expect(res.status).toBe(202);
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('You already have a Tampa Local account');
    expect(mails[0]).not.toMatch(/confirm\?code=/);
    const after = (await users().findOne({ where: { id }, populate: ['role'] })) as {
      password: string;
      confirmed: boolean;
      role: { type: string };
    };
    expect(after).toMatchObject({ password: before, confirmed: false, role: { type: 'moderator' } });

    const attacker = await post('/api/moderator/session', { email, password: 'Attacker-choice-1' });
    expect(attacker.status).toBe(401);
    expect(attacker.headers['set-cookie']).toBeUndefined();
    // Unconfirmed accounts of every role are refused, even with the right password.
    const owner = await post('/api/moderator/session', { email, password: 'Real-moderator-1' });
    expect(owner.status).toBe(403);
    expect(owner.body.error).toContain('not confirmed yet');
    expect(owner.headers['set-cookie']).toBeUndefined();
    expect((await request(app.server).get('/api/admin/stats')).status).toBe(401);

    await users().update({ where: { id }, data: { confirmed: true } });
    expect((await post('/api/moderator/session', { email, password: 'Real-moderator-1' })).status).toBe(200);
  });

  it('a session of an account that is no longer confirmed ends at its next request', async () => {
    const email = 'unconfirmed-later@tampalocal.test';
    const id = await createAccount(app, { email, password: 'Real-moderator-2', username: 'latermod' });
    const { cookie } = await signInModerator(app, { email, password: 'Real-moderator-2' });
    expect((await request(app.server).get('/api/admin/stats').set('Cookie', cookie)).status).toBe(200);
    await users().update({ where: { id }, data: { confirmed: false } });
    expect((await request(app.server).get('/api/admin/stats').set('Cookie', cookie)).status).toBe(401);
  });

  it('hashes the password once on every branch, so the time taken does not tell which addresses have accounts', async () => {
    const bcrypt = requireFromPlugin('bcryptjs') as {
      hash: (...args: unknown[]) => Promise<string>;
      hashSync: (...args: unknown[]) => string;
    };
    await createAccount(
      app,
      { email: 'confirmed@example.test', password: 'Confirmed-pass-1', username: 'confirmed' },
      'authenticated',
    );
    await post('/api/account/sign-up', { email: 'pending@example.test', password: 'Pending-pass-01' });
    const modId = await createAccount(app, {
      email: 'pmod@tampalocal.test',
      password: 'Pending-mod-01',
      username: 'pmod',
    });
    await users().update({ where: { id: modId }, data: { confirmed: false } });
    resetSignUpCounts();
    const counts: Record<string, number> = {};
    for (const email of [
      'brand-new@example.test',
      'confirmed@example.test',
      'pending@example.test',
      'pmod@tampalocal.test',
    ]) {
      // The plugin hashes with bcrypt.hash, Strapi's document service with hashSync.
      const hash = vi.spyOn(bcrypt, 'hash');
      const hashSync = vi.spyOn(bcrypt, 'hashSync');
      try {
        expect((await post('/api/account/sign-up', { email, password: 'Some-password-1' })).status).toBe(202);
        counts[email] = hash.mock.calls.length + hashSync.mock.calls.length;
      } finally {
        hash.mockRestore();
        hashSync.mockRestore();
      }
    }
    expect(counts).toEqual({
      'brand-new@example.test': 1,
      'confirmed@example.test': 1,
      'pending@example.test': 1,
      'pmod@tampalocal.test': 1,
    });
  });

  it('refuses bad sign-ups with 4xx JSON and creates nothing', async () => {
    const before = await users().count({});
    expect((await post('/api/account/sign-up', { email: 'not-an-email', password: 'Long-enough-1' })).body).toEqual({
      error: 'Enter a valid email address',
    });
    expect((await post('/api/account/sign-up', { email: 'short@example.test', password: 'short' })).body).toEqual({
      error: 'Choose a password of 10 to 72 characters',
    });
    // bcrypt reads 72 bytes: a longer password is refused, not cut.
    for (const password of ['x'.repeat(73), '\u{1F334}'.repeat(19)]) {
      expect((await post('/api/account/sign-up', { email: 'long@example.test', password })).body).toEqual({
        error: 'Choose a password of 10 to 72 characters',
      });
    }
    expect((await post('/api/account/sign-up', { email: { $ne: 1 }, password: 'Long-enough-1' })).status).toBe(400);
    const form = await request(app.server)
      .post('/api/account/sign-up')
      .type('form')
      .send({ email: 'form@example.test', password: 'Long-enough-1' });
    expect(form.status).toBe(415);
    for (const code of ['guess', 'a'.repeat(64), { $ne: null }, undefined]) {
      expect((await post('/api/account/confirm', { code })).status).toBe(400);
    }
    expect(await users().count({})).toBe(before);
  });

  it('limits sign-ups per address (3 an hour) and per client (5 an hour)', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post('/api/account/sign-up', { email: 'flood@example.test', password: 'Flood-password-1' })).status,
      ).toBe(202);
    }
    const fourth = await post('/api/account/sign-up', { email: 'flood@example.test', password: 'Flood-password-1' });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ error: 'Too many sign-ups from here. Try again later.' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    resetSignUpCounts();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/api/account/sign-up', { email: `many-${i}@example.test`, password: 'Many-password-1' })).status,
      ).toBe(202);
    }
    expect(
      (await post('/api/account/sign-up', { email: 'many-5@example.test', password: 'Many-password-1' })).status,
    ).toBe(429);
  });
});

describe('a visitor session', () => {
  it('cannot moderate, and a moderator is not a visitor', async () => {
    const visitor = await newVisitor('vera@example.test');
    for (const path of ['/api/admin/stats', '/api/business-videos/pending', '/api/moderation-records']) {
      const res = await request(app.server).get(path).set('Cookie', visitor.cookie);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Only moderators can do this' });
    }
    const moderate = await request(app.server)
      .post('/api/businesses/harbor-brunch/videos')
      .set('Cookie', visitor.cookie)
      .set('X-CSRF-Token', visitor.csrfToken)
      .send({ videoUrl: 'https://vimeo.com/1' });
    expect(moderate.status).toBe(403);
    // The admin's sign-in refuses a visitor's password, and the visitors' refuses a moderator's.
    expect(
      (await post('/api/moderator/session', { email: 'vera@example.test', password: 'Visitor-password-1' })).status,
    ).toBe(401);
    await createAccount(app, { email: 'mod@tampalocal.test', password: 'Moderator-pass-1', username: 'mod' });
    expect(
      (await post('/api/account/session', { email: 'mod@tampalocal.test', password: 'Moderator-pass-1' })).status,
    ).toBe(401);
    const moderator = await signInModerator(app, { email: 'mod@tampalocal.test', password: 'Moderator-pass-1' });
    expect((await request(app.server).get('/api/account/session').set('Cookie', moderator.cookie)).status).toBe(204);
  });

  it('signs out with the CSRF token only', async () => {
    const visitor = await newVisitor('otto@example.test');
    expect((await request(app.server).delete('/api/account/session').set('Cookie', visitor.cookie)).status).toBe(403);
    const out = await request(app.server)
      .delete('/api/account/session')
      .set('Cookie', visitor.cookie)
      .set('X-CSRF-Token', visitor.csrfToken);
    expect(out.status).toBe(204);
    expect((await request(app.server).get('/api/account/session').set('Cookie', visitor.cookie)).status).toBe(204);
  });
});

describe('favourites in the account', () => {
  it("adds, lists in order, removes, and keeps each account's own", async () => {
    const mine = await newVisitor('fav@example.test');
    const other = await newVisitor('other@example.test');
    const as = <T extends { set: (n: string, v: string) => T }>(req: T, who = mine) =>
      req.set('Cookie', who.cookie).set('X-CSRF-Token', who.csrfToken);

    expect((await request(app.server).get('/api/account/favorites')).status).toBe(401);
    expect((await as(request(app.server).get('/api/account/favorites'))).body).toEqual({
      businesses: [],
      creators: [],
    });

    await as(request(app.server).put('/api/account/favorites/businesses/ybor-taco-garage'));
    await as(request(app.server).put('/api/account/favorites/businesses/harbor-brunch'));
    await as(request(app.server).put('/api/account/favorites/businesses/harbor-brunch'));
    const withCreator = await as(request(app.server).put('/api/account/favorites/creators/coach-dre'));
    expect(withCreator.status).toBe(200);
    expect(withCreator.headers['cache-control']).toBe('private, no-store');
    expect(withCreator.body.businesses.map((b: { slug: string }) => b.slug)).toEqual([
      'ybor-taco-garage',
      'harbor-brunch',
    ]);
    expect(withCreator.body.businesses[1]).toEqual({
      slug: 'harbor-brunch',
      name: 'Harbor Brunch',
      category: 'restaurants',
      area: 'downtown-tampa',
      imageUrl: null,
    });
    expect(withCreator.body.creators).toEqual([
      expect.objectContaining({ slug: 'coach-dre', name: expect.any(String), handle: expect.any(String) }),
    ]);

    expect((await as(request(app.server).put('/api/account/favorites/businesses/secret-draft-cafe'))).status).toBe(404);
    expect((await as(request(app.server).put('/api/account/favorites/creators/hidden-creator'))).status).toBe(404);
    expect((await as(request(app.server).put('/api/account/favorites/events/anything'))).status).toBe(404);

    const removed = await as(request(app.server).delete('/api/account/favorites/businesses/ybor-taco-garage'));
    expect(removed.body.businesses.map((b: { slug: string }) => b.slug)).toEqual(['harbor-brunch']);

    expect((await as(request(app.server).get('/api/account/favorites'), other)).body).toEqual({
      businesses: [],
      creators: [],
    });
  });

  it("merges the browser's favourites on sign-in: published ones only, no duplicates", async () => {
    const visitor = await newVisitor('merge@example.test');
    const as = <T extends { set: (n: string, v: string) => T }>(req: T) =>
      req.set('Cookie', visitor.cookie).set('X-CSRF-Token', visitor.csrfToken);
    await as(request(app.server).put('/api/account/favorites/businesses/harbor-brunch'));
    const merged = await as(request(app.server).post('/api/account/favorites/merge')).send({
      businesses: [
        'harbor-brunch',
        'cigar-city-social-club',
        'secret-draft-cafe',
        'no-such-place',
        'cigar-city-social-club',
      ],
      creators: ['maria-eats-tampa', 'hidden-creator'],
    });
    expect(merged.status).toBe(200);
    expect(merged.body.businesses.map((b: { slug: string }) => b.slug)).toEqual([
      'harbor-brunch',
      'cigar-city-social-club',
    ]);
    expect(merged.body.creators.map((c: { slug: string }) => c.slug)).toEqual(['maria-eats-tampa']);

    for (const body of [{ businesses: 'harbor-brunch' }, { creators: [1, 2] }, { businesses: Array(501).fill('x') }]) {
      expect((await as(request(app.server).post('/api/account/favorites/merge')).send(body)).status).toBe(400);
    }
  });

  it('needs the CSRF token to change favourites', async () => {
    const visitor = await newVisitor('csrf@example.test');
    for (const req of [
      request(app.server).put('/api/account/favorites/businesses/harbor-brunch'),
      request(app.server).delete('/api/account/favorites/businesses/harbor-brunch'),
      request(app.server)
        .post('/api/account/favorites/merge')
        .send({ businesses: ['harbor-brunch'] }),
    ]) {
      const res = await req.set('Cookie', visitor.cookie).set('X-CSRF-Token', 'forged');
      expect(res.status).toBe(403);
    }
    const list = await request(app.server).get('/api/account/favorites').set('Cookie', visitor.cookie);
    expect(list.body).toEqual({ businesses: [], creators: [] });
  });
});
