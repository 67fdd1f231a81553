import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PROPERTY_LIST } from '@tampa-local/domain';
import { listFilters, paging, setListTotal, type RawParams } from '../../../core/http/params';
import { optionalBbox, parseClusterBox, parseNearFilter } from '../../../core/http/geo-params';
import type { PropertyFilters, PropertyWhere } from '../services/property';
import { SHOWS_NO_REVIEWS, markAnswer } from '../../../core/cache/review-changes';
import { answerClock } from '../../../core/cache/answer-clock';
import { serviceOf } from '../../services';

/** The filters a list and the map's clusters share: the list's (packages/domain), then the box. */
export function parsePropertyWhere(query: RawParams): PropertyWhere {
  return { ...listFilters(query, PROPERTY_LIST.filters), bbox: optionalBbox(query) };
}

/** A list's filters: those of the map, and `near` (nearest first) with its `radius`. */
export function parsePropertyFilters(query: RawParams): PropertyFilters {
  return { ...parsePropertyWhere(query), ...parseNearFilter(query) };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    const query = ctx.query as RawParams;
    // A property list reads no clock.
    answerClock(ctx);
    const service = serviceOf(strapi, 'api::property.property');
    const { items, ...total } = await service.list(parsePropertyFilters(query), paging(query));
    setListTotal(ctx, total);
    markAnswer(ctx, SHOWS_NO_REVIEWS);
    ctx.body = items;
  },

  async clusters(ctx: Context) {
    const query = ctx.query as RawParams;
    const { bbox, zoom } = parseClusterBox(query);
    const clusters = await serviceOf(strapi, 'api::property.property').clusters(
      { ...parsePropertyWhere(query), bbox },
      zoom,
    );
    markAnswer(ctx, SHOWS_NO_REVIEWS);
    ctx.body = clusters;
  },
});
