import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isAdminRequest } from '../../../lib/admin-key';
import { idParam } from '../../../lib/params';
import { parseModeration, parseNewVideo, type NewVideo } from '../services/business-video';
import type { VideoStatus } from '@tampa-local/domain';

type VideoService = {
  listForBusiness: (idOrSlug: string, includeAll: boolean) => Promise<unknown[]>;
  add: (idOrSlug: string, input: NewVideo) => Promise<unknown>;
  moderate: (id: string, change: { status: VideoStatus; notes: string | null }) => Promise<unknown>;
  remove: (id: string) => Promise<void>;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::business-video.business-video') as unknown as VideoService;

  return {
    async listForBusiness(ctx: Context) {
      const includeAll = await isAdminRequest(ctx);
      ctx.body = await service().listForBusiness(idParam(ctx), includeAll);
      if (includeAll) ctx.set('Cache-Control', 'private, no-store');
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
