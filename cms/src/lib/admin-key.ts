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
/**
 * Clients with failed attempts, oldest window first (a Map keeps insertion order and a
 * window is only ever added at the end), so expired ones are dropped from the front.
 */
const failuresByClient = new Map<string, Failures>();
/** Bounded memory: beyond this many clients the oldest windows are forgotten. */
const MAX_TRACKED_CLIENTS = 100_000;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Compares in constant time whatever the lengths (both sides are hashed first). */
export function keysMatch(given: string, expected: string): boolean {
  return expected.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

function forgetExpired(now: number): void {
  for (const [client, failures] of failuresByClient) {
    if (now - failures.windowStart <= WINDOW_MS && failuresByClient.size < MAX_TRACKED_CLIENTS) return;
    failuresByClient.delete(client);
  }
}

function failuresOf(client: string, now: number): Failures | undefined {
  forgetExpired(now);
  const failures = failuresByClient.get(client);
  // Also when the clock went back and the order no longer holds.
  if (failures && now - failures.windowStart > WINDOW_MS) {
    failuresByClient.delete(client);
    return undefined;
  }
  return failures;
}

function recordFailure(client: string, now: number): void {
  const failures = failuresOf(client, now);
  if (failures) failures.count += 1;
  else failuresByClient.set(client, { count: 1, windowStart: now });
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
  const failures = failuresOf(client, now);
  if (failures && failures.count >= MAX_FAILURES) {
    ctx.response.set('Retry-After', String(Math.ceil((failures.windowStart + WINDOW_MS - now) / 1000)));
    throw tooManyRequests('Too many failed admin key attempts. Try again later.');
  }
  const given = presentedKey(ctx, allowQuery);
  if (given === undefined) throw unauthorized('Admin key required');
  if (!keysMatch(given, process.env.ADMIN_KEY ?? '')) {
    recordFailure(client, now);
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

/** For tests: how many clients have a failure window recorded. */
export const trackedAdminKeyClients = (): number => failuresByClient.size;
