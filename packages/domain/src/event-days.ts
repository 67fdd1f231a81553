import type { Event } from './api.js';
import { addDays, cityClock, cityDateTimeIso, parseIsoDate } from './time.js';

/**
 * How an event sits in time for the people reading its page: a word for its day seen from
 * today in Tampa, whether it has ended, and the span a calendar gets. Events carry a start
 * (a Tampa date, and a time when one is known), not an end.
 */

/** A calendar entry for an event with a start time lasts this long (events record no end). */
export const EVENT_CALENDAR_MINUTES = 120;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function daysBetween(from: string, to: string): number | null {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return null;
  return Math.round((b.getTime() - a.getTime()) / 86_400_000);
}

/**
 * 'Today', 'Tomorrow', 'This Saturday' (later this week, which ends on Sunday), 'Next
 * Tuesday' (within the coming seven days, past Sunday); null for a day already gone or
 * further away, which is shown as its date alone.
 */
export function eventDayWord(isoDate: string, today: string): string | null {
  const days = daysBetween(today, isoDate);
  if (days === null || days < 0 || days > 6) return null;
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  const todayWeekday = (parseIsoDate(today) as Date).getUTCDay();
  const weekday = (parseIsoDate(isoDate) as Date).getUTCDay();
  // Weeks run Monday to Sunday: Sunday counts as the week's seventh day.
  const position = (day: number) => (day === 0 ? 7 : day);
  const sameWeek = position(weekday) > position(todayWeekday);
  return `${sameWeek ? 'This' : 'Next'} ${WEEKDAYS[weekday]}`;
}

/** Its day is over in Tampa (an event stays "Today" until midnight there). */
export function eventHasEnded(event: Pick<Event, 'date'>, now: Date): boolean {
  return event.date < cityClock(now).date;
}

/**
 * The span a calendar gets: a timed event from its start for EVENT_CALENDAR_MINUTES
 * (instants, right on both sides of a daylight-saving change); an untimed one as the
 * whole day (`end` the next day, exclusive, as calendars count all-day entries).
 */
export type EventSpan =
  { allDay: false; start: Date; end: Date } | { allDay: true; startDate: string; endDate: string };

export function eventSpan(event: Pick<Event, 'date' | 'time'>): EventSpan | null {
  const start = cityDateTimeIso(event.date, event.time);
  if (!start) return null;
  if (start.length === 10) return { allDay: true, startDate: start, endDate: addDays(start, 1) };
  const startAt = new Date(start);
  return { allDay: false, start: startAt, end: new Date(startAt.getTime() + EVENT_CALENDAR_MINUTES * 60_000) };
}

/**
 * The weekend the newsletter's weekly digest covers at `now`: the coming Friday to Sunday
 * in Tampa (from today when it is already the weekend), and its key, the Friday's date,
 * which names one digest: every run in the same week sends the same one.
 */
export function digestWeekend(now: Date): { key: string; from: string; to: string; friday: string } {
  const { date: today, weekday } = cityClock(now);
  const friday = weekday === 6 ? addDays(today, -1) : weekday === 0 ? addDays(today, -2) : addDays(today, 5 - weekday);
  return { key: `weekend-${friday}`, friday, from: today > friday ? today : friday, to: addDays(friday, 2) };
}
