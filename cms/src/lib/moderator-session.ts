import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ADMIN_KEY_HEADER, assertAdmin } from './admin-key';
import { HttpError, unauthorized } from './errors';

/**
 * Moderators' sessions: a random token in an httpOnly, SameSite=Strict cookie (Secure in
 * production), only its SHA-256 kept in the database, so a copy of the table signs nobody
 * in. A session ends after MODERATOR_IDLE_MINUTES without a request (default 30) and at
 * the latest 12 hours after sign-in; each request checks that the account still exists,
 * is not blocked and still has the moderator role, so revoking an account ends its
 * sessions at once.
 *
 * State-changing calls also carry the session's CSRF token in X-CSRF-Token: an HMAC of
 * the cookie's token, which a page on another site can neither read nor compute.
 */
export const SESSION_COOKIE = 'tl_moderator';
export const CSRF_HEADER = 'x-csrf-token';
export const MODERATOR_ROLE = 'moderator';
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** A session is extended at most once a minute, so a busy moderator is not a write per request. */
const TOUCH_EVERY_MS = 60 * 1000;

const SESSION_UID = 'api::moderator-session.moderator-session';
const USER_UID = 'plugin::users-permissions.user';

export type Moderator = { id: number | null; email: string; username: string };

/** Who an admin-key request acts as in the moderation records. */
export const AUTOMATION: Moderator = { id: null, email: 'Automation (admin key)', username: 'automation' };

type SessionRow = {
  id: number;
  tokenHash: string;
  userId: number;
  expiresAt: string | Date;
  absoluteExpiresAt: string | Date;
};
type UserRow = {
  id: number;
  email: string;
  username: string;
  blocked: boolean | null;
  role?: { type?: string } | null;
};

export function idleTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.MODERATOR_IDLE_MINUTES ?? 30);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 30) * 60 * 1000;
}

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const csrfTokenOf = (token: string) => createHmac('sha256', token).update('csrf').digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function cookieAttributes(): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
  return `Path=/api; HttpOnly; SameSite=Strict${secure}`;
}

function setCookie(ctx: Context, value: string, clear = false): void {
  ctx.append('Set-Cookie', `${SESSION_COOKIE}=${value}; ${cookieAttributes()}${clear ? '; Max-Age=0' : ''}`);
}

/** The session token a request carries, if its cookie has the shape of one. */
export function sessionToken(ctx: Context): string | undefined {
  const header = ctx.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/** True when the request carries a session cookie at all (valid or not): its answers are private. */
export const carriesSessionCookie = (ctx: Context) => (ctx.get('cookie') ?? '').includes(`${SESSION_COOKIE}=`);

const sessions = (strapi: Core.Strapi) => strapi.db.query(SESSION_UID);

async function moderatorUser(strapi: Core.Strapi, id: number): Promise<UserRow | null> {
  const user = (await strapi.db.query(USER_UID).findOne({ where: { id }, populate: ['role'] })) as UserRow | null;
  if (!user || user.blocked || user.role?.type !== MODERATOR_ROLE) return null;
  return user;
}

export type ActiveSession = { moderator: Moderator; csrfToken: string; expiresAt: Date };

/** Starts a session for `user` and sets its cookie; returns what the client may know of it. */
export async function startSession(strapi: Core.Strapi, ctx: Context, user: UserRow): Promise<ActiveSession> {
  const now = Date.now();
  // Sessions that ended are cleared at each sign-in.
  await sessions(strapi).deleteMany({
    where: { $or: [{ expiresAt: { $lt: new Date(now) } }, { absoluteExpiresAt: { $lt: new Date(now) } }] },
  });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + idleTimeoutMs());
  await sessions(strapi).create({
    data: {
      tokenHash: hash(token),
      userId: user.id,
      expiresAt,
      absoluteExpiresAt: new Date(now + ABSOLUTE_LIFETIME_MS),
    },
  });
  setCookie(ctx, token);
  return {
    moderator: { id: user.id, email: user.email, username: user.username },
    csrfToken: csrfTokenOf(token),
    expiresAt,
  };
}

/**
 * The moderator behind the request's cookie, or null (no cookie, an unknown or ended
 * session, or an account that is no longer a moderator: its session is deleted). A valid
 * session is extended by the idle timeout.
 */
export async function currentSession(strapi: Core.Strapi, ctx: Context): Promise<ActiveSession | null> {
  const token = sessionToken(ctx);
  if (!token) return null;
  const row = (await sessions(strapi).findOne({ where: { tokenHash: hash(token) } })) as SessionRow | null;
  if (!row) return null;
  const now = Date.now();
  const expires = new Date(row.expiresAt).getTime();
  const absolute = new Date(row.absoluteExpiresAt).getTime();
  if (expires <= now || absolute <= now) {
    await sessions(strapi).delete({ where: { id: row.id } });
    return null;
  }
  const user = await moderatorUser(strapi, row.userId);
  if (!user) {
    await sessions(strapi).deleteMany({ where: { userId: row.userId } });
    return null;
  }
  let expiresAt = new Date(expires);
  const extended = Math.min(now + idleTimeoutMs(), absolute);
  if (extended - expires >= TOUCH_EVERY_MS) {
    expiresAt = new Date(extended);
    await sessions(strapi).update({ where: { id: row.id }, data: { expiresAt } });
  }
  return {
    moderator: { id: user.id, email: user.email, username: user.username },
    csrfToken: csrfTokenOf(token),
    expiresAt,
  };
}

/** Ends the request's session (if any) and clears its cookie (unless a new one replaces it). */
export async function endSession(strapi: Core.Strapi, ctx: Context, { clearCookie = true } = {}): Promise<void> {
  const token = sessionToken(ctx);
  if (token) await sessions(strapi).deleteMany({ where: { tokenHash: hash(token) } });
  if (clearCookie) setCookie(ctx, '', true);
}

/** Ends every session of an account (its password was reset, or it was revoked). */
export async function endSessionsOf(strapi: Core.Strapi, userId: number): Promise<void> {
  await sessions(strapi).deleteMany({ where: { userId } });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A state-changing request must carry the session's CSRF token. */
export function assertCsrf(ctx: Context, session: ActiveSession): void {
  if (SAFE_METHODS.has(ctx.method)) return;
  const given = ctx.get(CSRF_HEADER);
  if (!given || !sameText(given, session.csrfToken)) {
    throw new HttpError(403, 'Missing or invalid CSRF token. Reload the page and try again.');
  }
}

export const SIGN_IN_REQUIRED = 'Sign in required';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Who may moderate: a moderator's session (with its CSRF token on state-changing calls),
 * or, for automation, the admin key. Returns the moderator; throws 401/403/429 otherwise.
 */
export async function assertModerator(
  strapi: Core.Strapi,
  ctx: Context,
  { allowQueryKey = false } = {},
): Promise<Moderator> {
  if (sessionToken(ctx) || carriesSessionCookie(ctx)) {
    const session = await currentSession(strapi, ctx);
    if (session) {
      assertCsrf(ctx, session);
      return session.moderator;
    }
    // A key alongside a stale cookie still serves automation.
    if (!ctx.get(ADMIN_KEY_HEADER)) {
      setCookie(ctx, '', true);
      throw unauthorized(SESSION_ENDED);
    }
  }
  if (ctx.get(ADMIN_KEY_HEADER) || (allowQueryKey && ctx.query.adminKey !== undefined)) {
    await assertAdmin(ctx, { allowQuery: allowQueryKey });
    return AUTOMATION;
  }
  throw unauthorized(SIGN_IN_REQUIRED);
}

/** For public routes that show more to moderators: the moderator, or null for a visitor. */
export async function optionalModerator(strapi: Core.Strapi, ctx: Context): Promise<Moderator | null> {
  if (!carriesSessionCookie(ctx) && !ctx.get(ADMIN_KEY_HEADER)) return null;
  const session = carriesSessionCookie(ctx) ? await currentSession(strapi, ctx) : null;
  if (session) return session.moderator;
  if (ctx.get(ADMIN_KEY_HEADER)) {
    await assertAdmin(ctx);
    return AUTOMATION;
  }
  return null;
}

export type { UserRow as ModeratorUserRow };
export { moderatorUser };
