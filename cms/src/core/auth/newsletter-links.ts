import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError, badRequest } from '../http/errors';
import { signingKey } from '../env/signing-keys';

/**
 * The newsletter's mailed links carry a token signed with an HMAC of NEWSLETTER_SECRET (or,
 * without it, a key derived from ADMIN_JWT_SECRET): `c.{id}.{expires}.{signature}` confirms
 * subscriber `id` until `expires` (seconds since 1970); `u.{id}.{signature}` unsubscribes
 * them and never expires, as every mail's unsubscribe link must keep working. The token
 * names the subscriber's row, never the address, so a link in a log or a history does not
 * give the address away; ids are never reused, so a token cannot reach someone else's row.
 */
export const CONFIRMATION_LIFETIME_HOURS = 48;
export const LINK_INVALID = 'This link is not valid. Open the link from the mail again.';
export const CONFIRMATION_EXPIRED = 'This confirmation link has expired. Subscribe again to get a new one.';

export type NewsletterLink =
  { purpose: 'confirm'; id: number; expires: number } | { purpose: 'unsubscribe'; id: number };

const key = (env: NodeJS.ProcessEnv) => signingKey(env, 'NEWSLETTER_SECRET', 'tampa-local newsletter links');

const signatureOf = (payload: string, env: NodeJS.ProcessEnv) =>
  createHmac('sha256', key(env)).update(payload).digest('base64url');

const signed = (payload: string, env: NodeJS.ProcessEnv) => `${payload}.${signatureOf(payload, env)}`;

type Options = { env?: NodeJS.ProcessEnv; now?: number };

/** The token of subscriber `id`'s confirmation link, holding for CONFIRMATION_LIFETIME_HOURS. */
export function confirmationToken(id: number, { env = process.env, now = Date.now() }: Options = {}): string {
  const expires = Math.floor(now / 1000) + CONFIRMATION_LIFETIME_HOURS * 3600;
  return signed(`c.${id}.${expires}`, env);
}

/** The token of subscriber `id`'s unsubscribe link. */
export function unsubscribeToken(id: number, { env = process.env }: Pick<Options, 'env'> = {}): string {
  return signed(`u.${id}`, env);
}

const SHAPE = /^(?:c\.([1-9]\d{0,14})\.(\d{1,12})|u\.([1-9]\d{0,14}))\.([A-Za-z0-9_-]{43})$/;

/**
 * Checks a token for `purpose`: 400 LINK_INVALID when it is missing, malformed, of the other
 * purpose or forged; 410 CONFIRMATION_EXPIRED when a genuine confirmation has expired.
 */
export function verifyNewsletterToken(
  token: unknown,
  purpose: NewsletterLink['purpose'],
  { env = process.env, now = Date.now() }: Options = {},
): NewsletterLink {
  const match = typeof token === 'string' ? SHAPE.exec(token) : null;
  if (!match) throw badRequest(LINK_INVALID);
  const [, confirmId, expires, unsubscribeId, signature = ''] = match;
  const link: NewsletterLink =
    confirmId !== undefined && expires !== undefined
      ? { purpose: 'confirm', id: Number(confirmId), expires: Number(expires) }
      : { purpose: 'unsubscribe', id: Number(unsubscribeId) };
  if (link.purpose !== purpose) throw badRequest(LINK_INVALID);
  const payload = String(token).slice(0, String(token).lastIndexOf('.'));
  const expected = Buffer.from(signatureOf(payload, env));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest(LINK_INVALID);
  if (link.purpose === 'confirm' && link.expires * 1000 <= now) throw new HttpError(410, CONFIRMATION_EXPIRED);
  return link;
}
