import type { Context, Next } from 'koa';

/** What /uploads may show in the browser as itself: pictures. Anything else downloads. */
const INLINE_IMAGE = /\.(jpe?g|png|gif|webp|avif)$/i;

/**
 * Files under /uploads are served from the site's own origin, so none may run as a page:
 * no content sniffing, a policy that allows nothing but the file itself, and download
 * instead of display for anything that is not a picture.
 */
export default () =>
  async (ctx: Context, next: Next): Promise<void> => {
    if (!ctx.path.startsWith('/uploads/')) {
      await next();
      return;
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    ctx.set('Cross-Origin-Resource-Policy', 'same-site');
    if (!INLINE_IMAGE.test(ctx.path)) ctx.set('Content-Disposition', 'attachment');
    await next();
  };
