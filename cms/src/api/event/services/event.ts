import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  addDays,
  cityDate,
  nextCityMidnight,
  searchTerms,
  timeframeRange,
  type EVENT_LIST,
  type EventCategory,
  type EventDetail,
  type GeoBox,
  type GeoPoint,
  type ListFilterValues,
  type MapClusters,
} from '@tampa-local/domain';
import { holdsUntil } from '../../../core/cache/answer-clock';
import { UID } from '../../../core/db/content-types';
import { whereInBox } from '../../../core/geo/geo-index';
import { clusterCells, clustersWithCards } from '../../../core/geo/geo-clusters';
import { distanceMilesOf, distanceShape, nearestPage, whereNear } from '../../../core/geo/geo-lists';
import { knex } from '../../../core/db/connection';
import { EVENT_ORDER, columnsOf, orderBy, reversed } from '../../../core/db/list-orders';
import {
  imageFromColumns,
  listPage,
  listTotal,
  schema,
  whereStatus,
  withFirstImage,
  type EntryStatus,
  type ListShape,
  type ListTotal,
  read,
  type Row,
} from '../../../core/db/db';
import { searchedListOptions, whereSearchMatches } from '../../../core/search/search-index';
import type { Paging } from '../../../core/http/params';
import { firstRow, readRows } from '../../../core/db/sqlite-readers';
import { notFound } from '../../../core/http/errors';
import { listKey } from '../../../core/db/templates';
import { toEvent, type Event } from '../../shapes';
import type { CalendarEvent } from '../calendar';

/**
 * A calendar feed holds the soonest FEED_UPCOMING events of the coming year and the latest
 * FEED_RECENT of the last month (kept in people's calendars after the day). Bounded: a
 * city's year of events can be tens of thousands, which no calendar app takes in one
 * feed, and every entry costs the server its rendering (about 0.3 ms each).
 */
export const FEED_PAST_DAYS = 31;
export const FEED_FUTURE_DAYS = 366;
export const FEED_UPCOMING = 100;
export const FEED_RECENT = 25;
/** Other events shown on an event's page. */
const RELATED_COUNT = 3;

/** What narrows a list of events, and so a map's clusters: the list's filters (packages/domain) and a box. */
export type EventWhere = ListFilterValues<typeof EVENT_LIST.filters> & {
  /** Only the events whose venue lies in this box, edges included. */
  bbox?: GeoBox;
};

export type EventFilters = EventWhere & {
  /** Nearest first from here, each event with its distance; only events with a located venue. */
  near?: GeoPoint;
  /** Miles from `near`: only the events within it. */
  radius?: number;
};

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
  'e.latitude',
  'e.longitude',
  'e.price',
  'e.attending_count',
  'e.ticket_url',
];

/** How a list of events is read: soonest first, a page with its images. */
export const EVENT_SHAPE: ListShape = {
  alias: 'e',
  columns: COLUMNS,
  uid: UID.event,
  order: (rows) => orderBy(rows, 'e', EVENT_ORDER),
  orderColumns: columnsOf('e', EVENT_ORDER),
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => knex(strapi);

  return {
    /** Published events in the timeframe (Tampa dates); past days never show. */
    filtered(filters: EventWhere, now: Date): Knex.QueryBuilder {
      const { from, to } = timeframeRange(filters.timeframe ?? null, now);
      // Timeframes are days in Tampa: the same rows until midnight there.
      holdsUntil(now, nextCityMidnight(now).getTime());
      const query = db()(`${schema(strapi).events} as e`)
        .whereNotNull('e.published_at')
        .where('e.date', '>=', from);
      if (to) query.where('e.date', '<=', to);
      if (filters.category) query.where('e.category', filters.category);
      whereSearchMatches(strapi, query, 'event', 'e', filters.q ? searchTerms(filters.q) : []);
      if (filters.bbox) whereInBox(strapi, UID.event, query, 'e', filters.bbox);
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

    /** A published event by slug (past ones included) with its last change; 404 when there is none. */
    async published(slug: string): Promise<CalendarEvent> {
      const found = await firstRow<Row>(
        strapi,
        withFirstImage(
          strapi,
          this.withDisplayColumns(
            db()(`${schema(strapi).events} as e`)
              .whereNotNull('e.published_at')
              .where('e.slug', slug),
          ).select('e.updated_at'),
          'e',
          UID.event,
        ),
      );
      if (!found) throw notFound('Event not found');
      return { ...toEvent(imageFromColumns(found)), updatedAt: read.timestamp(found.updated_at) };
    },

    /** The event's page: the event, with the upcoming events beside it. */
    async detail(slug: string, now = new Date()): Promise<EventDetail> {
      const event = await this.published(slug);
      // "Upcoming" moves on at midnight in Tampa.
      holdsUntil(now, nextCityMidnight(now).getTime());
      // First the other events of its day, then those of its kind on the coming days, each
      // in the lists' order: two reads down the lists' indexes (events_list_date,
      // events_list_category_date) that stop after a few rows, where one query ordered by
      // "its day first" sorted every upcoming event of the kind.
      const upcoming = (narrow: (query: Knex.QueryBuilder) => Knex.QueryBuilder, limit: number) =>
        readRows<Row>(
          strapi,
          withFirstImage(
            strapi,
            EVENT_SHAPE.order(
              this.withDisplayColumns(
                narrow(
                  db()(`${schema(strapi).events} as e`)
                    .whereNotNull('e.published_at')
                    .whereNot('e.document_id', event.id),
                ),
              ),
            ).limit(limit),
            'e',
            UID.event,
          ),
        );
      const today = cityDate(now);
      const sameDay = event.date >= today ? await upcoming((q) => q.where('e.date', event.date), RELATED_COUNT) : [];
      const sameKind =
        sameDay.length < RELATED_COUNT
          ? await upcoming(
              (q) => q.where('e.category', event.category).where('e.date', '>=', today).whereNot('e.date', event.date),
              RELATED_COUNT - sameDay.length,
            )
          : [];
      return {
        ...event,
        related: [...sameDay, ...sameKind].map((row) => toEvent(imageFromColumns(row))),
      };
    },

    /**
     * The events of a calendar feed (all, or one kind), soonest first: the next
     * FEED_UPCOMING from today within a year, after the last FEED_RECENT of the past month.
     */
    async calendarEvents(category: EventCategory | undefined, now = new Date()): Promise<CalendarEvent[]> {
      const today = cityDate(now);
      const events = () => {
        const query = this.withDisplayColumns(
          db()(`${schema(strapi).events} as e`).whereNotNull('e.published_at'),
        ).select('e.updated_at');
        if (category) query.where('e.category', category);
        return query;
      };
      const upcoming = EVENT_SHAPE.order(
        events().whereBetween('e.date', [today, addDays(today, FEED_FUTURE_DAYS)]),
      ).limit(FEED_UPCOMING);
      // The latest first to take the last ones, then put back in the feed's order.
      const recent = events().where('e.date', '>=', addDays(today, -FEED_PAST_DAYS)).where('e.date', '<', today);
      orderBy(recent, 'e', reversed(EVENT_ORDER)).limit(FEED_RECENT);
      const [next, past] = await Promise.all([readRows<Row>(strapi, upcoming), readRows<Row>(strapi, recent)]);
      return [...past.reverse(), ...next].map((row) => ({
        ...toEvent(row),
        updatedAt: read.timestamp(row.updated_at),
      }));
    },

    /** The events, soonest first; with `near`, nearest first, each with its distance. */
    async list(filters: EventFilters, page: Paging, now = new Date()): Promise<{ items: Event[] } & ListTotal> {
      const { near, radius, ...where } = filters;
      const query = this.filtered(where, now);
      if (!near) {
        // The timeframe's days are values of the statement; a box's are not kept as templates.
        const key = where.bbox ? undefined : listKey('event', where, timeframeRange(where.timeframe ?? null, now));
        const rows = () => this.filtered({ ...where, q: undefined }, now);
        const searched = searchedListOptions(
          strapi,
          'event',
          where.q,
          {
            rows,
            key: listKey('event', { ...where, q: undefined }, timeframeRange(where.timeframe ?? null, now)),
            shape: EVENT_SHAPE,
            page,
          },
          !where.bbox,
        );
        const { rows: found, ...total } = await listPage(strapi, query, EVENT_SHAPE, page, { key, ...searched });
        return { items: found.map(toEvent), ...total };
      }
      whereNear(strapi, UID.event, query, 'e', near, radius);
      const [total, rows] = await Promise.all([
        // A radius's total is bounded as a search's is (SEARCH_TOTAL_BOUND).
        listTotal(strapi, query, Boolean(where.q) || radius !== undefined),
        nearestPage(strapi, UID.event, query, distanceShape(EVENT_SHAPE), COLUMNS, near, radius, page),
      ]);
      return { items: rows.map((row) => ({ ...toEvent(row), distanceMiles: distanceMilesOf(near, row) })), ...total };
    },

    /**
     * The events of a box (with the list's filters: past days never show, so the rows are
     * always read) gathered in cells (clusterCells), a lone one with its card.
     */
    async clusters(where: EventWhere & { bbox: GeoBox }, zoom: number, now = new Date()): Promise<MapClusters> {
      const box = where.bbox;
      const filtered = () => this.filtered(where, now);
      const { cellDegrees, total, cells } = await clusterCells(strapi, UID.event, box, zoom, 'e', filtered(), filtered);
      return clustersWithCards(
        strapi,
        { cellDegrees, total, cells },
        box,
        zoom,
        {
          uid: UID.event,
          table: schema(strapi).events,
          alias: 'e',
          columns: ['document_id', 'slug', 'name', 'date', 'time'],
        },
        (row) => ({
          event: {
            id: String(row.document_id),
            slug: String(row.slug),
            name: String(row.name),
            date: read.date(row.date) ?? '',
            time: read.text(row.time),
            imageUrl: read.text(row.image_file_url),
          },
        }),
      );
    },
  };
};
