import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, cityClock, timeframeRange, TIMEFRAMES, type Timeframe } from '@tampa-local/domain';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';
import { EVENT_OFFSETS, loadFixtures, type Fixtures } from './helpers/fixtures';

let app: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  app = await startStrapi();
  fixtures = await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

const get = (path: string) => request(app.server).get(path);
const slugs = (body: Array<{ slug: string }>) => body.map((e) => e.slug);

/** The slug each fixture event gets from its name. */
const SLUGS: Record<(typeof EVENT_OFFSETS)[number]['name'], string> = {
  'Sunset Jazz on the Riverwalk': 'sunset-jazz-on-the-riverwalk',
  'Ybor Saturday Market': 'ybor-saturday-market',
  'Lightning Watch Party': 'lightning-watch-party',
  'Gasparilla Arts Walk': 'gasparilla-arts-walk',
  'Family Science Day': 'family-science-day',
  'Bay Food Truck Rally': 'bay-food-truck-rally',
  'Last Week Concert': 'last-week-concert',
};

/** Published fixture events inside [from, to], by date, then time. */
function expectedSlugs(
  timeframe: Timeframe | null,
  filter: (event: (typeof EVENT_OFFSETS)[number]) => boolean = () => true,
  now = new Date(),
): string[] {
  const { from, to } = timeframeRange(timeframe, now);
  return EVENT_OFFSETS.map((event) => ({ event, date: addDays(fixtures.today, event.offset) }))
    .filter(({ event, date }) => date >= from && (to === null || date <= to) && filter(event))
    .sort((a, b) => a.date.localeCompare(b.date) || a.event.time.localeCompare(b.event.time))
    .map(({ event }) => SLUGS[event.name]);
}

const UPCOMING_FROM_TODAY = [
  'ybor-saturday-market',
  'sunset-jazz-on-the-riverwalk',
  'lightning-watch-party',
  'gasparilla-arts-walk',
  'family-science-day',
  'bay-food-truck-rally',
];

describe('GET /api/events', () => {
  it('lists published events from today on, by date then time, with the total', async () => {
    const res = await get('/api/events');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['x-total-count']).toBe('6');
    // Same day: 09:00 before 19:30 although the 19:30 event was created first.
    expect(slugs(res.body)).toEqual(UPCOMING_FROM_TODAY);
    expect(slugs(res.body)).toEqual(expectedSlugs(null));
    expect(res.body.map((e: { date: string }) => e.date)).toEqual(
      [0, 0, 1, 5, 12, 40].map((n) => addDays(fixtures.today, n)),
    );
  });

  it('never shows past events or drafts', async () => {
    for (const path of [
      '/api/events',
      '/api/events?category=music',
      '/api/events?q=concert',
      '/api/events?timeframe=month',
    ]) {
      expect(slugs((await get(path)).body)).not.toContain('last-week-concert');
    }
    for (const path of [
      '/api/events',
      '/api/events?category=other',
      '/api/events?q=gala',
      '/api/events?timeframe=upcoming',
    ]) {
      expect(slugs((await get(path)).body)).not.toContain('draft-gala');
    }
    expect((await get('/api/events?q=concert')).body).toEqual([]);
    expect((await get('/api/events?category=other')).headers['x-total-count']).toBe('0');
  });

  it('returns every field of the contract', async () => {
    const jazz = await app.strapi
      .documents('api::event.event')
      .findFirst({ filters: { slug: 'sunset-jazz-on-the-riverwalk' }, status: 'published' });
    const res = await get('/api/events?q=sunset jazz');
    expect(res.body).toEqual([
      {
        id: jazz?.documentId,
        slug: 'sunset-jazz-on-the-riverwalk',
        name: 'Sunset Jazz on the Riverwalk',
        category: 'music',
        description: 'Sunset Jazz on the Riverwalk in Tampa Bay.',
        date: fixtures.today,
        time: '19:30',
        location: 'Tampa Riverwalk, Downtown Tampa',
        latitude: null,
        longitude: null,
        price: '$15',
        imageUrl: null,
        imageSrcset: null,
        attendingCount: 50,
        ticketUrl: 'https://tickets.example/jazz',
      },
    ]);
    const free = (await get('/api/events?q=ybor market')).body;
    expect(free).toHaveLength(1);
    expect(free[0]).toMatchObject({
      slug: 'ybor-saturday-market',
      time: '09:00',
      price: null,
      ticketUrl: null,
      category: 'food',
    });
    expect(typeof free[0].id).toBe('string');
  });

  it.each(['today', 'week', 'month', 'upcoming'] as const)('filters timeframe=%s by Tampa dates', async (timeframe) => {
    const res = await get(`/api/events?timeframe=${timeframe}`);
    expect(res.status).toBe(200);
    const expected = expectedSlugs(timeframe);
    expect(slugs(res.body)).toEqual(expected);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it('knows what each timeframe holds on any weekday', async () => {
    const today = slugs((await get('/api/events?timeframe=today')).body);
    expect(today).toEqual(['ybor-saturday-market', 'sunset-jazz-on-the-riverwalk']);
    const upcoming = slugs((await get('/api/events?timeframe=upcoming')).body);
    expect(upcoming).toEqual([
      'lightning-watch-party',
      'gasparilla-arts-walk',
      'family-science-day',
      'bay-food-truck-rally',
    ]);
    const week = slugs((await get('/api/events?timeframe=week')).body);
    expect(week.slice(0, 2)).toEqual(today);
    // Offset 12 and 40 are always past the coming Sunday and the end of the month.
    expect(week).not.toContain('family-science-day');
    expect(slugs((await get('/api/events?timeframe=month')).body)).not.toContain('bay-food-truck-rally');
  });

  it('accepts timeframe labels, any case', async () => {
    expect(slugs((await get('/api/events?timeframe=This%20Week')).body)).toEqual(expectedSlugs('week'));
    expect(slugs((await get('/api/events?timeframe=TODAY')).body)).toEqual(expectedSlugs('today'));
    expect(slugs((await get('/api/events?timeframe=all')).body)).toEqual(UPCOMING_FROM_TODAY);
  });

  it('filters by category, by slug or by label', async () => {
    const food = ['ybor-saturday-market', 'bay-food-truck-rally'];
    expect(slugs((await get('/api/events?category=food')).body)).toEqual(food);
    expect(slugs((await get('/api/events?category=Food%20%26%20Drink')).body)).toEqual(food);
    expect(slugs((await get('/api/events?category=FOOD')).body)).toEqual(food);
    expect(slugs((await get('/api/events?category=music')).body)).toEqual(['sunset-jazz-on-the-riverwalk']);
    expect(slugs((await get('/api/events?category=all')).body)).toEqual(UPCOMING_FROM_TODAY);
  });

  it('combines category and timeframe', async () => {
    const res = await get('/api/events?category=food&timeframe=today');
    expect(slugs(res.body)).toEqual(['ybor-saturday-market']);
    expect(res.headers['x-total-count']).toBe('1');
    const upcomingFood = await get('/api/events?category=Food%20%26%20Drink&timeframe=upcoming');
    expect(slugs(upcomingFood.body)).toEqual(['bay-food-truck-rally']);
    const sportsWeek = slugs((await get('/api/events?category=sports&timeframe=week')).body);
    expect(sportsWeek).toEqual(expectedSlugs('week', (e) => e.category === 'sports'));
  });

  it('searches name, description, category and location; every word, any case', async () => {
    expect(slugs((await get('/api/events?q=RIVERWALK%20jazz')).body)).toEqual(['sunset-jazz-on-the-riverwalk']);
    // Every event is on the Riverwalk (location).
    expect(slugs((await get('/api/events?q=riverwalk')).body)).toEqual(UPCOMING_FROM_TODAY);
    expect(slugs((await get('/api/events?q=downtown')).body)).toEqual(UPCOMING_FROM_TODAY);
    // 'bay.' only occurs in the descriptions ('… in Tampa Bay.').
    expect(slugs((await get('/api/events?q=bay.')).body)).toEqual(UPCOMING_FROM_TODAY);
    // 'sports' only occurs in a category.
    expect(slugs((await get('/api/events?q=Sports')).body)).toEqual(['lightning-watch-party']);
    expect(slugs((await get('/api/events?q=food')).body)).toEqual(['ybor-saturday-market', 'bay-food-truck-rally']);
    expect((await get('/api/events?q=jazz%20market')).body).toEqual([]);
  });

  it('treats wildcards and quotes in q literally', async () => {
    for (const q of ['%25', '_', "'", "' OR 1=1 --", '%22']) {
      const res = await get(`/api/events?q=${q}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
    }
  });

  it('combines q with category and timeframe', async () => {
    expect(slugs((await get('/api/events?q=tampa&category=arts&timeframe=upcoming')).body)).toEqual([
      'gasparilla-arts-walk',
    ]);
    expect((await get('/api/events?q=jazz&timeframe=upcoming')).body).toEqual([]);
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await get('/api/events?limit=2&offset=1');
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('6');
    expect(slugs(page.body)).toEqual(UPCOMING_FROM_TODAY.slice(1, 3));
    const last = await get('/api/events?limit=500&offset=5');
    expect(slugs(last.body)).toEqual(['bay-food-truck-rally']);
    const past = await get('/api/events?offset=6');
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe('6');
    const filtered = await get('/api/events?category=food&limit=1&offset=1');
    expect(slugs(filtered.body)).toEqual(['bay-food-truck-rally']);
    expect(filtered.headers['x-total-count']).toBe('2');
  });

  it.each([
    ['/api/events?category=pizza', 'Unknown category "pizza"'],
    ['/api/events?category=nightlife', 'Unknown category "nightlife"'],
    ['/api/events?timeframe=yesterday', 'Unknown timeframe "yesterday"'],
    ['/api/events?timeframe=past', 'Unknown timeframe "past"'],
    ['/api/events?limit=0', 'limit must be between 1 and 500'],
    ['/api/events?limit=501', 'limit must be between 1 and 500'],
    ['/api/events?limit=abc', 'limit must be a whole number'],
    ['/api/events?limit=2.5', 'limit must be a whole number'],
    ['/api/events?offset=-1', 'offset must be between 0 and 10000'],
    ['/api/events?offset=x', 'offset must be a whole number'],
    ['/api/events?category=a&category=b', 'category must be a single text value'],
    ['/api/events?category=food&category=music', 'category must be a single text value'],
    ['/api/events?timeframe[]=today', 'timeframe must be a single text value'],
    ['/api/events?category[$ne]=x', 'category must be a single text value'],
    ['/api/events?limit=1&limit=2', 'limit must be a single text value'],
    ['/api/events?q=a&q=b', 'q must be a single text value'],
    [`/api/events?q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
    ['/api/events?q=jazz%00', 'q must not contain NUL characters'],
  ])('answers 400 with a message for %s', async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.error).toBe(message);
  });

  it('lists the allowed values with an unknown timeframe', async () => {
    const res = await get('/api/events?timeframe=yesterday');
    expect(res.body.details).toEqual({ allowed: ['today', 'week', 'month', 'upcoming'] });
  });

  it('ignores empty filters', async () => {
    const res = await get('/api/events?category=&timeframe=&q=%20%20');
    expect(res.status).toBe(200);
    expect(slugs(res.body)).toEqual(UPCOMING_FROM_TODAY);
  });
});

describe('GET /api/events on other days', () => {
  // Noon in Tampa (EST or EDT), so the date is the same in both.
  const tampaNoon = (isoDate: string) => new Date(`${isoDate}T17:00:00Z`);

  afterAll(() => {
    vi.useRealTimers();
  });

  it('applies every timeframe on each day of the week and at the turn of the month', async () => {
    const year = Number(fixtures.today.slice(0, 4));
    const month = Number(fixtures.today.slice(5, 7));
    const lastOfMonth = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    const days = [-3, -2, -1, 1, 2, 3, 4, 5, 6, 7].map((n) => addDays(fixtures.today, n));
    days.push(lastOfMonth, addDays(lastOfMonth, 1));

    for (const day of days) {
      const now = tampaNoon(day);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      try {
        for (const timeframe of [null, ...TIMEFRAMES]) {
          const res = await get(timeframe ? `/api/events?timeframe=${timeframe}` : '/api/events');
          const expected = expectedSlugs(timeframe, () => true, now);
          expect({ day, timeframe, slugs: slugs(res.body) }).toEqual({ day, timeframe, slugs: expected });
          expect(res.headers['x-total-count']).toBe(String(expected.length));
        }
      } finally {
        vi.useRealTimers();
      }
    }
  });

  it('keeps an event listed until its day is over in Tampa, not in UTC', async () => {
    // The first instant of the next UTC day when Tampa reads 23:59 (EST or EDT).
    const at = (isoDate: string, minutes: number) =>
      ['03', '04', '05']
        .flatMap((hour) => [`${isoDate}T${hour}:59:00Z`, `${isoDate}T${hour}:01:00Z`])
        .map((text) => new Date(text))
        .find((date) => cityClock(date).minutes === minutes)!;
    const tomorrow = addDays(fixtures.today, 1);
    const lateTonight = at(tomorrow, 23 * 60 + 59);
    const justAfterMidnight = at(tomorrow, 1);
    expect(cityClock(lateTonight).date).toBe(fixtures.today);
    expect(cityClock(justAfterMidnight).date).toBe(tomorrow);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(lateTonight);
      expect(slugs((await get('/api/events?timeframe=today')).body)).toEqual([
        'ybor-saturday-market',
        'sunset-jazz-on-the-riverwalk',
      ]);
      vi.setSystemTime(justAfterMidnight);
      expect(slugs((await get('/api/events')).body)).not.toContain('ybor-saturday-market');
      expect(slugs((await get('/api/events?timeframe=today')).body)).toEqual(['lightning-watch-party']);
    } finally {
      vi.useRealTimers();
    }
  });
});
