import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isAdminRequest } from '../../../lib/admin-key';
import { idParam, paging, type RawParams } from '../../../lib/params';
import { parseModeration, parseNewVideo } from '../services/business-video';
import { serviceOf } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::business-video.business-video');

  return {
    async listForBusiness(ctx: Context) {
      const includeAll = await isAdminRequest(ctx);
      ctx.body = await service().listForBusiness(idParam(ctx), includeAll);
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
      ctx.body = await service().add(idParam(ctx), input);
    },

    async moderate(ctx: Context) {
      const change = parseModeration(ctx.request.body);
      ctx.body = await service().moderate(idParam(ctx, 'id'), change);
    },

    async remove(ctx: Context) {
      await service().remove(idParam(ctx, 'id'));
      ctx.status = 204;
      ctx.body = null;
    },
  };
};
