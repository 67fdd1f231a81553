import { CSP_DEFAULTS } from '@strapi/utils';
import helmet from 'koa-helmet';
import type { Middleware } from 'koa';
import fp from 'lodash/fp';

/**
 * Strapi's own defaults for `strapi::security` (@strapi/core's middlewares/security), which
 * it does not export. tests/public-reads.test.ts compares every header of the fast path's
 * answers with the whole stack's, so a Strapi upgrade that changes them fails there.
 */
const STRAPI_SECURITY_DEFAULTS = {
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  contentSecurityPolicy: {
    useDefaults: true,
    directives: { ...CSP_DEFAULTS, upgradeInsecureRequests: null },
  },
  xssFilter: false,
  hsts: { maxAge: 31536000, includeSubDomains: true },
  frameguard: { action: 'sameorigin' },
};

/**
 * The headers `strapi::security` sets on a request under /api, from a helmet built once.
 * Strapi's middleware merges its defaults with the configuration and builds a new helmet on
 * every request, to widen the policy for /documentation and, in development, the panel:
 * neither is under /api. That work was about 5 % of a business page's cache miss.
 */
export function apiSecurityHeaders(config: unknown): Middleware {
  const options = fp.defaultsDeep(STRAPI_SECURITY_DEFAULTS, config ?? {}) as Parameters<typeof helmet>[0];
  return helmet(options);
}
