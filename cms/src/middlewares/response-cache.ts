import { gzipSync } from 'node:zlib';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { RESPONSE_CACHE_ENABLED, contentGeneration, responseCache, type CachedResponse } from '../lib/cache';

/**
 * First in the stack: answers a repeated public GET from memory, with the headers, ETag
 * and compression the full stack gave it, without running the rest of the stack.
 * Concurrent misses for the same URL wait for the first one instead of all querying.
 * The http-cache middleware fills the cache (it holds the final JSON and validator).
 */
const CACHEABLE_PATH = /^\/api\/(businesses|events|properties|influencers|search)(\/|$)/;
const UNCACHEABLE_PATH = /^\/api\/businesses\/export\//;
/** The size from which koa-compress (strapi::compression) gzips an answer. */
const COMPRESS_THRESHOLD = 1024;
/** Headers that describe one transfer, not the answer. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date']);

export type ResponseCacheState = { key: string; startedAt: number };

export const RESPONSE_CACHE_STATE = 'responseCache';

function cacheKey(ctx: Context): string | undefined {
  if (!RESPONSE_CACHE_ENABLED) return undefined;
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return undefined;
  if (!CACHEABLE_PATH.test(ctx.path) || UNCACHEABLE_PATH.test(ctx.path)) return undefined;
  // Admin answers differ per key and are never shared.
  if (ctx.get('x-admin-key') || /(^|&)adminKey=/.test(ctx.querystring)) return undefined;
  // CORS headers depend on the caller's origin.
  return `${ctx.get('origin')}\n${ctx.url}`;
}

/** Called by http-cache with the final answer of a cacheable request. */
export function storeResponse(ctx: Context, json: string): void {
  const state = ctx.state[RESPONSE_CACHE_STATE] as ResponseCacheState | undefined;
  if (!state) return;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.response.headers)) {
    if (value === undefined || TRANSFER_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const body = Buffer.from(json);
  responseCache.set(state.key, { body, headers }, body.length * 2 + 512, state.startedAt);
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

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const inflight = new Map<string, Promise<void>>();
  const logsRequests = () => (strapi.log as unknown as { isHttpEnabled?: () => boolean }).isHttpEnabled?.() ?? true;

  const serveFromCache = (ctx: Context, key: string, started: number): boolean => {
    const cached = responseCache.get(key);
    if (!cached) return false;
    send(ctx, cached);
    // The access log line strapi::logger would have written.
    if (logsRequests())
      strapi.log.http(`${ctx.method} ${ctx.url} (${Math.ceil(Date.now() - started)} ms) ${ctx.status}`);
    return true;
  };

  return async (ctx: Context, next: Next): Promise<void> => {
    const key = cacheKey(ctx);
    if (key === undefined) return next();
    const started = Date.now();
    if (serveFromCache(ctx, key, started)) return;

    const pending = inflight.get(key);
    if (pending) {
      await pending;
      if (serveFromCache(ctx, key, started)) return;
      return next();
    }

    let done = () => {};
    inflight.set(
      key,
      new Promise<void>((resolve) => {
        done = resolve;
      }),
    );
    ctx.state[RESPONSE_CACHE_STATE] = { key, startedAt: contentGeneration() } satisfies ResponseCacheState;
    try {
      await next();
    } finally {
      inflight.delete(key);
      done();
    }
  };
};
