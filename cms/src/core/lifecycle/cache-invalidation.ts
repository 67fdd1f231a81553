import type { Core } from '@strapi/strapi';
import { CONTENT_IMPORTED_EVENT } from '@tampa-local/domain';
import { invalidateContent } from '../cache/cache';
import { UID } from '../db/content-types';

/**
 * Empties the caches on every write to public content, once when it happens and again
 * when its transaction commits (so a read between the two cannot keep the old state).
 */
export function registerCacheInvalidation(strapi: Core.Strapi): void {
  const changed = async () => {
    invalidateContent();
    if (strapi.db.inTransaction()) {
      await strapi.db.transaction(async ({ onCommit }) => {
        onCommit(invalidateContent);
      });
    }
  };
  // Bulk imports (the synthetic seed) write with plain SQL and announce it instead.
  strapi.eventHub.on(CONTENT_IMPORTED_EVENT, async () => invalidateContent());
  strapi.db.lifecycles.subscribe({
    // Every public type, and media (image URLs).
    models: Object.values(UID),
    afterCreate: changed,
    afterCreateMany: changed,
    afterUpdate: changed,
    afterUpdateMany: changed,
    afterDelete: changed,
    afterDeleteMany: changed,
  });
}
