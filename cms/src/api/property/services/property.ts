import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  PRICE_RANGE_RULES,
  escapeLike,
  searchTerms,
  type Area,
  type ListingType,
  type PriceRange,
  type PropertyType,
  type ShortTermCategory,
} from '@tampa-local/domain';
import { UID, countOf, imageUrlColumn, knex, schema, whereEveryTermMatches } from '../../../lib/db';
import type { Paging } from '../../../lib/params';
import { toProperty, type Property } from '../../../lib/shapes';

export type PropertyFilters = {
  propertyType?: PropertyType;
  listingType?: ListingType;
  shortTermCategory?: ShortTermCategory;
  area?: Area;
  priceRange?: PriceRange;
  q?: string;
};

export const PROPERTY_SEARCH_COLUMNS = ['p.title', 'p.description', 'p.area', 'p.address'];

const COLUMNS = [
  'p.document_id',
  'p.slug',
  'p.title',
  'p.description',
  'p.type',
  'p.listing_type',
  'p.short_term_category',
  'p.price',
  'p.price_type',
  'p.sqft',
  'p.bedrooms',
  'p.bathrooms',
  'p.parking',
  'p.area',
  'p.address',
  'p.available_date',
];

/** A price range only constrains the price types it applies to; the others pass. */
export function wherePriceInRange(query: Knex.QueryBuilder, range: PriceRange): void {
  const rule = PRICE_RANGE_RULES[range];
  query.where((outer) => {
    outer.whereNotIn('p.price_type', [...rule.appliesTo]).orWhere((inner) => {
      inner.whereIn('p.price_type', [...rule.appliesTo]);
      if (rule.min !== null) inner.where('p.price', '>=', rule.min);
      if (rule.max !== null) inner.where('p.price', rule.maxExclusive ? '<' : '<=', rule.max);
    });
  });
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => knex(strapi);

  return {
    filtered(filters: PropertyFilters): Knex.QueryBuilder {
      const query = db()(`${schema(strapi).properties} as p`).whereNotNull('p.published_at');
      if (filters.propertyType) query.where('p.type', filters.propertyType);
      if (filters.listingType) query.where('p.listing_type', filters.listingType);
      if (filters.shortTermCategory) query.where('p.short_term_category', filters.shortTermCategory);
      if (filters.area) query.where('p.area', filters.area);
      if (filters.priceRange) wherePriceInRange(query, filters.priceRange);
      const terms = filters.q ? searchTerms(filters.q) : [];
      if (terms.length > 0) {
        whereEveryTermMatches(
          query,
          PROPERTY_SEARCH_COLUMNS,
          terms.map((term) => `%${escapeLike(term)}%`),
        );
      }
      return query;
    },

    withDisplayColumns(query: Knex.QueryBuilder): Knex.QueryBuilder {
      return query.select(COLUMNS).select(imageUrlColumn(strapi, UID.property, 'p'));
    },

    async list(filters: PropertyFilters, page: Paging): Promise<{ items: Property[]; total: number }> {
      const query = this.filtered(filters);
      const total = await countOf(query);
      const rows = (await this.withDisplayColumns(query.clone())
        .orderByRaw('p.available_date ASC NULLS LAST')
        .orderBy('p.price', 'asc')
        .orderBy('p.id', 'asc')
        .limit(page.limit)
        .offset(page.offset)) as Record<string, unknown>[];
      return { items: rows.map(toProperty), total };
    },
  };
};
