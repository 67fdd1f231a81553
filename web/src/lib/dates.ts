import { parseIsoDate } from '@tampa-local/domain';

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

const SHORT_CALENDAR_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'November 21, 2026' in the visitor's own time zone (policy pages' 'Last updated'). */
export function formatLongDate(date: Date): string {
  return LONG_DATE.format(date);
}

/** A calendar date 'YYYY-MM-DD' as 'Nov 21, 2026'; formatted in UTC so it never shifts a day. */
export function formatCalendarDate(isoDate: string): string {
  const date = parseIsoDate(isoDate.slice(0, 10));
  return date ? SHORT_CALENDAR_DATE.format(date) : isoDate;
}
