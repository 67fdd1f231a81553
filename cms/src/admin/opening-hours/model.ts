import {
  DAY_KEYS,
  MAX_INTERVALS_PER_DAY,
  validateOpeningHours,
  type DayKey,
  type OpeningHours,
  type OpeningInterval,
} from '@tampa-local/domain';

/** A new interval starts as a common day's hours; the editor changes them from there. */
export const NEW_INTERVAL: OpeningInterval = { open: '09:00', close: '17:00' };

/** What the editor shows: each day's intervals, Monday first (a missing day is closed). */
export type WeekRows = Record<DayKey, OpeningInterval[]>;

/**
 * The stored value as rows, or null when it is not opening hours at all (a value typed as
 * raw JSON before saves were checked); the editor then offers to start over.
 */
export function toRows(value: unknown): WeekRows | null {
  const rows = Object.fromEntries(DAY_KEYS.map((day) => [day, [] as OpeningInterval[]])) as WeekRows;
  if (value === null || value === undefined || value === '') return rows;
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  for (const [day, intervals] of Object.entries(parsed)) {
    if (!(DAY_KEYS as readonly string[]).includes(day) || !Array.isArray(intervals)) return null;
    rows[day as DayKey] = intervals.map((item: unknown) => {
      const { open, close } = (item ?? {}) as Partial<Record<'open' | 'close', unknown>>;
      return { open: typeof open === 'string' ? open : '', close: typeof close === 'string' ? close : '' };
    });
  }
  return rows;
}

/** The rows as the stored value: days without intervals left out, no intervals at all = none (null). */
export function fromRows(rows: WeekRows): OpeningHours | null {
  const hours: OpeningHours = {};
  for (const day of DAY_KEYS) if (rows[day].length > 0) hours[day] = rows[day].map((interval) => ({ ...interval }));
  return Object.keys(hours).length > 0 ? hours : null;
}

/** The reason the cms would refuse these rows on save (the domain's own rules), or null. */
export function problemOf(rows: WeekRows): string | null {
  const hours = fromRows(rows);
  if (hours === null) return null;
  const result = validateOpeningHours(hours);
  return result.ok ? null : result.error;
}

export function canAddInterval(rows: WeekRows, day: DayKey): boolean {
  return rows[day].length < MAX_INTERVALS_PER_DAY;
}

/**
 * A time input holds 00:00-23:59; a close of 24:00 (midnight) is the same moment as 00:00
 * in the domain's rules (a close at or before the open ends after midnight).
 */
export function timeInputValue(time: string): string {
  return time === '24:00' ? '00:00' : time;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
