import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { optionalInteger, optionalText, paging, type RawParams } from '../../../core/http/params';
import { serviceOf } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/moderation-records: the latest moderation actions on videos, or one video's
   * with `videoId`, or one review's with `reviewId`.
   */
  async list(ctx: Context) {
    const params = ctx.query as RawParams;
    const service = serviceOf(strapi, 'api::moderation-record.moderation-record');
    const reviewId = optionalInteger(params, 'reviewId', { min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 0 });
    const { items, total } =
      reviewId > 0
        ? await service.listForReview(reviewId, paging(params))
        : await service.list({ videoId: optionalText(params, 'videoId', 64) }, paging(params));
    ctx.set('X-Total-Count', String(total));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = items;
  },
});
