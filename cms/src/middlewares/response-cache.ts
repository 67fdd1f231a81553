import { gzipSync } from 'node:zlib';
import {
  BUSINESS_LIST,
  EVENT_LIST,
  INFLUENCER_LIST,
  MAP_LIST_PARAMS,
  PROPERTY_LIST,
  type ListRoute,
} from '@tampa-local/domain';
import type { Context, Next } from 'koa';
import {
  RESPONSE_CACHE_ENABLED,
  contentGeneration,
  keptUntil,
  responseCache,
  type CachedResponse,
} from '../core/cache/cache';
import { answerHolds, expectAnswerClock } from '../core/cache/answer-clock';
import { answerMarks } from '../core/cache/review-changes';
import { allowedOrigins, corsVariant } from '../core/http/origins';
import { carriesSessionCookie } from '../core/auth/sessions';
import { countCacheRequest, METRICS_ROUTE_STATE } from '../core/http/metrics';

const ALLOWED_ORIGINS = allowedOrigins();

/**
 * First in the stack: answers a repeated public GET from memory, with the headers, ETag
 * and compression the full stack gave it, without running the rest of the stack.
 * Concurrent misses for the same URL wait for the first one instead of all querying.
 * The http-cache middleware fills the cache (it holds the final JSON and validator).
 */
const CACHEABLE_PATH = /^\/api\/(businesses|events|properties|influencers|search)(\/|$)/;
/** Not JSON: the CSV export, and calendars (they carry their own validators). */
const UNCACHEABLE_PATH = /^\/api\/businesses\/export\/|\.ics$/;
/** The size from which koa-compress (strapi::compression) gzips an answer. */
const COMPRESS_THRESHOLD = 1024;
/** Headers that describe one transfer, not the answer. */
/** Headers of one answer only, never replayed from the cache (x-request-id: each request has its own). */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'x-request-id',
]);

/** `startedAt`: the content generation the answer was read under; `at`: when (epoch ms). */
export type ResponseCacheState = { key: string; startedAt: number; at: number };

export const RESPONSE_CACHE_STATE = 'responseCache';

/** The filters a list route reads (with their other names), from its definition (packages/domain, lists.ts). */
const filterParams = (list: ListRoute): string[] =>
  Object.entries(list.filters).flatMap(([name, filter]) =>
    filter.kind === 'search' && filter.alias ? [name, filter.alias] : [name],
  );

/** A list route's parameters: its filters, its order, its page and the map's box and point. */
const listParams = (list: ListRoute): string[] => [
  ...filterParams(list),
  ...(list.sorts ? ['sort'] : []),
  'limit',
  'offset',
  ...MAP_LIST_PARAMS,
];

/** The clusters route beside a list: its filters, the map's box and zoom. */
const clusterParams = (list: ListRoute): string[] => [...filterParams(list), 'bbox', 'zoom'];

const pathOf = (list: ListRoute, rest = '') => new RegExp(`^/api${list.path}${rest}$`);

/**
 * The query parameters each route reads; the cache key holds only these, sorted, so
 * random extra parameters can neither bypass the cache nor fill it with copies.
 */
const KNOWN_PARAMS: [RegExp, readonly string[]][] = [
  ...[BUSINESS_LIST, EVENT_LIST, PROPERTY_LIST].flatMap((list): [RegExp, readonly string[]][] => [
    [pathOf(list), listParams(list)],
    [pathOf(list, '/clusters'), clusterParams(list)],
  ]),
  // The creators' list has no map: its filters and its page.
  [pathOf(INFLUENCER_LIST), [...filterParams(INFLUENCER_LIST), 'limit', 'offset']],
  [/^\/api\/search$/, ['q', 'limit']],
  [/^\/api\/businesses\/[^/]+\/reviews$/, ['sort', 'page', 'limit', 'offset']],
];

/**
 * The path and its known parameters in a fixed order; unknown parameters are dropped.
 * Undefined (not cached) when a known parameter comes twice or in brackets (`category[$ne]=`):
 * the route refuses those with a 400, which must not be answered from another URL's entry.
 */
export function normalizedRequest(path: string, querystring: string): string | undefined {
  const known = KNOWN_PARAMS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
  const given = new URLSearchParams(querystring);
  const kept = new URLSearchParams();
  const seen = new Set<string>();
  for (const [name, value] of given) {
    const base = name.split('[')[0] ?? name;
    if (!known.includes(base)) continue;
    if (base !== name || seen.has(name)) return undefined;
    seen.add(name);
    kept.set(name, value);
  }
  kept.sort();
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A public read: a GET (or HEAD) of public content whose answer is the same for every
 * caller, so it may be shared. Its path and known parameters (normalizedRequest), else undefined.
 */
export function publicRead(ctx: Context): string | undefined {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return undefined;
  if (!CACHEABLE_PATH.test(ctx.path) || UNCACHEABLE_PATH.test(ctx.path)) return undefined;
  // A moderator's answers differ per caller and are never shared (the automation key changes no public answer).
  if (carriesSessionCookie(ctx)) return undefined;
  return normalizedRequest(ctx.path, ctx.querystring);
}

/** Where this middleware leaves publicRead(ctx) for the ones after it (global::public-reads). */
export const PUBLIC_READ_STATE = 'publicRead';

/** The cache key of a public read (`normalized`, see publicRead). */
function cacheKey(ctx: Context, normalized: string | undefined): string | undefined {
  if (!RESPONSE_CACHE_ENABLED || normalized === undefined) return undefined;
  // CORS headers depend only on whether the caller's origin is allowed.
  return `${corsVariant(ctx.get('origin'), ALLOWED_ORIGINS)}\n${normalized}`;
}

/**
 * Headers that tell a cache in front (the web server's pages: docs/api.md, "What a page
 * may keep") how long the answer holds and what it shows of businesses' reviews.
 */
export const CONTENT_UNTIL_HEADER = 'X-Content-Until';
export const CONTENT_MARKS_HEADER = 'X-Content-Marks';
/** Longer marks are left out (the answer then counts as showing every business's figures). */
const MARKS_HEADER_MAX = 4096;

/** JSON with every character outside printable ASCII escaped, as a header value allows. */
const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Called by http-cache with the final answer of a cacheable request. */
export function storeResponse(ctx: Context, json: string): void {
  const state = ctx.state[RESPONSE_CACHE_STATE] as ResponseCacheState | undefined;
  if (!state) return;
  const holds = answerHolds(ctx, state.at);
  const until = keptUntil(holds);
  ctx.set(CONTENT_UNTIL_HEADER, Number.isFinite(until) ? String(until) : 'never');
  const marks = answerMarks(ctx);
  const marksJson = marks === undefined ? undefined : asciiJson(marks);
  if (marksJson !== undefined && marksJson.length <= MARKS_HEADER_MAX) ctx.set(CONTENT_MARKS_HEADER, marksJson);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.response.headers)) {
    if (value === undefined || TRANSFER_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const body = Buffer.from(json);
  responseCache.set(state.key, { body, headers }, body.length * 2 + 512, state.startedAt, holds, marks);
}

function accepts(ctx: Context, encoding: string): boolean {
  return ctx.acceptsEncodings(encoding, 'identity') === encoding;
}

function send(ctx: Context, cached: CachedResponse): void {
  ctx.status = 200;
  ctx.set(cached.headers);
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  if (cached.body.length >= COMPRESS_THRESHOLD && accepts(ctx, 'gzip')) {
    cached.gzipped ??= gzipSync(cached.body);
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = cached.gzipped;
  } else {
    ctx.body = cached.body;
  }
}

export default () => {
  const inflight = new Map<string, Promise<void>>();

  const serveFromCache = (ctx: Context, key: string): boolean => {
    const cached = responseCache.get(key);
    if (!cached) return false;
    ctx.state[METRICS_ROUTE_STATE] = 'response cache';
    send(ctx, cached);
    return true;
  };

  return async (ctx: Context, next: Next): Promise<void> => {
    const normalized = publicRead(ctx);
    if (normalized !== undefined) ctx.state[PUBLIC_READ_STATE] = normalized;
    const key = cacheKey(ctx, normalized);
    if (key === undefined) return next();
    const started = Date.now();
    if (serveFromCache(ctx, key)) return countCacheRequest('hit');
    countCacheRequest('miss');

    const pending = inflight.get(key);
    if (pending) {
      await pending;
      if (serveFromCache(ctx, key)) return;
      return next();
    }

    let done = () => {};
    inflight.set(
      key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    ctx.state[RESPONSE_CACHE_STATE] = {
      key,
      startedAt: contentGeneration(),
      at: started,
    } satisfies ResponseCacheState;
    expectAnswerClock(ctx);
    try {
      await next();
    } finally {
      inflight.delete(key);
      done();
    }
  };
};
