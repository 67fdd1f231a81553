import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { idParam, optionalText, paging, type RawParams } from '../../../core/http/params';
import { answerClock } from '../../../core/cache/answer-clock';
import { serviceOf } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::influencer.influencer');
  return {
    async list(ctx: Context) {
      const query = ctx.query as RawParams;
      // A creators list reads no clock.
      answerClock(ctx);
      const { items, total } = await service().list({ niche: optionalText(query, 'niche', 80) }, paging(query));
      ctx.set('X-Total-Count', String(total));
      ctx.body = items;
    },
    async findOne(ctx: Context) {
      const slug = idParam(ctx, 'slug');
      ctx.body = await service().detail(slug, answerClock(ctx));
    },
  };
};
