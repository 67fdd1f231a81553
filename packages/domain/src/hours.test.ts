import { describe, expect, it } from 'vitest';
import {
  formatOpeningHours,
  formatTime12,
  openingStatus,
  openingStatusSteadyUntil,
  validateOpeningHours,
  type OpeningHours,
} from './hours.js';
import { cityClock } from './time.js';

// Tampa wall-clock time in January (EST, UTC-5). 5 January 2026 is a Monday.
const winter = (local: string): Date => new Date(`${local}:00-05:00`);
const MON = '2026-01-05';
const TUE = '2026-01-06';
const WED = '2026-01-07';
const FRI = '2026-01-09';
const SAT = '2026-01-10';
const SUN = '2026-01-11';

const weekdays = (open: string, close: string) => [{ open, close }];

const cafe: OpeningHours = {
  mon: weekdays('07:00', '21:00'),
  tue: weekdays('07:00', '21:00'),
  wed: weekdays('07:00', '21:00'),
  thu: weekdays('07:00', '21:00'),
  fri: weekdays('07:00', '21:00'),
  sat: weekdays('08:00', '22:00'),
  sun: weekdays('08:00', '22:00'),
};

const bar: OpeningHours = {
  thu: [{ open: '20:00', close: '02:00' }],
  fri: [{ open: '20:00', close: '02:00' }],
  sat: [{ open: '20:00', close: '02:00' }],
};

const allWeek = (open: string, close: string): OpeningHours => ({
  mon: [{ open, close }],
  tue: [{ open, close }],
  wed: [{ open, close }],
  thu: [{ open, close }],
  fri: [{ open, close }],
  sat: [{ open, close }],
  sun: [{ open, close }],
});

describe('formatTime12', () => {
  it('drops zero minutes and keeps others', () => {
    expect(formatTime12('21:00')).toBe('9 PM');
    expect(formatTime12('21:30')).toBe('9:30 PM');
    expect(formatTime12('07:05')).toBe('7:05 AM');
  });

  it('names midnight and noon 12 AM and 12 PM', () => {
    expect(formatTime12('00:00')).toBe('12 AM');
    expect(formatTime12('24:00')).toBe('12 AM');
    expect(formatTime12('12:00')).toBe('12 PM');
    expect(formatTime12('12:30')).toBe('12:30 PM');
    expect(formatTime12('00:15')).toBe('12:15 AM');
    expect(formatTime12('11:59')).toBe('11:59 AM');
  });

  it('ignores seconds and leaves non-times unchanged', () => {
    expect(formatTime12('19:30:00.000')).toBe('7:30 PM');
    expect(formatTime12('25:00')).toBe('25:00');
    expect(formatTime12('noon')).toBe('noon');
  });
});

describe('validateOpeningHours', () => {
  it('accepts valid hours and returns them in day and time order', () => {
    const result = validateOpeningHours({
      sun: [],
      tue: [
        { open: '17:00', close: '22:00' },
        { open: '11:00', close: '14:00' },
      ],
      fri: [{ open: '20:00', close: '02:00' }],
      sat: [{ open: '00:00', close: '24:00' }],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        tue: [
          { open: '11:00', close: '14:00' },
          { open: '17:00', close: '22:00' },
        ],
        fri: [{ open: '20:00', close: '02:00' }],
        sat: [{ open: '00:00', close: '24:00' }],
        sun: [],
      },
    });
    if (result.ok) expect(Object.keys(result.value)).toEqual(['tue', 'fri', 'sat', 'sun']);
  });

  it('accepts no hours at all and back-to-back intervals', () => {
    expect(validateOpeningHours({})).toEqual({ ok: true, value: {} });
    expect(
      validateOpeningHours({
        mon: [
          { open: '09:00', close: '12:00' },
          { open: '12:00', close: '15:00' },
        ],
      }).ok,
    ).toBe(true);
  });

  it('rejects values that are not a map of days', () => {
    expect(validateOpeningHours(null)).toEqual({
      ok: false,
      error: 'Opening hours must be an object',
    });
    expect(validateOpeningHours([]).ok).toBe(false);
    expect(validateOpeningHours('Mon–Fri 9–5').ok).toBe(false);
    expect(validateOpeningHours({ monday: [] })).toEqual({
      ok: false,
      error: 'Unknown day "monday"; use mon, tue, wed, thu, fri, sat, sun',
    });
    expect(validateOpeningHours({ mon: null })).toEqual({
      ok: false,
      error: 'Mon: hours must be a list of intervals',
    });
  });

  it('allows at most four intervals a day', () => {
    const interval = (h: number) => ({
      open: `${String(h).padStart(2, '0')}:00`,
      close: `${String(h).padStart(2, '0')}:30`,
    });
    expect(validateOpeningHours({ wed: [8, 10, 12, 14].map(interval) }).ok).toBe(true);
    expect(validateOpeningHours({ wed: [8, 10, 12, 14, 16].map(interval) })).toEqual({
      ok: false,
      error: 'Wed: at most 4 intervals a day',
    });
  });

  it('requires HH:mm times, with 24:00 only as a close', () => {
    expect(validateOpeningHours({ mon: [{ open: '7:00', close: '21:00' }] })).toEqual({
      ok: false,
      error: 'Mon: open must be HH:mm (00:00–23:59)',
    });
    expect(validateOpeningHours({ mon: [{ open: '24:00', close: '02:00' }] }).ok).toBe(false);
    expect(validateOpeningHours({ mon: [{ open: '09:00', close: '24:30' }] })).toEqual({
      ok: false,
      error: 'Mon: close must be HH:mm (00:00–24:00)',
    });
    expect(validateOpeningHours({ mon: [{ open: '09:00', close: '9 PM' }] }).ok).toBe(false);
    expect(validateOpeningHours({ mon: [{ open: '09:00' }] }).ok).toBe(false);
    expect(validateOpeningHours({ mon: [{ open: 900, close: 1700 }] }).ok).toBe(false);
    expect(validateOpeningHours({ mon: ['09:00-17:00'] }).ok).toBe(false);
  });

  it('rejects unknown interval fields and overlapping intervals', () => {
    expect(
      validateOpeningHours({
        mon: [{ open: '09:00', close: '17:00', note: 'x' }],
      }),
    ).toEqual({ ok: false, error: 'Mon: unknown interval field "note"' });
    expect(
      validateOpeningHours({
        sat: [
          { open: '20:00', close: '02:00' },
          { open: '22:00', close: '23:00' },
        ],
      }),
    ).toEqual({ ok: false, error: 'Sat: intervals overlap' });
  });
});

describe('openingStatus', () => {
  it('is null without any opening interval', () => {
    expect(openingStatus(null, winter(`${MON}T10:00`))).toBeNull();
    expect(openingStatus(undefined, winter(`${MON}T10:00`))).toBeNull();
    expect(openingStatus({}, winter(`${MON}T10:00`))).toBeNull();
    expect(openingStatus({ mon: [], sun: [] }, winter(`${MON}T10:00`))).toBeNull();
  });

  it('is open until the closing time, which is exclusive', () => {
    expect(openingStatus(cafe, winter(`${MON}T07:00`))).toEqual({
      isOpen: true,
      nextChange: 'closes 9 PM',
    });
    expect(openingStatus(cafe, winter(`${MON}T20:59`))).toEqual({
      isOpen: true,
      nextChange: 'closes 9 PM',
    });
    expect(openingStatus(cafe, winter(`${MON}T21:00`))).toEqual({
      isOpen: false,
      nextChange: 'opens tomorrow 7 AM',
    });
  });

  it('names a later opening the same day without a day', () => {
    expect(openingStatus(cafe, winter(`${MON}T06:59`))).toEqual({
      isOpen: false,
      nextChange: 'opens 7 AM',
    });
    const lunchAndDinner: OpeningHours = {
      tue: [
        { open: '11:30', close: '14:00' },
        { open: '17:00', close: '21:30' },
      ],
    };
    expect(openingStatus(lunchAndDinner, winter(`${TUE}T15:00`))).toEqual({
      isOpen: false,
      nextChange: 'opens 5 PM',
    });
    expect(openingStatus(lunchAndDinner, winter(`${TUE}T18:00`))).toEqual({
      isOpen: true,
      nextChange: 'closes 9:30 PM',
    });
    expect(openingStatus(lunchAndDinner, winter(`${MON}T12:00`))).toEqual({
      isOpen: false,
      nextChange: 'opens tomorrow 11:30 AM',
    });
  });

  it('uses the weekday hours of the day it reopens', () => {
    expect(openingStatus(cafe, winter(`${FRI}T22:00`))).toEqual({
      isOpen: false,
      nextChange: 'opens tomorrow 8 AM',
    });
  });

  it("stays open past midnight on the previous day's interval", () => {
    // Friday's 8 PM–2 AM, seen early on Saturday.
    expect(openingStatus(bar, winter(`${SAT}T01:30`))).toEqual({
      isOpen: true,
      nextChange: 'closes 2 AM',
    });
    expect(openingStatus(bar, winter(`${SAT}T02:00`))).toEqual({
      isOpen: false,
      nextChange: 'opens 8 PM',
    });
    // Saturday's interval runs into Sunday, a day with no hours of its own.
    expect(openingStatus(bar, winter(`${SUN}T01:00`))).toEqual({
      isOpen: true,
      nextChange: 'closes 2 AM',
    });
    expect(openingStatus(bar, winter(`${FRI}T23:00`))).toEqual({
      isOpen: true,
      nextChange: 'closes 2 AM',
    });
  });

  it('names the weekday of an opening more than a day away', () => {
    expect(openingStatus(bar, winter(`${SUN}T03:00`))).toEqual({
      isOpen: false,
      nextChange: 'opens Thu 8 PM',
    });
    expect(openingStatus(bar, winter(`${WED}T12:00`))).toEqual({
      isOpen: false,
      nextChange: 'opens tomorrow 8 PM',
    });
    // Open only on Mondays, just after closing: next Monday.
    const mondays: OpeningHours = { mon: [{ open: '09:00', close: '17:00' }] };
    expect(openingStatus(mondays, winter(`${MON}T17:00`))).toEqual({
      isOpen: false,
      nextChange: 'opens Mon 9 AM',
    });
  });

  it('says 12 AM for a midnight close, written either way', () => {
    for (const close of ['24:00', '00:00']) {
      expect(openingStatus({ mon: [{ open: '18:00', close }] }, winter(`${MON}T23:59`))).toEqual({
        isOpen: true,
        nextChange: 'closes 12 AM',
      });
      expect(openingStatus({ mon: [{ open: '18:00', close }] }, winter(`${TUE}T00:00`))).toEqual({
        isOpen: false,
        nextChange: 'opens Mon 6 PM',
      });
    }
  });

  it('joins back-to-back days into one opening', () => {
    const lateFriday: OpeningHours = {
      fri: [{ open: '09:00', close: '24:00' }],
      sat: [{ open: '00:00', close: '03:00' }],
    };
    expect(openingStatus(lateFriday, winter(`${FRI}T10:00`))).toEqual({
      isOpen: true,
      nextChange: 'closes 3 AM',
    });
    const weekend: OpeningHours = {
      fri: [{ open: '00:00', close: '24:00' }],
      sat: [{ open: '00:00', close: '24:00' }],
    };
    expect(openingStatus(weekend, winter(`${FRI}T10:00`))).toEqual({
      isOpen: true,
      nextChange: 'closes Sun 12 AM',
    });
    expect(openingStatus(weekend, winter(`${SAT}T10:00`))).toEqual({
      isOpen: true,
      nextChange: 'closes 12 AM',
    });
  });

  it('reports open 24 hours when it never closes', () => {
    for (const hours of [allWeek('00:00', '24:00'), allWeek('00:00', '00:00'), allWeek('06:00', '06:00')]) {
      expect(openingStatus(hours, winter(`${WED}T03:00`))).toEqual({
        isOpen: true,
        nextChange: 'open 24 hours',
      });
    }
  });

  it('reads Tampa time, not UTC, in summer and across DST', () => {
    // Monday 6 July 2026, 10 AM EDT = 14:00 UTC.
    expect(openingStatus(cafe, new Date('2026-07-06T14:00:00Z'))).toEqual({
      isOpen: true,
      nextChange: 'closes 9 PM',
    });
    // 02:30 UTC on Tuesday is still Monday 10:30 PM in Tampa.
    expect(openingStatus(cafe, new Date('2026-07-07T02:30:00Z'))).toEqual({
      isOpen: false,
      nextChange: 'opens tomorrow 7 AM',
    });
    // Saturday night into Sunday 8 March 2026, when 2 AM is skipped.
    expect(openingStatus(bar, new Date('2026-03-08T06:30:00Z'))).toEqual({
      isOpen: true,
      nextChange: 'closes 2 AM',
    });
    expect(openingStatus(bar, new Date('2026-03-08T07:00:00Z'))).toEqual({
      isOpen: false,
      nextChange: 'opens Thu 8 PM',
    });
  });
});

describe('formatOpeningHours', () => {
  it('groups consecutive days with the same hours', () => {
    expect(formatOpeningHours(cafe)).toBe('Mon–Fri 7 AM–9 PM · Sat–Sun 8 AM–10 PM');
  });

  it('lists closed days only next to open ones', () => {
    expect(formatOpeningHours(bar)).toBe('Mon–Wed closed · Thu–Sat 8 PM–2 AM · Sun closed');
    expect(
      formatOpeningHours({
        mon: [{ open: '11:00', close: '22:00' }],
        wed: [{ open: '11:00', close: '22:00' }],
      }),
    ).toBe('Mon 11 AM–10 PM · Tue closed · Wed 11 AM–10 PM · Thu–Sun closed');
  });

  it('joins several intervals of a day with commas, in time order', () => {
    expect(
      formatOpeningHours({
        tue: [
          { open: '17:00', close: '21:30' },
          { open: '11:30', close: '14:00' },
        ],
      }),
    ).toBe('Mon closed · Tue 11:30 AM–2 PM, 5 PM–9:30 PM · Wed–Sun closed');
  });

  it('writes whole days as 24 hours and midnight as 12 AM', () => {
    expect(formatOpeningHours(allWeek('00:00', '24:00'))).toBe('Mon–Sun 24 hours');
    expect(formatOpeningHours(allWeek('18:00', '24:00'))).toBe('Mon–Sun 6 PM–12 AM');
  });

  it('is null without any opening interval', () => {
    expect(formatOpeningHours(null)).toBeNull();
    expect(formatOpeningHours({})).toBeNull();
    expect(formatOpeningHours({ fri: [] })).toBeNull();
  });
});

describe('openingStatusSteadyUntil', () => {
  const everyDay = (intervals: { open: string; close: string }[]): OpeningHours =>
    Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, intervals]));
  const schedules: Record<string, OpeningHours | null> = {
    cafe,
    bar,
    none: null,
    'open around the clock': everyDay([{ open: '00:00', close: '24:00' }]),
    'split day': everyDay([
      { open: '06:30', close: '11:15' },
      { open: '17:00', close: '23:45' },
    ]),
    'one day a week, past midnight': { sun: [{ open: '22:00', close: '03:00' }] },
    'all week but Sunday morning': {
      ...everyDay([{ open: '00:00', close: '24:00' }]),
      sun: [{ open: '12:00', close: '24:00' }],
    },
  };
  const MINUTE = 60_000;
  const same = (hours: OpeningHours | null, a: Date, b: Date) =>
    JSON.stringify(openingStatus(hours, a)) === JSON.stringify(openingStatus(hours, b));

  // Every minute from `now` to the answer is checked: the status holds until then and
  // (`exact`) changes there, unless "there" is the city's midnight (day phrases move on).
  const check = (name: string, hours: OpeningHours | null, now: Date, exact = true) => {
    const until = openingStatusSteadyUntil(hours, now);
    expect({ name, at: now.toISOString(), after: until.getTime() > now.getTime() }).toEqual({
      name,
      at: now.toISOString(),
      after: true,
    });
    for (let t = Math.floor(now.getTime() / MINUTE) * MINUTE; t < until.getTime(); t += MINUTE) {
      if (!same(hours, now, new Date(t))) {
        expect({ name, at: now.toISOString(), changedAt: new Date(t).toISOString() }).toBeNull();
      }
    }
    if (exact && cityClock(until).minutes !== 0 && same(hours, now, until)) {
      expect({ name, at: now.toISOString(), stillSameAt: until.toISOString() }).toBeNull();
    }
  };

  // Every minute up to each answer is checked: several seconds of work on a slow machine.
  const EXHAUSTIVE_TIMEOUT_MS = 60_000;

  it(
    'holds exactly until the status changes or the day ends, for every kind of week',
    () => {
      for (const [name, hours] of Object.entries(schedules)) {
        // Through a whole week, at times that fall on every hour and minute in turn.
        for (
          let t = winter(`${MON}T00:00`).getTime();
          t < winter(`${MON}T00:00`).getTime() + 7 * 1440 * MINUTE;
          t += 173 * MINUTE
        ) {
          check(name, hours, new Date(t + 17_000));
        }
      }
    },
    EXHAUSTIVE_TIMEOUT_MS,
  );

  it('names the minute a café closes and the one it opens', () => {
    expect(openingStatusSteadyUntil(cafe, winter(`${MON}T20:58`))).toEqual(winter(`${MON}T21:00`));
    expect(openingStatusSteadyUntil(cafe, winter(`${MON}T21:00`))).toEqual(winter(`${TUE}T00:00`));
    expect(openingStatusSteadyUntil(cafe, winter(`${TUE}T00:00`))).toEqual(winter(`${TUE}T07:00`));
    // A closing time more than a day ahead carries its day until it comes within one.
    expect(openingStatusSteadyUntil(bar, winter(`${FRI}T01:00`))).toEqual(winter(`${FRI}T02:00`));
  });

  it(
    'gives one minute across a daylight-saving switch, and is right on either side of it',
    () => {
      // 8 March 2026: Tampa's clocks go from 02:00 EST to 03:00 EDT; 1 November 2026: back.
      const springNight = new Date('2026-03-08T01:30:00-05:00');
      expect(openingStatusSteadyUntil(cafe, springNight)).toEqual(new Date('2026-03-08T01:31:00-05:00'));
      const autumnNight = new Date('2026-11-01T00:30:00-04:00');
      expect(openingStatusSteadyUntil(cafe, autumnNight)).toEqual(new Date('2026-11-01T00:31:00-04:00'));
      for (const start of ['2026-03-07T20:00:00-05:00', '2026-10-31T20:00:00-04:00']) {
        for (let t = new Date(start).getTime(); t < new Date(start).getTime() + 14 * 60 * MINUTE; t += 37 * MINUTE) {
          for (const [name, hours] of Object.entries(schedules)) check(name, hours, new Date(t), false);
        }
      }
    },
    EXHAUSTIVE_TIMEOUT_MS,
  );
});
