import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('CMS_PORT', env.int('PORT', 1337)),
  app: {
    keys: env.array('APP_KEYS', []),
  },
  // Behind nginx or a load balancer the client address comes from X-Forwarded-For.
  proxy: { koa: env.bool('TRUST_PROXY', false) },
});

export default config;
