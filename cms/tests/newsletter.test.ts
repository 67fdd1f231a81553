import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  parseCsv,
  moderatorSession,
  resetAdminKeyFailures,
  resetNewsletterCounts,
  startStrapi,
  TEST_ADMIN_KEY,
  type TestApp,
} from '@tampa-local/test-kit';
import { confirmationToken, unsubscribeToken } from '../src/core/auth/newsletter-links';
import { startSmtp, type ReceivedMail, type TestSmtp } from './helpers/smtp';

/**
 * The newsletter's double opt-in, with mail sent for real: the cms talks SMTP (nodemailer)
 * to a server this file starts on loopback, and the tests read what arrived.
 */
let app: TestApp;
let smtp: TestSmtp;
const SITE = 'https://tampalocal.test';

beforeAll(async () => {
  smtp = await startSmtp();
  app = await startStrapi({
    env: { EMAIL_PROVIDER: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SITE_URL: SITE },
  });
});

afterAll(async () => {
  await app?.destroy();
  await smtp?.close();
});

beforeEach(() => {
  resetNewsletterCounts();
  resetAdminKeyFailures();
});

type Row = { id: number; email: string; status: string; consentAt: string | null; confirmedAt: string | null };
const subscribers = () => app.strapi.db.query('api::newsletter-subscriber.newsletter-subscriber');
const rowOf = async (email: string) => (await subscribers().findOne({ where: { email } })) as Row | null;
const subscribe = (email: unknown) => request(app.server).post('/api/newsletter/subscriptions').send({ email });
const confirm = (token: unknown) => request(app.server).post('/api/newsletter/confirmations').send({ token });
const oneClick = (token: string) =>
  request(app.server)
    .post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)
    .type('form')
    .send('List-Unsubscribe=One-Click');

/** Subscribes `email` and returns the confirmation mail that arrives. */
async function subscribeAndReadMail(email: string): Promise<ReceivedMail> {
  const since = smtp.mails.length;
  const res = await subscribe(email);
  expect(res.status).toBe(202);
  return smtp.nextMailTo(email.trim().toLowerCase(), since);
}

const confirmTokenIn = (mail: ReceivedMail) =>
  decodeURIComponent(/\/newsletter\/confirm\?token=([^\s"<]+)/.exec(mail.text)?.[1] ?? '');

describe('subscribing with double opt-in', () => {
  it('stores a pending address, mails a signed link with List-Unsubscribe, and confirms it', async () => {
    const mail = await subscribeAndReadMail(' Reader@Example.test ');
    expect(mail.to).toEqual(['reader@example.test']);
    expect(mail.headers.get('subject')).toBe('Confirm your Tampa Local newsletter subscription');
    const pending = await rowOf('reader@example.test');
    expect(pending).toMatchObject({ status: 'pending', confirmedAt: null });
    expect(pending?.consentAt).toBeTruthy();

    const unsubscribe = `${SITE}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(pending!.id))}`;
    expect(mail.headers.get('list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(
      `${SITE}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(pending!.id))}`,
    );

    // An HTML part too, its links clickable.
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain(`<a href="${SITE}/newsletter/confirm?token=`);

    const token = confirmTokenIn(mail);
    expect(token).toMatch(/^c\./);
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const confirmed = await rowOf('reader@example.test');
    expect(confirmed).toMatchObject({ status: 'confirmed' });
    expect(confirmed?.confirmedAt).toBeTruthy();
    // Following the link again changes nothing.
    expect((await confirm(token)).status).toBe(200);
  });

  it('answers the same for a new, a pending and a confirmed address, and mails only the first two', async () => {
    const first = await subscribeAndReadMail('known@example.test');
    expect((await confirm(confirmTokenIn(first))).status).toBe(200);

    const since = smtp.mails.length;
    const answers = await Promise.all(
      ['known@example.test', 'unknown@example.test'].map(async (email) => {
        const res = await subscribe(email);
        return { status: res.status, body: res.body as unknown, cache: res.headers['cache-control'] };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 202, body: { ok: true } });
    await smtp.nextMailTo('unknown@example.test', since);
    // A pending address asks again: a new link.
    await subscribeAndReadMail('unknown@example.test');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.slice(since).filter((mail) => mail.to.includes('known@example.test'))).toEqual([]);
    expect(await subscribers().count({ where: { email: 'known@example.test' } })).toBe(1);
  });

  it('refuses an invalid address with 400 and stores nothing', async () => {
    const before = await subscribers().count({});
    const since = smtp.mails.length;
    for (const email of [
      'not-an-address',
      '',
      'a@b',
      'two words@example.test',
      42,
      `${'x'.repeat(250)}@example.test`,
    ]) {
      const res = await subscribe(email);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Enter a valid email address' });
    }
    const form = await request(app.server)
      .post('/api/newsletter/subscriptions')
      .type('form')
      .send('email=a@example.test');
    expect(form.status).toBe(415);
    expect(await subscribers().count({})).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.length).toBe(since);
  });

  it('answers 429 to a flood from one client, and to repeats of one address, storing nothing more', async () => {
    for (let i = 0; i < 10; i += 1) expect((await subscribe(`flood-${i}@example.test`)).status).toBe(202);
    const refused = await subscribe('flood-10@example.test');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many subscriptions from here. Try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowOf('flood-10@example.test')).toBeNull();

    resetNewsletterCounts();
    for (let i = 0; i < 3; i += 1) expect((await subscribe('again@example.test')).status).toBe(202);
    expect((await subscribe('again@example.test')).status).toBe(429);
  });

  it('refuses a forged, mistyped or expired confirmation with 4xx and changes nothing', async () => {
    const mail = await subscribeAndReadMail('careful@example.test');
    const row = await rowOf('careful@example.test');
    const token = confirmTokenIn(mail);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherRow = token.replace(/^c\.\d+\./, `c.${row!.id + 1000}.`);
    const expired = confirmationToken(row!.id, { now: Date.now() - 49 * 3_600_000 });

    for (const bad of [forged, otherRow, 'nonsense', '', unsubscribeToken(row!.id)]) {
      const res = await confirm(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'This link is not valid. Open the link from the mail again.' });
    }
    const late = await confirm(expired);
    expect(late.status).toBe(410);
    expect(late.body).toEqual({ error: 'This confirmation link has expired. Subscribe again to get a new one.' });
    expect(await rowOf('careful@example.test')).toEqual(row);
  });

  it('forgets pending addresses whose link has expired', async () => {
    await subscribeAndReadMail('forgotten@example.test');
    const row = await rowOf('forgotten@example.test');
    await subscribers().update({ where: { id: row!.id }, data: { consentAt: new Date(Date.now() - 49 * 3_600_000) } });
    await subscribe('someone-else@example.test');
    expect(await rowOf('forgotten@example.test')).toBeNull();
  });
});

describe('unsubscribing', () => {
  it("deletes the row on a mail client's one-click POST, and again answers 200", async () => {
    const mail = await subscribeAndReadMail('leaving@example.test');
    expect((await confirm(confirmTokenIn(mail))).status).toBe(200);
    const header = mail.headers.get('list-unsubscribe') ?? '';
    const url = new URL(/^<([^>]+)>$/.exec(header)?.[1] ?? '');
    expect(url.pathname).toBe('/api/newsletter/unsubscribe');
    const token = url.searchParams.get('token') ?? '';

    const res = await oneClick(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await rowOf('leaving@example.test')).toBeNull();
    expect((await oneClick(token)).status).toBe(200);
  });

  it("takes the site page's JSON body too, and a pending address's link cancels it", async () => {
    await subscribeAndReadMail('changed-mind@example.test');
    const row = await rowOf('changed-mind@example.test');
    const res = await request(app.server)
      .post('/api/newsletter/unsubscribe')
      .send({ token: unsubscribeToken(row!.id) });
    expect(res.status).toBe(200);
    expect(await rowOf('changed-mind@example.test')).toBeNull();
  });

  it('refuses a forged or missing token with 400 and keeps the row', async () => {
    await subscribeAndReadMail('staying@example.test');
    const row = await rowOf('staying@example.test');
    const token = unsubscribeToken(row!.id);
    for (const bad of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, confirmationToken(row!.id), 'u.1']) {
      const res = await oneClick(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'This link is not valid. Open the link from the mail again.' });
    }
    const missing = await request(app.server)
      .post('/api/newsletter/unsubscribe')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(missing.status).toBe(400);
    expect(await rowOf('staying@example.test')).toEqual(row);
  });
});

describe('the editors’ export', () => {
  it('lists confirmed subscribers only, for a moderator or the automation key', async () => {
    const mail = await subscribeAndReadMail('=exported@example.test');
    expect((await confirm(confirmTokenIn(mail))).status).toBe(200);
    await subscribeAndReadMail('still-pending@example.test');

    expect((await request(app.server).get('/api/newsletter/subscribers/export/csv')).status).toBe(401);
    const asModerator = await moderatorSession(app);
    const bySession = await asModerator(request(app.server).get('/api/newsletter/subscribers/export/csv'));
    expect(bySession.status).toBe(200);
    const res = await request(app.server)
      .get('/api/newsletter/subscribers/export/csv')
      .set('X-Admin-Key', TEST_ADMIN_KEY);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tampa-local-newsletter-subscribers.csv"');
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(['email', 'subscribedAt', 'confirmedAt']);
    const emails = rows.map((row) => row[0]);
    expect(emails).toContain("'=exported@example.test");
    expect(emails).not.toContain('still-pending@example.test');
    expect(bySession.text).toBe(res.text);
  });
});
