import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { OTHER_INFLUENCERS_LIMIT, escapeLike } from '@tampa-local/domain';
import { UID, countOf, imageUrlColumn, knex, schema } from '../../../lib/db';
import { notFound } from '../../../lib/errors';
import type { Paging } from '../../../lib/params';
import { toBusiness, toInfluencer, toPosts, type Influencer, type Recommendation } from '../../../lib/shapes';

/**
 * Columns of a published influencer row aliased `alias`, with its image and the number
 * of its recommendations whose business is published.
 */
export function influencerColumns(strapi: Core.Strapi, alias: string): Array<string | Knex.Raw> {
  const s = schema(strapi);
  const db = knex(strapi);
  return [
    `${alias}.document_id`,
    `${alias}.slug`,
    `${alias}.name`,
    `${alias}.handle`,
    `${alias}.niche`,
    `${alias}.follower_count`,
    `${alias}.bio`,
    `${alias}.profile_url`,
    `${alias}.verified`,
    imageUrlColumn(strapi, UID.influencer, alias),
    db.raw(
      `(SELECT COUNT(DISTINCT rc.id) FROM ?? rc
         JOIN ?? rli ON rli.?? = rc.id JOIN ?? rix ON rix.id = rli.??
         JOIN ?? rlb ON rlb.?? = rc.id JOIN ?? rbx ON rbx.id = rlb.??
        WHERE rix.document_id = ??.document_id
          AND EXISTS (SELECT 1 FROM ?? rbp WHERE rbp.document_id = rbx.document_id AND rbp.published_at IS NOT NULL)
      ) AS recommendation_count`,
      [
        s.recommendations,
        s.recommendationInfluencer.table,
        s.recommendationInfluencer.from,
        s.influencers,
        s.recommendationInfluencer.to,
        s.recommendationBusiness.table,
        s.recommendationBusiness.from,
        s.businesses,
        s.recommendationBusiness.to,
        alias,
        s.businesses,
      ],
    ),
  ];
}

export type InfluencerDetail = Influencer & { recommendations: Recommendation[]; others: Influencer[] };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => knex(strapi);
  const published = (): Knex.QueryBuilder => db()(`${schema(strapi).influencers} as i`).whereNotNull('i.published_at');

  return {
    async list(filters: { niche?: string }, page: Paging): Promise<{ items: Influencer[]; total: number }> {
      const query = published();
      if (filters.niche) {
        query.whereRaw(`LOWER(i.niche) LIKE ? ESCAPE ?`, [`%${escapeLike(filters.niche.toLowerCase())}%`, '\\']);
      }
      const total = await countOf(query);
      const rows = (await query
        .clone()
        .select(influencerColumns(strapi, 'i'))
        .orderBy('i.follower_count', 'desc')
        .orderBy('i.name', 'asc')
        .orderBy('i.id', 'asc')
        .limit(page.limit)
        .offset(page.offset)) as Record<string, unknown>[];
      return { items: rows.map(toInfluencer), total };
    },

    async detail(slug: string, now = new Date()): Promise<InfluencerDetail> {
      const row = (await published()
        .select(influencerColumns(strapi, 'i'))
        .where((inner) => inner.where('i.slug', slug).orWhere('i.document_id', slug))
        .first()) as Record<string, unknown> | undefined;
      if (!row) throw notFound('Influencer not found');
      const influencer = toInfluencer(row);
      const s = schema(strapi);
      const businessService = strapi.service('api::business.business') as unknown as {
        withDisplayColumnsFor: (query: Knex.QueryBuilder) => Knex.QueryBuilder;
      };

      // Recommendations link to some row of each document; match documents and keep
      // only businesses that are published.
      const recommendationRows = (await db()(`${s.recommendations} as r`)
        .join(`${s.recommendationInfluencer.table} as li`, `li.${s.recommendationInfluencer.from}`, 'r.id')
        .join(`${s.influencers} as ix`, 'ix.id', `li.${s.recommendationInfluencer.to}`)
        .join(`${s.recommendationBusiness.table} as lb`, `lb.${s.recommendationBusiness.from}`, 'r.id')
        .join(`${s.businesses} as bx`, 'bx.id', `lb.${s.recommendationBusiness.to}`)
        .where('ix.document_id', influencer.id)
        .select('r.id', 'r.document_id', 'r.rating', 'r.quote', 'r.posts', 'bx.document_id as business_document_id')
        .orderBy('r.rating', 'desc')
        .orderBy('r.id', 'asc')) as Record<string, unknown>[];

      // One query for all the businesses rather than one per recommendation.
      const businessIds = [...new Set(recommendationRows.map((rec) => String(rec.business_document_id)))];
      const businessRows =
        businessIds.length === 0
          ? []
          : ((await businessService.withDisplayColumnsFor(
              db()(`${s.businesses} as b`).whereNotNull('b.published_at').whereIn('b.document_id', businessIds),
            )) as Record<string, unknown>[]);
      const businesses = new Map(businessRows.map((row) => [String(row.document_id), toBusiness(row, now)]));

      const seen = new Set<unknown>();
      const recommendations: Recommendation[] = [];
      for (const rec of recommendationRows) {
        if (seen.has(rec.id)) continue;
        const business = businesses.get(String(rec.business_document_id));
        if (!business) continue;
        seen.add(rec.id);
        recommendations.push({
          id: String(rec.document_id),
          influencer: influencer.slug,
          business,
          rating: Number(rec.rating),
          quote: rec.quote === null || rec.quote === undefined ? null : String(rec.quote),
          posts: toPosts(rec.posts),
        });
      }

      const others = (
        (await published()
          .select(influencerColumns(strapi, 'i'))
          .whereNot('i.document_id', influencer.id)
          .orderBy('i.follower_count', 'desc')
          .orderBy('i.name', 'asc')
          .orderBy('i.id', 'asc')
          .limit(OTHER_INFLUENCERS_LIMIT)) as Record<string, unknown>[]
      ).map(toInfluencer);

      return { ...influencer, recommendations, others };
    },
  };
};
