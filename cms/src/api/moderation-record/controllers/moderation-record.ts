import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { optionalText, paging, type RawParams } from '../../../core/http/params';
import { serviceOf } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/moderation-records: the latest moderation actions, or one video's with `videoId`. */
  async list(ctx: Context) {
    const params = ctx.query as RawParams;
    const videoId = optionalText(params, 'videoId', 64);
    const { items, total } = await serviceOf(strapi, 'api::moderation-record.moderation-record').list(
      { videoId },
      paging(params),
    );
    ctx.set('X-Total-Count', String(total));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = items;
  },
});
