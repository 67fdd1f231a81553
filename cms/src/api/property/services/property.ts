import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  PRICE_RANGE_RULES,
  searchTerms,
  type Area,
  type ListingType,
  type PriceRange,
  type PropertyType,
  type ShortTermCategory,
} from '@tampa-local/domain';
import { UID } from '../../../core/db/content-types';
import { knex } from '../../../core/db/connection';
import {
  imageFromColumns,
  listPage,
  schema,
  whereStatus,
  withFirstImage,
  type EntryStatus,
  type ListShape,
  type Row,
} from '../../../core/db/db';
import { whereSearchMatches } from '../../../core/search/search-index';
import type { Paging } from '../../../core/http/params';
import { firstRow } from '../../../core/db/sqlite-readers';
import { listKey } from '../../../core/db/templates';
import { toProperty, type Property } from '../../shapes';

export type PropertyFilters = {
  propertyType?: PropertyType;
  listingType?: ListingType;
  shortTermCategory?: ShortTermCategory;
  area?: Area;
  priceRange?: PriceRange;
  q?: string;
};

const COLUMNS = [
  'p.id',
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

/** How a list of properties is read: a page with its images. */
export const PROPERTY_SHAPE: ListShape = {
  alias: 'p',
  columns: COLUMNS,
  uid: UID.property,
  // Soonest available first, undated last (written so that an index serves it on both databases).
  order: (rows) =>
    rows
      .orderByRaw('(p.available_date IS NULL) ASC, p.available_date ASC')
      .orderBy('p.price', 'asc')
      .orderBy('p.id', 'asc'),
  orderColumns: ['p.available_date', 'p.price', 'p.id'],
};

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
      whereSearchMatches(strapi, query, 'property', 'p', filters.q ? searchTerms(filters.q) : []);
      return query;
    },

    /** One version of a document (the draft, or the published one), for the editors' preview. */
    async version(documentId: string, status: EntryStatus) {
      const query = db()(`${schema(strapi).properties} as p`).where('p.document_id', documentId);
      whereStatus(query, 'p', status);
      const row = await firstRow<Row>(
        strapi,
        withFirstImage(strapi, this.withDisplayColumns(query), 'p', UID.property),
      );
      return row ? toProperty(imageFromColumns(row)) : null;
    },

    withDisplayColumns(query: Knex.QueryBuilder): Knex.QueryBuilder {
      return query.select(COLUMNS);
    },

    async list(filters: PropertyFilters, page: Paging): Promise<{ items: Property[]; total: number }> {
      const query = this.filtered(filters);
      const { rows, total } = await listPage(strapi, query, PROPERTY_SHAPE, page, listKey('property', filters));
      return { items: rows.map(toProperty), total };
    },
  };
};
