import { describe, expect, it, vi } from 'vitest';
import { openingStatus, openingStatusSteadyUntil, type OpeningHours } from './hours.js';
import {
  addDays,
  afterCityMinutes,
  CITY_TIME_ZONE,
  cityClock,
  cityDate,
  cityDateTimeIso,
  nextCityMidnight,
  parseIsoDate,
  timeframeRange,
} from './time.js';

const at = (iso: string): Date => new Date(iso);

describe('cityClock', () => {
  it("uses Tampa's time zone", () => {
    expect(CITY_TIME_ZONE).toBe('America/New_York');
  });

  it('is still the previous evening in Tampa shortly after midnight UTC', () => {
    expect(cityClock(at('2026-11-22T03:30:00Z'))).toEqual({
      date: '2026-11-21',
      weekday: 6,
      minutes: 22 * 60 + 30,
    });
    expect(cityDate(at('2026-11-22T04:59:00Z'))).toBe('2026-11-21');
    expect(cityDate(at('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
  });

  it('reports local midnight as minute 0, not 1440', () => {
    expect(cityClock(at('2026-11-22T05:00:00Z'))).toEqual({
      date: '2026-11-22',
      weekday: 0,
      minutes: 0,
    });
  });

  it('follows daylight saving time in summer (UTC-4)', () => {
    expect(cityClock(at('2026-07-04T03:59:00Z'))).toEqual({
      date: '2026-07-03',
      weekday: 5,
      minutes: 23 * 60 + 59,
    });
    expect(cityDate(at('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
  });

  it('jumps from 1:59 to 3:00 when daylight saving starts', () => {
    expect(cityClock(at('2026-03-08T06:59:00Z')).minutes).toBe(1 * 60 + 59);
    expect(cityClock(at('2026-03-08T07:00:00Z'))).toEqual({
      date: '2026-03-08',
      weekday: 0,
      minutes: 3 * 60,
    });
  });

  it('repeats 1:30 when daylight saving ends', () => {
    expect(cityClock(at('2026-11-01T05:30:00Z')).minutes).toBe(90);
    expect(cityClock(at('2026-11-01T06:30:00Z')).minutes).toBe(90);
    expect(cityClock(at('2026-11-01T07:30:00Z')).minutes).toBe(150);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-11-21', 1)).toBe('2026-11-22');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
  });

  it('is not affected by daylight saving changes', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
  });

  it('rejects text that is not a calendar date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('21/11/2026', 1)).toThrow(RangeError);
  });
});

describe('parseIsoDate', () => {
  it('returns UTC midnight for real dates and null otherwise', () => {
    expect(parseIsoDate('2026-11-21')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2026-11-21T10:00:00Z')).toBeNull();
  });
});

describe('timeframeRange', () => {
  // Saturday 21 November 2026, 10:30 PM in Tampa.
  const saturdayNight = at('2026-11-22T03:30:00Z');

  it("today covers only today's Tampa date", () => {
    expect(timeframeRange('today', saturdayNight)).toEqual({
      from: '2026-11-21',
      to: '2026-11-21',
    });
  });

  it('week runs to the coming Sunday', () => {
    expect(timeframeRange('week', saturdayNight)).toEqual({
      from: '2026-11-21',
      to: '2026-11-22',
    });
    // Monday 23 November.
    expect(timeframeRange('week', at('2026-11-23T15:00:00Z'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });

  it('week is just today on a Sunday', () => {
    expect(timeframeRange('week', at('2026-11-22T15:00:00Z'))).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
  });

  it('week spans the start of daylight saving time', () => {
    // Thursday 5 March 2026; clocks change on Sunday the 8th.
    expect(timeframeRange('week', at('2026-03-05T12:00:00Z'))).toEqual({
      from: '2026-03-05',
      to: '2026-03-08',
    });
  });

  it('month runs to the last day of the month', () => {
    expect(timeframeRange('month', saturdayNight)).toEqual({
      from: '2026-11-21',
      to: '2026-11-30',
    });
    expect(timeframeRange('month', at('2028-02-10T12:00:00Z'))).toEqual({
      from: '2028-02-10',
      to: '2028-02-29',
    });
    // New Year's Eve, 11:59 PM in Tampa while it is already January in UTC.
    expect(timeframeRange('month', at('2027-01-01T04:59:00Z'))).toEqual({
      from: '2026-12-31',
      to: '2026-12-31',
    });
  });

  it('upcoming starts tomorrow with no end', () => {
    expect(timeframeRange('upcoming', saturdayNight)).toEqual({
      from: '2026-11-22',
      to: null,
    });
    expect(timeframeRange('upcoming', at('2027-01-01T04:59:00Z'))).toEqual({
      from: '2027-01-01',
      to: null,
    });
  });

  it('no timeframe starts today with no end', () => {
    expect(timeframeRange(null, saturdayNight)).toEqual({
      from: '2026-11-21',
      to: null,
    });
    expect(timeframeRange(undefined, saturdayNight)).toEqual({
      from: '2026-11-21',
      to: null,
    });
  });
});

describe('cityDateTimeIso', () => {
  it('gives Tampa wall time with the winter offset', () => {
    expect(cityDateTimeIso('2026-12-05', '19:30')).toBe('2026-12-05T19:30:00-05:00');
  });
  it('gives the summer (daylight saving) offset', () => {
    expect(cityDateTimeIso('2026-07-04', '21:00')).toBe('2026-07-04T21:00:00-04:00');
  });
  it('handles the days the clocks change', () => {
    expect(cityDateTimeIso('2026-03-08', '12:00')).toBe('2026-03-08T12:00:00-04:00');
    expect(cityDateTimeIso('2026-11-01', '12:00')).toBe('2026-11-01T12:00:00-05:00');
    expect(cityDateTimeIso('2026-03-08', '00:30')).toBe('2026-03-08T00:30:00-05:00');
  });
  it('keeps a date without a time as a date', () => {
    expect(cityDateTimeIso('2026-12-05', null)).toBe('2026-12-05');
    expect(cityDateTimeIso('2026-12-05', '7pm')).toBe('2026-12-05');
  });
  it('refuses dates that do not exist', () => {
    expect(cityDateTimeIso('2026-02-30', '10:00')).toBeNull();
  });
});

describe('afterCityMinutes and nextCityMidnight', () => {
  it('count wall-clock minutes from the start of the minute', () => {
    expect(afterCityMinutes(new Date('2026-01-05T10:15:42-05:00'), 45)).toEqual(new Date('2026-01-05T11:00:00-05:00'));
    expect(nextCityMidnight(new Date('2026-01-05T23:59:59-05:00'))).toEqual(new Date('2026-01-06T00:00:00-05:00'));
    expect(nextCityMidnight(new Date('2026-07-04T00:00:00-04:00'))).toEqual(new Date('2026-07-05T00:00:00-04:00'));
  });

  it('give the next minute when a daylight-saving switch falls in between, never a later instant', () => {
    // 8 March 2026, 02:00 EST → 03:00 EDT: midnight after 01:30 is 21.5 real hours away, not 22.5.
    expect(nextCityMidnight(new Date('2026-03-08T01:30:00-05:00'))).toEqual(new Date('2026-03-08T01:31:00-05:00'));
    expect(nextCityMidnight(new Date('2026-11-01T00:30:00-04:00'))).toEqual(new Date('2026-11-01T00:31:00-04:00'));
    // Once past the switch, whole days again.
    expect(nextCityMidnight(new Date('2026-03-08T03:30:00-04:00'))).toEqual(new Date('2026-03-09T00:00:00-04:00'));
  });
});

describe('cityClock, asked again within a minute', () => {
  it('formats the instant once per minute and answers each minute its own clock', () => {
    const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const first = cityClock(at('2031-03-09T06:59:10Z'));
      const again = cityClock(at('2031-03-09T06:59:50Z'));
      expect(again).toEqual({ date: '2031-03-09', weekday: 0, minutes: 60 + 59 });
      expect(again).toBe(first);
      expect(formatted).toHaveBeenCalledTimes(1);
      // 07:00 UTC that day is 03:00 in Tampa: clocks went forward an hour at 2:00.
      expect(cityClock(at('2031-03-09T07:00:00Z'))).toEqual({ date: '2031-03-09', weekday: 0, minutes: 3 * 60 });
      expect(formatted).toHaveBeenCalledTimes(2);
      expect(Object.isFrozen(first)).toBe(true);
    } finally {
      formatted.mockRestore();
    }
  });

  it("keeps the minutes asked in turn: now, and until when each row's answer holds", () => {
    const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const now = at('2031-06-11T16:20:30Z');
      const hours: OpeningHours = { wed: [{ open: '09:00', close: '17:00' }] };
      const late: OpeningHours = { wed: [{ open: '11:00', close: '22:00' }] };
      // A page of rows: each asks whether it is open now and until when that holds.
      for (const row of [hours, late, hours, late, hours, late]) {
        openingStatus(row, now);
        openingStatusSteadyUntil(row, now);
      }
      // 12:20 in Tampa; one clock for now, one for each row's closing minute (17:00, 22:00).
      expect(formatted).toHaveBeenCalledTimes(3);
    } finally {
      formatted.mockRestore();
    }
  });
});
