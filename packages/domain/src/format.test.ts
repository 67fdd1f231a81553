import { describe, expect, it } from 'vitest';
import {
  capitalize,
  eventActionLabel,
  formatEventLongDate,
  formatCompactCount,
  formatEventDate,
  formatEventPrice,
  formatEventTime,
  formatFollowers,
  formatPrice,
  formatPricePerSqft,
  formatRating10,
  pricePerSqft,
  propertyActionLabel,
  starStates,
} from './format.js';

describe('formatCompactCount', () => {
  it('shows counts below 1000 as they are', () => {
    expect(formatCompactCount(0)).toBe('0');
    expect(formatCompactCount(7)).toBe('7');
    expect(formatCompactCount(999)).toBe('999');
  });

  it('shows thousands with one decimal and K', () => {
    expect(formatCompactCount(1000)).toBe('1.0K');
    expect(formatCompactCount(1234)).toBe('1.2K');
    expect(formatCompactCount(45_300)).toBe('45.3K');
    expect(formatCompactCount(999_900)).toBe('999.9K');
    expect(formatCompactCount(999_949)).toBe('999.9K');
  });

  it('switches to M instead of showing 1000.0K', () => {
    expect(formatCompactCount(999_950)).toBe('1.0M');
    expect(formatCompactCount(999_999)).toBe('1.0M');
    expect(formatCompactCount(1_000_000)).toBe('1.0M');
    expect(formatCompactCount(1_500_000)).toBe('1.5M');
    expect(formatCompactCount(12_340_000)).toBe('12.3M');
  });

  it('never shows nonsense for odd input', () => {
    expect(formatCompactCount(Number.NaN)).toBe('0');
    expect(formatCompactCount(-1500)).toBe('-1.5K');
  });
});

describe('formatFollowers', () => {
  it('uses lower-case k and drops a trailing .0', () => {
    expect(formatFollowers(950)).toBe('950');
    expect(formatFollowers(1000)).toBe('1k');
    expect(formatFollowers(45_300)).toBe('45.3k');
    expect(formatFollowers(120_000)).toBe('120k');
    expect(formatFollowers(120_040)).toBe('120k');
  });

  it('uses M from a million, also when thousands would round to 1000k', () => {
    expect(formatFollowers(999_949)).toBe('999.9k');
    expect(formatFollowers(999_950)).toBe('1M');
    expect(formatFollowers(1_500_000)).toBe('1.5M');
    expect(formatFollowers(2_000_000)).toBe('2M');
  });
});

describe('formatPrice', () => {
  it('writes whole dollars with the price type suffix', () => {
    expect(formatPrice(450_000, 'total')).toBe('$450,000');
    expect(formatPrice(2500, 'monthly')).toBe('$2,500/mo');
    expect(formatPrice(28, 'sqft_yearly')).toBe('$28/sqft/yr');
    expect(formatPrice(150, 'daily')).toBe('$150/day');
    expect(formatPrice(200, 'hourly')).toBe('$200/hour');
    expect(formatPrice(175, 'nightly')).toBe('$175/night');
    expect(formatPrice(1_250_000, 'total')).toBe('$1,250,000');
  });

  it('rounds to the nearest dollar', () => {
    expect(formatPrice(174.5, 'nightly')).toBe('$175/night');
    expect(formatPrice(174.49, 'nightly')).toBe('$174/night');
    expect(formatPrice(999.5, 'monthly')).toBe('$1,000/mo');
  });
});

describe('pricePerSqft', () => {
  it('divides and rounds', () => {
    expect(pricePerSqft(450_000, 1442)).toBe(312);
    expect(formatPricePerSqft(450_000, 1442)).toBe('$312/sqft');
    expect(formatPricePerSqft(2_500_000, 1000)).toBe('$2,500/sqft');
  });

  it('is null without a usable area', () => {
    expect(pricePerSqft(450_000, null)).toBeNull();
    expect(pricePerSqft(450_000, undefined)).toBeNull();
    expect(pricePerSqft(450_000, 0)).toBeNull();
    expect(pricePerSqft(450_000, -10)).toBeNull();
    expect(formatPricePerSqft(450_000, 0)).toBeNull();
  });
});

describe('small text helpers', () => {
  it('capitalizes the first letter only', () => {
    expect(capitalize('residential')).toBe('Residential');
    expect(capitalize('short-term')).toBe('Short-term');
    expect(capitalize('')).toBe('');
  });

  it('shows ratings out of 10 with one decimal', () => {
    expect(formatRating10(8.7)).toBe('8.7');
    expect(formatRating10(9)).toBe('9.0');
    expect(formatRating10(8.66)).toBe('8.7');
  });
});

describe('starStates', () => {
  it('always returns five stars', () => {
    for (const rating of [null, 0, 2.5, 5, 7, -1]) {
      expect(starStates(rating, 'half')).toHaveLength(5);
      expect(starStates(rating, 'floor')).toHaveLength(5);
    }
  });

  it('floors in floor mode', () => {
    expect(starStates(4.9, 'floor')).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starStates(3, 'floor')).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('adds a half star from .5 in half mode', () => {
    expect(starStates(4.5, 'half')).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starStates(4.4, 'half')).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starStates(0.5, 'half')).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(starStates(5, 'half')).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('shows no rating as empty and clamps out-of-range ratings', () => {
    expect(starStates(null, 'half')).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starStates(-2, 'floor')).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starStates(6.5, 'half')).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

describe('event and property labels', () => {
  it('offers tickets only with a ticket link', () => {
    expect(eventActionLabel('https://tickets.example/123')).toBe('Get Tickets');
    expect(eventActionLabel('')).toBe('Learn More');
    expect(eventActionLabel('   ')).toBe('Learn More');
    expect(eventActionLabel(null)).toBe('Learn More');
    expect(eventActionLabel(undefined)).toBe('Learn More');
  });

  it('calls events without a price free', () => {
    expect(formatEventPrice(null)).toBe('Free');
    expect(formatEventPrice(undefined)).toBe('Free');
    expect(formatEventPrice(' ')).toBe('Free');
    expect(formatEventPrice('$25 - $40')).toBe('$25 - $40');
  });

  it('picks the property call to action by listing type', () => {
    expect(propertyActionLabel('sale')).toBe('View Details');
    expect(propertyActionLabel('rent')).toBe('Schedule Tour');
    expect(propertyActionLabel('short-term')).toBe('Check Availability');
    expect(propertyActionLabel('lease')).toBe('Contact Agent');
    expect(propertyActionLabel('')).toBe('Contact Agent');
  });
});

describe('event date and time', () => {
  it('formats the calendar date without shifting it', () => {
    expect(formatEventDate('2026-11-21')).toBe('Sat, Nov 21');
    expect(formatEventDate('2027-01-01')).toBe('Fri, Jan 1');
    expect(formatEventDate('2028-02-29')).toBe('Tue, Feb 29');
  });

  it('leaves text that is no date unchanged', () => {
    expect(formatEventDate('TBA')).toBe('TBA');
    expect(formatEventDate('2026-02-30')).toBe('2026-02-30');
  });

  it('formats times on a 12-hour clock', () => {
    expect(formatEventTime('19:30')).toBe('7:30 PM');
    expect(formatEventTime('19:00:00.000')).toBe('7 PM');
    expect(formatEventTime('00:00')).toBe('12 AM');
    expect(formatEventTime(null)).toBe('');
    expect(formatEventTime('')).toBe('');
  });
});

describe('formatEventLongDate', () => {
  it('spells the day out, whatever the time zone', () => {
    expect(formatEventLongDate('2026-11-21')).toBe('Saturday, November 21, 2026');
    expect(formatEventLongDate('2027-01-01')).toBe('Friday, January 1, 2027');
  });
});
