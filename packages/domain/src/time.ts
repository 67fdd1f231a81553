import type { Timeframe } from './vocabulary.js';

/** Tampa observes US Eastern time. */
export const CITY_TIME_ZONE = 'America/New_York';

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface CityClock {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: Weekday;
  /** Minutes since local midnight, 0–1439. */
  minutes: number;
}

export interface DateRange {
  /** First day included, YYYY-MM-DD. */
  from: string;
  /** Last day included, YYYY-MM-DD; null means open-ended. */
  to: string | null;
}

let cityFormatter: Intl.DateTimeFormat | undefined;

// Building a formatter is costly and it is stateless, so one is shared.
function getCityFormatter(): Intl.DateTimeFormat {
  cityFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CITY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return cityFormatter;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function formatUtcDate(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Parses YYYY-MM-DD into a Date at UTC midnight, or null when it is no real date. */
export function parseIsoDate(isoDate: string): Date | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March; such input is rejected instead.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date;
}

export function cityClock(now: Date): CityClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of getCityFormatter().formatToParts(now)) {
    parts[part.type] = part.value;
  }
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  // Some engines still print midnight as hour 24 despite h23.
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() as Weekday;
  return { date, weekday, minutes: hour * 60 + minute };
}

/** Today's date in Tampa, YYYY-MM-DD. */
export function cityDate(now: Date): string {
  return cityClock(now).date;
}

export function addDays(isoDate: string, n: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return formatUtcDate(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + n)));
}

/** The inclusive range of event dates a timeframe filter selects. */
export function timeframeRange(timeframe: Timeframe | null | undefined, now: Date): DateRange {
  const { date: today, weekday } = cityClock(now);
  switch (timeframe) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      // The week ends on Sunday, so on a Sunday only today is left.
      return { from: today, to: addDays(today, (7 - weekday) % 7) };
    case 'month': {
      const year = Number(today.slice(0, 4));
      const month = Number(today.slice(5, 7));
      // Day 0 of the next month is the last day of this one.
      return {
        from: today,
        to: formatUtcDate(new Date(Date.UTC(year, month, 0))),
      };
    }
    case 'upcoming':
      return { from: addDays(today, 1), to: null };
    default:
      return { from: today, to: null };
  }
}
