import type { Core } from '@strapi/strapi';
import { digestSchedule } from '../src/api/newsletter-subscriber/digest/schedule';

/** Proxies in front of the cms that append to X-Forwarded-For (1: our nginx). */
function trustedProxyCount(value: number): number {
  return Number.isInteger(value) && value > 0 ? value : 1;
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('CMS_PORT', env.int('PORT', 1337)),
  app: {
    keys: env.array('APP_KEYS', []),
  },
  // Behind nginx or a load balancer the client address comes from X-Forwarded-For, but only
  // from its last TRUSTED_PROXY_COUNT entries: whatever a client wrote in front of them is ignored.
  proxy: {
    koa: env.bool('TRUST_PROXY', false),
    maxIpsCount: trustedProxyCount(env.int('TRUSTED_PROXY_COUNT', 1)),
  },
  // The newsletter's weekly digest (NEWSLETTER_DIGEST_CRON), when mail really leaves.
  cron: digestSchedule(process.env),
});

export default config;
