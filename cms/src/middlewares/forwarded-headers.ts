import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

/**
 * Behind our proxy (TRUST_PROXY=true) the client address is the one the proxy appended to
 * X-Forwarded-For, never an entry the client wrote before it: Koa reads only the last
 * TRUSTED_PROXY_COUNT entries (1: nginx). X-Forwarded-Host is never trusted (the proxy
 * passes the real Host), so a client cannot make the cms believe it is another site.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const app = strapi.server.app;
  const trusted = Number(process.env.TRUSTED_PROXY_COUNT ?? 1);
  app.maxIpsCount = Number.isInteger(trusted) && trusted > 0 ? trusted : 1;
  return async (ctx: Context, next: Next): Promise<void> => {
    delete ctx.request.headers['x-forwarded-host'];
    await next();
  };
};
