import { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import type { SitemapEntry, SitemapIndex, SitemapSection, SitemapType } from '@tampa-local/domain';
import { SITEMAP_TYPES } from '@tampa-local/domain';
import { contentGeneration } from '../../../lib/cache';
import { knex, read, schema, type Schema } from '../../../lib/db';

/**
 * The pages a sitemap lists, in chunks of at most 50,000 (the sitemap protocol's limit):
 * published rows in id order, each chunk a run of consecutive rows. The chunk boundaries
 * and each chunk's newest change come from one indexed pass, kept until content changes;
 * a chunk streams in keyset batches, so memory stays flat however many rows there are.
 */
const configured = Number(process.env.SITEMAP_CHUNK_SIZE ?? 50_000);
export const SITEMAP_CHUNK_SIZE =
  Number.isInteger(configured) && configured > 0 && configured <= 50_000 ? configured : 50_000;
const BATCH_SIZE = 5000;

const TABLE: Record<SitemapType, keyof Schema> = { businesses: 'businesses', influencers: 'influencers' };

type Chunk = { index: number; firstId: number; lastId: number; count: number; lastmod: string | null };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const chunksByType = new Map<SitemapType, { generation: number; chunks: Promise<Chunk[]> }>();

  async function loadChunks(type: SitemapType): Promise<Chunk[]> {
    const table = schema(strapi)[TABLE[type]] as string;
    const db = knex(strapi);
    const numbered = db(table)
      .select('id', 'updated_at')
      // An integer literal, not a bound parameter: both databases then divide integers.
      .select(db.raw(`(ROW_NUMBER() OVER (ORDER BY id) - 1) / ${SITEMAP_CHUNK_SIZE} AS chunk`))
      .whereNotNull('published_at');
    const rows = (await db
      .from(numbered.as('numbered'))
      .select('chunk')
      .min({ first_id: 'id' })
      .max({ last_id: 'id' })
      .count({ n: '*' })
      .max({ lastmod: 'updated_at' })
      .groupBy('chunk')
      .orderBy('chunk')) as Record<string, unknown>[];
    return rows.map((row) => ({
      index: read.int(row.chunk),
      firstId: read.int(row.first_id),
      lastId: read.int(row.last_id),
      count: read.int(row.n),
      lastmod: read.timestamp(row.lastmod),
    }));
  }

  /** The chunks of one kind, computed once per content change. */
  function chunks(type: SitemapType): Promise<Chunk[]> {
    const generation = contentGeneration();
    const known = chunksByType.get(type);
    if (known && known.generation === generation) return known.chunks;
    const loading = loadChunks(type);
    chunksByType.set(type, { generation, chunks: loading });
    loading.catch(() => chunksByType.delete(type));
    return loading;
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
      return { chunkSize: SITEMAP_CHUNK_SIZE, sections };
    },

    /** One chunk as NDJSON lines `{"slug","updatedAt"}`; null when there is no such chunk. */
    async chunk(type: SitemapType, index: number): Promise<Readable | null> {
      const chunk = (await chunks(type)).find((candidate) => candidate.index === index);
      if (!chunk) return null;
      const table = schema(strapi)[TABLE[type]] as string;
      const db = knex(strapi);
      const { firstId, lastId } = chunk;
      async function* lines(): AsyncGenerator<string> {
        let after = firstId - 1;
        for (;;) {
          const rows = (await db(table)
            .select('id', 'slug', 'updated_at')
            .whereNotNull('published_at')
            .where('id', '>', after)
            .andWhere('id', '<=', lastId)
            .orderBy('id')
            .limit(BATCH_SIZE)) as Record<string, unknown>[];
          if (rows.length === 0) return;
          let batch = '';
          for (const row of rows) {
            const entry: SitemapEntry = { slug: String(row.slug), updatedAt: read.timestamp(row.updated_at) };
            batch += `${JSON.stringify(entry)}\n`;
          }
          yield batch;
          after = read.int(rows[rows.length - 1]?.id);
          if (rows.length < BATCH_SIZE) return;
        }
      }
      return Readable.from(lines());
    },
  };
};
