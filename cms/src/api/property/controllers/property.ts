import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  AREAS,
  AREA_LABELS,
  LISTING_TYPES,
  LISTING_TYPE_LABELS,
  PRICE_RANGES,
  PRICE_RANGE_LABELS,
  PROPERTY_TYPES,
  PROPERTY_TYPE_LABELS,
  SHORT_TERM_CATEGORIES,
  SHORT_TERM_CATEGORY_LABELS,
} from '@tampa-local/domain';
import { optionalChoice, optionalSearch, paging, type RawParams } from '../../../core/http/params';
import { optionalBbox, parseClusterBox, parseNearFilter } from '../../../core/http/geo-params';
import type { PropertyFilters, PropertyWhere } from '../services/property';
import { SHOWS_NO_REVIEWS, markAnswer } from '../../../core/cache/review-changes';
import { answerClock } from '../../../core/cache/answer-clock';
import { serviceOf } from '../../services';

/** The filters a list and the map's clusters share: vocabulary, search, box. */
export function parsePropertyWhere(query: RawParams): PropertyWhere {
  return {
    propertyType: optionalChoice(query, 'propertyType', PROPERTY_TYPES, PROPERTY_TYPE_LABELS),
    listingType: optionalChoice(query, 'listingType', LISTING_TYPES, LISTING_TYPE_LABELS),
    shortTermCategory: optionalChoice(query, 'shortTermCategory', SHORT_TERM_CATEGORIES, SHORT_TERM_CATEGORY_LABELS),
    area: optionalChoice(query, 'area', AREAS, AREA_LABELS),
    priceRange: optionalChoice(query, 'priceRange', PRICE_RANGES, PRICE_RANGE_LABELS),
    q: optionalSearch(query, 'q'),
    bbox: optionalBbox(query),
  };
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
    const { items, total } = await service.list(parsePropertyFilters(query), paging(query));
    ctx.set('X-Total-Count', String(total));
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
