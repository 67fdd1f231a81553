import { DAY_KEYS, type BusinessCategory, type DayKey, type OpeningHours } from '@tampa-local/domain';
import type { Random } from '../random';
import { HOURS } from '../vocabulary/opening-hours';

/**
 * Each distinct week is parsed once and shared by every business that keeps it, which
 * keeps a large batch small.
 */
const WEEKS = new Map<string, OpeningHours>();

/** The domain's opening hours of a week written as in vocabulary/opening-hours. */
export function week(spec: string): OpeningHours {
  const known = WEEKS.get(spec);
  if (known) return known;
  const days = new Map<DayKey, Array<{ open: string; close: string }>>();
  for (const clause of spec.split(';')) {
    const [dayText = '', intervalText = ''] = clause.trim().split(' ');
    const intervals =
      intervalText === 'closed'
        ? []
        : intervalText.split(',').map((interval) => {
            const [open = '', close = ''] = interval.split('-');
            return { open, close };
          });
    for (const part of dayText === 'daily' ? ['mon-sun'] : dayText.split(',')) {
      const [first, last = first] = part.split('-') as [DayKey, DayKey?];
      for (let i = DAY_KEYS.indexOf(first); i <= DAY_KEYS.indexOf(last as DayKey); i += 1) {
        const day = DAY_KEYS[i];
        if (day) days.set(day, intervals);
      }
    }
  }
  const hours: OpeningHours = {};
  // A closed day is left out, as editors leave it out.
  for (const day of DAY_KEYS) if (days.get(day)?.length) hours[day] = days.get(day);
  WEEKS.set(spec, hours);
  return hours;
}

/** Normal, late-night, split, closed days, 24 hours, or none, as common as in the category. */
export function openingHours(category: BusinessCategory, r: Random): OpeningHours | null {
  const spec = r.weighted(HOURS[category])(r);
  return spec === null ? null : week(spec);
}
