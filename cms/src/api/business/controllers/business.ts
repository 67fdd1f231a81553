import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { BUSINESS_LIST, SIMILAR_BUSINESSES_LIMIT, type MapClusters } from '@tampa-local/domain';
import { idParam, listFilters, listSort, paging, setListTotal, type RawParams } from '../../../core/http/params';
import type { BusinessFilters, BusinessWhere } from '../services/business';
import { optionalBbox, parseClusterBox, parseNearFilter } from '../../../core/http/geo-params';
import { CSV_FILE_NAME } from '../services/export';
import { answerClock } from '../../../core/cache/answer-clock';
import { markAnswer, pageWindow, showsBusinesses } from '../../../core/cache/review-changes';
import { serviceOf } from '../../services';

/** The filters a list and the map's clusters share: the list's (packages/domain), then the box. */
export function parseBusinessWhere(query: RawParams): BusinessWhere {
  return { ...listFilters(query, BUSINESS_LIST.filters), bbox: optionalBbox(query) };
}

export function parseBusinessFilters(query: RawParams): BusinessFilters {
  const where = parseBusinessWhere(query);
  const { near, radius } = parseNearFilter(query);
  return { ...where, near, radius, sort: listSort(query, BUSINESS_LIST.sorts, near !== undefined) };
}

/** The clusters route's parameters: the list's filters, a box (required) and a zoom (required). */
export function parseClusterParams(query: RawParams): {
  where: BusinessWhere & { bbox: NonNullable<BusinessWhere['bbox']> };
  zoom: number;
} {
  const { bbox, zoom } = parseClusterBox(query);
  return { where: { ...parseBusinessWhere(query), bbox }, zoom };
}

/** A clusters answer shows the rating of each cell's one business. */
const clusterMarks = (answer: MapClusters) =>
  showsBusinesses(answer.clusters.flatMap((cluster) => (cluster.business ? [cluster.business] : [])));

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::business.business');

  return {
    async list(ctx: Context) {
      const query = ctx.query as RawParams;
      const filters = parseBusinessFilters(query);
      const page = paging(query);
      const { items, ...total } = await service().list(filters, page, answerClock(ctx));
      setListTotal(ctx, total);
      // In a figures order, a page covers a stretch of it (review-changes.ts).
      const order = filters.sort === 'rating' || filters.sort === 'reviews' ? filters.sort : null;
      markAnswer(ctx, {
        businesses: items.map((business) => business.id),
        windows: order ? [pageWindow(order, filters.category ?? null, items, page)] : [],
      });
      ctx.body = items;
    },

    async clusters(ctx: Context) {
      const { where, zoom } = parseClusterParams(ctx.query as RawParams);
      const clusters = await service().clusters(where, zoom);
      markAnswer(ctx, clusterMarks(clusters));
      ctx.body = clusters;
    },

    async findOne(ctx: Context) {
      const detail = await service().detail(idParam(ctx), answerClock(ctx));
      // Its similar businesses are the best-rated of its category, less itself.
      markAnswer(ctx, {
        businesses: [detail.id, ...detail.similar.map((business) => business.id)],
        windows: [
          pageWindow('rating', detail.category, detail.similar, { offset: 0, limit: SIMILAR_BUSINESSES_LIMIT }),
        ],
      });
      ctx.body = detail;
    },

    async exportCsv(ctx: Context) {
      const exporter = serviceOf(strapi, 'api::business.export');
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="${CSV_FILE_NAME}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = exporter.stream();
    },
  };
};
