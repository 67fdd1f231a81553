import type { Core } from '@strapi/strapi';

const config: Core.Config.Middlewares = [
  // First: repeated public GETs are answered from memory without the rest of the stack.
  'global::response-cache',
  'strapi::logger',
  'strapi::errors',
  { name: 'strapi::compression', config: { br: false } },
  'global::api-errors',
  'global::http-cache',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    config: { jsonLimit: '64kb', formLimit: '64kb', textLimit: '64kb' },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
