/**
 * /api and /uploads passed to the cms (`npm start`, no nginx), with the client's address.
 *
 * The cms limits some calls per client address (sign-in, sign-up, wrong admin keys); a
 * proxy that sends no address makes every client one bucket. So the web server sends
 * X-Forwarded-For with exactly one entry, the client as it sees it, replacing whatever
 * the client wrote: the socket's address, or, when the web server itself is behind
 * proxies (TRUST_PROXY=true, TRUSTED_PROXY_COUNT of them, default 1), the address the
 * outermost of those added. The cms trusts this one hop (its TRUSTED_PROXY_COUNT=1).
 */
import { wholeNumberSetting } from '@tampa-local/domain';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/**
 * Express's `trust proxy` setting for the web server: false (the socket is the client)
 * unless TRUST_PROXY=true, then the number of proxies in front that append to X-Forwarded-For
 * (TRUSTED_PROXY_COUNT, at least 1 and 1 when unset, as for the cms; anything else stops the start).
 */
export function trustProxySetting(env: NodeJS.ProcessEnv = process.env): false | number {
  if (env.TRUST_PROXY !== 'true') return false;
  return wholeNumberSetting('TRUSTED_PROXY_COUNT', env.TRUSTED_PROXY_COUNT, {
    min: 1,
    max: 32,
    fallback: 1,
  });
}

/** The client as this server sees it, on an app whose `trust proxy` is trustProxySetting(). */
export function clientAddressOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? '';
}

/** Headers a client could use to claim another address or scheme: the web server sets its own. */
const CLIENT_CLAIMS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
];

/**
 * The middleware that passes /api and /uploads to `cmsUrl` (others go on), on an app whose
 * `trust proxy` is trustProxySetting(): `req.ip` and `req.protocol` are then the client's.
 */
export function apiProxy(cmsUrl: string): RequestHandler {
  const toCms = createProxyMiddleware({ target: cmsUrl, changeOrigin: true, xfwd: false });
  return (req, res, next) => {
    if (!(req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith('/uploads/'))) {
      next();
      return;
    }
    const client = clientAddressOf(req);
    const protocol = req.protocol;
    for (const name of CLIENT_CLAIMS) delete req.headers[name];
    if (client) req.headers['x-forwarded-for'] = client;
    req.headers['x-forwarded-proto'] = protocol;
    toCms(req, res, next);
  };
}
