import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../http/errors';
import { sharedLimiter } from './limits';
import { VISITOR_ROLE, type AccountUserRow, type Role } from './sessions';
import { bodyObject } from '../http/params';
import { accountUsers } from './user-services';

/**
 * Sign-in of moderators and visitors: e-mail and password checked by the users-permissions
 * plugin's own bcrypt comparison. The same 401 answers an unknown address, a wrong
 * password, a blocked account and an account of another role, after the same bcrypt work.
 * An account that is not confirmed yet is refused (403, with the right password only): a
 * visitor has not followed the mailed link, a moderator has not been confirmed by an
 * editor in the panel.
 *
 * Failures are counted per (account, client address) pair, never per account alone, so
 * a guesser elsewhere cannot lock the real person out: after PAIR_FAILURES failures of a
 * pair, that pair is refused (429 with Retry-After, even with the right password) for a
 * minute, and each further failure after a block doubles the next one (2, 4, 8 … minutes,
 * at most an hour). A success clears the pair. Each client address also has a limit
 * across accounts (CLIENT_FAILURES in 15 minutes), against one client spraying many.
 */
export const PAIR_FAILURES = 5;
export const FIRST_BLOCK_SECONDS = 60;
export const LONGEST_BLOCK_SECONDS = 60 * 60;
/** A pair's failures are forgotten a day after its first one (or at its next success). */
export const PAIR_MEMORY_SECONDS = 24 * 60 * 60;
export const CLIENT_FAILURES = 20;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Try again later.';

/** How long a pair is refused after its `failures`-th failure: none before PAIR_FAILURES. */
export function blockSeconds(failures: number): number {
  if (failures < PAIR_FAILURES) return 0;
  const doublings = Math.min(failures - PAIR_FAILURES, 12);
  return Math.min(FIRST_BLOCK_SECONDS * 2 ** doublings, LONGEST_BLOCK_SECONDS);
}

// The pair's count (points high enough never to be reached: blocks come from blockSeconds).
const PAIR = { points: 1_000_000, duration: PAIR_MEMORY_SECONDS, keyPrefix: 'tampa-local:sign-in:pair' };
// The pair's current block: rate-limiter-flexible's block(), which refuses until it ends.
const PAIR_BLOCK = { points: 1, duration: LONGEST_BLOCK_SECONDS, keyPrefix: 'tampa-local:sign-in:pair-block' };
const CLIENT = { points: CLIENT_FAILURES, duration: FAILURE_WINDOW_SECONDS, keyPrefix: 'tampa-local:sign-in:client' };

let pairFailures: RateLimiterAbstract = new RateLimiterMemory(PAIR);
let pairBlocks: RateLimiterAbstract = new RateLimiterMemory(PAIR_BLOCK);
let perClient: RateLimiterAbstract = new RateLimiterMemory(CLIENT);

/** Counts failures in Redis from now on, shared by every replica (the cache bus's client). */
export function countSignInFailuresIn(client: unknown): void {
  pairFailures = sharedLimiter(PAIR, client);
  pairBlocks = sharedLimiter(PAIR_BLOCK, client);
  perClient = sharedLimiter(CLIENT, client);
}

/** For tests: forget every recorded failure. */
export function resetSignInFailures(): void {
  pairFailures = new RateLimiterMemory(PAIR);
  pairBlocks = new RateLimiterMemory(PAIR_BLOCK);
  perClient = new RateLimiterMemory(CLIENT);
}

/** For tests: as if every block had run out, the failures still counted (in this process's memory). */
export function endSignInBlocks(): void {
  pairBlocks = new RateLimiterMemory(PAIR_BLOCK);
}

/** The key of an (account, client) pair: an address has no space, an e-mail may hold anything. */
const pairKey = (account: string, client: string) => `${client} ${account}`;

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

async function refuseWhenLimited(ctx: Context, pair: string, client: string): Promise<void> {
  const [block, byClient] = await Promise.all([pairBlocks.get(pair), perClient.get(client)]);
  const waits = [
    block && block.consumedPoints > PAIR_BLOCK.points ? block.msBeforeNext : 0,
    byClient && byClient.consumedPoints >= CLIENT_FAILURES ? byClient.msBeforeNext : 0,
  ];
  const wait = Math.max(...waits);
  if (wait > 0) {
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    throw tooManyRequests(TOO_MANY_SIGN_INS);
  }
}

/** Counts a failure of the pair and the client, and blocks the pair when it has failed too often. */
async function countFailure(pair: string, client: string): Promise<void> {
  const [counted] = await Promise.all([pairFailures.penalty(pair, 1), perClient.penalty(client, 1)]);
  const seconds = blockSeconds(counted.consumedPoints);
  if (seconds > 0) await pairBlocks.block(pair, seconds);
}

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
  const pair = pairKey(credentials.email, client);
  await refuseWhenLimited(ctx, pair, client);
  const user = (await strapi.db.query('plugin::users-permissions.user').findOne({
    where: { email: credentials.email },
    populate: ['role'],
  })) as (AccountUserRow & { password?: string | null }) | null;
  const users = accountUsers(strapi);
  const passwordMatches = await users.validatePassword(credentials.password, user?.password || NO_SUCH_USER_HASH);
  if (!user || !user.password || !passwordMatches || user.blocked || user.role?.type !== role) {
    await countFailure(pair, client);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await Promise.all([pairFailures.delete(pair), pairBlocks.delete(pair)]);
  if (!user.confirmed) throw new HttpError(403, role === VISITOR_ROLE ? CONFIRM_FIRST : MODERATOR_UNCONFIRMED);
  return user;
}
