import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { SIMILAR_BUSINESSES_LIMIT, searchTerms, type Area, type BusinessCategory } from '@tampa-local/domain';
import { cachedRows } from '../../../core/cache/cache';
import { UID } from '../../../core/db/content-types';
import { knex } from '../../../core/db/connection';
import {
  imageFromColumns,
  joinRecommendationLinks,
  listPage,
  paged,
  readPageOf,
  recommendationColumns,
  schema,
  whereStatus,
  withActiveVideoCount,
  withImageAndVideoCount,
  type EntryStatus,
  type ListShape,
  type Row,
} from '../../../core/db/db';
import { whereSearchMatches } from '../../../core/search/search-index';
import { firstOf, firstRow, readRows } from '../../../core/db/sqlite-readers';
import { listKey, templatedRaw } from '../../../core/db/templates';
import { notFound } from '../../../core/http/errors';
import type { Paging } from '../../../core/http/params';
import {
  toBusiness,
  toInfluencer,
  recommendationFields,
  type Business,
  type BusinessDetail,
  type Influencer,
  type Recommendation,
} from '../../shapes';
import { influencerColumns, withImageAndRecommendationCount } from '../../influencer/services/influencer';

export type BusinessSort = 'rating' | 'reviews' | 'name';

export type BusinessFilters = {
  category?: BusinessCategory;
  area?: Area;
  featured?: boolean;
  q?: string;
  sort: BusinessSort;
};

const COLUMNS = [
  'b.id',
  'b.document_id',
  'b.slug',
  'b.name',
  'b.category',
  'b.area',
  'b.description',
  'b.address',
  'b.phone',
  'b.website',
  'b.opening_hours',
  'b.rating',
  'b.review_count',
  'b.price_level',
  'b.featured',
  'b.latitude',
  'b.longitude',
];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => knex(strapi);

  const published = (): Knex.QueryBuilder => db()(`${schema(strapi).businesses} as b`).whereNotNull('b.published_at');

  const withDisplayColumns = (query: Knex.QueryBuilder): Knex.QueryBuilder => query.select(COLUMNS);

  /** The first business of `query` (no columns chosen), with its image and video count. */
  const firstBusiness = async (query: Knex.QueryBuilder, now: Date): Promise<Business | null> => {
    const row = await firstRow<Row>(strapi, withImageAndVideoCount(strapi, withDisplayColumns(query), 'b'));
    return row ? toBusiness(imageFromColumns(row), now) : null;
  };

  const applySort = (query: Knex.QueryBuilder, sort: BusinessSort): void => {
    if (sort === 'name') {
      query.orderBy('b.name', 'asc');
    } else if (sort === 'reviews') {
      query.orderBy('b.review_count', 'desc').orderByRaw('b.rating DESC NULLS LAST');
    } else {
      query.orderByRaw('b.rating DESC NULLS LAST').orderBy('b.review_count', 'desc');
    }
    query.orderBy('b.name', 'asc').orderBy('b.id', 'asc');
  };

  /** How a list of businesses in this order is read: a page, its images and video counts. */
  const shapeOf = (sort: BusinessSort): ListShape => ({
    alias: 'b',
    columns: COLUMNS,
    uid: UID.business,
    // Every sort reads the same columns.
    orderColumns: ['b.rating', 'b.review_count', 'b.name', 'b.id'],
    order: (rows) => {
      applySort(rows, sort);
      return rows;
    },
    perRow: (app, rows) => withActiveVideoCount(app, rows, 'b'),
  });

  return {
    /** The published businesses, filtered by nothing yet (aliased `b`, no columns chosen). */
    published,
    shapeOf,
    withDisplayColumnsFor: withDisplayColumns,

    async list(
      filters: BusinessFilters,
      page: Paging,
      now = new Date(),
    ): Promise<{ items: Business[]; total: number }> {
      const query = published();
      if (filters.category) query.where('b.category', filters.category);
      if (filters.area) query.where('b.area', filters.area);
      if (filters.featured !== undefined) query.where('b.featured', filters.featured);
      whereSearchMatches(strapi, query, 'business', 'b', filters.q ? searchTerms(filters.q) : []);
      const { rows, total } = await listPage(strapi, query, shapeOf(filters.sort), page, listKey('business', filters));
      return { items: rows.map((row) => toBusiness(row, now)), total };
    },

    /** The published businesses with these slugs (unknown ones left out), in no set order. */
    async findPublishedBySlugs(slugs: readonly string[], now = new Date()): Promise<Business[]> {
      if (slugs.length === 0) return [];
      const query = withDisplayColumns(published()).whereIn('b.slug', [...slugs]);
      const rows = await readRows<Row>(strapi, withImageAndVideoCount(strapi, query, 'b'));
      return rows.map((row) => toBusiness(imageFromColumns(row), now));
    },

    /** The published business with this documentId or slug, or null. */
    async findPublished(idOrSlug: string, now = new Date()): Promise<Business | null> {
      const [row] = await readRows<Row>(
        strapi,
        templatedRaw(strapi, 'business|published', [idOrSlug], (id) =>
          firstOf(
            withImageAndVideoCount(
              strapi,
              withDisplayColumns(published().where((inner) => inner.where('b.document_id', id).orWhere('b.slug', id))),
              'b',
            ),
          ),
        ),
      );
      return row ? toBusiness(imageFromColumns(row), now) : null;
    },

    /** One version of a document (the draft, or the published one), for the editors' preview. */
    async version(documentId: string, status: EntryStatus, now = new Date()): Promise<Business | null> {
      const query = db()(`${schema(strapi).businesses} as b`).where('b.document_id', documentId);
      return firstBusiness(whereStatus(query, 'b', status), now);
    },

    /** The page of a published business; `given`: of that version instead (the preview of a draft). */
    async detail(idOrSlug: string, now = new Date(), given?: Business): Promise<BusinessDetail> {
      const business = given ?? (await this.findPublished(idOrSlug, now));
      if (!business) throw notFound('Business not found');
      const s = schema(strapi);

      // Recommendations link to some row of each document; match documents and keep
      // only influencers that are published.
      // Each creator's image and recommendation count in the same statement.
      const recommended = (documentId: string) =>
        withImageAndRecommendationCount(
          strapi,
          joinRecommendationLinks(strapi, db()(`${s.recommendations} as r`), {
            recommendation: 'r',
            business: 'bx',
            influencer: 'ix',
          })
            .join(`${s.influencers} as i`, (on) =>
              on.on('i.document_id', '=', 'ix.document_id').andOnNotNull('i.published_at'),
            )
            .where('bx.document_id', documentId)
            .select(recommendationColumns('r'))
            .select(influencerColumns('i'))
            .orderBy('r.rating', 'desc')
            .orderBy('r.id', 'asc'),
        );
      const recommendationRows = (
        await readRows<Row>(strapi, templatedRaw(strapi, 'business|recommended', [business.id], recommended))
      ).map(imageFromColumns);

      const seen = new Set<unknown>();
      const influencers: Influencer[] = [];
      const recommendations: Recommendation[] = [];
      for (const row of recommendationRows) {
        if (seen.has(row.recommendation_id)) continue;
        seen.add(row.recommendation_id);
        const influencer = toInfluencer(row);
        influencers.push(influencer);
        recommendations.push({ ...recommendationFields(row), influencer: influencer.slug, business: business.slug });
      }

      // The category's best-rated, one more than shown, shared by every page of the
      // category: a page's similar businesses are these less itself.
      const leaders = await cachedRows(`similar|${business.category}`, () => {
        const shape = shapeOf('rating');
        const rows = shape.order(withDisplayColumns(published().where('b.category', business.category)));
        return readPageOf(
          strapi,
          shape,
          paged(rows, SIMILAR_BUSINESSES_LIMIT + 1),
          `business|similar|${business.category}`,
        );
      });
      const similar = leaders
        .filter((row) => String(row.document_id) !== business.id)
        .slice(0, SIMILAR_BUSINESSES_LIMIT)
        .map((row) => toBusiness(row, now));

      return { ...business, influencers, recommendations, similar };
    },
  };
};
