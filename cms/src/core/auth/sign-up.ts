import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { badRequest, HttpError, tooManyRequests } from '../http/errors';
import { sharedLimiter } from './limits';
import { bodyObject } from '../http/params';

/**
 * Visitor sign-up: an e-mail address and a password of 10 characters to 72 bytes (bcrypt
 * reads no further: a longer one would be cut without saying). At most 5
 * sign-ups per client and 3 per address an hour (each sends a mail), then 429 with
 * Retry-After. The answer never says whether the address already has an account: that
 * address gets a mail saying so instead.
 */
export const SIGN_UPS_PER_CLIENT = 5;
export const SIGN_UPS_PER_ADDRESS = 3;
export const PASSWORD_MIN = 10;
/** bcrypt's limit, in UTF-8 bytes: 72 characters of plain ASCII, fewer with accents or emoji. */
export const PASSWORD_MAX = 72;
export const PASSWORD_POLICY = `Choose a password of ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;

/** The one password policy, for sign-up and password reset: the message, or null when it holds. */
export function passwordProblem(password: string): string | null {
  return password.length < PASSWORD_MIN || Buffer.byteLength(password, 'utf8') > PASSWORD_MAX ? PASSWORD_POLICY : null;
}
export const TOO_MANY_SIGN_UPS = 'Too many sign-ups from here. Try again later.';

const CLIENT = { points: SIGN_UPS_PER_CLIENT, duration: 60 * 60, keyPrefix: 'tampa-local:sign-up:client' };
const ADDRESS = { points: SIGN_UPS_PER_ADDRESS, duration: 60 * 60, keyPrefix: 'tampa-local:sign-up:address' };

let perClient: RateLimiterAbstract = new RateLimiterMemory(CLIENT);
let perAddress: RateLimiterAbstract = new RateLimiterMemory(ADDRESS);

/** Counts sign-ups in Redis from now on, shared by every replica. */
export function countSignUpsIn(client: unknown): void {
  perClient = sharedLimiter(CLIENT, client);
  perAddress = sharedLimiter(ADDRESS, client);
}

/** For tests: forget every counted sign-up. */
export function resetSignUpCounts(): void {
  perClient = new RateLimiterMemory(CLIENT);
  perAddress = new RateLimiterMemory(ADDRESS);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL = 'Enter a valid email address';

/** The address as it is stored (trimmed, lower case), or null when it is not one. */
export function normalizedEmail(value: string): string | null {
  const address = value.trim().toLowerCase();
  return address.length > 254 || !EMAIL.test(address) ? null : address;
}

export type SignUp = { email: string; password: string };

export function parseSignUp(ctx: Context): SignUp {
  if (!ctx.is('application/json')) throw new HttpError(415, 'Send the sign-up as JSON');
  const { email, password } = bodyObject(ctx.request.body);
  if (typeof email !== 'string' || email.trim() === '' || typeof password !== 'string' || password === '') {
    throw badRequest('Email and password are required');
  }
  const address = normalizedEmail(email);
  if (address === null) throw badRequest(INVALID_EMAIL);
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  return { email: address, password };
}

/** Counts this sign-up; 429 with Retry-After past either limit. */
export async function countSignUp(ctx: Context, address: string): Promise<void> {
  const client = ctx.request.ip || 'unknown';
  try {
    await Promise.all([perClient.consume(client), perAddress.consume(address)]);
  } catch (refusal) {
    const wait = (refusal as { msBeforeNext?: number }).msBeforeNext;
    if (typeof wait !== 'number') throw refusal;
    ctx.set('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    throw tooManyRequests(TOO_MANY_SIGN_UPS);
  }
}

/** A confirmation code: 64 hex characters, sent in the mail's link. */
export const newConfirmationCode = () => randomBytes(32).toString('hex');
export const isConfirmationCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
