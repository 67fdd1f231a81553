import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { idParam, optionalText, paging, type Paging, type RawParams } from '../../../lib/params';

type InfluencerService = {
  list: (filters: { niche?: string }, page: Paging) => Promise<{ items: unknown[]; total: number }>;
  detail: (slug: string) => Promise<unknown>;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::influencer.influencer') as unknown as InfluencerService;
  return {
    async list(ctx: Context) {
      const query = ctx.query as RawParams;
      const { items, total } = await service().list({ niche: optionalText(query, 'niche', 80) }, paging(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = items;
    },
    async findOne(ctx: Context) {
      const slug = idParam(ctx, 'slug');
      ctx.body = await service().detail(slug);
    },
  };
};
