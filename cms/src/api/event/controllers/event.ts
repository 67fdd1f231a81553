import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS, TIMEFRAMES, TIMEFRAME_LABELS } from '@tampa-local/domain';
import { optionalChoice, optionalSearch, paging, type RawParams } from '../../../core/http/params';
import type { EventFilters } from '../services/event';
import { answerClock } from '../../../core/cache/answer-clock';
import { serviceOf } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const query = ctx.query as RawParams;
    const filters: EventFilters = {
      category: optionalChoice(query, 'category', EVENT_CATEGORIES, EVENT_CATEGORY_LABELS),
      timeframe: optionalChoice(query, 'timeframe', TIMEFRAMES, TIMEFRAME_LABELS),
      q: optionalSearch(query, 'q'),
    };
    const { items, total } = await serviceOf(strapi, 'api::event.event').list(filters, paging(query), answerClock(ctx));
    ctx.set('X-Total-Count', String(total));
    ctx.body = items;
  },
});
