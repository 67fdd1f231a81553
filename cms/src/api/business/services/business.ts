import { pageWindow } from '../../../core/cache/review-changes';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  SEARCH_TOTAL_BOUND,
  SIMILAR_BUSINESSES_LIMIT,
  searchTerms,
  type BUSINESS_LIST,
  type BusinessSort,
  type GeoBox,
  type GeoPoint,
  type ListFilterValues,
  type MapClusters,
} from '@tampa-local/domain';
import { cachedRows } from '../../../core/cache/cache';
import { DISTANCE_COLUMN, isPostgres, sqliteBoxCount, whereInBox, whereRowInBox } from '../../../core/geo/geo-index';
import { countedLocated, countedTotal, countedWithin } from '../../../core/geo/geo-cells';
import { clusterCells, clustersWithCards } from '../../../core/geo/geo-clusters';
import { distanceMilesOf, nearestPage, whereNear } from '../../../core/geo/geo-lists';
import { UID } from '../../../core/db/content-types';
import { knex } from '../../../core/db/connection';
import { BUSINESS_ORDERS, columnsOf, orderBy } from '../../../core/db/list-orders';
import {
  imageFromColumns,
  joinRecommendationLinks,
  listPage,
  listTotal,
  paged,
  pageWithExtras,
  read,
  readPageOf,
  recommendationColumns,
  schema,
  searchTotal,
  whereStatus,
  withActiveVideoCount,
  withImageAndVideoCount,
  type EntryStatus,
  type ListShape,
  type ListTotal,
  type Row,
} from '../../../core/db/db';
import { searchedListOptions, whereSearchMatches } from '../../../core/search/search-index';
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

/** What narrows a list of businesses, and so a map's clusters: the list's filters (packages/domain) and a box. */
export type BusinessWhere = ListFilterValues<typeof BUSINESS_LIST.filters> & {
  /** Only the businesses whose point lies in this box, edges included. */
  bbox?: GeoBox;
};

export type BusinessFilters = BusinessWhere & {
  /** Each business gets its great-circle distance from here, and only those with coordinates are listed. */
  near?: GeoPoint;
  /** Miles from `near`: only the businesses within it. */
  radius?: number;
  /** `distance`: nearest first, for a list with `near` only. */
  sort: BusinessSort;
};

/** A box list sorts up to this many of the box's rows, else walks the list (boxPage). */
const BOX_CANDIDATE_CAP = 2000;

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
    if (sort === 'distance') {
      // The distance column the page selects (distanceKey), read again around the page.
      query.orderBy(DISTANCE_COLUMN, 'asc').orderBy('b.id', 'asc');
    } else {
      orderBy(query, 'b', BUSINESS_ORDERS[sort]);
    }
  };

  /** How a list of businesses in this order is read: a page, its images and video counts. */
  const shapeOf = (sort: BusinessSort): ListShape => ({
    alias: 'b',
    columns: sort === 'distance' ? [...COLUMNS, `b.${DISTANCE_COLUMN}`] : COLUMNS,
    uid: UID.business,
    // Every sort reads the same columns.
    orderColumns: columnsOf('b', ...Object.values(BUSINESS_ORDERS)),
    order: (rows) => {
      applySort(rows, sort);
      return rows;
    },
    perRow: (app, rows) => withActiveVideoCount(app, rows, 'b'),
  });

  /**
   * The published businesses the filters keep (aliased `b`, no columns chosen); the box
   * through the spatial index, or (`boxBy: 'row'`) tested on each row's own columns.
   */
  const matching = (where: BusinessWhere, boxBy: 'index' | 'row' = 'index'): Knex.QueryBuilder => {
    const query = published();
    if (where.category) query.where('b.category', where.category);
    if (where.area) query.where('b.area', where.area);
    if (where.featured !== undefined) query.where('b.featured', where.featured);
    whereSearchMatches(strapi, query, 'business', 'b', where.q ? searchTerms(where.q) : []);
    if (where.bbox && boxBy === 'row') whereRowInBox(strapi, query, 'b', where.bbox);
    else if (where.bbox) whereInBox(strapi, UID.business, query, 'b', where.bbox);
    return query;
  };

  /** Filters the counted cells cannot answer: all but the box and the category (their facet). */
  const filteredBeyondFacet = (where: BusinessWhere) => Boolean(where.area || where.featured !== undefined || where.q);
  const filteredBeyondBox = (where: BusinessWhere) => Boolean(where.category) || filteredBeyondFacet(where);

  /**
   * A list of a box in its own order: a box of at most BOX_CANDIDATE_CAP businesses has
   * them put in order (no rows: the caller's plain query, with the total when known); a
   * larger one has the list's own index walked in its order, each row's columns tested,
   * which meets the page's rows soon (a box holding 90,000 businesses: 1.4 s to sort them
   * all on SQLite). How many a box holds comes from the counted cells when nothing but a
   * category filters besides it (its total too, both databases), else from SQLite's
   * R*Tree (counted no further than the cap); PostgreSQL keeps its plain query when
   * something else filters (with the counted total for a category alone, and a larger
   * box of a category in the default order walked too), and reads a smaller box's page
   * itself when nothing does (its ids first).
   */
  const boxPage = async (
    where: BusinessWhere & { bbox: GeoBox },
    sort: BusinessSort,
    page: Paging,
  ): Promise<({ rows: Row[] } & ListTotal) | { rows: null; total: number | undefined }> => {
    const unfiltered = !filteredBeyondBox(where);
    const counted = !filteredBeyondFacet(where);
    const postgres = isPostgres(strapi);
    let size: number;
    if (counted) size = await countedTotal(strapi, UID.business, where.bbox, where.category);
    else if (postgres) return { rows: null, total: undefined };
    else {
      const [probe] = await readRows<{ n: unknown }>(
        strapi,
        sqliteBoxCount(strapi, UID.business, where.bbox, BOX_CANDIDATE_CAP + 1),
      );
      size = read.int(probe?.n);
    }
    // A category alone: a larger box walks the category's list index, which holds the
    // default order (sorting a zoom-14 view's 140,000 restaurants took 0.65-1.3 s at
    // 1,000,000); the other orders keep the plain query.
    const walksCategory = postgres && counted && size > BOX_CANDIDATE_CAP && sort === 'rating';
    if (postgres && !unfiltered && !walksCategory) return { rows: null, total: size };
    // PostgreSQL walks a larger box too: sorting a zoom-16 view's 14,000 rows read them all
    // from the table (128 ms at 100,000), the walk reads a few hundred entries.
    if (size <= BOX_CANDIDATE_CAP && !(unfiltered && postgres)) {
      return { rows: null, total: counted ? size : undefined };
    }
    const shape = shapeOf(sort);
    const boxed = matching(where, size <= BOX_CANDIDATE_CAP ? 'index' : 'row');
    // PostgreSQL: the page's ids first, read from an index alone (the point index of a
    // smaller box, sorted; the list's order index of a larger one, walked: both carry the
    // order's columns and the coordinates), then only the page's rows from the table.
    const walk = postgres
      ? shape.order(
          published()
            .whereIn('b.id', paged(shape.order(boxed.select('b.id')), page.limit, page.offset))
            .select([...COLUMNS]),
        )
      : paged(shape.order(boxed.select([...COLUMNS])), page.limit, page.offset);
    const [total, rows] = await Promise.all([
      counted ? { total: size, atLeast: false } : listTotal(strapi, matching(where), Boolean(where.q)),
      readRows<Row>(strapi, pageWithExtras(strapi, shape, walk)).then((found) => found.map(imageFromColumns)),
    ]);
    return { rows, ...total };
  };

  return {
    /** The published businesses, filtered by nothing yet (aliased `b`, no columns chosen). */
    published,
    shapeOf,
    withDisplayColumnsFor: withDisplayColumns,

    async list(filters: BusinessFilters, page: Paging, now = new Date()): Promise<{ items: Business[] } & ListTotal> {
      const query = matching(filters);
      const { near } = filters;
      if (!near) {
        const { bbox } = filters;
        let known: number | undefined;
        if (bbox) {
          const walked = await boxPage({ ...filters, bbox }, filters.sort, page);
          if (walked.rows) {
            return {
              items: walked.rows.map((row) => toBusiness(row, now)),
              total: walked.total,
              atLeast: walked.atLeast,
            };
          }
          known = walked.total;
        }
        // A box's statements are not kept as templates: every map view has its own numbers.
        const key = bbox ? undefined : listKey('business', filters);
        // A box with no other filter was counted from the map's counted cells.
        const counting = known === undefined ? undefined : () => Promise.resolve(known);
        const shape = shapeOf(filters.sort);
        const rows = () => matching({ ...filters, q: undefined });
        // A box's list keeps its own reads (boxPage, the spatial index).
        const searched = searchedListOptions(
          strapi,
          'business',
          filters.q,
          { rows, key: listKey('business', { ...filters, q: undefined }), shape, page },
          !bbox,
        );
        const { rows: found, ...total } = await listPage(strapi, query, shape, page, { key, counting, ...searched });
        return { items: found.map((row) => toBusiness(row, now)), ...total };
      }
      const beforeRadius = query.clone().whereNotNull('b.latitude').whereNotNull('b.longitude');
      whereNear(strapi, UID.business, query, 'b', near, filters.radius);
      let rows: Row[];
      let total: ListTotal;
      // No other filter than a category: every located business (of it) is counted from
      // the map's counted cells (level 0's; counting the located rows read the whole
      // table: 8 s at 1,000,000), and a circle from the cells along its edge.
      const counted = !filters.bbox && !filteredBeyondFacet(filters);
      // A radius's total is bounded as a search's is (listTotal, SEARCH_TOTAL_BOUND).
      const bounded = Boolean(filters.q) || filters.radius !== undefined;
      const counting: Promise<ListTotal> = !counted
        ? listTotal(strapi, query, bounded)
        : filters.radius === undefined
          ? countedLocated(strapi, UID.business, filters.category).then((n) => ({ total: n, atLeast: false }))
          : countedWithin(strapi, UID.business, near, filters.radius, filters.category, SEARCH_TOTAL_BOUND).then(
              searchTotal,
            );
      if (filters.sort === 'distance') {
        [total, rows] = await Promise.all([
          counting,
          nearestPage(
            strapi,
            UID.business,
            query,
            shapeOf('distance'),
            COLUMNS,
            near,
            filters.radius,
            page,
            beforeRadius,
            // Nothing but the place: the R*Tree answers which rows are near.
            !filters.bbox && !filteredBeyondBox(filters),
          ),
        ]);
      } else {
        ({ rows, ...total } = await listPage(strapi, query, shapeOf(filters.sort), page, { searched: bounded }));
      }
      return {
        items: rows.map((row) => ({ ...toBusiness(row, now), distanceMiles: distanceMilesOf(near, row) })),
        ...total,
      };
    },

    /**
     * The businesses of a box (with the list's filters) gathered in a grid of cells sized
     * by the zoom (clusterCellFor: at most MAP_MAX_CLUSTER_CELLS cells, whatever the data),
     * counted and averaged in SQL; a cell of one business carries its marker card.
     */
    async clusters(where: BusinessWhere & { bbox: GeoBox }, zoom: number): Promise<MapClusters> {
      const box = where.bbox;
      const filtered = filteredBeyondBox(where) ? matching(where) : undefined;
      const facet = filteredBeyondFacet(where) ? undefined : where.category;
      const { cellDegrees, total, cells } = await clusterCells(
        strapi,
        UID.business,
        box,
        zoom,
        'b',
        filtered,
        () => matching(where),
        facet,
      );
      return clustersWithCards(
        strapi,
        { cellDegrees, total, cells },
        box,
        zoom,
        {
          uid: UID.business,
          table: schema(strapi).businesses,
          alias: 'b',
          columns: ['document_id', 'slug', 'name', 'rating'],
        },
        (row) => ({
          business: {
            id: String(row.document_id),
            slug: String(row.slug),
            name: String(row.name),
            rating: read.number(row.rating),
            imageUrl: read.text(row.image_file_url),
          },
        }),
      );
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
      const leaders = await cachedRows(
        `similar|${business.category}`,
        () => {
          const shape = shapeOf('rating');
          const rows = shape.order(withDisplayColumns(published().where('b.category', business.category)));
          return readPageOf(
            strapi,
            shape,
            paged(rows, SIMILAR_BUSINESSES_LIMIT + 1),
            `business|similar|${business.category}`,
          );
        },
        (rows) => ({
          // The top of the category's best-rated (review-changes.ts).
          businesses: rows.map((row) => String(row.document_id)),
          windows: [
            pageWindow(
              'rating',
              business.category,
              rows.map((row) => ({ rating: read.number(row.rating), reviewCount: read.int(row.review_count) })),
              { offset: 0, limit: SIMILAR_BUSINESSES_LIMIT + 1 },
            ),
          ],
        }),
      );
      const similar = leaders
        .filter((row) => String(row.document_id) !== business.id)
        .slice(0, SIMILAR_BUSINESSES_LIMIT)
        .map((row) => toBusiness(row, now));

      return { ...business, influencers, recommendations, similar };
    },
  };
};
