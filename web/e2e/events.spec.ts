import { apiGet, expect, test, waitForContent } from './fixtures';

/**
 * Event pages: reached from the list, server-rendered with their head tags, an `.ics`
 * and calendar feeds, an ended event's page and the sitemap of upcoming events.
 */

const UPCOMING = 'riverwalk-jazz-night';
const ENDED = 'bottomless-mimosa-social';

test.describe('event pages', () => {
  test("the list leads to an event's page, which offers its calendar file and feeds", async ({ page, request }) => {
    const [first] = await apiGet<{ slug: string; name: string }[]>(request, '/events', { limit: 1 });
    await page.goto('/events');
    await page
      .getByRole('article', { name: first!.name })
      .getByRole('link', { name: first!.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/events/${first!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
    await waitForContent(page);

    const calendars = page.getByRole('region', { name: 'Add to calendar' });
    const file = calendars.getByRole('link', { name: /\.ics/ });
    await expect(file).toHaveAttribute('href', `/api/events/${first!.slug}/calendar.ics`);
    const ics = await request.get(`/api/events/${first!.slug}/calendar.ics`);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await ics.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('DTSTART;TZID=America/New_York:');
    expect(text).toContain(`SUMMARY:${first!.name}`);
    await expect(calendars.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\//,
    );

    const feed = page.getByRole('region', { name: 'Subscribe in your calendar' }).getByRole('link', {
      name: 'All Tampa Local events',
    });
    const webcal = (await feed.getAttribute('href')) ?? '';
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/api\/events\/feed\.ics$/);
    const subscribed = await request.get(new URL(webcal.replace(/^webcal:/, 'http:')).pathname);
    expect(subscribed.status()).toBe(200);
    expect(await subscribed.text()).toContain(`SUMMARY:${first!.name}`);
  });

  test('an upcoming event is served whole to crawlers, with its own URL in its JSON-LD', async ({ request }) => {
    const response = await request.get(`/events/${UPCOMING}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Riverwalk Jazz Night | Tampa Local</title>');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/events/${UPCOMING}"`));
    expect(html).toContain('<meta property="og:title" content="Riverwalk Jazz Night | Tampa Local"');
    expect(html).not.toContain('name="robots"');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? '{}') as { '@type'?: string; url?: string },
    );
    const event = blocks.find((block) => block['@type'] === 'Event');
    expect(event?.url).toMatch(new RegExp(`/events/${UPCOMING}$`));
  });

  test("an ended event's page says so, points to upcoming events and is not indexed", async ({ page, request }) => {
    const response = await request.get(`/events/${ENDED}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<meta name="robots" content="noindex, follow"');
    await page.goto(`/events/${ENDED}`);
    await expect(page.getByRole('status')).toContainText('This event has ended.');
    await page.getByRole('status').getByRole('link', { name: 'Upcoming events' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tampa Events');
  });

  test('an unknown event is a 404 with its own text', async ({ page, pageProblems }) => {
    pageProblems.allow(/status of 404 .*\/api\/events\/no-such-event/);
    const response = await page.goto('/events/no-such-event');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event not found.');
  });

  test('the sitemap lists upcoming event pages, not ended ones', async ({ request }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('/sitemaps/events-0.xml');
    const events = await (await request.get('/sitemaps/events-0.xml')).text();
    expect(events).toContain(`/events/${UPCOMING}</loc>`);
    expect(events).not.toContain(`/events/${ENDED}</loc>`);
  });
});
