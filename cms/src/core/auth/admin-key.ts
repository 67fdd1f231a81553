import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'koa';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

import { tooManyRequests, unauthorized } from '../http/errors';
import { sharedLimiter } from './limits';

/** What a route handler's context and a policy context both carry. */
export type RequestContext = { request: Request; response: Response };

export const ADMIN_KEY_HEADER = 'x-admin-key';

/** Failed attempts allowed per client within the window before it is refused (429). */
export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;

const LIMIT = { points: MAX_FAILURES, duration: WINDOW_SECONDS, keyPrefix: 'tampa-local:admin-key-failures' };

/**
 * Wrong keys per client address, counted by rate-limiter-flexible: in this process, or in
 * Redis when the replicas share one (REDIS_URL), so N replicas still allow 10 tries in all.
 * If Redis fails, the count falls back to this process's memory instead of letting keys through.
 */
let failures: RateLimiterAbstract = new RateLimiterMemory(LIMIT);

/** Counts failures in Redis from now on (the client of the cache bus). */
export function countAdminKeyFailuresIn(client: unknown): void {
  failures = sharedLimiter(LIMIT, client);
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Compares in constant time whatever the lengths (both sides are hashed first). */
export function keysMatch(given: string, expected: string): boolean {
  return expected.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

/** The key a request carries: the header, or `?adminKey=` where a route allows it. */
export function presentedKey(ctx: RequestContext, allowQuery: boolean): string | undefined {
  const header = ctx.request.get(ADMIN_KEY_HEADER);
  if (header) return header;
  if (allowQuery) {
    const fromQuery = ctx.request.query.adminKey;
    if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  }
  return undefined;
}

/**
 * Checks the admin key of a request. Missing: 401 'Admin key required'; wrong: 401
 * 'Invalid admin key'; too many failures from one client: 429 with Retry-After.
 */
export async function assertAdmin(ctx: RequestContext, { allowQuery = false } = {}): Promise<void> {
  const client = ctx.request.ip || 'unknown';
  const record = await failures.get(client);
  if (record && record.consumedPoints >= MAX_FAILURES) {
    ctx.response.set('Retry-After', String(Math.max(1, Math.ceil(record.msBeforeNext / 1000))));
    throw tooManyRequests('Too many failed admin key attempts. Try again later.');
  }
  const given = presentedKey(ctx, allowQuery);
  if (given === undefined) throw unauthorized('Admin key required');
  if (!keysMatch(given, process.env.ADMIN_KEY ?? '')) {
    await failures.penalty(client, 1);
    throw unauthorized('Invalid admin key');
  }
}

/** True for a request with a valid key, false without one; a wrong key still fails. */
export async function isAdminRequest(ctx: RequestContext): Promise<boolean> {
  if (presentedKey(ctx, false) === undefined) return false;
  await assertAdmin(ctx);
  return true;
}

/** For tests: forget every recorded failure (in this process's memory). */
export function resetAdminKeyFailures(): void {
  failures = new RateLimiterMemory(LIMIT);
}
