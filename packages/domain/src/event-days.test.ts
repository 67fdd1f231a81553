import { describe, expect, it } from 'vitest';
import { digestWeekend, EVENT_CALENDAR_MINUTES, eventDayWord, eventHasEnded, eventSpan } from './event-days.js';

describe('eventDayWord', () => {
  // 2026-11-25 is a Wednesday.
  const wednesday = '2026-11-25';

  it('names today, tomorrow and the rest of this week', () => {
    expect(eventDayWord('2026-11-25', wednesday)).toBe('Today');
    expect(eventDayWord('2026-11-26', wednesday)).toBe('Tomorrow');
    expect(eventDayWord('2026-11-28', wednesday)).toBe('This Saturday');
    expect(eventDayWord('2026-11-29', wednesday)).toBe('This Sunday');
  });

  it('names the days past Sunday within a week as next week', () => {
    expect(eventDayWord('2026-11-30', wednesday)).toBe('Next Monday');
    expect(eventDayWord('2026-12-01', wednesday)).toBe('Next Tuesday');
  });

  it('has no word for days gone or more than six days away', () => {
    expect(eventDayWord('2026-11-24', wednesday)).toBeNull();
    expect(eventDayWord('2026-12-02', wednesday)).toBeNull();
    expect(eventDayWord('not a date', wednesday)).toBeNull();
  });

  it('on a Sunday, the next Saturday is next week', () => {
    expect(eventDayWord('2026-12-05', '2026-11-29')).toBe('Next Saturday');
  });
});

describe('eventHasEnded', () => {
  it('keeps an event current until midnight in Tampa', () => {
    // 23:30 in Tampa on the 25th is 04:30 UTC on the 26th.
    expect(eventHasEnded({ date: '2026-11-25' }, new Date('2026-11-26T04:30:00Z'))).toBe(false);
    expect(eventHasEnded({ date: '2026-11-25' }, new Date('2026-11-26T05:00:00Z'))).toBe(true);
  });
});

describe('eventSpan', () => {
  it('gives a timed event its instant in Tampa time, winter and summer', () => {
    expect(eventSpan({ date: '2026-01-15', time: '19:30' })).toEqual({
      allDay: false,
      start: new Date('2026-01-16T00:30:00Z'),
      end: new Date(Date.parse('2026-01-16T00:30:00Z') + EVENT_CALENDAR_MINUTES * 60_000),
    });
    expect(eventSpan({ date: '2026-07-04', time: '21:00' })).toMatchObject({
      start: new Date('2026-07-05T01:00:00Z'),
    });
  });

  it('is right on the night clocks go back', () => {
    // 2026-11-01 starts in summer time and noon is in winter time (UTC-5).
    const span = eventSpan({ date: '2026-11-01', time: '12:00' });
    expect(span).toMatchObject({ start: new Date('2026-11-01T17:00:00Z') });
  });

  it('makes an untimed event a whole day', () => {
    expect(eventSpan({ date: '2026-12-31', time: null })).toEqual({
      allDay: true,
      startDate: '2026-12-31',
      endDate: '2027-01-01',
    });
  });

  it('has no span for an impossible date', () => {
    expect(eventSpan({ date: '2026-02-30', time: '10:00' })).toBeNull();
  });
});

describe('digestWeekend', () => {
  it('is the coming Friday to Sunday in Tampa, named by its Friday', () => {
    // Thursday 2026-12-03, 10:00 in Tampa.
    expect(digestWeekend(new Date('2026-12-03T15:00:00Z'))).toEqual({
      key: 'weekend-2026-12-04',
      friday: '2026-12-04',
      from: '2026-12-04',
      to: '2026-12-06',
    });
    // Monday: the weekend ahead.
    expect(digestWeekend(new Date('2026-11-30T15:00:00Z')).key).toBe('weekend-2026-12-04');
  });
  it('on the weekend itself, the rest of it, with the same key all weekend', () => {
    // Saturday 2026-12-05 in Tampa (02:00 UTC Sunday is still Saturday evening there).
    expect(digestWeekend(new Date('2026-12-06T02:00:00Z'))).toEqual({
      key: 'weekend-2026-12-04',
      friday: '2026-12-04',
      from: '2026-12-05',
      to: '2026-12-06',
    });
    expect(digestWeekend(new Date('2026-12-06T18:00:00Z')).from).toBe('2026-12-06');
  });
});
