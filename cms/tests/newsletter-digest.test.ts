import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { addDays, digestWeekend } from '@tampa-local/domain';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_DIR,
  moderatorSession,
  resetAdminKeyFailures,
  startStrapi,
  TEST_ADMIN_KEY,
  type TestApp,
} from '@tampa-local/test-kit';
import { unsubscribeToken } from '../src/core/auth/newsletter-links';
import { multipartParts, strictQuotedPrintable } from './helpers/mime';

/**
 * The newsletter's weekly digest over real SMTP: the cms sends through nodemailer to a
 * server this file starts, which can be told to refuse mail (421, closing) after a number
 * of them, as a provider going down mid-send would. Each subscriber gets a week's digest
 * once, whatever: a second run, two runs at once, a run stopped half-way and the run after
 * it, a crash that left a mail claimed.
 */
const require = createRequire(import.meta.url);
type DigestRun = { digest: string; sent: number; failed: number; skipped: number; stopped: string | null };
const sendWeeklyDigest = (options: { now: Date; rate?: number }): Promise<DigestRun> =>
  (
    require(path.join(APP_DIR, 'dist', 'src', 'api', 'newsletter-subscriber', 'digest', 'send.js')) as {
      sendWeeklyDigest: (strapi: TestApp['strapi'], options: { now: Date; rate?: number }) => Promise<DigestRun>;
    }
  ).sendWeeklyDigest(app.strapi, options);

type RenderedDigest = { subject: string; html: string; text: string };
/** The digest as the run renders it, before each subscriber's link is put in. */
const renderedDigest = async (now: Date): Promise<RenderedDigest> => {
  const digest = path.join(APP_DIR, 'dist', 'src', 'api', 'newsletter-subscriber', 'digest');
  const { digestContent } = require(path.join(digest, 'content.js')) as {
    digestContent: (strapi: TestApp['strapi'], now: Date) => Promise<unknown>;
  };
  const { renderDigest, UNSUBSCRIBE_LINK } = require(path.join(digest, 'template.js')) as {
    renderDigest: (content: unknown) => Promise<RenderedDigest>;
    UNSUBSCRIBE_LINK: string;
  };
  expect(UNSUBSCRIBE_LINK).toBe('%%unsubscribe-link%%');
  return renderDigest(await digestContent(app.strapi, now));
};

const SITE = 'https://tampalocal.test';
const CONFIRMED = 12;

type Mail = { to: string; raw: string };
let app: TestApp;
let server: SMTPServer;
let port = 0;
const mails: Mail[] = [];
/** After this many mails in all, the server answers 421 to every recipient. */
let refuseAfter = Number.POSITIVE_INFINITY;

/** Undoes quoted-printable (soft breaks, =XX bytes) so the test reads the text as sent. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const header = (mail: Mail, name: string) => {
  const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? null : line.slice(name.length + 1).trim();
};

const emails = Array.from({ length: CONFIRMED }, (_, i) => `reader${i}@example.test`);
const ids = new Map<string, number>();
const mailsTo = (address: string, since = 0) => mails.slice(since).filter((mail) => mail.to === address);

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (mails.length >= refuseAfter) {
        callback(Object.assign(new Error('Service closing'), { responseCode: 421 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        for (const to of session.envelope.rcptTo) mails.push({ to: to.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  app = await startStrapi({
    env: {
      EMAIL_PROVIDER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SITE_URL: SITE,
      NEWSLETTER_DIGEST_CRON: 'off',
    },
  });
  const weekend = digestWeekend(new Date());
  const events = app.strapi.documents('api::event.event');
  await events.create({
    data: {
      name: 'Riverwalk Jazz Night',
      category: 'music',
      date: weekend.to,
      time: '19:30',
      price: '$15',
      attendingCount: 3,
    },
    status: 'published',
  });
  await events.create({
    data: { name: 'Ybor <Market> & Friends', category: 'food', date: weekend.from, attendingCount: 1 },
    status: 'published',
  });
  await events.create({
    data: { name: 'Next Month Gala', category: 'arts', date: addDays(weekend.to, 30), attendingCount: 0 },
    status: 'published',
  });
  await app.strapi.documents('api::business.business').create({
    data: {
      name: 'Gandy Bait & Tackle Cafe',
      slug: 'gandy-bait-cafe',
      category: 'restaurants',
      area: 'south-tampa',
      reviewCount: 0,
      featured: false,
    },
    status: 'published',
  });
  await app.strapi.documents('api::influencer.influencer').create({
    data: {
      name: 'Bay Eats Bella',
      slug: 'bay-eats-bella',
      handle: '@bayeatsbella',
      niche: 'Food',
      followerCount: 42_000,
      verified: true,
    },
    status: 'published',
  });
  const subscribers = app.strapi.db.query('api::newsletter-subscriber.newsletter-subscriber');
  for (const email of emails) {
    const row = (await subscribers.create({
      data: { email, status: 'confirmed', consentAt: new Date(), confirmedAt: new Date() },
    })) as { id: number };
    ids.set(email, row.id);
  }
  await subscribers.create({ data: { email: 'pending@example.test', status: 'pending', consentAt: new Date() } });
});

afterAll(async () => {
  await app?.destroy();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

const deliveries = () => app.strapi.db.query('api::newsletter-delivery.newsletter-delivery');
const waitFor = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the weekly digest', () => {
  it('is refused to anyone but moderators and automation, and sends each confirmed subscriber one copy', async () => {
    resetAdminKeyFailures();
    expect((await request(app.server).post('/api/newsletter/digests')).status).toBe(401);
    const wrong = await request(app.server)
      .post('/api/newsletter/digests')
      .set('X-Admin-Key', 'not-the-key-0123456789abc');
    expect(wrong.status).toBe(401);
    expect(mails).toHaveLength(0);

    const res = await request(app.server).post('/api/newsletter/digests').set('X-Admin-Key', TEST_ADMIN_KEY);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ digest: digestWeekend(new Date()).key });
    await waitFor(() => mails.length >= CONFIRMED);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo('pending@example.test')).toHaveLength(0);

    const mail = mailsTo('reader3@example.test')[0]!;
    const text = decoded(mail.raw);
    expect(header(mail, 'Subject')).toMatch(/^This weekend in Tampa Bay: 2 events, /);
    expect(header(mail, 'Content-Type')).toMatch(/^multipart\/alternative/);
    const unsubscribe = encodeURIComponent(unsubscribeToken(ids.get('reader3@example.test')!));
    expect(header(mail, 'List-Unsubscribe')).toBe(`<${SITE}/api/newsletter/unsubscribe?token=${unsubscribe}>`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Both parts: the weekend's events (not next month's), the new business, the creator,
    // every link absolute, the reader's own unsubscribe link; text escaped in the HTML.
    expect(text).toContain('Riverwalk Jazz Night');
    expect(text).toContain(`${SITE}/events/riverwalk-jazz-night`);
    expect(text).toContain('Ybor &lt;Market&gt; &amp; Friends');
    expect(text).toContain('Ybor <Market> & Friends');
    expect(text).not.toContain('Next Month Gala');
    expect(text).toContain('Gandy Bait & Tackle Cafe · Restaurants in South Tampa');
    expect(text).toContain(`${SITE}/businesses/gandy-bait-cafe`);
    expect(text).toContain('Bay Eats Bella (@bayeatsbella) · Food');
    expect(text).toContain(`Unsubscribe: ${SITE}/newsletter/unsubscribe?token=${unsubscribe}`);
    expect(text).toContain(`href="${SITE}/newsletter/unsubscribe?token=${unsubscribe}"`);
    expect(text).not.toContain('%%unsubscribe-link%%');
    // Another reader's copy carries their own link only.
    expect(decoded(mailsTo('reader4@example.test')[0]!.raw)).not.toContain(unsubscribe);

    // The same week again (the route, a moderator): nobody gets a second copy.
    const moderator = await moderatorSession(app);
    const again = await moderator(request(app.server).post('/api/newsletter/digests'));
    expect(again.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mails).toHaveLength(CONFIRMED);
    expect(await deliveries().count({ where: { digest: res.body.digest, status: 'sent' } })).toBe(CONFIRMED);
  });

  it("gives each subscriber the week's text and HTML intact, with their own unsubscribe links and nobody else's", async () => {
    // The first run's mails (the test above). The bodies are encoded once a run and each
    // reader's link put into the encoded text: every copy must still decode to exactly the
    // rendered digest with that reader's link, as valid quoted-printable.
    const rendered = await renderedDigest(new Date());
    const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
    const token = (email: string) => encodeURIComponent(unsubscribeToken(ids.get(email)!));
    for (const email of emails) {
      const [mail] = mailsTo(email);
      expect(mail, email).toBeDefined();
      const own = token(email);
      const page = `${SITE}/newsletter/unsubscribe?token=${own}`;
      expect(header(mail!, 'List-Unsubscribe')).toBe(`<${SITE}/api/newsletter/unsubscribe?token=${own}>`);
      expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const parts = multipartParts(mail!.raw);
      expect(parts.map((part) => part.headers.get('content-type'))).toEqual([
        'text/plain; charset=utf-8',
        'text/html; charset=utf-8',
      ]);
      const [text, html] = parts.map((part) => {
        expect(part.headers.get('content-transfer-encoding')).toBe('quoted-printable');
        return strictQuotedPrintable(part.body);
      });
      expect(text).toBe(crlf(rendered.text.replaceAll('%%unsubscribe-link%%', page)));
      expect(html).toBe(crlf(rendered.html.replaceAll('%%unsubscribe-link%%', page)));
      expect(text).toContain(`Unsubscribe: ${page}\r\n`);
      expect(html).toContain(`href="${page}"`);
      for (const other of emails.filter((address) => address !== email)) {
        expect(mail!.raw).not.toContain(token(other));
        expect(`${text}${html}`).not.toContain(token(other));
      }
    }
  });

  it('stopped half-way by the mail server, the next run sends the rest, and nobody gets two', async () => {
    const now = new Date(Date.now() + 7 * 86_400_000);
    const since = mails.length;
    refuseAfter = since + 5;
    const first = await sendWeeklyDigest({ now });
    // The mails already on their way when the server began refusing arrive too.
    expect(first.sent).toBeGreaterThanOrEqual(5);
    expect(first.sent).toBeLessThan(CONFIRMED);
    expect(first.stopped).toMatch(/421/);
    refuseAfter = Number.POSITIVE_INFINITY;
    const second = await sendWeeklyDigest({ now });
    expect(second.sent).toBe(CONFIRMED - first.sent);
    expect(second.skipped).toBe(first.sent);
    for (const email of emails) expect(mailsTo(email, since)).toHaveLength(1);
  });

  it('never sends again a mail a crash left claimed, and two runs at once send each mail once', async () => {
    const now = new Date(Date.now() + 14 * 86_400_000);
    const digest = digestWeekend(now).key;
    // A process died while this mail was leaving: it may have arrived.
    await deliveries().create({ data: { digest, subscriberId: ids.get('reader0@example.test'), status: 'sending' } });
    const since = mails.length;
    const runs = await Promise.all([sendWeeklyDigest({ now }), sendWeeklyDigest({ now })]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(CONFIRMED - 1);
    expect(mailsTo('reader0@example.test', since)).toHaveLength(0);
    for (const email of emails.slice(1)) expect(mailsTo(email, since)).toHaveLength(1);

    // Unsubscribing keeps nothing of the reader, their digests' records included.
    const id = ids.get('reader5@example.test')!;
    const out = await request(app.server)
      .post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken(id))}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(out.status).toBe(200);
    expect(await deliveries().count({ where: { subscriberId: id } })).toBe(0);
  });
});
