import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { OTHER_INFLUENCERS_LIMIT, escapeLike } from '@tampa-local/domain';
import { cachedRows } from '../../../core/cache/cache';
import { UID } from '../../../core/db/content-types';
import { knex } from '../../../core/db/connection';
import { INFLUENCER_ORDER, columnsOf, orderBy } from '../../../core/db/list-orders';
import {
  imageFromColumns,
  joinRecommendationLinks,
  listPage,
  paged,
  readPageOf,
  recommendationColumns,
  type EntryStatus,
  type ListShape,
  type Row,
  schema,
  whereStatus,
  withFirstImage,
  withImageAndVideoCount,
} from '../../../core/db/db';
import { notFound } from '../../../core/http/errors';
import { firstOf, readRows } from '../../../core/db/sqlite-readers';
import { listKey, templatedRaw } from '../../../core/db/templates';
import type { Paging } from '../../../core/http/params';
import {
  toBusiness,
  toInfluencer,
  recommendationFields,
  type Business,
  type Influencer,
  type InfluencerDetail,
  type Recommendation,
} from '../../shapes';
import { serviceOf } from '../../services';

/** Columns of an influencer row aliased `alias` (its image and recommendation count come apart). */
export function influencerColumns(alias: string): string[] {
  return [
    `${alias}.id`,
    `${alias}.document_id`,
    `${alias}.slug`,
    `${alias}.name`,
    `${alias}.handle`,
    `${alias}.niche`,
    `${alias}.follower_count`,
    `${alias}.bio`,
    `${alias}.profile_url`,
    `${alias}.verified`,
  ];
}

/**
 * For a query of influencer rows aliased `alias`: each row's count of recommendations
 * (linked to any row of its document) whose business is published, as a subquery, so
 * that the rows and their counts are one statement.
 */
export function withRecommendationCount(
  strapi: Core.Strapi,
  query: Knex.QueryBuilder,
  alias: string,
): Knex.QueryBuilder {
  const s = schema(strapi);
  const db = knex(strapi);
  const [recommendation, business, influencer, published] = ['rc', 'rb', 'ri', 'rp'].map((a) => `${alias}_${a}`);
  const counting = joinRecommendationLinks(strapi, db(`${s.recommendations} as ${recommendation}`), {
    recommendation,
    business,
    influencer,
  })
    .where(`${influencer}.document_id`, db.ref(`${alias}.document_id`))
    .whereExists((exists) =>
      exists
        .select(db.raw('1'))
        .from(`${s.businesses} as ${published}`)
        .where(`${published}.document_id`, db.ref(`${business}.document_id`))
        .whereNotNull(`${published}.published_at`),
    )
    .select(db.raw('COUNT(DISTINCT ??.id)', [recommendation]));
  return query.select(counting.as('recommendation_count'));
}

/** Creators in the order of their list: most followed first. */
export function orderInfluencers(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return orderBy(query, 'i', INFLUENCER_ORDER);
}

/** How a list of creators is read: a page with its images and recommendation counts. */
export const INFLUENCER_SHAPE: ListShape = {
  alias: 'i',
  columns: influencerColumns('i'),
  uid: UID.influencer,
  order: orderInfluencers,
  orderColumns: columnsOf('i', INFLUENCER_ORDER),
  perRow: (strapi, rows) => withRecommendationCount(strapi, rows, 'i'),
};

/** Influencer rows aliased `i` with their first image and recommendation count: one statement. */
export function withImageAndRecommendationCount(strapi: Core.Strapi, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return withRecommendationCount(strapi, withFirstImage(strapi, query, 'i', UID.influencer), 'i');
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => knex(strapi);
  const published = (): Knex.QueryBuilder => db()(`${schema(strapi).influencers} as i`).whereNotNull('i.published_at');

  return {
    /** The published creators, filtered by nothing yet (aliased `i`, no columns chosen). */
    published,

    async list(filters: { niche?: string }, page: Paging): Promise<{ items: Influencer[]; total: number }> {
      const query = published();
      if (filters.niche) {
        query.whereRaw(`LOWER(i.niche) LIKE ? ESCAPE ?`, [`%${escapeLike(filters.niche.toLowerCase())}%`, '\\']);
      }
      const { rows, total } = await listPage(strapi, query, INFLUENCER_SHAPE, page, {
        key: listKey('influencer', filters),
      });
      return { items: rows.map(toInfluencer), total };
    },

    /** The published creators with these slugs (unknown ones left out), in no set order. */
    async findPublishedBySlugs(slugs: readonly string[]): Promise<Influencer[]> {
      if (slugs.length === 0) return [];
      const query = published()
        .select(influencerColumns('i'))
        .whereIn('i.slug', [...slugs]);
      const rows = await readRows<Row>(strapi, withImageAndRecommendationCount(strapi, query));
      return rows.map((row) => toInfluencer(imageFromColumns(row)));
    },

    /** The page of a published creator; with `status` 'draft', of its draft (the editors' preview, by document id). */
    async detail(slug: string, now = new Date(), status: EntryStatus = 'published'): Promise<InfluencerDetail> {
      const creator = (idOrSlug: string) => {
        const base =
          status === 'draft'
            ? whereStatus(db()(`${schema(strapi).influencers} as i`).where('i.document_id', idOrSlug), 'i', 'draft')
            : published().where((inner) => inner.where('i.slug', idOrSlug).orWhere('i.document_id', idOrSlug));
        return firstOf(withImageAndRecommendationCount(strapi, base.select(influencerColumns('i'))));
      };
      const [row] = await readRows<Row>(strapi, templatedRaw(strapi, `influencer|${status}`, [slug], creator));
      if (!row) throw notFound('Influencer not found');
      const s = schema(strapi);
      const businessService = serviceOf(strapi, 'api::business.business');

      // Recommendations link to some row of each document; match documents and keep only
      // businesses that are published, read with their pictures and video counts, in the
      // same statement.
      const recommended = (documentId: string) =>
        withImageAndVideoCount(
          strapi,
          businessService
            .withDisplayColumnsFor(
              joinRecommendationLinks(strapi, db()(`${s.recommendations} as r`), {
                recommendation: 'r',
                business: 'bx',
                influencer: 'ix',
              })
                .join(`${s.businesses} as b`, (on) =>
                  on.on('b.document_id', '=', 'bx.document_id').andOnNotNull('b.published_at'),
                )
                .where('ix.document_id', documentId),
            )
            .select(recommendationColumns('r'))
            .orderBy('r.rating', 'desc')
            .orderBy('r.id', 'asc'),
          'b',
        );
      const recommendationRows = await readRows<Row>(
        strapi,
        templatedRaw(strapi, 'influencer|recommended', [String(row.document_id)], recommended),
      );
      const influencer = toInfluencer(imageFromColumns(row));

      const seen = new Set<unknown>();
      const recommendations: Recommendation<string, Business>[] = [];
      for (const rec of recommendationRows) {
        if (seen.has(rec.recommendation_id)) continue;
        seen.add(rec.recommendation_id);
        recommendations.push({
          ...recommendationFields(rec),
          influencer: influencer.slug,
          business: toBusiness(imageFromColumns(rec), now),
        });
      }

      // The most followed, one more than shown, shared by every creator's page: a page's
      // other creators are these less itself.
      const leaders = await cachedRows('other-creators', () =>
        readPageOf(
          strapi,
          INFLUENCER_SHAPE,
          paged(orderInfluencers(published().select(influencerColumns('i'))), OTHER_INFLUENCERS_LIMIT + 1),
          'influencer|others',
        ),
      );
      const others = leaders
        .filter((row) => String(row.document_id) !== influencer.id)
        .slice(0, OTHER_INFLUENCERS_LIMIT)
        .map(toInfluencer);

      return { ...influencer, recommendations, others };
    },
  };
};
