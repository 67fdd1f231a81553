import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { badRequest } from '../../../core/http/errors';
import { optionalInteger, optionalSearch, type RawParams } from '../../../core/http/params';
import { answerClock } from '../../../core/cache/answer-clock';
import { serviceOf } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async search(ctx: Context) {
    const query = ctx.query as RawParams;
    // A bare `?q` arrives as null and counts as missing, not as a malformed value.
    const q = optionalSearch(query, 'q');
    if (q === undefined) throw badRequest('q is required');
    const limit = optionalInteger(query, 'limit', { min: 1, max: 50, fallback: 20 });
    ctx.body = await serviceOf(strapi, 'api::search.search').search(q, limit, answerClock(ctx));
  },
});
