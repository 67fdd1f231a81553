import { formatTime12 } from './hours.js';
import { parseIsoDate } from './time.js';
import type { PriceType } from './vocabulary.js';

export type StarState = 'full' | 'half' | 'empty';
export type StarMode = 'floor' | 'half';

export const STAR_COUNT = 5;

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 0,
});

/** What follows the amount for each price type ('$2,500/mo'). */
export const PRICE_TYPE_SUFFIXES: Record<PriceType, string> = {
  total: '',
  monthly: '/mo',
  sqft_yearly: '/sqft/yr',
  daily: '/day',
  hourly: '/hour',
  nightly: '/night',
};

function dollars(amount: number): string {
  // Rounded first so .5 always goes up, whatever Intl's rounding mode.
  return `$${WHOLE_DOLLARS.format(Math.round(amount))}`;
}

/** Counts on cards: '999', '1.2K', '1.5M'. */
export function formatCompactCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (n < 0) return `-${formatCompactCount(-n)}`;
  const whole = Math.round(n);
  if (whole < 1000) return String(whole);
  const thousands = (whole / 1000).toFixed(1);
  // 999,950 rounds to '1000.0' thousands; that reads better as millions.
  if (Number(thousands) < 1000) return `${thousands}K`;
  return `${(whole / 1_000_000).toFixed(1)}M`;
}

/** Creator follower counts: '950', '45.3k', '120k', '1.5M', '2M'. */
export function formatFollowers(n: number): string {
  if (!Number.isFinite(n)) return '0';
  if (n < 0) return `-${formatFollowers(-n)}`;
  const whole = Math.round(n);
  if (whole < 1000) return String(whole);
  const trim = (s: string): string => s.replace(/\.0$/, '');
  const thousands = (whole / 1000).toFixed(1);
  if (Number(thousands) < 1000) return `${trim(thousands)}k`;
  return `${trim((whole / 1_000_000).toFixed(1))}M`;
}

export function formatPrice(price: number, priceType: PriceType): string {
  return `${dollars(price)}${PRICE_TYPE_SUFFIXES[priceType]}`;
}

export function pricePerSqft(price: number, sqft: number | null | undefined): number | null {
  if (sqft == null || !Number.isFinite(sqft) || sqft <= 0 || !Number.isFinite(price)) {
    return null;
  }
  return Math.round(price / sqft);
}

export function formatPricePerSqft(price: number, sqft: number | null | undefined): string | null {
  const perSqft = pricePerSqft(price, sqft);
  return perSqft === null ? null : `${dollars(perSqft)}/sqft`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Ratings out of 10, always one decimal: '8.7', '9.0'. */
export function formatRating10(r: number): string {
  return r.toFixed(1);
}

/** Five star states for a 0–5 rating; no rating shows five empty stars. */
export function starStates(rating: number | null, mode: StarMode): StarState[] {
  const value = rating === null || !Number.isFinite(rating) ? 0 : Math.min(STAR_COUNT, Math.max(0, rating));
  const full = Math.floor(value);
  const half = mode === 'half' && full < STAR_COUNT && value - full >= 0.5 ? 1 : 0;
  const states: StarState[] = [];
  for (let i = 0; i < STAR_COUNT; i++) {
    states.push(i < full ? 'full' : i < full + half ? 'half' : 'empty');
  }
  return states;
}

export function eventActionLabel(ticketUrl: string | null | undefined): string {
  return ticketUrl && ticketUrl.trim() !== '' ? 'Get Tickets' : 'Learn More';
}

/** Event prices are free text ('$25', '$10 - $40'); none means free. */
export function formatEventPrice(price: string | null | undefined): string {
  const text = price?.trim() ?? '';
  return text === '' ? 'Free' : text;
}

export function propertyActionLabel(listingType: string): string {
  switch (listingType) {
    case 'sale':
      return 'View Details';
    case 'rent':
      return 'Schedule Tour';
    case 'short-term':
      return 'Check Availability';
    default:
      return 'Contact Agent';
  }
}

const EVENT_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * '2026-11-21' → 'Sat, Nov 21'. Formatted in UTC because the value is a
 * calendar date, so no time zone may move it to the day before.
 */
export function formatEventDate(isoDate: string): string {
  const date = parseIsoDate(isoDate.trim().slice(0, 10));
  return date ? EVENT_DATE.format(date) : isoDate;
}

const EVENT_LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-21' → 'Saturday, November 21, 2026' (a calendar date, so formatted in UTC). */
export function formatEventLongDate(isoDate: string): string {
  const date = parseIsoDate(isoDate.trim().slice(0, 10));
  return date ? EVENT_LONG_DATE.format(date) : isoDate;
}

/** '19:30' (or '19:30:00.000') → '7:30 PM'; no time gives ''. */
export function formatEventTime(time: string | null | undefined): string {
  return time ? formatTime12(time) : '';
}
