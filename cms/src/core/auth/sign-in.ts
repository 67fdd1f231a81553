import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../http/errors';
import { sharedLimiter } from './limits';
import { VISITOR_ROLE, type AccountUserRow, type Role } from './sessions';
import { bodyObject } from '../http/params';

/**
 * Sign-in of moderators and visitors: e-mail and password checked by the users-permissions
 * plugin's own bcrypt comparison. Failures are counted per account (5 in 15 minutes) and per client
 * address (20 in 15 minutes); past either, sign-in answers 429 with Retry-After, even
 * with the right password. The same 401 answers an unknown address, a wrong password, a
 * blocked account and an account of another role, after the same bcrypt work. An account
 * that is not confirmed yet is refused (403, with the right password only): a visitor has
 * not followed the mailed link, a moderator has not been confirmed by an editor in the panel.
 */
export const ACCOUNT_FAILURES = 5;
export const CLIENT_FAILURES = 20;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Try again later.';

const ACCOUNT = {
  points: ACCOUNT_FAILURES,
  duration: FAILURE_WINDOW_SECONDS,
  keyPrefix: 'tampa-local:sign-in:account',
};
const CLIENT = { points: CLIENT_FAILURES, duration: FAILURE_WINDOW_SECONDS, keyPrefix: 'tampa-local:sign-in:client' };

let perAccount: RateLimiterAbstract = new RateLimiterMemory(ACCOUNT);
let perClient: RateLimiterAbstract = new RateLimiterMemory(CLIENT);

/** Counts failures in Redis from now on, shared by every replica (the cache bus's client). */
export function countSignInFailuresIn(client: unknown): void {
  perAccount = sharedLimiter(ACCOUNT, client);
  perClient = sharedLimiter(CLIENT, client);
}

/** For tests: forget every recorded failure. */
export function resetSignInFailures(): void {
  perAccount = new RateLimiterMemory(ACCOUNT);
  perClient = new RateLimiterMemory(CLIENT);
}

/** A bcrypt hash of a random password: unknown addresses cost the same time as known ones. */
const NO_SUCH_USER_HASH = '$2a$10$P5ExW3C6RxvsociEoK2w9uz2sNVvF/nVZXphSK7VDM61NTSw2cVn6';

export type Credentials = { email: string; password: string };

export function parseCredentials(ctx: Context): Credentials {
  if (!ctx.is('application/json')) throw new HttpError(415, 'Send the sign-in as JSON');
  const body = bodyObject(ctx.request.body);
  const { email, password } = body;
  if (typeof email !== 'string' || email.trim() === '' || typeof password !== 'string' || password === '') {
    throw badRequest('Email and password are required');
  }
  if (email.length > 254 || password.length > 200) throw unauthorized(INVALID_CREDENTIALS);
  return { email: email.trim().toLowerCase(), password };
}

async function refuseWhenLimited(ctx: Context, account: string, client: string): Promise<void> {
  const [byAccount, byClient] = await Promise.all([perAccount.get(account), perClient.get(client)]);
  const waits = [
    byAccount && byAccount.consumedPoints >= ACCOUNT_FAILURES ? byAccount.msBeforeNext : 0,
    byClient && byClient.consumedPoints >= CLIENT_FAILURES ? byClient.msBeforeNext : 0,
  ];
  const wait = Math.max(...waits);
  if (wait > 0) {
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    throw tooManyRequests(TOO_MANY_SIGN_INS);
  }
}

type UserService = { validatePassword: (password: string, hash: string) => Promise<boolean> };

export const CONFIRM_FIRST = 'Please confirm your email address first: follow the link we sent you.';
export const MODERATOR_UNCONFIRMED =
  'This account is not confirmed yet. Ask an editor to confirm it in the panel (Content Manager → User → Confirmed).';

/** The account of `role` these credentials belong to; throws 401, 403 or 429 otherwise. */
export async function verifyAccount(
  strapi: Core.Strapi,
  ctx: Context,
  credentials: Credentials,
  role: Role,
): Promise<AccountUserRow> {
  const client = ctx.request.ip || 'unknown';
  await refuseWhenLimited(ctx, credentials.email, client);
  const user = (await strapi.db.query('plugin::users-permissions.user').findOne({
    where: { email: credentials.email },
    populate: ['role'],
  })) as (AccountUserRow & { password?: string | null }) | null;
  const users = strapi.plugin('users-permissions').service('user') as unknown as UserService;
  const passwordMatches = await users.validatePassword(credentials.password, user?.password || NO_SUCH_USER_HASH);
  if (!user || !user.password || !passwordMatches || user.blocked || user.role?.type !== role) {
    await Promise.all([perAccount.penalty(credentials.email, 1), perClient.penalty(client, 1)]);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await perAccount.delete(credentials.email);
  if (!user.confirmed) throw new HttpError(403, role === VISITOR_ROLE ? CONFIRM_FIRST : MODERATOR_UNCONFIRMED);
  return user;
}
