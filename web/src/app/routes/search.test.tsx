import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listReply, mockApi } from '@/testing/mock-api';
import { makeBusiness, makeEvent, makeInfluencer } from '@/testing/fixtures';
import { currentLocation, renderRoute } from '@/testing/test-utils';
import { SearchRoute } from './search';

describe('/search', () => {
  it('searches everything for ?q= and shows each kind with its count', async () => {
    const api = mockApi({
      'GET /search': {
        data: {
          query: 'brunch',
          businesses: [makeBusiness()],
          events: [makeEvent({ name: 'Brunch Fest' })],
          properties: [],
          influencers: [makeInfluencer(), makeInfluencer({ slug: 'b', name: 'Brunch Ben' })],
        },
      },
    });
    renderRoute(<SearchRoute />, { path: '/search', url: '/search?q=brunch' });

    const businesses = await screen.findByRole('region', { name: 'Businesses (1)' });
    expect(within(businesses).getByRole('heading', { name: 'Harbor Brunch' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Events (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Real Estate & Rentals (0)' })).toHaveTextContent(
      'No properties found matching "brunch"',
    );
    expect(screen.getByRole('region', { name: 'Creators (2)' })).toBeInTheDocument();
    expect(screen.getByText('4 results for "brunch"')).toBeInTheDocument();
    expect(api.last('/search')?.params).toEqual({ q: 'brunch', limit: '20' });
    expect(screen.getByRole('searchbox', { name: 'Search Tampa Local' })).toHaveValue('brunch');
    expect(document.title).toBe('Search results for "brunch" | Tampa Local');
  });

  it('says no businesses matched, and writes a new query to the URL', async () => {
    const api = mockApi({
      'GET /search': ({ params }) => ({
        data: { query: params.q, businesses: [], events: [], properties: [], influencers: [] },
      }),
    });
    const { user } = renderRoute(<SearchRoute />, { path: '/search', url: '/search?q=zzz' });
    expect(await screen.findByText('No businesses found matching "zzz"')).toBeInTheDocument();

    const input = screen.getByRole('searchbox', { name: 'Search Tampa Local' });
    await user.clear(input);
    await user.type(input, 'yoga studio{Enter}');
    expect(currentLocation()).toBe('/search?q=yoga+studio');
    expect(await screen.findByText('No businesses found matching "yoga studio"')).toBeInTheDocument();
    await waitFor(() => expect(api.last('/search')?.params).toEqual({ q: 'yoga studio', limit: '20' }));
  });

  it("logs 'Search failed' and explains it", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /search': { status: 500, data: { error: 'boom' } } });
    renderRoute(<SearchRoute />, { path: '/search', url: '/search?q=tacos' });
    expect(await screen.findByRole('heading', { name: 'Search failed' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Search failed', expect.anything());
  });

  it("without a query, shows top spots and creators (where 'See all' leads)", async () => {
    const api = mockApi({
      'GET /businesses': listReply([makeBusiness()]),
      'GET /influencers': listReply([makeInfluencer()]),
    });
    renderRoute(<SearchRoute />, { path: '/search' });
    expect(await screen.findByRole('region', { name: 'Top-rated spots (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Tampa creators (1)' })).toHaveAttribute('id', 'influencers');
    expect(api.to('/search')).toHaveLength(0);
  });
});
