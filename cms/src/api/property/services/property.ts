import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  PRICE_RANGE_RULES,
  searchTerms,
  type GeoBox,
  type GeoPoint,
  type ListFilterValues,
  type MapClusters,
  type PROPERTY_LIST,
  type PriceType,
  type PriceRange,
} from '@tampa-local/domain';
import { UID } from '../../../core/db/content-types';
import { whereInBox } from '../../../core/geo/geo-index';
import { clusterCells, clustersWithCards } from '../../../core/geo/geo-clusters';
import { distanceMilesOf, distanceShape, nearestPage, whereNear } from '../../../core/geo/geo-lists';
import { knex } from '../../../core/db/connection';
import { PROPERTY_ORDER, columnsOf, orderBy } from '../../../core/db/list-orders';
import {
  imageFromColumns,
  listPage,
  listTotal,
  read,
  schema,
  whereStatus,
  withFirstImage,
  type EntryStatus,
  type ListShape,
  type ListTotal,
  type Row,
} from '../../../core/db/db';
import { searchedListOptions, whereSearchMatches } from '../../../core/search/search-index';
import type { Paging } from '../../../core/http/params';
import { firstRow } from '../../../core/db/sqlite-readers';
import { listKey } from '../../../core/db/templates';
import { toProperty, type Property } from '../../shapes';

/** What narrows a list of properties, and so a map's clusters: the list's filters (packages/domain) and a box. */
export type PropertyWhere = ListFilterValues<typeof PROPERTY_LIST.filters> & {
  /** Only the listings whose point lies in this box, edges included. */
  bbox?: GeoBox;
};

export type PropertyFilters = PropertyWhere & {
  /** Nearest first from here, each listing with its distance; only located listings. */
  near?: GeoPoint;
  /** Miles from `near`: only the listings within it. */
  radius?: number;
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
  'p.latitude',
  'p.longitude',
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
  order: (rows) => orderBy(rows, 'p', PROPERTY_ORDER),
  orderColumns: columnsOf('p', PROPERTY_ORDER),
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => knex(strapi);

  return {
    filtered(filters: PropertyWhere): Knex.QueryBuilder {
      const query = db()(`${schema(strapi).properties} as p`).whereNotNull('p.published_at');
      if (filters.propertyType) query.where('p.type', filters.propertyType);
      if (filters.listingType) query.where('p.listing_type', filters.listingType);
      if (filters.shortTermCategory) query.where('p.short_term_category', filters.shortTermCategory);
      if (filters.area) query.where('p.area', filters.area);
      if (filters.priceRange) wherePriceInRange(query, filters.priceRange);
      whereSearchMatches(strapi, query, 'property', 'p', filters.q ? searchTerms(filters.q) : []);
      if (filters.bbox) whereInBox(strapi, UID.property, query, 'p', filters.bbox);
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

    /** The listings, soonest available first; with `near`, nearest first, each with its distance. */
    async list(filters: PropertyFilters, page: Paging): Promise<{ items: Property[] } & ListTotal> {
      const { near, radius, ...where } = filters;
      const query = this.filtered(where);
      if (!near) {
        // A box's statements are not kept as templates: every map view has its own numbers.
        const key = where.bbox ? undefined : listKey('property', where);
        const rows = () => this.filtered({ ...where, q: undefined });
        const searched = searchedListOptions(
          strapi,
          'property',
          where.q,
          { rows, key: listKey('property', { ...where, q: undefined }), shape: PROPERTY_SHAPE, page },
          !where.bbox,
        );
        const { rows: found, ...total } = await listPage(strapi, query, PROPERTY_SHAPE, page, { key, ...searched });
        return { items: found.map(toProperty), ...total };
      }
      whereNear(strapi, UID.property, query, 'p', near, radius);
      const shape = distanceShape(PROPERTY_SHAPE);
      const [total, rows] = await Promise.all([
        // A radius's total is bounded as a search's is (SEARCH_TOTAL_BOUND).
        listTotal(strapi, query, Boolean(where.q) || radius !== undefined),
        nearestPage(strapi, UID.property, query, shape, COLUMNS, near, radius, page),
      ]);
      return {
        items: rows.map((row) => ({ ...toProperty(row), distanceMiles: distanceMilesOf(near, row) })),
        ...total,
      };
    },

    /** The listings of a box (with the list's filters) gathered in cells (clusterCells), a lone one with its card. */
    async clusters(where: PropertyWhere & { bbox: GeoBox }, zoom: number): Promise<MapClusters> {
      const box = where.bbox;
      const { bbox: _box, ...beyondBox } = where;
      const filteredBeyondBox = Object.values(beyondBox).some((value) => value !== undefined);
      // The listing type alone (the short-term rentals' map) is the counted cells' facet.
      const { listingType, ...beyondFacet } = beyondBox;
      const filteredBeyondFacet = Object.values(beyondFacet).some((value) => value !== undefined);
      const { cellDegrees, total, cells } = await clusterCells(
        strapi,
        UID.property,
        box,
        zoom,
        'p',
        filteredBeyondBox ? this.filtered(where) : undefined,
        () => this.filtered(where),
        filteredBeyondFacet ? undefined : listingType,
      );
      return clustersWithCards(
        strapi,
        { cellDegrees, total, cells },
        box,
        zoom,
        {
          uid: UID.property,
          table: schema(strapi).properties,
          alias: 'p',
          columns: ['document_id', 'slug', 'title', 'price', 'price_type'],
        },
        (row) => ({
          property: {
            id: String(row.document_id),
            slug: String(row.slug),
            title: String(row.title),
            price: read.number(row.price) ?? 0,
            priceType: String(row.price_type) as PriceType,
            imageUrl: read.text(row.image_file_url),
          },
        }),
      );
    },
  };
};
