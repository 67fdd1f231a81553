import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { INFLUENCER_LIST } from '@tampa-local/domain';
import { idParam, listFilters, paging, type RawParams } from '../../../core/http/params';
import { SHOWS_NO_REVIEWS, markAnswer, showsBusinesses } from '../../../core/cache/review-changes';
import { answerClock } from '../../../core/cache/answer-clock';
import { serviceOf } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::influencer.influencer');
  return {
    async list(ctx: Context) {
      const query = ctx.query as RawParams;
      // A creators list reads no clock.
      answerClock(ctx);
      const { items, total } = await service().list(listFilters(query, INFLUENCER_LIST.filters), paging(query));
      ctx.set('X-Total-Count', String(total));
      markAnswer(ctx, SHOWS_NO_REVIEWS);
      ctx.body = items;
    },
    async findOne(ctx: Context) {
      const slug = idParam(ctx, 'slug');
      const detail = await service().detail(slug, answerClock(ctx));
      markAnswer(ctx, showsBusinesses(detail.recommendations.map((recommendation) => recommendation.business)));
      ctx.body = detail;
    },
  };
};
