import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { ADMIN_KEY_HEADER, assertAdmin, keyInUrl } from './admin-key';
import { HttpError, unauthorized } from '../http/errors';
import { wholeNumberSetting } from '../env/settings';
import { knex } from '../db/connection';
import { changesSomething, writeLane } from '../db/write-lane';
import { link, read, tableOf, type Row } from '../db/db';

/**
 * Sessions of people with accounts (users-permissions users): moderators of the
 * moderation area and visitors. A random token in an httpOnly, SameSite=Strict cookie
 * (Secure in production), only its SHA-256 kept in the database, so a copy of the table
 * signs nobody in. A session ends after MODERATOR_IDLE_MINUTES without a request for a moderator
 * (default 30) or VISITOR_IDLE_DAYS for a visitor (default 30), and at the latest 12 hours
 * (moderators) or 90 days (visitors) after sign-in. Each request checks that the account
 * still exists, is not blocked and still has the role it signed in with, so revoking an
 * account ends its sessions at once.
 *
 * State-changing calls also carry the session's CSRF token in X-CSRF-Token: an HMAC of
 * the cookie's token, which a page on another site can neither read nor compute.
 */
export const SESSION_COOKIE = 'tl_session';
export const CSRF_HEADER = 'x-csrf-token';
export const MODERATOR_ROLE = 'moderator';
/** The users-permissions plugin's role for signed-up visitors. */
export const VISITOR_ROLE = 'authenticated';
/** A session is extended at most once a minute, so a busy account is not a write per request. */
const TOUCH_EVERY_MS = 60 * 1000;

const SESSION_UID = 'api::account-session.account-session';
const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';

export type Role = typeof MODERATOR_ROLE | typeof VISITOR_ROLE;

/** Who acts: a signed-in account, or (id null) automation with the automation key (export and stats only). */
export type Moderator = { id: number | null; email: string; username: string };
export type Account = { id: number; email: string; username: string; role: Role };

/** Who a request with the automation key acts as in the moderation records. */
export const AUTOMATION: Moderator = { id: null, email: 'Automation (admin key)', username: 'automation' };

export type AccountUserRow = {
  id: number;
  email: string;
  username: string;
  blocked: boolean | null;
  confirmed: boolean | null;
  role?: { type?: string } | null;
};

/**
 * How long a session lasts without use, and at most, for each role. A bad
 * MODERATOR_IDLE_MINUTES (1-720) or VISITOR_IDLE_DAYS (1-90) stops the cms at start
 * (assertSessionSettings), as every numeric setting does.
 */
export function lifetimes(role: Role, env: NodeJS.ProcessEnv = process.env): { idleMs: number; absoluteMs: number } {
  if (role === MODERATOR_ROLE) {
    const minutes = wholeNumberSetting('MODERATOR_IDLE_MINUTES', env.MODERATOR_IDLE_MINUTES, {
      min: 1,
      max: 720,
      fallback: 30,
    });
    return { idleMs: minutes * 60_000, absoluteMs: 12 * 60 * 60_000 };
  }
  const days = wholeNumberSetting('VISITOR_IDLE_DAYS', env.VISITOR_IDLE_DAYS, { min: 1, max: 90, fallback: 30 });
  return { idleMs: days * 24 * 60 * 60_000, absoluteMs: 90 * 24 * 60 * 60_000 };
}

/** Reads the session settings once at start, so a bad value stops the cms there, not a request later. */
export function assertSessionSettings(env: NodeJS.ProcessEnv = process.env): void {
  lifetimes(MODERATOR_ROLE, env);
  lifetimes(VISITOR_ROLE, env);
}

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const csrfTokenOf = (token: string) => createHmac('sha256', token).update('csrf').digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Where the browser sends the cookie: a moderator's to the whole API (the moderation calls live
 * under several paths), a visitor's only to /api/account, so a signed-in visitor's public
 * API calls stay cookie-free and are still answered from the caches.
 */
export const cookiePath = (role: Role) => (role === MODERATOR_ROLE ? '/api' : '/api/account');

function cookieAttributes(path: string): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
  return `Path=${path}; HttpOnly; SameSite=Strict${secure}`;
}

/**
 * The cookie lasts as long as the browser for a moderator; a visitor's is kept for the
 * session's whole lifetime, so "signed in" survives closing the browser.
 */
function setCookie(ctx: Context, value: string, path: string, maxAgeSeconds?: number): void {
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  ctx.append('Set-Cookie', `${SESSION_COOKIE}=${value}; ${cookieAttributes(path)}${age}`);
}

/** Clears the cookie of `role`, or, when the role is not known (a stale cookie), both. */
function clearCookie(ctx: Context, role?: Role): void {
  const roles: Role[] = role ? [role] : [MODERATOR_ROLE, VISITOR_ROLE];
  for (const each of roles) setCookie(ctx, '', cookiePath(each), 0);
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

const roleOf = (type: unknown): Role | null => (type === MODERATOR_ROLE || type === VISITOR_ROLE ? type : null);

type SessionRead = {
  id: number;
  userId: number;
  expiresAt: number;
  absoluteExpiresAt: number;
  account: Account | null;
};

/**
 * The session with this token's hash and its account, in one read (every signed-in
 * request makes it): `account` null when the account may not have a session (gone,
 * blocked, unconfirmed, another role).
 */
async function sessionOf(strapi: Core.Strapi, db: Knex, tokenHash: string): Promise<SessionRead | null> {
  const roleLink = link(strapi, USER_UID, 'role');
  const [row] = (await db(`${tableOf(strapi, SESSION_UID)} as s`)
    .leftJoin(`${tableOf(strapi, USER_UID)} as u`, 'u.id', 's.user_id')
    .leftJoin(`${roleLink.table} as ul`, `ul.${roleLink.from}`, 'u.id')
    .leftJoin(`${tableOf(strapi, ROLE_UID)} as r`, 'r.id', `ul.${roleLink.to}`)
    .where('s.token_hash', tokenHash)
    .select(
      's.id',
      's.user_id',
      's.expires_at',
      's.absolute_expires_at',
      'u.id as account_id',
      'u.email',
      'u.username',
      'u.blocked',
      'u.confirmed',
      'r.type as role_type',
    )
    .limit(1)) as Row[];
  if (!row) return null;
  const role = roleOf(row.role_type);
  const active = row.account_id !== null && !read.bool(row.blocked) && read.bool(row.confirmed);
  const time = (value: unknown) => new Date(read.timestamp(value) ?? 0).getTime();
  return {
    id: read.int(row.id),
    userId: read.int(row.user_id),
    expiresAt: time(row.expires_at),
    absoluteExpiresAt: time(row.absolute_expires_at),
    account:
      active && role
        ? { id: read.int(row.account_id), email: String(row.email), username: String(row.username), role }
        : null,
  };
}

export type ActiveSession = { account: Account; csrfToken: string; expiresAt: Date };

/** Starts a session for `user` (whose role the caller checked) and sets its cookie. */
export async function startSession(
  strapi: Core.Strapi,
  ctx: Context,
  user: AccountUserRow,
  role: Role,
): Promise<ActiveSession> {
  const now = Date.now();
  // Sessions that ended are cleared at each sign-in.
  await sessions(strapi).deleteMany({
    where: { $or: [{ expiresAt: { $lt: new Date(now) } }, { absoluteExpiresAt: { $lt: new Date(now) } }] },
  });
  const { idleMs, absoluteMs } = lifetimes(role);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + idleMs);
  await sessions(strapi).create({
    data: { tokenHash: hash(token), userId: user.id, expiresAt, absoluteExpiresAt: new Date(now + absoluteMs) },
  });
  setCookie(ctx, token, cookiePath(role), role === VISITOR_ROLE ? Math.floor(absoluteMs / 1000) : undefined);
  return {
    account: { id: user.id, email: user.email, username: user.username, role },
    csrfToken: csrfTokenOf(token),
    expiresAt,
  };
}

/**
 * The account behind the request's cookie, or null (no cookie, an unknown or ended
 * session, or an account that may no longer sign in: its sessions are deleted). A valid
 * session is extended by its idle timeout.
 */
export async function currentSession(strapi: Core.Strapi, ctx: Context): Promise<ActiveSession | null> {
  const token = sessionToken(ctx);
  if (!token) return null;
  // A request that changes something reads it on the write lane, not behind the reads.
  const row = await sessionOf(strapi, changesSomething(ctx) ? writeLane(strapi) : knex(strapi), hash(token));
  if (!row) return null;
  const now = Date.now();
  const expires = row.expiresAt;
  const absolute = row.absoluteExpiresAt;
  if (expires <= now || absolute <= now) {
    await sessions(strapi).delete({ where: { id: row.id } });
    return null;
  }
  const { account } = row;
  if (!account) {
    await sessions(strapi).deleteMany({ where: { userId: row.userId } });
    return null;
  }
  let expiresAt = new Date(expires);
  const extended = Math.min(now + lifetimes(account.role).idleMs, absolute);
  if (extended - expires >= TOUCH_EVERY_MS) {
    expiresAt = new Date(extended);
    await sessions(strapi).update({ where: { id: row.id }, data: { expiresAt } });
  }
  return { account, csrfToken: csrfTokenOf(token), expiresAt };
}

/**
 * Ends the request's session (if any) and clears its cookie: the cookie of `role` where the
 * session's role is known, else both (unless a new cookie replaces it).
 */
export async function endSession(
  strapi: Core.Strapi,
  ctx: Context,
  { clearCookie: clear = true, role }: { clearCookie?: boolean; role?: Role } = {},
): Promise<void> {
  const token = sessionToken(ctx);
  if (token) await sessions(strapi).deleteMany({ where: { tokenHash: hash(token) } });
  if (clear) clearCookie(ctx, role);
}

/** Ends every session of an account (its password changed, or it was revoked). */
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
export const MODERATORS_ONLY = 'Only moderators can do this';
export const KEY_NOT_FOR_MODERATION =
  'The admin key only serves the CSV export and the stats: sign in as a moderator to moderate.';

const asModerator = (account: Account): Moderator => ({
  id: account.id,
  email: account.email,
  username: account.username,
});

/**
 * Who may use a moderation route: a moderator's session (with its CSRF token on
 * state-changing calls), or, on the automation routes only (`automation`: the CSV export
 * and the stats), the automation key in its header. Moderation itself is always done by a
 * person with an account, so the records name them. Returns the moderator; throws
 * 401/403/429 otherwise (403 for a visitor's session).
 */
export async function assertModerator(
  strapi: Core.Strapi,
  ctx: Context,
  { automation = false } = {},
): Promise<Moderator> {
  const withKey = automation && (Boolean(ctx.get(ADMIN_KEY_HEADER)) || keyInUrl(ctx));
  if (carriesSessionCookie(ctx)) {
    const session = await currentSession(strapi, ctx);
    if (session) {
      if (session.account.role !== MODERATOR_ROLE) throw new HttpError(403, MODERATORS_ONLY);
      assertCsrf(ctx, session);
      return asModerator(session.account);
    }
    // A key alongside a stale cookie still serves automation.
    if (!withKey) {
      clearCookie(ctx, MODERATOR_ROLE);
      throw unauthorized(SESSION_ENDED);
    }
  }
  if (withKey) {
    await assertAdmin(ctx);
    return AUTOMATION;
  }
  if (ctx.get(ADMIN_KEY_HEADER)) throw unauthorized(KEY_NOT_FOR_MODERATION);
  throw unauthorized(SIGN_IN_REQUIRED);
}

/** For a visitor's own routes: any signed-in account (with the CSRF token on changes), else 401. */
export async function assertAccount(strapi: Core.Strapi, ctx: Context): Promise<ActiveSession> {
  const session = carriesSessionCookie(ctx) ? await currentSession(strapi, ctx) : null;
  if (!session) {
    if (carriesSessionCookie(ctx)) {
      clearCookie(ctx);
      throw unauthorized(SESSION_ENDED);
    }
    throw unauthorized(SIGN_IN_REQUIRED);
  }
  assertCsrf(ctx, session);
  return session;
}

/** For public routes that show more to moderators: the signed-in moderator, or null for anyone else. */
export async function optionalModerator(strapi: Core.Strapi, ctx: Context): Promise<Moderator | null> {
  if (!carriesSessionCookie(ctx)) return null;
  const session = await currentSession(strapi, ctx);
  return session?.account.role === MODERATOR_ROLE ? asModerator(session.account) : null;
}
