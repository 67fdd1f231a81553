import { createHash } from 'node:crypto';
import ical, { type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { CITY_TIME_ZONE, EVENT_CATEGORY_LABELS, eventSpan, formatEventPrice, type Event } from '@tampa-local/domain';

/**
 * Events as iCalendar (RFC 5545), made by ical-generator: times in Tampa's zone
 * (America/New_York, its VTIMEZONE included), so a calendar shows 7:30 PM in winter and in
 * summer alike; one UID per event for ever, so a feed's update replaces an entry instead
 * of adding a copy, and an `.ics` added twice is the same entry.
 */

export type CalendarEvent = Event & { updatedAt: string | null };

const PRODUCT_ID = { company: 'Tampa Local', product: 'Events', language: 'EN' };
/** How often subscribed calendars are asked to look again. */
const FEED_REFRESH_SECONDS = 6 * 60 * 60;

export function eventUid(event: Pick<Event, 'id'>, site: string): string {
  return `event-${event.id}@${new URL(site).hostname}`;
}

function newCalendar(name: string, site: string): ICalCalendar {
  return ical({
    name,
    prodId: PRODUCT_ID,
    url: site,
    ttl: FEED_REFRESH_SECONDS,
    timezone: { name: CITY_TIME_ZONE, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
  });
}

function addEvent(calendar: ICalCalendar, event: CalendarEvent, site: string): void {
  const span = eventSpan(event);
  if (!span) return;
  const page = `${site}/events/${encodeURIComponent(event.slug)}`;
  const price = formatEventPrice(event.price);
  const description = [event.description, `${EVENT_CATEGORY_LABELS[event.category] ?? event.category} · ${price}`, page]
    .filter(Boolean)
    .join('\n\n');
  const changed = event.updatedAt ? new Date(event.updatedAt) : null;
  const when = span.allDay
    ? {
        allDay: true,
        start: DateTime.fromISO(span.startDate, { zone: CITY_TIME_ZONE }),
        end: DateTime.fromISO(span.endDate, { zone: CITY_TIME_ZONE }),
      }
    : { start: DateTime.fromJSDate(span.start), end: DateTime.fromJSDate(span.end), timezone: CITY_TIME_ZONE };
  calendar.createEvent({
    id: eventUid(event, site),
    ...when,
    summary: event.name,
    description,
    location: event.location,
    url: page,
    categories: [{ name: EVENT_CATEGORY_LABELS[event.category] ?? event.category }],
    // The same bytes for the same content: the stamp is the last change, not the hour of the request.
    stamp: changed ?? DateTime.fromISO(span.allDay ? span.startDate : span.start.toISOString()),
    lastModified: changed,
  });
}

/** One event's `.ics`, offered on its page. */
export function eventIcs(event: CalendarEvent, site: string): string {
  const calendar = newCalendar(event.name, site);
  addEvent(calendar, event, site);
  return calendar.toString();
}

/** A feed to subscribe to (webcal://): every event given, soonest first. */
export function eventFeed(name: string, events: readonly CalendarEvent[], site: string): string {
  const calendar = newCalendar(name, site);
  for (const event of events) addEvent(calendar, event, site);
  return calendar.toString();
}

/** A strong validator of the bytes sent. */
export function calendarEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
