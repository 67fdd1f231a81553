import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { knex } from '../../../core/db/connection';
import { read, tableOf, type Row } from '../../../core/db/db';
import { wholeNumberSetting } from '../../../core/env/settings';
import { smtpMaxConnections } from '../../../core/mail/smtp-socket';
import { newsletterMail } from '../services/newsletter-subscriber';
import { digestContent } from './content';
import { digestBodies, renderDigest } from './template';

const SUBSCRIBER_UID = 'api::newsletter-subscriber.newsletter-subscriber';
const DELIVERY_UID = 'api::newsletter-delivery.newsletter-delivery';
/** Subscribers read at a time, in id order. */
const PAGE = 500;

/** NEWSLETTER_DIGEST_RATE: mails a second at most (1-1000, default 50). */
export const digestRate = (env: NodeJS.ProcessEnv = process.env): number =>
  wholeNumberSetting('NEWSLETTER_DIGEST_RATE', env.NEWSLETTER_DIGEST_RATE, { min: 1, max: 1000, fallback: 50 });

export type DigestRun = { digest: string; sent: number; failed: number; skipped: number; stopped: string | null };

const documentId = () => randomBytes(12).toString('hex');

/** The SMTP server's reply code of a refused mail (nodemailer's responseCode), if it replied. */
const replyCode = (error: unknown): number | null => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : null;
};

/**
 * An error that says the mail server cannot take mail now (unreachable, the connection
 * lost, or 421: closing): the run stops, and the rest wait for the next one.
 */
const transportDown = (error: unknown): boolean =>
  replyCode(error) === 421 ||
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Connection closed|Greeting never received|socket/i.test(
    String((error as Error | null)?.message ?? error),
  );

/**
 * Sends the week's digest (digestWeekend's key) to every confirmed subscriber, at most
 * once each, whatever happens: a subscriber's delivery row is claimed (inserted, unique
 * per digest and subscriber) before the mail leaves, and only the process whose insert
 * took it sends. So two replicas' runs, a run repeated in the same week, or a run after a
 * crash never send anyone a second copy; one whose mail was leaving during a crash
 * (claimed, never marked sent) or lost on the way does not get it again. A mail the
 * server refused in so many words is given back, and with everyone not yet claimed gets
 * it from the next run. Throttled to NEWSLETTER_DIGEST_RATE mails a second, two in flight
 * per SMTP connection (SMTP_MAX_CONNECTIONS, kept open by the transport: one mail is
 * composed while the other is on the wire); the subscribers are read a page at a time, so
 * memory stays flat at any number of them. The digest is rendered and, through SMTP, its
 * bodies encoded once a run; a mail costs its claim, its own link's encoding and
 * nodemailer's headers. A mail server that stops answering stops the run.
 */
export async function sendWeeklyDigest(
  strapi: Core.Strapi,
  {
    now = new Date(),
    rate = digestRate(),
    concurrency = 2 * smtpMaxConnections(),
  }: { now?: Date; rate?: number; concurrency?: number } = {},
): Promise<DigestRun> {
  const db = knex(strapi);
  const subscribers = tableOf(strapi, SUBSCRIBER_UID);
  const deliveries = tableOf(strapi, DELIVERY_UID);
  const content = await digestContent(strapi, now);
  const rendered = await renderDigest(content);
  // Through SMTP the bodies are encoded once for the whole run; only each link is encoded per mail.
  const bodiesFor = digestBodies(rendered, process.env.EMAIL_PROVIDER === 'smtp');
  const run: DigestRun = { digest: content.key, sent: 0, failed: 0, skipped: 0, stopped: null };
  const email = strapi.plugin('email').service('email') as { send: (mail: Record<string, unknown>) => Promise<void> };

  /** Takes the subscriber for this digest; false when someone already has. */
  const claim = async (subscriberId: number): Promise<boolean> => {
    const at = new Date();
    const inserted = (await db(deliveries)
      .insert({
        document_id: documentId(),
        digest: content.key,
        subscriber_id: subscriberId,
        status: 'sending',
        created_at: at,
        updated_at: at,
        published_at: at,
      })
      .onConflict(['digest', 'subscriber_id'])
      .ignore()
      .returning('id')) as unknown[];
    return inserted.length > 0;
  };
  const markFailed = (subscriberId: number) =>
    db(deliveries)
      .where({ digest: content.key, subscriber_id: subscriberId })
      .update({ status: 'failed', sent_at: null, updated_at: new Date() });
  // Mails sent are marked so a page at a time, in one statement: until then their claims
  // say "sending", which a later run reads the same way (it may have arrived: never again).
  const sentIds: number[] = [];
  const markSent = async () => {
    const ids = sentIds.splice(0);
    if (ids.length === 0) return;
    const at = new Date();
    await db(deliveries)
      .where('digest', content.key)
      .whereIn('subscriber_id', ids)
      .update({ status: 'sent', sent_at: at, updated_at: at });
  };

  const deliver = async (subscriber: { id: number; email: string }): Promise<void> => {
    if (!(await claim(subscriber.id))) {
      run.skipped += 1;
      return;
    }
    const { headers, unsubscribePage } = newsletterMail(subscriber.id);
    try {
      await email.send({ to: subscriber.email, subject: rendered.subject, ...bodiesFor(unsubscribePage), headers });
    } catch (error) {
      run.failed += 1;
      if (replyCode(error) !== null) {
        // The server answered that it did not take the mail: nothing left, so the claim is
        // given back and the next run tries again.
        await db(deliveries).where({ digest: content.key, subscriber_id: subscriber.id }).delete();
      } else {
        // Lost on the way: it may have arrived, so it is never sent again.
        await markFailed(subscriber.id);
      }
      strapi.log.warn(`Newsletter digest ${content.key}: a mail was not accepted (${(error as Error).message})`);
      if (transportDown(error)) run.stopped ??= (error as Error).message;
      return;
    }
    run.sent += 1;
    sentIds.push(subscriber.id);
  };

  // One mail every 1000/rate ms at most, `concurrency` in flight.
  const spacing = 1000 / rate;
  let nextSlot = Date.now();
  const slot = async () => {
    const wait = nextSlot - Date.now();
    nextSlot = Math.max(nextSlot, Date.now()) + spacing;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };

  let after = 0;
  for (;;) {
    const page = (await db(subscribers)
      .where('status', 'confirmed')
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .select('id', 'email')) as Row[];
    if (page.length === 0) break;
    after = read.int(page.at(-1)?.id);
    const queue = page.map((row) => ({ id: read.int(row.id), email: String(row.email) }));
    const worker = async () => {
      for (let next = queue.shift(); next && run.stopped === null; next = queue.shift()) {
        await slot();
        await deliver(next);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    await markSent();
    if (run.stopped !== null) break;
  }
  strapi.log.info(
    `Newsletter digest ${content.key}: ${run.sent} sent, ${run.skipped} already had it, ${run.failed} not accepted${
      run.stopped ? `; stopped: ${run.stopped}` : ''
    }`,
  );
  return run;
}
