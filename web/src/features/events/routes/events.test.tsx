import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listReply, mockApi } from '@/testing/mock-api';
import { makeEvent } from '@/testing/fixtures';
import { currentLocation, renderRoute } from '@/testing/test-utils';
import { EventsRoute } from './events';

describe('/events', () => {
  it('offers the type and date filters and sends them to the server', async () => {
    const api = mockApi({ 'GET /events': listReply([makeEvent()]) });
    const { user } = renderRoute(<EventsRoute />, { path: '/events' });
    expect(await screen.findByText('Showing 1 event')).toBeInTheDocument();
    expect(document.title).toBe('Tampa Events | Tampa Local');

    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Types', 'Music', 'Food & Drink', 'Sports', 'Arts', 'Family']);
    const date = screen.getByRole('combobox', { name: 'Date' });
    expect(
      within(date)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Dates', 'Today', 'This Week', 'This Month', 'Upcoming']);

    await user.selectOptions(date, 'This Week');
    // user-event matches option values or innerHTML ("Food &amp; Drink"), so by value here.
    await user.selectOptions(type, 'food');
    expect(currentLocation()).toBe('/events?timeframe=week&category=food');
    await waitFor(() =>
      expect(api.last('/events')?.params).toEqual({ timeframe: 'week', category: 'food', limit: '12', offset: '0' }),
    );
  });

  it("shows 'No events found' when nothing matches", async () => {
    mockApi({ 'GET /events': listReply([]) });
    renderRoute(<EventsRoute />, { path: '/events', url: '/events?timeframe=today' });
    expect(await screen.findByText('No events found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Date' })).toHaveValue('today');
  });
});

describe('/events and the map', () => {
  beforeEach(() => {
    // jsdom draws nothing: like a browser without WebGL.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('near me: the URL gets the position without a sort (events are nearest first with one)', async () => {
    const api = mockApi({ 'GET /events': listReply([makeEvent()]) });
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({
        coords: { latitude: 27.950449, longitude: -82.457812, accuracy: 20 },
        timestamp: 0,
      } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { user } = renderRoute(<EventsRoute />, { path: '/events', url: '/events?timeframe=week&sort=distance' });
    await screen.findByText('Showing 1 event');
    // The events page names no order in its URL.
    expect(api.last('/events')?.params).toEqual({ timeframe: 'week', limit: '12', offset: '0' });

    await user.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(currentLocation()).toBe('/events?timeframe=week&sort=distance&near=27.95%2C-82.458'));
    await waitFor(() =>
      expect(api.last('/events')?.params).toEqual({
        timeframe: 'week',
        near: '27.95,-82.458',
        limit: '12',
        offset: '0',
      }),
    );
  });

  it('keeps the canonical URL to its filters', async () => {
    mockApi({ 'GET /events': listReply([makeEvent()]) });
    renderRoute(<EventsRoute />, {
      path: '/events',
      url: '/events?category=music&bbox=-82.5,27.9,-82.4,28&near=27.95,-82.46&view=map',
    });
    await screen.findByText('Showing 1 event');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/events\?category=music$/,
    );
    expect(screen.getByText('Only events in the map area')).toBeInTheDocument();
  });
});
