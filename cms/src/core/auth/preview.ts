import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError, badRequest, notFound } from '../http/errors';
import type { EntryStatus } from '../db/db';
import { siteUrl } from '../env/site';
import { signingKey } from '../env/signing-keys';

/**
 * The editors' preview: the panel's "Open preview" leads to the site's
 * /preview/{kind}/{documentId}?status=…&expires=…&signature=…, signed here with an HMAC of
 * PREVIEW_SECRET (or, without it, a key derived from ADMIN_JWT_SECRET) and valid for an
 * hour. The site passes the link's parameters back to GET /api/preview/…, which shows the
 * draft only when the signature holds: drafts are never reachable without a link the
 * panel made.
 */
export const PREVIEW_KINDS = {
  'api::business.business': 'businesses',
  'api::event.event': 'events',
  'api::property.property': 'properties',
  'api::influencer.influencer': 'influencers',
} as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[keyof typeof PREVIEW_KINDS];
export const PREVIEW_LIFETIME_SECONDS = 60 * 60;

const isKind = (value: string): value is PreviewKind => (Object.values(PREVIEW_KINDS) as string[]).includes(value);

const key = (env: NodeJS.ProcessEnv) => signingKey(env, 'PREVIEW_SECRET', 'tampa-local preview links');

const signatureOf = (kind: string, documentId: string, status: string, expires: number, env: NodeJS.ProcessEnv) =>
  createHmac('sha256', key(env)).update(`${kind}\n${documentId}\n${status}\n${expires}`).digest('base64url');

/** The site's preview address of one version of a document, or null for a kind the site does not show. */
export function previewUrl(
  uid: string,
  documentId: string,
  status: EntryStatus,
  { env = process.env, now = Date.now() }: { env?: NodeJS.ProcessEnv; now?: number } = {},
): string | null {
  const kind = PREVIEW_KINDS[uid as keyof typeof PREVIEW_KINDS];
  if (!kind) return null;
  const expires = Math.floor(now / 1000) + PREVIEW_LIFETIME_SECONDS;
  const site = siteUrl(env);
  const url = new URL(`${site}/preview/${kind}/${encodeURIComponent(documentId)}`);
  url.searchParams.set('status', status);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', signatureOf(kind, documentId, status, expires, env));
  return url.href;
}

export type PreviewRequest = { kind: PreviewKind; documentId: string; status: EntryStatus };

/** Checks a preview link's parameters; 404 for an unknown kind, 400 malformed, 403 forged, 410 expired. */
export function verifyPreview(
  params: { kind?: string; documentId?: string },
  query: Record<string, unknown>,
  { env = process.env, now = Date.now() }: { env?: NodeJS.ProcessEnv; now?: number } = {},
): PreviewRequest {
  const { kind, documentId } = params;
  if (!kind || !isKind(kind)) throw notFound('Not found');
  const { status, expires, signature } = query;
  if (
    !documentId ||
    documentId.length > 64 ||
    (status !== 'draft' && status !== 'published') ||
    typeof expires !== 'string' ||
    !/^\d{1,12}$/.test(expires) ||
    typeof signature !== 'string'
  ) {
    throw badRequest('This preview link is incomplete');
  }
  const expected = Buffer.from(signatureOf(kind, documentId, status, Number(expires), env));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new HttpError(403, 'This preview link is not valid');
  }
  if (Number(expires) * 1000 < now)
    throw new HttpError(410, 'This preview link has expired: open the preview from the panel again');
  return { kind, documentId, status };
}
