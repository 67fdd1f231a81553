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

/**
 * cityClock's answers by minute: a request asks it for the same instant once per row it
 * shows (each business's opening hours), and for the minute until which that row's answer
 * holds (afterCityMinutes), a different one per row; formatting a date in a time zone
 * costs more than the rest of working out whether a business is open. Those minutes lie
 * within a day of now, so two days' worth of them are kept; past that the map starts again.
 */
const clocks = new Map<number, CityClock>();
const CLOCKS_KEPT = 2 * 24 * 60;

/** The city's date, weekday and minute of the day at `now` (seconds do not count). */
export function cityClock(now: Date): CityClock {
  // Time-zone offsets are whole minutes: every instant of one UTC minute has the same answer.
  const minute = Math.floor(now.getTime() / 60_000);
  const kept = clocks.get(minute);
  if (kept) return kept;
  const clock = Object.freeze(formatCityClock(now));
  if (clocks.size >= CLOCKS_KEPT) clocks.clear();
  clocks.set(minute, clock);
  return clock;
}

function formatCityClock(now: Date): CityClock {
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

/** A day number for a YYYY-MM-DD date (days since 1970-01-01), for counting wall-clock minutes across days. */
function dayNumber(isoDate: string): number {
  return (
    Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / 86_400_000
  );
}

/**
 * The instant `n` city wall-clock minutes (n ≥ 1) after the start of `now`'s minute, for
 * saying until when something worked out from the city's clock stays true. When the
 * city's UTC offset changes in between (a daylight-saving switch), wall-clock and real
 * minutes part, so it answers the start of the next minute instead: earlier, never later.
 */
export function afterCityMinutes(now: Date, n: number): Date {
  const start = Math.floor(now.getTime() / 60_000) * 60_000;
  const nextMinute = new Date(start + 60_000);
  if (!(n > 1)) return nextMinute;
  const candidate = new Date(start + Math.floor(n) * 60_000);
  const from = cityClock(now);
  const to = cityClock(candidate);
  const elapsed = (dayNumber(to.date) - dayNumber(from.date)) * 24 * 60 + to.minutes - from.minutes;
  return elapsed === Math.floor(n) ? candidate : nextMinute;
}

/** The next midnight in Tampa after `now`: when "today", timeframes and day phrases move on. */
export function nextCityMidnight(now: Date): Date {
  return afterCityMinutes(now, 24 * 60 - cityClock(now).minutes);
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

/**
 * A Tampa wall-clock date and time ('2026-12-05', '19:30') as an ISO 8601 instant with
 * the city's UTC offset on that day ('2026-12-05T19:30:00-05:00'), daylight saving
 * included. Without a time, the date alone. Null for a date that does not exist.
 */
export function cityDateTimeIso(isoDate: string, time: string | null): string | null {
  const day = parseIsoDate(isoDate);
  if (!day) return null;
  if (!time) return isoDate;
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return isoDate;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return isoDate;
  const wallAsUtc = day.getTime() + (hours * 60 + minutes) * 60_000;
  // The offset at the wall time read as UTC is the offset at the real instant, except
  // within the hours around a change; a second pass settles those.
  let offsetMinutes = cityOffsetMinutes(new Date(wallAsUtc));
  offsetMinutes = cityOffsetMinutes(new Date(wallAsUtc - offsetMinutes * 60_000));
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${isoDate}T${pad(hours)}:${pad(minutes)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The city's offset from UTC at an instant, in minutes (-300 in winter, -240 in summer). */
function cityOffsetMinutes(instant: Date): number {
  const clock = cityClock(instant);
  const wall = Date.UTC(
    Number(clock.date.slice(0, 4)),
    Number(clock.date.slice(5, 7)) - 1,
    Number(clock.date.slice(8, 10)),
    Math.floor(clock.minutes / 60),
    clock.minutes % 60,
  );
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}
