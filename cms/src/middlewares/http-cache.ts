import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { carriesSessionCookie } from '../core/auth/sessions';
import { storeResponse } from './response-cache';

/**
 * Public GETs under /api get a validator and a short shared cache lifetime: browsers and
 * CDNs revalidate with If-None-Match and get 304 without the body. Answers for a
 * moderator's session, or that set their own Cache-Control (the automation key's export and
 * stats do), are left alone; the key changes no public answer.
 */
const PUBLIC_MAX_AGE_SECONDS = 60;

export default () =>
  async (ctx: Context, next: Next): Promise<void> => {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (!ctx.path.startsWith('/api/') || ctx.status !== 200) return;
    if (ctx.response.get('Cache-Control')) return;
    if (carriesSessionCookie(ctx)) return;
    const body = ctx.body;
    if (body === null || typeof body !== 'object' || typeof (body as { pipe?: unknown }).pipe === 'function') return;
    if (Buffer.isBuffer(body)) return;

    const json = JSON.stringify(body);
    ctx.set(
      'Cache-Control',
      `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_MAX_AGE_SECONDS * 5}`,
    );
    ctx.set('Vary', 'Accept-Encoding');
    ctx.etag = createHash('sha1').update(json).digest('base64url');
    ctx.type = 'application/json; charset=utf-8';
    storeResponse(ctx, json);
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.body = json;
  };
