import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, cityDateTimeIso, type EventDetail } from '@tampa-local/domain';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures, type Fixtures } from './helpers/fixtures';

/**
 * An event's page data (GET /api/events/{slug}), its `.ics` file and the calendar feeds,
 * read back with a real iCalendar parser (ical.js).
 */
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
/** supertest buffers text/calendar as text. */
const text = (res: request.Response): string => res.text;

type Parsed = { calendar: ICAL.Component; events: ICAL.Component[] };

function parse(ics: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

function startOf(event: ICAL.Component): { instant: Date; zone: string | undefined; wall: string } {
  const property = event.getFirstProperty('dtstart');
  const time = property?.getFirstValue() as ICAL.Time;
  return {
    instant: time.toJSDate(),
    zone: property?.getParameter('tzid') as string | undefined,
    wall: `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`,
  };
}

/** The next day with this month and day after today (so it lies within the coming year). */
function nextDate(monthDay: string): string {
  const today = fixtures.today;
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear > today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

describe('GET /api/events/{slug}', () => {
  it('answers the published event with the upcoming events of its day first, then of its kind', async () => {
    const res = await get('/api/events/ybor-saturday-market');
    expect(res.status).toBe(200);
    const event = res.body as EventDetail;
    expect(event).toMatchObject({
      slug: 'ybor-saturday-market',
      name: 'Ybor Saturday Market',
      category: 'food',
      date: fixtures.today,
      time: '09:00',
      price: null,
      ticketUrl: null,
    });
    expect(Number.isNaN(Date.parse(event.updatedAt ?? ''))).toBe(false);
    // The jazz evening shares its day; the food truck rally its kind, 40 days on.
    expect(event.related.map((other) => other.slug)).toEqual(['sunset-jazz-on-the-riverwalk', 'bay-food-truck-rally']);
  });

  it('keeps an ended event reachable, with upcoming events only beside it, never drafts', async () => {
    const res = await get('/api/events/last-week-concert');
    expect(res.status).toBe(200);
    const event = res.body as EventDetail;
    expect(event.date).toBe(addDays(fixtures.today, -2));
    // Nothing else on its (past) day; the upcoming music instead.
    expect(event.related.map((other) => other.slug)).toEqual(['sunset-jazz-on-the-riverwalk']);
    for (const other of (await get('/api/events/lightning-watch-party')).body.related as EventDetail[]) {
      expect(other.date >= fixtures.today).toBe(true);
      expect(other.slug).not.toBe('draft-gala');
    }
  });

  it('answers 404 for an unknown slug and for a draft, 400 for a hostile one', async () => {
    for (const slug of ['no-such-event', 'draft-gala']) {
      const res = await get(`/api/events/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Event not found' });
    }
    const long = await get(`/api/events/${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/slug/);
    expect((await get(`/api/events/x'%20OR%201=1--`)).status).toBe(404);
  });

  it('shows an edit in the next answer', async () => {
    const documents = app.strapi.documents('api::event.event');
    const [found] = await documents.findMany({ filters: { slug: 'family-science-day' }, status: 'published' });
    expect((await get('/api/events/family-science-day')).body.name).toBe('Family Science Day');
    await documents.update({
      documentId: String(found?.documentId),
      data: { name: 'Family Science Day at MOSI' },
      status: 'published',
    });
    expect((await get('/api/events/family-science-day')).body.name).toBe('Family Science Day at MOSI');
  });
});

describe('GET /api/events/{slug}/calendar.ics', () => {
  it('is one event in Tampa time, with its time zone, a stable UID and its page', async () => {
    const res = await get('/api/events/sunset-jazz-on-the-riverwalk/calendar.ics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sunset-jazz-on-the-riverwalk.ics"');
    const { calendar, events } = parse(text(res));
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/New_York');
    expect(events).toHaveLength(1);
    const [event] = events as [ICAL.Component];
    expect(event.getFirstPropertyValue('summary')).toBe('Sunset Jazz on the Riverwalk');
    expect(event.getFirstPropertyValue('location')).toBe('Tampa Riverwalk, Downtown Tampa');
    expect(event.getFirstPropertyValue('url')).toBe('http://localhost:5173/events/sunset-jazz-on-the-riverwalk');
    const start = startOf(event);
    expect(start.zone).toBe('America/New_York');
    expect(start.wall).toBe('19:30');
    expect(start.instant.toISOString()).toBe(
      new Date(cityDateTimeIso(fixtures.today, '19:30') as string).toISOString(),
    );
    const end = (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate();
    expect(end.getTime() - start.instant.getTime()).toBe(2 * 60 * 60 * 1000);

    const uid = event.getFirstPropertyValue('uid');
    expect(uid).toMatch(/^event-.+@localhost$/);
    const again = parse(text(await get('/api/events/sunset-jazz-on-the-riverwalk/calendar.ics')));
    expect(again.events[0]?.getFirstPropertyValue('uid')).toBe(uid);
  });

  it('keeps the wall-clock time in winter and in summer, whatever the UTC offset', async () => {
    const documents = app.strapi.documents('api::event.event');
    const cases = [
      { name: 'Winter Lights Parade', date: nextDate('01-15'), offsetHours: 5 },
      { name: 'Summer Fireworks Cruise', date: nextDate('07-15'), offsetHours: 4 },
    ];
    for (const { name, date, offsetHours } of cases) {
      await documents.create({
        data: { name, category: 'family', date, time: '19:30', attendingCount: 0 },
        status: 'published',
      });
      const slug = name.toLowerCase().replace(/ /g, '-');
      const res = await get(`/api/events/${slug}/calendar.ics`);
      expect(res.status).toBe(200);
      const start = startOf(parse(text(res)).events[0] as ICAL.Component);
      expect(start.wall).toBe('19:30');
      expect(start.instant.toISOString()).toBe(new Date(`${date}T19:30:00-0${offsetHours}:00`).toISOString());
    }
  });

  it('makes an event without a time a whole-day entry', async () => {
    await app.strapi.documents('api::event.event').create({
      data: { name: 'All Day Boat Show', category: 'other', date: addDays(fixtures.today, 3), attendingCount: 0 },
      status: 'published',
    });
    const res = await get('/api/events/all-day-boat-show/calendar.ics');
    const [event] = parse(text(res)).events as [ICAL.Component];
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe(addDays(fixtures.today, 3));
    expect((event.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe(addDays(fixtures.today, 4));
  });

  it('answers 404 for an unknown or draft event', async () => {
    expect((await get('/api/events/no-such-event/calendar.ics')).status).toBe(404);
    expect((await get('/api/events/draft-gala/calendar.ics')).status).toBe(404);
  });
});

describe('GET /api/events/feed.ics', () => {
  it("holds last month's and the coming year's published events, and answers 304 to a current copy", async () => {
    const res = await get('/api/events/feed.ics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBeUndefined();
    const { calendar, events } = parse(text(res));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Tampa Local events');
    const names = events.map((event) => event.getFirstPropertyValue('summary'));
    expect(names).toContain('Last Week Concert');
    expect(names).toContain('Bay Food Truck Rally');
    expect(names).not.toContain('Draft Gala');
    const uids = events.map((event) => event.getFirstPropertyValue('uid'));
    expect(new Set(uids).size).toBe(uids.length);

    const etag = res.headers.etag;
    const lastModified = res.headers['last-modified'];
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Number.isNaN(Date.parse(String(lastModified)))).toBe(false);
    expect((await get('/api/events/feed.ics').set('If-None-Match', String(etag))).status).toBe(304);
    expect((await get('/api/events/feed.ics').set('If-Modified-Since', String(lastModified))).status).toBe(304);
    expect((await get('/api/events/feed.ics').set('If-None-Match', '"stale"')).status).toBe(200);
  });

  it('gives each kind its own feed and refuses an unknown kind', async () => {
    const res = await get('/api/events/feed.ics?category=music');
    expect(res.status).toBe(200);
    const { calendar, events } = parse(text(res));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Tampa Local: Music events');
    expect(events.map((event) => event.getFirstPropertyValue('summary')).sort()).toEqual([
      'Last Week Concert',
      'Sunset Jazz on the Riverwalk',
    ]);
    const bad = await get('/api/events/feed.ics?category=<script>');
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/json/);
    expect(bad.body.error).toMatch(/category/);
    expect((await get('/api/events/feed.ics?category=music&category=food')).status).toBe(400);
  });

  it('changes its validator when an event changes', async () => {
    const before = await get('/api/events/feed.ics?category=arts');
    const [found] = await app.strapi
      .documents('api::event.event')
      .findMany({ filters: { slug: 'gasparilla-arts-walk' }, status: 'published' });
    await app.strapi.documents('api::event.event').update({
      documentId: String(found?.documentId),
      data: { location: 'Curtis Hixon Park, Tampa' },
      status: 'published',
    });
    const after = await get('/api/events/feed.ics?category=arts').set('If-None-Match', String(before.headers.etag));
    expect(after.status).toBe(200);
    expect(parse(text(after)).events[0]?.getFirstPropertyValue('location')).toBe('Curtis Hixon Park, Tampa');
  });

  it('holds the next 100 events and the last 25 of the past month, however many there are, soonest first', async () => {
    const created: string[] = [];
    const add = async (offset: number) => {
      const name = `Pickup Game ${offset < 0 ? 'past' : 'day'} ${String(Math.abs(offset)).padStart(3, '0')}`;
      const event = await app.strapi.documents('api::event.event').create({
        data: { name, category: 'other', date: addDays(fixtures.today, offset), time: '18:00', attendingCount: 0 },
        status: 'published',
      });
      created.push(event.documentId);
    };
    for (let offset = 1; offset <= 130; offset += 1) await add(offset);
    for (let offset = -30; offset <= -1; offset += 1) await add(offset);
    try {
      const res = await get('/api/events/feed.ics?category=other');
      const names = parse(text(res)).events.map((event) => String(event.getFirstPropertyValue('summary')));
      expect(names).toHaveLength(125);
      // The 25 latest of the past month (days -25 … -1), then days 1 … 100.
      expect(names.slice(0, 25)).toEqual(
        Array.from({ length: 25 }, (_, i) => `Pickup Game past ${String(25 - i).padStart(3, '0')}`),
      );
      // Then the next 100 of the kind (the other tests' events of the kind among them), soonest first.
      const games = names.slice(25).filter((name) => name.startsWith('Pickup Game'));
      expect(games.length).toBeGreaterThanOrEqual(95);
      expect(games).toEqual(
        Array.from({ length: games.length }, (_, i) => `Pickup Game day ${String(i + 1).padStart(3, '0')}`),
      );
    } finally {
      for (const documentId of created) await app.strapi.documents('api::event.event').delete({ documentId });
    }
  });
});
