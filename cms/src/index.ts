import type { Core } from '@strapi/strapi';
import { MIN_PRODUCTION_KEY_LENGTH } from './lib/admin-key';
import { registerBenchStockRoutes } from './lib/bench-stock';
import { registerCacheInvalidation } from './lib/cache';
import { cacheBus, connectCacheBus } from './lib/cache-bus';
import { ensureListIndexes } from './lib/indexes';
import { setUpSearchIndexes } from './lib/search-index';
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
    registerCacheInvalidation(strapi);
    registerBenchStockRoutes(strapi);
    if (key === '') {
      strapi.log.warn('ADMIN_KEY is not set: the admin routes refuse every request.');
    }
  },

  /** After Strapi's schema sync: the indexes it cannot declare (idempotent). */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureListIndexes(strapi);
    await setUpSearchIndexes(strapi);
    // With REDIS_URL: a change made through any replica empties every replica's caches.
    connectCacheBus(strapi);
  },

  async destroy() {
    await cacheBus()?.close();
  },
};
