import type { ContentChange } from '@tampa-local/domain';
import type { Context } from 'koa';
import { onContentChange } from '../../../core/cache/cache';
import { HttpError, notFound } from '../../../core/http/errors';

/**
 * GET /api/content-changes: the content changes this process learns of (its own, the
 * cache bus's, the database's feed), as server-sent events, for the web servers' page
 * caches (web/server/page-cache.ts). One `ready` event when the stream starts, then one
 * `change` event per change: `{"scope":"all"}` or `{"scope":"reviews","change":…}`
 * (packages/domain, content-changes.ts), and a comment every HEARTBEAT_MS so a reader
 * notices a dead connection.
 *
 * Internal: the web servers call the cms directly. nginx and the web's /api proxy refuse
 * it from outside, and a request that came through a proxy (it carries X-Forwarded-For or
 * Forwarded) is answered 404 here too. At most MAX_READERS streams are open at once.
 */
export const HEARTBEAT_MS = 15_000;
export const MAX_READERS = 32;

let readers = 0;

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export default () => ({
  async stream(ctx: Context) {
    if (ctx.get('x-forwarded-for') || ctx.get('forwarded')) throw notFound('Not found');
    if (readers >= MAX_READERS) {
      ctx.set('Retry-After', '5');
      throw new HttpError(503, 'Too many readers of content changes');
    }
    readers += 1;
    const { res } = ctx;
    /**
     * Writes to the socket at once. Node corks a response's socket at each write until the
     * next tick, and the write that caused a change answers in the same tick: its client
     * (a visitor who then asks a web server for the page) would hear of it before the web
     * servers did.
     */
    const write = (text: string) => {
      if (res.writableEnded || res.destroyed) return;
      res.write(text);
      res.socket?.uncork();
    };
    const send = (name: string, data: unknown) => write(event(name, data));
    const stop = onContentChange((change) => {
      const announced: ContentChange = change ? { scope: 'reviews', change } : { scope: 'all' };
      send('change', announced);
    });
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      readers -= 1;
      stop();
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    };
    ctx.req.on('close', close);
    res.on('close', close);
    // A stream has no end: no socket timeout, and written here rather than by Koa, so that
    // nothing (compression, a body stream) holds events back.
    ctx.req.socket.setTimeout(0);
    ctx.req.socket.setNoDelay(true);
    ctx.status = 200;
    ctx.type = 'text/event-stream; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.respond = false;
    res.flushHeaders();
    send('ready', {});
  },
});
