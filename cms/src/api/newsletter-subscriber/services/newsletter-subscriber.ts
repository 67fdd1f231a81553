import type { Core } from '@strapi/strapi';
import { HttpError } from '../../../core/http/errors';
import {
  CONFIRMATION_LIFETIME_HOURS,
  confirmationToken,
  unsubscribeToken,
  verifyNewsletterToken,
} from '../../../core/auth/newsletter-links';
import { neutralizeFormula } from '../../business/services/export';
import { siteUrl } from '../../../core/env/site';

const UID = 'api::newsletter-subscriber.newsletter-subscriber';
const DELIVERY_UID = 'api::newsletter-delivery.newsletter-delivery';
export const CONFIRMATION_GONE = 'This subscription no longer exists. Subscribe again from the home page.';
export const SUBSCRIBERS_FILE_NAME = 'tampa-local-newsletter-subscribers.csv';

type Subscriber = {
  id: number;
  email: string;
  status: 'pending' | 'confirmed';
  consentAt: string | Date;
  confirmedAt: string | Date | null;
};

/** Where a mail client posts a one-click unsubscribe (RFC 8058), and the page a reader opens. */
export const unsubscribeLinks = (id: number) => {
  const token = encodeURIComponent(unsubscribeToken(id));
  return {
    oneClick: `${siteUrl()}/api/newsletter/unsubscribe?token=${token}`,
    page: `${siteUrl()}/newsletter/unsubscribe?token=${token}`,
  };
};

/**
 * What every newsletter mail carries: the List-Unsubscribe header with the one-click
 * address and List-Unsubscribe-Post, so mail clients show their own unsubscribe button,
 * and the page's link for the body (alone, and in a footer for plain mails). No mailto: address is given, since no mailbox reads
 * unsubscribe requests.
 */
export function newsletterMail(id: number) {
  const links = unsubscribeLinks(id);
  return {
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    unsubscribePage: links.page,
    footer: `\n\n--\nYou get this mail because this address was entered in the Tampa Local newsletter form.\nUnsubscribe: ${links.page}\n`,
  };
}

const confirmationText = (id: number) =>
  `Thanks for subscribing to Tampa Local's weekly newsletter!\n\nConfirm your subscription (the link holds for ${CONFIRMATION_LIFETIME_HOURS} hours):\n${siteUrl()}/newsletter/confirm?token=${encodeURIComponent(confirmationToken(id))}\n\nIf you did not ask for it, ignore this mail: nothing more will be sent, and the address is deleted once the link expires.`;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The mail's HTML part, the text's paragraphs with its links made clickable (without
 * one, the mail provider would send the text itself as HTML, its lines run together).
 */
export const htmlOf = (text: string) =>
  escapeHtml(text)
    .split('\n\n')
    .map(
      (paragraph) =>
        `<p>${paragraph.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`).replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n');

const iso = (value: string | Date | null) => (value === null ? '' : new Date(value).toISOString());
const cell = (value: string) => `"${neutralizeFormula(value).replaceAll('"', '""')}"`;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const subscribers = () => strapi.db.query(UID);
  const find = async (where: Record<string, unknown>) => (await subscribers().findOne({ where })) as Subscriber | null;

  const sendConfirmation = async (subscriber: Subscriber) => {
    const { headers, footer } = newsletterMail(subscriber.id);
    const text = confirmationText(subscriber.id) + footer;
    await (strapi
      .plugin('email')
      .service('email')
      .send({
        to: subscriber.email,
        subject: 'Confirm your Tampa Local newsletter subscription',
        text,
        html: htmlOf(text),
        headers,
      }) as Promise<void>);
  };

  /** Pending addresses whose link has expired: nobody confirmed them, so nothing of them is kept. */
  const forgetUnconfirmed = async (now: Date) => {
    const before = new Date(now.getTime() - CONFIRMATION_LIFETIME_HOURS * 3_600_000);
    await subscribers().deleteMany({ where: { status: 'pending', consentAt: { $lt: before } } });
  };

  return {
    /**
     * A subscription asked for: a new or pending address is stored as pending (with the time
     * of this consent) and mailed a confirmation link; a confirmed address gets nothing.
     * The mail goes out after the answer, so neither the answer nor its timing tells which
     * addresses are subscribed.
     */
    async subscribe(email: string, now = new Date()): Promise<void> {
      await forgetUnconfirmed(now);
      let subscriber = await find({ email });
      if (subscriber?.status === 'confirmed') return;
      if (subscriber) {
        await subscribers().update({ where: { id: subscriber.id }, data: { consentAt: now } });
      } else {
        try {
          subscriber = (await subscribers().create({
            data: { email, status: 'pending', consentAt: now, confirmedAt: null },
          })) as Subscriber;
        } catch (error) {
          // The same address subscribed at the same moment: that request mails it.
          if (await find({ email })) return;
          throw error;
        }
      }
      const pending = subscriber;
      void sendConfirmation(pending).catch((error: unknown) => {
        strapi.log.error(`Newsletter: the confirmation mail could not be sent: ${(error as Error).message}`);
      });
    },

    /** Follows a confirmation link: the subscriber is confirmed (again: nothing changes). */
    async confirm(token: unknown, now = new Date()): Promise<void> {
      const link = verifyNewsletterToken(token, 'confirm', { now: now.getTime() });
      const subscriber = await find({ id: link.id });
      if (!subscriber) throw new HttpError(410, CONFIRMATION_GONE);
      if (subscriber.status === 'confirmed') return;
      await subscribers().update({ where: { id: subscriber.id }, data: { status: 'confirmed', confirmedAt: now } });
    },

    /** Follows an unsubscribe link: the row and its digests' delivery records are deleted (already gone: nothing to do). */
    async unsubscribe(token: unknown): Promise<void> {
      const link = verifyNewsletterToken(token, 'unsubscribe');
      await subscribers().deleteMany({ where: { id: link.id } });
      await strapi.db.query(DELIVERY_UID).deleteMany({ where: { subscriberId: link.id } });
    },

    /** Confirmed subscribers as CSV: address, when they subscribed and when they confirmed. */
    async exportCsv(): Promise<string> {
      const rows = (await subscribers().findMany({
        where: { status: 'confirmed' },
        orderBy: { id: 'asc' },
      })) as Subscriber[];
      const lines = ['"email","subscribedAt","confirmedAt"'];
      for (const row of rows)
        lines.push([cell(row.email), cell(iso(row.consentAt)), cell(iso(row.confirmedAt))].join(','));
      return `${lines.join('\r\n')}\r\n`;
    },
  };
};
