import type { Context, Next } from 'koa';

/**
 * X-Forwarded-Host is never trusted: the proxy passes the real Host, and with TRUST_PROXY
 * Koa would otherwise take the host (and the origin it builds from it) from whatever a
 * client wrote there. The client address is settled by `server.proxy.maxIpsCount`
 * (config/server.ts): only the entries our own proxies appended count.
 */
export default () =>
  async (ctx: Context, next: Next): Promise<void> => {
    delete ctx.request.headers['x-forwarded-host'];
    await next();
  };
