import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { SEARCH_TOTAL_BOUND } from '@tampa-local/domain';
import { cachedTotal } from '../cache/cache';
import { knex } from './connection';
import { UID } from './content-types';
import { srcsetOf } from './images';
import { firstOf, readRows } from './sqlite-readers';
import { asRaw, templated, templatedRaw, type TemplateArg } from './templates';

/**
 * Table and link-table names, read from Strapi's own metadata so that public read
 * routes can run hand-picked SQL (one indexed query per list) instead of the document
 * service's generic population.
 */
type JoinColumn = { name: string };
type JoinTableMeta = {
  name: string;
  joinColumn: JoinColumn;
  inverseJoinColumn?: JoinColumn;
  morphColumn?: { idColumn: JoinColumn; typeColumn: JoinColumn };
};
type AttributeMeta = { joinTable?: JoinTableMeta };
type ModelMeta = { tableName: string; attributes: Record<string, AttributeMeta> };

export type Link = { table: string; from: string; to: string };

export type Schema = {
  businesses: string;
  events: string;
  properties: string;
  influencers: string;
  recommendations: string;
  videos: string;
  files: string;
  videoBusiness: Link;
  recommendationBusiness: Link;
  recommendationInfluencer: Link;
  media: { table: string; file: string; relatedId: string; relatedType: string };
};

let cached: Schema | undefined;
let cachedFor: Core.Strapi | undefined;

function model(strapi: Core.Strapi, uid: string): ModelMeta {
  return strapi.db.metadata.get(uid) as unknown as ModelMeta;
}

/** A content type's table, from Strapi's metadata: the one place that reads it. */
export function tableOf(strapi: Core.Strapi, uid: string): string {
  return model(strapi, uid).tableName;
}

/** A table's or column's name quoted for SQL (both databases quote with double quotes). */
export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The link table of a relation (`attribute` of `uid`), from Strapi's metadata. */
export function link(strapi: Core.Strapi, uid: string, attribute: string): Link {
  const joinTable = model(strapi, uid).attributes[attribute]?.joinTable;
  if (!joinTable?.inverseJoinColumn) throw new Error(`${uid}.${attribute} is not a linked relation`);
  return { table: joinTable.name, from: joinTable.joinColumn.name, to: joinTable.inverseJoinColumn.name };
}

export function schema(strapi: Core.Strapi): Schema {
  if (cached && cachedFor === strapi) return cached;
  const related = model(strapi, UID.file).attributes.related?.joinTable;
  if (!related?.morphColumn) throw new Error('Upload plugin metadata not found');
  cached = {
    businesses: model(strapi, UID.business).tableName,
    events: model(strapi, UID.event).tableName,
    properties: model(strapi, UID.property).tableName,
    influencers: model(strapi, UID.influencer).tableName,
    recommendations: model(strapi, UID.recommendation).tableName,
    videos: model(strapi, UID.video).tableName,
    files: model(strapi, UID.file).tableName,
    videoBusiness: link(strapi, UID.video, 'business'),
    recommendationBusiness: link(strapi, UID.recommendation, 'business'),
    recommendationInfluencer: link(strapi, UID.recommendation, 'influencer'),
    media: {
      table: related.name,
      file: related.joinColumn.name,
      relatedId: related.morphColumn.idColumn.name,
      relatedType: related.morphColumn.typeColumn.name,
    },
  };
  cachedFor = strapi;
  return cached;
}

export type Row = Record<string, unknown>;

/**
 * For a query of rows aliased `alias` of the content type `uid`: each row's first image
 * joined (the first link to an existing file by order, then id), in the same statement
 * (on PostgreSQL each statement is a round trip to another process). Finish the rows
 * with imageFromColumns. On a single row, on a few rows picked by key, or on a page read
 * through overPage: on a list a sort would compute it for every match.
 */
export function withFirstImage(
  strapi: Core.Strapi,
  query: Knex.QueryBuilder,
  alias: string,
  uid: string,
): Knex.QueryBuilder {
  const s = schema(strapi);
  const image = `${alias}_image`;
  const [link, file] = [`${alias}_m`, `${alias}_f`];
  return query
    .joinRaw(
      'LEFT JOIN ?? AS ?? ON ??.id = (SELECT ??.id FROM ?? AS ?? JOIN ?? AS ?? ON ??.id = ?? ' +
        'WHERE ?? = ??.id AND ?? = ? AND ?? = ? ORDER BY ??, ?? LIMIT 1)',
      [
        s.files,
        image,
        image,
        file,
        s.media.table,
        link,
        s.files,
        file,
        file,
        `${link}.${s.media.file}`,
        `${link}.${s.media.relatedId}`,
        alias,
        `${link}.${s.media.relatedType}`,
        uid,
        `${link}.field`,
        'image',
        `${link}.order`,
        `${link}.id`,
      ],
    )
    .select(
      `${image}.url as image_file_url`,
      `${image}.width as image_file_width`,
      `${image}.formats as image_file_formats`,
    );
}

/**
 * How many distinct active videos the rows of the videos aliased `videos` hold (optionally
 * named `as`). The status test sits in the aggregate, not the WHERE, so that a plan starts
 * from the businesses rather than from every active video.
 */
function activeVideosOf(strapi: Core.Strapi, videos: string, as?: string): Knex.Raw {
  return knex(strapi).raw(
    `COUNT(DISTINCT CASE WHEN ??.status = 'active' THEN ??.id END)${as ? ' AS ??' : ''}`,
    as ? [videos, videos, as] : [videos, videos],
  );
}

/**
 * For a query of business rows aliased `alias`: each row's count of active videos (linked
 * to any row of its document), as a subquery. On the rows withFirstImage is used on.
 */
export function withActiveVideoCount(strapi: Core.Strapi, query: Knex.QueryBuilder, alias: string): Knex.QueryBuilder {
  const s = schema(strapi);
  const db = knex(strapi);
  const activeVideos = db(`${s.businesses} as ${alias}_bx`)
    .join(`${s.videoBusiness.table} as ${alias}_vl`, `${alias}_vl.${s.videoBusiness.to}`, `${alias}_bx.id`)
    .join(`${s.videos} as ${alias}_v`, `${alias}_v.id`, `${alias}_vl.${s.videoBusiness.from}`)
    .where(`${alias}_bx.document_id`, db.ref(`${alias}.document_id`))
    .select(activeVideosOf(strapi, `${alias}_v`));
  return query.select(activeVideos.as('active_video_count'));
}

/** Business rows with their first image and their count of active videos: one statement instead of three. */
export function withImageAndVideoCount(
  strapi: Core.Strapi,
  query: Knex.QueryBuilder,
  alias: string,
): Knex.QueryBuilder {
  return withActiveVideoCount(strapi, withFirstImage(strapi, query, alias, UID.business), alias);
}

/**
 * A page of rows (`page`: ordered, paged, its rows aliased `alias`) read as a subquery
 * aliased `alias` again, its `columns` (as the page names them: `alias.column`) named
 * again, not `alias.*`, so that the statement stays one pg-statements prepares, and what
 * withFirstImage and withActiveVideoCount add is worked out for the page's rows only.
 * The subquery's order is not promised to its reader: order the result as the page was.
 */
export function overPage(
  strapi: Core.Strapi,
  page: Knex.QueryBuilder,
  alias: string,
  columns: readonly string[],
): Knex.QueryBuilder {
  return knex(strapi)
    .select([...columns])
    .from(page.as(alias));
}

/** How listPage reads a list: its rows' alias, columns, content type and order. */
export type ListShape = {
  alias: string;
  columns: readonly string[];
  uid: string;
  /** Orders a query of the list's rows (the page, then the page read again). */
  order: (query: Knex.QueryBuilder) => Knex.QueryBuilder;
  /** The columns `order` reads (among `columns`): enough to order rows read apart from the list. */
  orderColumns: readonly string[];
  /** What else each row of the page gets in the same statement (withActiveVideoCount, a creator's recommendation count). */
  perRow?: (strapi: Core.Strapi, query: Knex.QueryBuilder) => Knex.QueryBuilder;
};

/**
 * The statement that reads `page` (a list's rows ordered by `shape.order`, selected with
 * `shape.columns`, paged) with each row's first image and `shape.perRow`'s extras: one
 * statement for the page and what completes it (overPage). Rows come back in the page's
 * order; finish them with imageFromColumns (readPageOf does).
 */
export function pageWithExtras(strapi: Core.Strapi, shape: ListShape, page: Knex.QueryBuilder): Knex.QueryBuilder {
  const { alias, columns, uid, order, perRow } = shape;
  const read = withFirstImage(strapi, order(overPage(strapi, page, alias, columns)), alias, uid);
  return perRow ? perRow(strapi, read) : read;
}

/**
 * The rows of pageWithExtras, finished by imageFromColumns. `key`, where given, names
 * everything that shapes `page`: the statement is then compiled once (templates.ts).
 */
export async function readPageOf(
  strapi: Core.Strapi,
  shape: ListShape,
  page: Knex.QueryBuilder,
  key?: string,
): Promise<Row[]> {
  if (key !== undefined) return readTemplatedPageOf(strapi, shape, key, [], () => page.clone());
  return (await readRows<Row>(strapi, pageWithExtras(strapi, shape, page.clone()))).map(imageFromColumns);
}

/**
 * readPageOf of the page `build(...args)` (ordered, selected, paged), compiled once per
 * `key` (templates.ts): `key` names everything that shapes it other than `args`.
 */
export async function readTemplatedPageOf<A extends TemplateArg[]>(
  strapi: Core.Strapi,
  shape: ListShape,
  key: string,
  args: [...A],
  build: (...args: A) => Knex.QueryBuilder,
): Promise<Row[]> {
  const read = templatedRaw(strapi, key, args, (...values: A) => pageWithExtras(strapi, shape, build(...values)));
  return (await readRows<Row>(strapi, read)).map(imageFromColumns);
}

/**
 * A page of a list and the list's total: `query` (the list's rows, filtered) counted
 * (countOf) and its page read with each row's first image in one statement
 * (pageWithExtras). `key`, where given, names everything that shapes `query` (its
 * filters' values): both statements are then compiled once per key and page size
 * (templates.ts), the page's number filled in.
 */
export async function listPage(
  strapi: Core.Strapi,
  query: Knex.QueryBuilder,
  shape: ListShape,
  page: { limit: number; offset: number },
  {
    key,
    counting,
    searched = false,
    searchedPage,
    searchedList,
  }: {
    key?: string;
    /** The total, when something counts it cheaper than the query (a box's counted map cells). */
    counting?: () => Promise<number>;
    /** The list is searched with words (its `q`) or has a radius: its total is bounded (listTotal). */
    searched?: boolean;
    /** The page's rows as a search reads them (search-index.ts searchedListPage), when it does. */
    searchedPage?: () => Promise<Row[] | null>;
    /** The page and its total as a search reads them (PostgreSQL, search-index.ts), when it does. */
    searchedList?: () => Promise<{ rows: Row[] } & ListTotal>;
  } = {},
): Promise<{ rows: Row[] } & ListTotal> {
  if (searchedList) return searchedList();
  const onPage = (limit: number, offset: number) =>
    pageWithExtras(strapi, shape, paged(shape.order(query.clone().select([...shape.columns])), limit, offset));
  // Built only when the searched page does not answer: a template is kept per key.
  const ownPage = (): Knex.QueryBuilder | Knex.Raw => {
    if (key === undefined) return onPage(page.limit, page.offset);
    // OFFSET is written only past the first page: two shapes.
    if (page.offset > 0) return templatedRaw(strapi, `${key}|page|from`, [page.limit, page.offset], onPage);
    return templatedRaw(strapi, `${key}|page|first`, [page.limit], (limit) => onPage(limit, 0));
  };
  const readPage = async () =>
    (await searchedPage?.()) ?? (await readRows<Row>(strapi, ownPage())).map(imageFromColumns);
  const [total, rows] = await Promise.all([
    counting ? counting().then((n) => ({ total: n, atLeast: false })) : listTotal(strapi, query, searched, key),
    readPage(),
  ]);
  return { rows, ...total };
}

/** Sets `image_url` and `image_srcset` on a row read with withFirstImage. */
export function imageFromColumns(row: Row): Row {
  const url = row.image_file_url;
  row.image_url = url === null || url === undefined ? null : String(url);
  row.image_srcset =
    row.image_url === null ? null : srcsetOf({ url, width: row.image_file_width, formats: row.image_file_formats });
  return row;
}

/** Database rows come back with driver-specific types; these normalise them. */
export const read = {
  text: (value: unknown): string | null => (value === null || value === undefined ? null : String(value)),
  number: (value: unknown): number | null => {
    if (value === null || value === undefined || value === '') return null;
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  },
  int: (value: unknown): number => {
    const n = Number(value ?? 0);
    return Number.isFinite(n) ? Math.trunc(n) : 0;
  },
  bool: (value: unknown): boolean =>
    value === true || value === 1 || value === '1' || value === 't' || value === 'true',
  json: <T>(value: unknown): T | null => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value === 'string') {
      try {
        return JSON.parse(value) as T;
      } catch {
        return null;
      }
    }
    return value as T;
  },
  date: (value: unknown): string | null => {
    if (value === null || value === undefined) return null;
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return String(value).slice(0, 10);
  },
  timestamp: (value: unknown): string | null => {
    if (value === null || value === undefined) return null;
    const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  },
};

/**
 * LIMIT and OFFSET written into the statement's text instead of bound as parameters.
 * PostgreSQL cannot cost a prepared statement's generic plan when the row count is a
 * parameter, so it planned every page of a list again at each execution (0.7 ms of
 * planning for 0.17 ms of running, on a list by category at 100,000 businesses); with the
 * numbers in the text the generic plan is kept. Only whole numbers are written (the
 * routes' paging is validated before; anything else throws), and the statements per
 * connection stay bounded by the paging limits and pg-statements' STATEMENT_LIMIT.
 */
export function paged(query: Knex.QueryBuilder, limit: number, offset = 0): Knex.QueryBuilder {
  if (!Number.isSafeInteger(limit) || limit < 0 || !Number.isSafeInteger(offset) || offset < 0) {
    throw new RangeError(`A page is whole numbers, not limit ${limit} and offset ${offset}`);
  }
  query.limit(limit, { skipBinding: true });
  if (offset > 0) query.offset(offset, { skipBinding: true });
  return query;
}

/**
 * The number of rows the query matches; cached per query until content changes (see
 * cache.ts). `key`: as listPage's.
 */
export async function countOf(strapi: Core.Strapi, query: Knex.QueryBuilder, key?: string): Promise<number> {
  const counting = () => firstOf(query.clone().clearSelect().clearOrder().count({ n: '*' }));
  // Unkeyed, the builder itself runs: a search's candidates are bound as one array.
  const builder = key === undefined ? counting() : null;
  const statement = builder ? builder.toSQL() : templated(strapi, `${key}|count`, [], counting);
  return cachedTotal(`${statement.sql}\n${JSON.stringify(statement.bindings)}`, async () => {
    const [row] = await readRows<{ n: unknown }>(strapi, builder ?? asRaw(strapi, statement));
    return read.int(row?.n);
  });
}

/** A list's total: every match (`atLeast` false), or a search's bound when it has more (listTotal). */
export type ListTotal = { total: number; atLeast: boolean };

/** The ListTotal of a search's `found` matches: past SEARCH_TOTAL_BOUND, the bound `atLeast`. */
export const searchTotal = (found: number): ListTotal =>
  found > SEARCH_TOTAL_BOUND ? { total: SEARCH_TOTAL_BOUND, atLeast: true } : { total: found, atLeast: false };

/**
 * The total of a list: countOf its rows, or, when `searched` (the list's own `q`, or a
 * radius: decisions.md, "A list with a radius answers at most 1,000+"), the
 * matches counted no further than one past SEARCH_TOTAL_BOUND, so that a word in most
 * rows reads a thousand of them instead of all (`/api/businesses?q=tampa` at 100,000
 * businesses on SQLite); past it, the bound `atLeast`. PostgreSQL counts every match
 * here and answers the bound the same way: knowing nothing of how many rows hold a word
 * (decisions.md), its planner read the bounded count through slower plans (`q=tampa fl`:
 * 0.85 s against 0.5 s). Its lists searched with words take their totals from the
 * search's probes instead (search-index.ts postgresSearchedList); this counts the box's
 * and near lists with words. Cached as countOf's.
 */
export async function listTotal(
  strapi: Core.Strapi,
  query: Knex.QueryBuilder,
  searched: boolean,
  key?: string,
): Promise<ListTotal> {
  if (!searched || strapi.db.dialect.client === 'postgres') {
    const total = await countOf(strapi, query, key);
    return searched ? searchTotal(total) : { total, atLeast: false };
  }
  const matches = query
    .clone()
    .clearSelect()
    .clearOrder()
    .select(knex(strapi).raw('1'))
    .limit(SEARCH_TOTAL_BOUND + 1, { skipBinding: true });
  const counting = knex(strapi).count({ n: '*' }).from(matches.as('matches'));
  const statement = counting.toSQL();
  const found = await cachedTotal(`${statement.sql}\n${JSON.stringify(statement.bindings)}`, async () => {
    const [row] = await readRows<{ n: unknown }>(strapi, counting);
    return read.int(row?.n);
  });
  return searchTotal(found);
}

/**
 * Joins each recommendation (`aliases.recommendation`) to the business row and the
 * influencer row it links to, as `aliases.business` and `aliases.influencer`. A link may
 * point at either row of a document (its draft or its published version): match on
 * `document_id` and check publication where it matters.
 */
export function joinRecommendationLinks(
  strapi: Core.Strapi,
  query: Knex.QueryBuilder,
  aliases: { recommendation: string; business: string; influencer: string },
): Knex.QueryBuilder {
  const s = schema(strapi);
  const { recommendation: r, business: b, influencer: i } = aliases;
  return query
    .join(`${s.recommendationBusiness.table} as ${b}_link`, `${b}_link.${s.recommendationBusiness.from}`, `${r}.id`)
    .join(`${s.businesses} as ${b}`, `${b}.id`, `${b}_link.${s.recommendationBusiness.to}`)
    .join(`${s.recommendationInfluencer.table} as ${i}_link`, `${i}_link.${s.recommendationInfluencer.from}`, `${r}.id`)
    .join(`${s.influencers} as ${i}`, `${i}.id`, `${i}_link.${s.recommendationInfluencer.to}`);
}

/** A recommendation's own columns, on its row aliased `alias` (shapes.ts recommendationFields reads them). */
export function recommendationColumns(alias: string): string[] {
  return [
    `${alias}.id as recommendation_id`,
    `${alias}.document_id as recommendation_document_id`,
    `${alias}.rating as recommendation_rating`,
    `${alias}.quote`,
    `${alias}.posts`,
  ];
}

/** Which version of a document: its draft row, or its published one. */
export type EntryStatus = 'draft' | 'published';

export function whereStatus(query: Knex.QueryBuilder, alias: string, status: EntryStatus): Knex.QueryBuilder {
  return status === 'draft' ? query.whereNull(`${alias}.published_at`) : query.whereNotNull(`${alias}.published_at`);
}
