import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
