import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import type { SitemapEntry, SitemapIndex, SitemapSection, SitemapType } from '@tampa-local/domain';
import { SITEMAP_TYPES, cityDate } from '@tampa-local/domain';
import { contentGeneration } from '../../../core/cache/cache';
import { knex } from '../../../core/db/connection';
import { read, type Row, tableOf as tableOfType } from '../../../core/db/db';
import { SITEMAP_SOURCES, ndjsonLines, sitemapChunkSize } from '../rules';

/**
 * The pages a sitemap lists, in chunks of at most 50,000 (the sitemap protocol's limit):
 * published rows in id order, each chunk a run of consecutive rows. The chunk boundaries
 * and each chunk's newest change come from one keyset walk over a covering index, kept
 * until content changes; a chunk streams in keyset batches within its id run, so memory
 * stays flat however many rows there are.
 */
const MAX_BATCH_SIZE = 5000;

/** `today`: the Tampa date a dated source (events) was read for. */
type Chunk = { index: number; firstId: number; lastId: number; count: number; lastmod: string | null; today: string };

const tableOf = (strapi: Core.Strapi, type: SitemapType): string => tableOfType(strapi, SITEMAP_SOURCES[type].uid);

/** The published rows the sitemap lists (a dated source: from `today` on). */
function listed(query: Knex.QueryBuilder, type: SitemapType, today: string): Knex.QueryBuilder {
  const notBefore = SITEMAP_SOURCES[type].notBefore;
  query.whereNotNull('published_at');
  if (notBefore) query.where(notBefore, '>=', today);
  return query;
}

/**
 * A partial index of the published rows in id order holding every column the sitemap
 * reads, so both the chunk pass and the chunk streams read the index alone, never the
 * wide rows (nor the drafts beside them). Created once per start, idempotently, on both
 * databases; its name carries its definition, so a changed one is added beside it.
 */
const INDEX_COLUMNS = ['id', 'updated_at', 'slug'];

export async function ensureSitemapIndexes(strapi: Core.Strapi): Promise<void> {
  const db = knex(strapi);
  for (const type of SITEMAP_TYPES) {
    const table = tableOf(strapi, type);
    const name = `${table}_sitemap_${INDEX_COLUMNS.join('_')}`;
    const columns = INDEX_COLUMNS.map(() => '??').join(', ');
    await db.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns}) WHERE published_at IS NOT NULL`, [
      name,
      table,
      ...INDEX_COLUMNS,
    ]);
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const chunkSize = sitemapChunkSize(process.env.SITEMAP_CHUNK_SIZE);
  // Small chunks (a test's) are still read in more than one batch.
  const batchSize = Math.min(MAX_BATCH_SIZE, Math.ceil(chunkSize / 2));
  const chunksByType = new Map<SitemapType, { generation: number; today: string; chunks: Promise<Chunk[]> }>();
  let indexed: Promise<void> | undefined;

  /**
   * The covering index, made on first use. Without it the sitemap is slower, not wrong:
   * a failure (another replica creating it at the same moment) is logged and retried by
   * a later request instead of failing this one.
   */
  function ready(): Promise<void> {
    indexed ??= ensureSitemapIndexes(strapi).catch((error: unknown) => {
      strapi.log.warn(`The sitemap index could not be created (retried later): ${String(error)}`);
      indexed = undefined;
    });
    return indexed;
  }

  /**
   * Walks the published rows in id order, one chunk per query: each reads at most
   * chunkSize entries of the covering index after the previous chunk's last id. Short
   * statements, not one long one: on SQLite a statement holds the process until it ends.
   */
  async function loadChunks(type: SitemapType, today: string): Promise<Chunk[]> {
    await ready();
    const db = knex(strapi);
    const table = tableOf(strapi, type);
    const found: Chunk[] = [];
    let after = 0;
    for (;;) {
      const run = listed(db(table).select('id', 'updated_at'), type, today)
        .where('id', '>', after)
        .orderBy('id')
        .limit(chunkSize);
      const row = (await db
        .from(run.as('run'))
        .count({ n: '*' })
        .min({ first_id: 'id' })
        .max({ last_id: 'id' })
        .max({ lastmod: 'updated_at' })
        .first()) as Row | undefined;
      const count = read.int(row?.n);
      if (count === 0) return found;
      const lastId = read.int(row?.last_id);
      found.push({
        index: found.length,
        firstId: read.int(row?.first_id),
        lastId,
        count,
        lastmod: read.timestamp(row?.lastmod),
        today,
      });
      if (count < chunkSize) return found;
      after = lastId;
    }
  }

  /** The chunks of one kind, computed once per content change; concurrent callers share it. */
  function chunks(type: SitemapType): Promise<Chunk[]> {
    const generation = contentGeneration();
    const today = cityDate(new Date());
    const known = chunksByType.get(type);
    if (known && known.generation === generation && known.today === today) return known.chunks;
    const loading = loadChunks(type, today);
    chunksByType.set(type, { generation, today, chunks: loading });
    loading.catch(() => {
      if (chunksByType.get(type)?.chunks === loading) chunksByType.delete(type);
    });
    return loading;
  }

  /**
   * The chunk's rows in keyset batches; the next batch is read while the
   * current one is written, so the database and the response overlap.
   */
  async function* batches(type: SitemapType, { firstId, lastId, today }: Chunk): AsyncGenerator<SitemapEntry[]> {
    const table = tableOf(strapi, type);
    const page = (afterId: number): Promise<Row[]> => {
      // then() runs the query builder once and gives a plain promise.
      const rows = listed(knex(strapi)(table).select('id', 'slug', 'updated_at'), type, today)
        .where('id', '>', afterId)
        .andWhere('id', '<=', lastId)
        .orderBy('id')
        .limit(batchSize)
        .then((result: Row[]) => result);
      // A client that goes away leaves one batch unread: its failure must not go unhandled.
      rows.catch(() => {});
      return rows;
    };
    let next = page(firstId - 1);
    for (;;) {
      const rows = await next;
      if (rows.length === 0) return;
      const last = read.int(rows[rows.length - 1]?.id);
      next = rows.length === batchSize && last < lastId ? page(last) : Promise.resolve([]);
      yield rows.map((row) => ({ slug: String(row.slug), updatedAt: read.timestamp(row.updated_at) }));
    }
  }

  async function* lines(type: SitemapType, chunk: Chunk): AsyncGenerator<string> {
    for await (const batch of batches(type, chunk)) yield ndjsonLines(batch);
  }

  return {
    async index(): Promise<SitemapIndex> {
      const sections: SitemapSection[] = [];
      for (const type of SITEMAP_TYPES) {
        const list = await chunks(type);
        sections.push({
          type,
          count: list.reduce((sum, chunk) => sum + chunk.count, 0),
          chunks: list.map(({ index, lastmod }) => ({ index, lastmod })),
        });
      }
      return { chunkSize, sections };
    },

    /** One chunk as NDJSON lines `{"slug","updatedAt"}`; null when there is no such chunk. */
    async chunk(type: SitemapType, index: number): Promise<Readable | null> {
      const chunk = (await chunks(type))[index];
      if (!chunk) return null;
      return Readable.from(lines(type, chunk), { objectMode: false });
    },
  };
};
