import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'koa';

/** What a route handler's context and a policy context both carry. */
export type RequestContext = { request: Request; response: Response };
import { tooManyRequests, unauthorized } from './errors';

export const ADMIN_KEY_HEADER = 'x-admin-key';
export const MIN_PRODUCTION_KEY_LENGTH = 24;

/** Failed attempts allowed per client within the window before it is refused (429). */
const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60 * 1000;

type Failures = { count: number; windowStart: number };
const failuresByClient = new Map<string, Failures>();

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Compares in constant time whatever the lengths (both sides are hashed first). */
export function keysMatch(given: string, expected: string): boolean {
  return expected.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

function failuresFor(client: string, now: number): Failures {
  const current = failuresByClient.get(client);
  if (!current || now - current.windowStart > WINDOW_MS) {
    const fresh = { count: 0, windowStart: now };
    failuresByClient.set(client, fresh);
    return fresh;
  }
  return current;
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
 * 'Invalid admin key'; too many failures from one client: 429.
 */
export function assertAdmin(ctx: RequestContext, { allowQuery = false } = {}): void {
  const now = Date.now();
  const client = ctx.request.ip || 'unknown';
  const failures = failuresFor(client, now);
  if (failures.count >= MAX_FAILURES) {
    ctx.response.set('Retry-After', String(Math.ceil((failures.windowStart + WINDOW_MS - now) / 1000)));
    throw tooManyRequests('Too many failed admin key attempts. Try again later.');
  }
  const given = presentedKey(ctx, allowQuery);
  if (given === undefined) throw unauthorized('Admin key required');
  if (!keysMatch(given, process.env.ADMIN_KEY ?? '')) {
    failures.count += 1;
    throw unauthorized('Invalid admin key');
  }
}

/** True for a request with a valid key, false without one; a wrong key still fails. */
export function isAdminRequest(ctx: RequestContext): boolean {
  if (presentedKey(ctx, false) === undefined) return false;
  assertAdmin(ctx);
  return true;
}

/** For tests: forget every recorded failure. */
export function resetAdminKeyFailures(): void {
  failuresByClient.clear();
}
