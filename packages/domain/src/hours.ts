import { afterCityMinutes, cityClock } from './time.js';

/** Week order as shown to visitors: Monday first. */
export const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type DayKey = (typeof DAY_KEYS)[number];

export const DAY_LABELS: Record<DayKey, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** Day keys indexed by JS weekday number (0 = Sunday). */
const DAY_BY_WEEKDAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export const MAX_INTERVALS_PER_DAY = 4;

/**
 * One opening period, 'HH:mm' 24-hour. A close at or before the open means
 * it closes after midnight ('20:00'–'02:00'); close '24:00' is midnight.
 */
export interface OpeningInterval {
  open: string;
  close: string;
}

/** A missing day or an empty list means closed that day. */
export type OpeningHours = Partial<Record<DayKey, OpeningInterval[]>>;

export type OpeningHoursValidation = { ok: true; value: OpeningHours } | { ok: false; error: string };

export interface OpeningStatus {
  isOpen: boolean;
  /** e.g. 'closes 9 PM', 'opens tomorrow 7 AM', 'open 24 hours'. */
  nextChange: string | null;
}

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
// Event and CMS time fields may carry seconds ('19:30:00.000').
const CLOCK_TIME = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

function parseHhmm(value: string): number | null {
  const match = HHMM.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function parseClose(value: string): number | null {
  return value === '24:00' ? DAY_MINUTES : parseHhmm(value);
}

/** Minutes after the opening day's midnight at which the interval ends. */
function intervalEnd(open: number, close: number): number {
  return close <= open ? close + DAY_MINUTES : close;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function validateOpeningHours(value: unknown): OpeningHoursValidation {
  if (!isRecord(value)) return { ok: false, error: 'Opening hours must be an object' };
  for (const key of Object.keys(value)) {
    if (!(DAY_KEYS as readonly string[]).includes(key)) {
      return {
        ok: false,
        error: `Unknown day "${key}"; use ${DAY_KEYS.join(', ')}`,
      };
    }
  }

  const result: OpeningHours = {};
  for (const day of DAY_KEYS) {
    if (!(day in value)) continue;
    const intervals = value[day];
    if (!Array.isArray(intervals)) {
      return {
        ok: false,
        error: `${DAY_LABELS[day]}: hours must be a list of intervals`,
      };
    }
    if (intervals.length > MAX_INTERVALS_PER_DAY) {
      return {
        ok: false,
        error: `${DAY_LABELS[day]}: at most ${MAX_INTERVALS_PER_DAY} intervals a day`,
      };
    }

    const parsed: Array<{
      open: number;
      end: number;
      interval: OpeningInterval;
    }> = [];
    for (const item of intervals) {
      if (!isRecord(item)) {
        return {
          ok: false,
          error: `${DAY_LABELS[day]}: each interval needs open and close`,
        };
      }
      const extra = Object.keys(item).find((k) => k !== 'open' && k !== 'close');
      if (extra !== undefined) {
        return {
          ok: false,
          error: `${DAY_LABELS[day]}: unknown interval field "${extra}"`,
        };
      }
      const { open, close } = item;
      const openMinutes = typeof open === 'string' ? parseHhmm(open) : null;
      if (typeof open !== 'string' || openMinutes === null) {
        return {
          ok: false,
          error: `${DAY_LABELS[day]}: open must be HH:mm (00:00–23:59)`,
        };
      }
      const closeMinutes = typeof close === 'string' ? parseClose(close) : null;
      if (typeof close !== 'string' || closeMinutes === null) {
        return {
          ok: false,
          error: `${DAY_LABELS[day]}: close must be HH:mm (00:00–24:00)`,
        };
      }
      parsed.push({
        open: openMinutes,
        end: intervalEnd(openMinutes, closeMinutes),
        interval: { open, close },
      });
    }

    parsed.sort((a, b) => a.open - b.open);
    for (let i = 1; i < parsed.length; i++) {
      const previous = parsed[i - 1];
      const current = parsed[i];
      if (previous && current && current.open < previous.end) {
        return { ok: false, error: `${DAY_LABELS[day]}: intervals overlap` };
      }
    }
    result[day] = parsed.map((p) => p.interval);
  }
  return { ok: true, value: result };
}

function hasAnyInterval(hours: OpeningHours | null | undefined): hours is OpeningHours {
  return !!hours && DAY_KEYS.some((day) => (hours[day]?.length ?? 0) > 0);
}

/**
 * Opening spans in minutes relative to today's local midnight, from
 * yesterday (which may run past midnight) to a week ahead, merged where
 * they touch so back-to-back days read as one span.
 */
function timeline(hours: OpeningHours, weekday: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let offset = -1; offset <= 7; offset++) {
    const day = DAY_BY_WEEKDAY[(((weekday + offset) % 7) + 7) % 7];
    if (!day) continue;
    for (const { open, close } of hours[day] ?? []) {
      const openMinutes = parseHhmm(open);
      const closeMinutes = parseClose(close);
      if (openMinutes === null || closeMinutes === null) continue;
      const base = offset * DAY_MINUTES;
      spans.push([base + openMinutes, base + intervalEnd(openMinutes, closeMinutes)]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);

  const merged: Array<[number, number]> = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

function minutesToHhmm(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Day phrase for a moment `at` minutes after today's midnight. */
function dayPhrase(at: number, weekday: number): string {
  const offset = Math.floor(at / DAY_MINUTES);
  if (offset === 0) return '';
  if (offset === 1) return 'tomorrow ';
  const day = DAY_BY_WEEKDAY[(weekday + offset) % 7];
  return day ? `${DAY_LABELS[day]} ` : '';
}

export function openingStatus(hours: OpeningHours | null | undefined, now: Date): OpeningStatus | null {
  if (!hasAnyInterval(hours)) return null;
  const { weekday, minutes } = cityClock(now);
  const spans = timeline(hours, weekday);

  const current = spans.find(([start, end]) => start <= minutes && minutes < end);
  if (current) {
    const closesAt = current[1];
    if (closesAt - minutes >= WEEK_MINUTES) return { isOpen: true, nextChange: 'open 24 hours' };
    // Within a day the hour alone is unambiguous; further out it needs the day.
    const day = closesAt - minutes <= DAY_MINUTES ? '' : dayPhrase(closesAt, weekday);
    return {
      isOpen: true,
      nextChange: `closes ${day}${formatTime12(minutesToHhmm(closesAt))}`,
    };
  }

  const next = spans.find(([start]) => start > minutes);
  if (!next) return { isOpen: false, nextChange: null };
  return {
    isOpen: false,
    nextChange: `opens ${dayPhrase(next[0], weekday)}${formatTime12(minutesToHhmm(next[0]))}`,
  };
}

/**
 * '21:30' → '9:30 PM'; midnight ('00:00' or '24:00') → '12 AM'. Seconds are
 * ignored; text that is no clock time comes back unchanged.
 */
export function formatTime12(hhmm: string): string {
  const match = CLOCK_TIME.exec(hhmm.trim());
  if (!match) return hhmm;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 24 || minute > 59 || (hour === 24 && minute !== 0)) return hhmm;
  const period = hour % 24 < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0 ? `${hour12} ${period}` : `${hour12}:${String(minute).padStart(2, '0')} ${period}`;
}

function intervalText({ open, close }: OpeningInterval): string {
  const openMinutes = parseHhmm(open);
  const closeMinutes = parseClose(close);
  if (
    openMinutes !== null &&
    closeMinutes !== null &&
    intervalEnd(openMinutes, closeMinutes) - openMinutes === DAY_MINUTES
  ) {
    return '24 hours';
  }
  return `${formatTime12(open)}–${formatTime12(close)}`;
}

/** e.g. 'Mon–Fri 7 AM–9 PM · Sat–Sun 8 AM–10 PM'; null when never open. */
export function formatOpeningHours(hours: OpeningHours | null | undefined): string | null {
  if (!hasAnyInterval(hours)) return null;

  const groups: Array<{ first: DayKey; last: DayKey; text: string }> = [];
  for (const day of DAY_KEYS) {
    const intervals = [...(hours[day] ?? [])].sort((a, b) => (parseHhmm(a.open) ?? 0) - (parseHhmm(b.open) ?? 0));
    const text = intervals.length > 0 ? intervals.map(intervalText).join(', ') : 'closed';
    const last = groups[groups.length - 1];
    if (last && last.text === text) last.last = day;
    else groups.push({ first: day, last: day, text });
  }

  return groups
    .map(({ first, last, text }) => {
      const days = first === last ? DAY_LABELS[first] : `${DAY_LABELS[first]}–${DAY_LABELS[last]}`;
      return `${days} ${text}`;
    })
    .join(' · ');
}

/**
 * Until when openingStatus(hours, ·) gives the answer it gives at `now`: the next minute
 * at which a span opens or closes, a closing time comes within a day (its day drops from
 * the phrase), a span stops running a whole week ahead ('open 24 hours'), or the city's
 * midnight passes (day phrases are relative to today). Never later than that midnight,
 * never earlier than the next minute.
 */
export function openingStatusSteadyUntil(hours: OpeningHours | null | undefined, now: Date): Date {
  const { weekday, minutes } = cityClock(now);
  let until = DAY_MINUTES;
  if (hasAnyInterval(hours)) {
    for (const [start, end] of timeline(hours, weekday)) {
      // Within the current span, its closing time's phrase changes too.
      const current = start <= minutes && minutes < end;
      for (const at of current ? [end, end - DAY_MINUTES, end - WEEK_MINUTES + 1] : [start, end]) {
        if (at > minutes && at < until) until = at;
      }
    }
  }
  return afterCityMinutes(now, until - minutes);
}
