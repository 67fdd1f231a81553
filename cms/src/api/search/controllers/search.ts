import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { badRequest } from '../../../core/http/errors';
import { optionalInteger, optionalSearch, type RawParams } from '../../../core/http/params';
import { answerClock } from '../../../core/cache/answer-clock';
import { markAnswer, pageWindow } from '../../../core/cache/review-changes';
import { serviceOf } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async search(ctx: Context) {
    const query = ctx.query as RawParams;
    // A bare `?q` arrives as null and counts as missing, not as a malformed value.
    const q = optionalSearch(query, 'q');
    if (q === undefined) throw badRequest('q is required');
    const limit = optionalInteger(query, 'limit', { min: 1, max: 50, fallback: 20 });
    const results = await serviceOf(strapi, 'api::search.search').search(q, limit, answerClock(ctx));
    // The first businesses that match, best-rated first (review-changes.ts).
    markAnswer(ctx, {
      businesses: results.businesses.map((business) => business.id),
      windows: [pageWindow('rating', null, results.businesses, { offset: 0, limit })],
    });
    ctx.body = results;
  },
});
