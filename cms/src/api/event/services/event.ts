import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { escapeLike, searchTerms, timeframeRange, type EventCategory, type Timeframe } from '@tampa-local/domain';
import { UID, countOf, imageUrlColumn, knex, schema, whereEveryTermMatches } from '../../../lib/db';
import type { Paging } from '../../../lib/params';
import { toEvent, type Event } from '../../../lib/shapes';

export type EventFilters = { category?: EventCategory; timeframe?: Timeframe; q?: string };

export const EVENT_SEARCH_COLUMNS = ['e.name', 'e.category', 'e.location', 'e.description'];

const COLUMNS = [
  'e.document_id',
  'e.slug',
  'e.name',
  'e.category',
  'e.description',
  'e.date',
  'e.time',
  'e.location',
  'e.price',
  'e.attending_count',
  'e.ticket_url',
];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => knex(strapi);

  return {
    /** Published events in the timeframe (Tampa dates); past days never show. */
    filtered(filters: EventFilters, now: Date): Knex.QueryBuilder {
      const { from, to } = timeframeRange(filters.timeframe ?? null, now);
      const query = db()(`${schema(strapi).events} as e`)
        .whereNotNull('e.published_at')
        .where('e.date', '>=', from);
      if (to) query.where('e.date', '<=', to);
      if (filters.category) query.where('e.category', filters.category);
      const terms = filters.q ? searchTerms(filters.q) : [];
      if (terms.length > 0) {
        whereEveryTermMatches(
          query,
          EVENT_SEARCH_COLUMNS,
          terms.map((term) => `%${escapeLike(term)}%`),
        );
      }
      return query;
    },

    withDisplayColumns(query: Knex.QueryBuilder): Knex.QueryBuilder {
      return query.select(COLUMNS).select(imageUrlColumn(strapi, UID.event, 'e'));
    },

    async list(filters: EventFilters, page: Paging, now = new Date()): Promise<{ items: Event[]; total: number }> {
      const query = this.filtered(filters, now);
      const total = await countOf(query);
      const rows = (await this.withDisplayColumns(query.clone())
        .orderBy('e.date', 'asc')
        .orderByRaw('e.time ASC NULLS FIRST')
        .orderBy('e.name', 'asc')
        .orderBy('e.id', 'asc')
        .limit(page.limit)
        .offset(page.offset)) as Record<string, unknown>[];
      return { items: rows.map(toEvent), total };
    },
  };
};
