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

/**
 * A key in a URL ends up in access logs, proxies' logs and browser histories, so the
 * key is only ever read from its header; a URL that carries one is refused outright.
 */
export const KEY_IN_URL = 'Send the admin key in the X-Admin-Key header, never in the URL.';

/** True when the URL carries `adminKey=` (any case, any value): refused, never compared. */
export function keyInUrl(ctx: RequestContext): boolean {
  return Object.keys(ctx.request.query).some((name) => name.toLowerCase() === 'adminkey');
}

/** The key a request carries in its X-Admin-Key header, if any. */
export function presentedKey(ctx: RequestContext): string | undefined {
  return ctx.request.get(ADMIN_KEY_HEADER) || undefined;
}

/**
 * Checks the automation key (ADMIN_KEY) of a request. In the URL: 401 KEY_IN_URL; missing: 401 'Admin key
 * required'; wrong: 401 'Invalid admin key'; too many failures from one client: 429 with
 * Retry-After.
 */
export async function assertAdmin(ctx: RequestContext): Promise<void> {
  if (keyInUrl(ctx)) throw unauthorized(KEY_IN_URL);
  const client = ctx.request.ip || 'unknown';
  const record = await failures.get(client);
  if (record && record.consumedPoints >= MAX_FAILURES) {
    ctx.response.set('Retry-After', String(Math.max(1, Math.ceil(record.msBeforeNext / 1000))));
    throw tooManyRequests('Too many failed admin key attempts. Try again later.');
  }
  const given = presentedKey(ctx);
  if (given === undefined) throw unauthorized('Admin key required');
  if (!keysMatch(given, process.env.ADMIN_KEY ?? '')) {
    await failures.penalty(client, 1);
    throw unauthorized('Invalid admin key');
  }
}

/** For tests: forget every recorded failure (in this process's memory). */
export function resetAdminKeyFailures(): void {
  failures = new RateLimiterMemory(LIMIT);
}
