import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { EVENT_CATEGORY_LABELS, EVENT_LIST } from '@tampa-local/domain';
import { idParam, listFilters, optionalChoice, paging, setListTotal, type RawParams } from '../../../core/http/params';
import { optionalBbox, parseClusterBox, parseNearFilter } from '../../../core/http/geo-params';
import type { EventFilters, EventWhere } from '../services/event';
import { SHOWS_NO_REVIEWS, markAnswer } from '../../../core/cache/review-changes';
import { answerClock } from '../../../core/cache/answer-clock';
import { siteUrl } from '../../../core/env/site';
import { serviceOf } from '../../services';
import { calendarEtag, eventFeed, eventIcs } from '../calendar';

/** Calendars may keep a feed or an `.ics` for an hour; they revalidate with its ETag. */
const CALENDAR_MAX_AGE_SECONDS = 60 * 60;

/** Sends a calendar with its validators; a 304 when the caller's copy is current. */
function sendCalendar(ctx: Context, body: string, lastModified: string | null, fileName?: string): void {
  ctx.status = 200;
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.set('Cache-Control', `public, max-age=${CALENDAR_MAX_AGE_SECONDS}`);
  ctx.set('ETag', calendarEtag(body));
  if (lastModified) ctx.lastModified = new Date(lastModified);
  if (fileName) ctx.attachment(fileName);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = body;
}

/** The filters a list and the map's clusters share: the list's (packages/domain), then the box. */
export function parseEventWhere(query: RawParams): EventWhere {
  return { ...listFilters(query, EVENT_LIST.filters), bbox: optionalBbox(query) };
}

/** A list's filters: those of the map, and `near` (nearest first) with its `radius`. */
export function parseEventFilters(query: RawParams): EventFilters {
  return { ...parseEventWhere(query), ...parseNearFilter(query) };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::event.event');

  return {
    async list(ctx: Context) {
      const query = ctx.query as RawParams;
      const { items, ...total } = await service().list(parseEventFilters(query), paging(query), answerClock(ctx));
      setListTotal(ctx, total);
      markAnswer(ctx, SHOWS_NO_REVIEWS);
      ctx.body = items;
    },

    async clusters(ctx: Context) {
      const query = ctx.query as RawParams;
      const { bbox, zoom } = parseClusterBox(query);
      ctx.body = await service().clusters({ ...parseEventWhere(query), bbox }, zoom, answerClock(ctx));
      markAnswer(ctx, SHOWS_NO_REVIEWS);
    },

    async findOne(ctx: Context) {
      ctx.body = await service().detail(idParam(ctx, 'slug'), answerClock(ctx));
      markAnswer(ctx, SHOWS_NO_REVIEWS);
    },

    /** One event as an `.ics` file to open in a calendar. */
    async eventCalendar(ctx: Context) {
      // The event alone: the calendar has no use for the events beside it.
      const event = await service().published(idParam(ctx, 'slug'));
      sendCalendar(ctx, eventIcs(event, siteUrl()), event.updatedAt, `${event.slug}.ics`);
    },

    /** The feed to subscribe to: every event, or one kind (`?category=`). */
    async feed(ctx: Context) {
      const { values, labels } = EVENT_LIST.filters.category;
      const category = optionalChoice(ctx.query as RawParams, 'category', values, labels);
      const events = await service().calendarEvents(category);
      const name = category ? `Tampa Local: ${EVENT_CATEGORY_LABELS[category]} events` : 'Tampa Local events';
      const lastModified = events.reduce<string | null>(
        (latest, event) => (event.updatedAt && (!latest || event.updatedAt > latest) ? event.updatedAt : latest),
        null,
      );
      sendCalendar(ctx, eventFeed(name, events, siteUrl()), lastModified);
    },
  };
};
