import type { Core } from '@strapi/strapi';
import type { PreviewEntry } from '@tampa-local/domain';
import type { Context } from 'koa';
import { notFound } from '../../../core/http/errors';
import { verifyPreview, type PreviewRequest } from '../../../core/auth/preview';
import { serviceOf } from '../../services';

const GONE = 'Nothing to preview: this entry was deleted, or has no such version';

/** GET /api/preview/{kind}/{documentId}: one version of an entry, for a signed preview link only. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function entryOf({ kind, documentId, status }: PreviewRequest): Promise<PreviewEntry | null> {
    const now = new Date();
    if (kind === 'businesses') {
      const service = serviceOf(strapi, 'api::business.business');
      const business = await service.version(documentId, status, now);
      return business ? { kind, status, entry: await service.detail(documentId, now, business) } : null;
    }
    if (kind === 'influencers') {
      const entry = await serviceOf(strapi, 'api::influencer.influencer')
        .detail(documentId, now, status)
        .catch(() => null);
      return entry ? { kind, status, entry } : null;
    }
    if (kind === 'events') {
      const entry = await serviceOf(strapi, 'api::event.event').version(documentId, status);
      return entry ? { kind, status, entry } : null;
    }
    const entry = await serviceOf(strapi, 'api::property.property').version(documentId, status);
    return entry ? { kind, status, entry } : null;
  }

  return {
    async show(ctx: Context) {
      const request = verifyPreview(ctx.params as { kind?: string; documentId?: string }, ctx.query);
      const found = await entryOf(request);
      if (!found) throw notFound(GONE);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
      ctx.body = found;
    },
  };
};
