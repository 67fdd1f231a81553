import type { Core } from '@strapi/strapi';
import { UID } from '../../core/db/content-types';
import { recountInTransaction } from './figures';

/**
 * Editors may change a review in Strapi's panel (its status, a correction): the business's
 * figures follow, in the same transaction as the change. The API's own review writes go
 * through plain SQL and recount themselves (services/review.ts); the lifecycles do not see them.
 */
export function recountOnPanelChanges(strapi: Core.Strapi): void {
  const businessOf = (value: unknown): string | null => {
    const id = (value as { businessId?: unknown } | null | undefined)?.businessId;
    return typeof id === 'string' && id !== '' ? id : null;
  };
  const recount = async (event: { result?: unknown; state?: Record<string, unknown> }) => {
    const ids = new Set([businessOf(event.result), businessOf(event.state?.before)]);
    for (const id of ids) if (id) await recountInTransaction(strapi, id);
  };
  strapi.db.lifecycles.subscribe({
    models: [UID.review],
    async beforeUpdate(event) {
      // A review moved to another business changes the figures of both.
      const where = (event.params as { where?: Record<string, unknown> }).where;
      if (where) event.state.before = await strapi.db.query(UID.review).findOne({ where, select: ['businessId'] });
    },
    afterCreate: recount,
    afterUpdate: recount,
    afterDelete: recount,
  });
}
