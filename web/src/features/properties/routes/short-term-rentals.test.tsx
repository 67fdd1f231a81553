import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockRequest } from '@/testing/mock-api';
import { makeProperty } from '@/testing/fixtures';
import { currentLocation, renderRoute } from '@/testing/test-utils';
import { ShortTermRentalsRoute } from './short-term-rentals';

const rentals = [
  makeProperty({
    slug: 'beach-house',
    title: 'Beach House',
    listingType: 'short-term',
    shortTermCategory: 'vacation-rental',
    price: 289,
    priceType: 'nightly',
  }),
  makeProperty({
    slug: 'loft',
    title: 'Ybor Loft',
    listingType: 'short-term',
    shortTermCategory: 'vacation-rental',
    price: 149,
    priceType: 'nightly',
  }),
  makeProperty({
    slug: 'hall',
    title: 'Harbor Hall',
    type: 'commercial',
    listingType: 'short-term',
    shortTermCategory: 'event-space',
    price: 150,
    priceType: 'hourly',
    bedrooms: null,
    bathrooms: null,
    parking: 40,
  }),
];

/** The cms's answer: filtered by category, counted with X-Total-Count. */
function rentalsRoute({ params }: MockRequest) {
  const matches = rentals.filter(
    (rental) => !params.shortTermCategory || rental.shortTermCategory === params.shortTermCategory,
  );
  const offset = Number(params.offset ?? 0);
  return { data: matches.slice(offset, offset + Number(params.limit ?? 100)), total: matches.length };
}

describe('/short-term-rentals', () => {
  it('counts a searched category past the bound as "1,000+"', async () => {
    mockApi({
      'GET /properties': ({ params }) =>
        params.shortTermCategory === 'vacation-rental'
          ? { data: rentals.slice(0, 1), total: 1000, headers: { 'X-Total-Relation': 'gte' } }
          : { data: rentals.slice(2), total: 7 },
    });
    renderRoute(<ShortTermRentalsRoute />, { path: '/short-term-rentals', url: '/short-term-rentals?search=beach' });
    const summary = await screen.findByRole('region', { name: 'Results summary' });
    await waitFor(() => expect(within(summary).getByText('1,000+')).toBeInTheDocument());
    expect(within(summary).getByText('7')).toBeInTheDocument();
  });

  it('asks for short-term listings with the filters and counts vacation rentals and event spaces', async () => {
    const api = mockApi({ 'GET /properties': rentalsRoute });
    renderRoute(<ShortTermRentalsRoute />, {
      path: '/short-term-rentals',
      url: '/short-term-rentals?area=clearwater-beach',
    });

    expect(await screen.findByText('Showing 3 rentals')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Short-term Rentals & Event Spaces' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Results summary' });
    await waitFor(() => expect(within(summary).getByText('2')).toBeInTheDocument());
    expect(within(summary).getByText('1')).toBeInTheDocument();
    expect(within(summary).getByText('Vacation Rentals')).toBeInTheDocument();
    expect(within(summary).getByText('Event Spaces')).toBeInTheDocument();

    expect(api.to('/properties').map((request) => request.params)).toEqual(
      expect.arrayContaining([
        { listingType: 'short-term', area: 'clearwater-beach', limit: '12', offset: '0' },
        {
          listingType: 'short-term',
          area: 'clearwater-beach',
          shortTermCategory: 'vacation-rental',
          limit: '1',
          offset: '0',
        },
        {
          listingType: 'short-term',
          area: 'clearwater-beach',
          shortTermCategory: 'event-space',
          limit: '1',
          offset: '0',
        },
      ]),
    );
    expect(screen.getByText('$289/night')).toBeInTheDocument();
  });

  it("offers the spec's options and sends category and price range", async () => {
    const api = mockApi({ 'GET /properties': rentalsRoute });
    const { user } = renderRoute(<ShortTermRentalsRoute />, { path: '/short-term-rentals' });
    await screen.findByText('Showing 3 rentals');

    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Short-term', 'Vacation Rentals', 'Event Spaces']);
    const price = screen.getByRole('combobox', { name: 'Price per night' });
    expect(
      within(price)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Price Ranges', 'Under $100/night', '$100 - $250/night', '$250 - $500/night', '$500+/night']);
    expect(
      within(screen.getByRole('combobox', { name: 'Area' }))
        .getAllByRole('option')
        .at(-1),
    ).toHaveTextContent('Clearwater Beach');

    await user.selectOptions(category, 'Event Spaces');
    await user.selectOptions(price, '$100 - $250/night');
    expect(currentLocation()).toBe('/short-term-rentals?category=event-space&priceRange=100-250');
    await waitFor(() =>
      expect(api.last('/properties')?.params).toMatchObject({
        listingType: 'short-term',
        shortTermCategory: 'event-space',
        priceRange: '100-250',
      }),
    );
    expect(await screen.findByText('Showing 1 rental')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Results summary' });
    expect(within(summary).getByText('0')).toBeInTheDocument();
  });

  it("shows 'No rentals found'", async () => {
    mockApi({ 'GET /properties': { data: [], total: 0 } });
    renderRoute(<ShortTermRentalsRoute />, { path: '/short-term-rentals' });
    expect(await screen.findByText('No rentals found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters.')).toBeInTheDocument();
  });
});
