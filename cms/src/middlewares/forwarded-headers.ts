import type { Context, Next } from 'koa';
import { isTrustedProxy, trustedProxyAddresses } from '../core/http/trusted-proxies';

/**
 * X-Forwarded-Host is never trusted: the proxy passes the real Host, and with TRUST_PROXY
 * Koa would otherwise take the host (and the origin it builds from it) from whatever a
 * client wrote there. The client address is settled by `server.proxy.maxIpsCount`
 * (config/server.ts): only the entries our own proxies appended count, and, with
 * TRUSTED_PROXY_ADDRESSES, only when the request came from one of those proxies (from
 * anyone else the forwarding headers are dropped, so the socket's address counts).
 */
export default () => {
  const trusted = trustedProxyAddresses();
  return async (ctx: Context, next: Next): Promise<void> => {
    const headers = ctx.request.headers;
    delete headers['x-forwarded-host'];
    if (!isTrustedProxy(ctx.req.socket.remoteAddress, trusted)) {
      delete headers['x-forwarded-for'];
      delete headers['x-forwarded-proto'];
    }
    await next();
  };
};
