import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReply, mockApi } from '@/testing/mock-api';
import { makeProperty } from '@/testing/fixtures';
import { currentLocation, renderRoute } from '@/testing/test-utils';
import { RealEstateRoute } from './real-estate';

describe('/real-estate', () => {
  it('sends every filter to the server and keeps them in the URL', async () => {
    const api = mockApi({
      'GET /properties': listReply([makeProperty(), makeProperty({ slug: 'condo', title: 'Condo' })]),
    });
    const { user } = renderRoute(<RealEstateRoute />, {
      path: '/real-estate',
      url: '/real-estate?listingType=sale&area=hyde-park',
    });
    expect(await screen.findByText('Showing 2 properties')).toBeInTheDocument();
    expect(api.last('/properties')?.params).toEqual({
      listingType: 'sale',
      area: 'hyde-park',
      limit: '12',
      offset: '0',
    });

    const price = screen.getByRole('combobox', { name: 'Price range' });
    expect(
      within(price)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Price Ranges', 'Under $300k', '$300k - $500k', '$500k - $1M', '$1M+']);
    expect(
      within(screen.getByRole('combobox', { name: 'Listing type' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Listings', 'For Sale', 'For Rent', 'Short-term Rental']);
    expect(
      within(screen.getByRole('combobox', { name: 'Property type' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Types', 'Residential', 'Commercial']);
    expect(
      within(screen.getByRole('combobox', { name: 'Area' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Areas', 'Downtown Tampa', 'Hyde Park', 'Westshore', 'South Tampa', 'Ybor City', 'Tampa Heights']);

    await user.selectOptions(price, '$500k - $1M');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'Residential');
    expect(currentLocation()).toBe(
      '/real-estate?listingType=sale&area=hyde-park&priceRange=500k-1m&propertyType=residential',
    );
    await waitFor(() =>
      expect(api.last('/properties')?.params).toEqual({
        listingType: 'sale',
        propertyType: 'residential',
        priceRange: '500k-1m',
        area: 'hyde-park',
        limit: '12',
        offset: '0',
      }),
    );
  });

  it("shows 'No properties found'", async () => {
    mockApi({ 'GET /properties': listReply([]) });
    renderRoute(<RealEstateRoute />, { path: '/real-estate' });
    expect(await screen.findByText('No properties found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 properties')).toBeInTheDocument();
  });
});
