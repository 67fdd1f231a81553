import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

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

export const UID = {
  business: 'api::business.business',
  event: 'api::event.event',
  property: 'api::property.property',
  influencer: 'api::influencer.influencer',
  recommendation: 'api::recommendation.recommendation',
  video: 'api::business-video.business-video',
  file: 'plugin::upload.file',
} as const;

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

function link(strapi: Core.Strapi, uid: string, attribute: string): Link {
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

export function knex(strapi: Core.Strapi): Knex {
  return strapi.db.connection as unknown as Knex;
}

/** SQL selecting the URL of a row's single media field, for use as a column. */
export function imageUrlColumn(strapi: Core.Strapi, uid: string, rowAlias: string, as = 'image_url'): Knex.Raw {
  const s = schema(strapi);
  return knex(strapi).raw(
    `(SELECT f.url FROM ?? m JOIN ?? f ON f.id = m.?? WHERE m.?? = ??.id AND m.?? = ? AND m.field = ? ORDER BY m.?? LIMIT 1) AS ??`,
    [s.media.table, s.files, s.media.file, s.media.relatedId, rowAlias, s.media.relatedType, uid, 'image', 'order', as],
  );
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

export async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.clone().clearSelect().clearOrder().count({ n: '*' }).first()) as { n: unknown } | undefined;
  return read.int(row?.n);
}

/** Each search term must match one of the columns (case-insensitive, wildcards escaped). */
export function whereEveryTermMatches(query: Knex.QueryBuilder, columns: string[], patterns: string[]): void {
  for (const pattern of patterns) {
    query.where((inner) => {
      for (const column of columns) {
        inner.orWhereRaw(`LOWER(COALESCE(${column}, '')) LIKE ? ESCAPE ?`, [pattern, '\\']);
      }
    });
  }
}
