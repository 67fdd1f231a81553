import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { optionalModerator, type Moderator } from '../../../core/auth/sessions';
import { idParam, paging, type RawParams } from '../../../core/http/params';
import { parseModeration, parseNewVideo } from '../services/business-video';
import { SHOWS_NO_REVIEWS, markAnswer } from '../../../core/cache/review-changes';
import { serviceOf } from '../../services';

/** Who the moderator policy found behind the request. */
const actor = (ctx: Context): Moderator => ctx.state.moderator as Moderator;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::business-video.business-video');

  return {
    async listForBusiness(ctx: Context) {
      const includeAll = (await optionalModerator(strapi, ctx)) !== null;
      ctx.body = await service().listForBusiness(idParam(ctx), includeAll);
      markAnswer(ctx, SHOWS_NO_REVIEWS);
      if (includeAll) ctx.set('Cache-Control', 'private, no-store');
    },

    /** The moderation queue: pending videos of every business, oldest first. */
    async pending(ctx: Context) {
      const { items, total } = await service().listPending(paging(ctx.query as RawParams));
      ctx.set('X-Total-Count', String(total));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = items;
    },

    async create(ctx: Context) {
      const input = parseNewVideo(ctx.request.body);
      ctx.status = 201;
      ctx.body = await service().add(idParam(ctx), input, actor(ctx));
    },

    async moderate(ctx: Context) {
      const change = parseModeration(ctx.request.body);
      ctx.body = await service().moderate(idParam(ctx, 'id'), change, actor(ctx));
    },

    async remove(ctx: Context) {
      await service().remove(idParam(ctx, 'id'), actor(ctx));
      ctx.status = 204;
      ctx.body = null;
    },
  };
};
