import type { Core } from '@strapi/strapi';
import { MIN_PRODUCTION_KEY_LENGTH } from './lib/admin-key';
import { registerSlugMiddleware } from './lib/slugs';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    const key = process.env.ADMIN_KEY ?? '';
    if (process.env.NODE_ENV === 'production' && key.length < MIN_PRODUCTION_KEY_LENGTH) {
      throw new Error(
        `ADMIN_KEY must be set to at least ${MIN_PRODUCTION_KEY_LENGTH} characters in production (it guards the CSV export and video moderation).`,
      );
    }
    registerSlugMiddleware(strapi);
    if (key === '') {
      strapi.log.warn('ADMIN_KEY is not set: the admin routes refuse every request.');
    }
  },

  bootstrap() {},
};
