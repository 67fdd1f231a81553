import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, cityDate, formatEventLongDate } from '@tampa-local/domain';
import { mockApi } from '@/testing/mock-api';
import { makeEvent, makeEventDetail } from '@/testing/fixtures';
import { renderRoute } from '@/testing/test-utils';
import { EventDetailRoute, eventWhen } from './event-detail';

function renderDetail(slug = 'jazz-night') {
  return renderRoute(<EventDetailRoute />, { path: '/events/:slug', url: `/events/${slug}` });
}

function jsonLd(): Record<string, unknown> {
  const script =
    document.head.querySelector('script[type="application/ld+json"]') ??
    document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
}

describe('eventWhen', () => {
  it('puts the day word before the full date and the time', () => {
    const now = new Date('2026-11-25T15:00:00Z'); // a Wednesday in Tampa
    expect(eventWhen({ date: '2026-11-28', time: '19:30' }, now)).toBe(
      'This Saturday · Saturday, November 28, 2026 · 7:30 PM',
    );
    expect(eventWhen({ date: '2026-12-25', time: null }, now)).toBe('Friday, December 25, 2026');
  });
});

describe('/events/:slug', () => {
  it("shows today's event with its time, place, tickets, calendars and the events beside it", async () => {
    const today = cityDate(new Date());
    mockApi({
      'GET /events/jazz-night': {
        data: makeEventDetail({
          date: today,
          related: [makeEvent({ id: 'doc-market', slug: 'ybor-market', name: 'Ybor Market', category: 'food' })],
        }),
      },
    });
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz on the Riverwalk' })).toBeInTheDocument();
    expect(document.title).toBe('Jazz on the Riverwalk | Tampa Local');
    expect(screen.getByText(`Today · ${formatEventLongDate(today)} · 7:30 PM`)).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Event details' });
    expect(within(details).getByText('Tampa Riverwalk')).toBeInTheDocument();
    expect(within(details).getByText('$25')).toBeInTheDocument();
    expect(within(details).getByText('1,520 attending')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: /Get Tickets/ })).toHaveAttribute(
      'href',
      'https://tickets.example/jazz',
    );
    expect(within(details).getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Tampa%20Riverwalk',
    );

    const calendars = screen.getByRole('region', { name: 'Add to calendar' });
    expect(within(calendars).getByRole('link', { name: /\.ics/ })).toHaveAttribute(
      'href',
      '/api/events/jazz-night/calendar.ics',
    );
    const google =
      within(calendars)
        .getByRole('link', { name: /Google Calendar/ })
        .getAttribute('href') ?? '';
    expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
    expect(decodeURIComponent(google)).toContain('text=Jazz on the Riverwalk');
    const subscribe = screen.getByRole('region', { name: 'Subscribe in your calendar' });
    expect(within(subscribe).getByRole('link', { name: 'Music events' })).toHaveAttribute(
      'href',
      'webcal://localhost:5173/api/events/feed.ics?category=music',
    );
    expect(within(subscribe).getByRole('link', { name: 'All Tampa Local events' })).toHaveAttribute(
      'href',
      'webcal://localhost:5173/api/events/feed.ics',
    );

    const related = screen.getByRole('region', { name: 'More events around then' });
    expect(within(related).getByRole('link', { name: 'Ybor Market' })).toHaveAttribute('href', '/events/ybor-market');

    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:5173/events/jazz-night',
    );
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(jsonLd()).toMatchObject({ '@type': 'Event', url: 'http://localhost:5173/events/jazz-night' });
  });

  it('says an ended event has ended, points to upcoming ones and asks not to be indexed', async () => {
    const past = addDays(cityDate(new Date()), -3);
    mockApi({
      'GET /events/jazz-night': {
        data: makeEventDetail({
          date: past,
          related: [makeEvent({ id: 'doc-next', slug: 'next-jazz', name: 'Next Jazz' })],
        }),
      },
    });
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz on the Riverwalk' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This event has ended.');
    expect(within(screen.getByRole('status')).getByRole('link', { name: 'Upcoming events' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(screen.queryByRole('region', { name: 'Add to calendar' })).not.toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Event details' });
    expect(within(details).queryByRole('link', { name: /Get Tickets/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming events' })).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  it('says an unknown event is not there and leads back to the list', async () => {
    mockApi({ 'GET /events/nope': { status: 404, data: { error: 'Event not found' } } });
    renderDetail('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
