import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { nextCityMidnight, searchTerms, timeframeRange, type EventCategory, type Timeframe } from '@tampa-local/domain';
import { holdsUntil } from '../../../core/cache/answer-clock';
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
import { toEvent, type Event } from '../../shapes';

export type EventFilters = { category?: EventCategory; timeframe?: Timeframe; q?: string };

const COLUMNS = [
  'e.id',
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

/** How a list of events is read: soonest first, a page with its images. */
export const EVENT_SHAPE: ListShape = {
  alias: 'e',
  columns: COLUMNS,
  uid: UID.event,
  order: (rows) =>
    rows.orderBy('e.date', 'asc').orderByRaw('e.time ASC NULLS FIRST').orderBy('e.name', 'asc').orderBy('e.id', 'asc'),
  orderColumns: ['e.date', 'e.time', 'e.name', 'e.id'],
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => knex(strapi);

  return {
    /** Published events in the timeframe (Tampa dates); past days never show. */
    filtered(filters: EventFilters, now: Date): Knex.QueryBuilder {
      const { from, to } = timeframeRange(filters.timeframe ?? null, now);
      // Timeframes are days in Tampa: the same rows until midnight there.
      holdsUntil(now, nextCityMidnight(now).getTime());
      const query = db()(`${schema(strapi).events} as e`)
        .whereNotNull('e.published_at')
        .where('e.date', '>=', from);
      if (to) query.where('e.date', '<=', to);
      if (filters.category) query.where('e.category', filters.category);
      whereSearchMatches(strapi, query, 'event', 'e', filters.q ? searchTerms(filters.q) : []);
      return query;
    },

    /** One version of a document (the draft, or the published one), for the editors' preview. */
    async version(documentId: string, status: EntryStatus) {
      const query = db()(`${schema(strapi).events} as e`).where('e.document_id', documentId);
      whereStatus(query, 'e', status);
      const row = await firstRow<Row>(strapi, withFirstImage(strapi, this.withDisplayColumns(query), 'e', UID.event));
      return row ? toEvent(imageFromColumns(row)) : null;
    },

    withDisplayColumns(query: Knex.QueryBuilder): Knex.QueryBuilder {
      return query.select(COLUMNS);
    },

    async list(filters: EventFilters, page: Paging, now = new Date()): Promise<{ items: Event[]; total: number }> {
      const query = this.filtered(filters, now);
      // The timeframe's days are values of the statement.
      const key = listKey('event', filters, timeframeRange(filters.timeframe ?? null, now));
      const { rows, total } = await listPage(strapi, query, EVENT_SHAPE, page, key);
      return { items: rows.map(toEvent), total };
    },
  };
};
