import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReply, mockApi, type MockReply } from '@/testing/mock-api';
import { makeBusiness } from '@/testing/fixtures';
import { currentLocation, renderRoute } from '@/testing/test-utils';
import { BusinessesRoute } from './businesses';

const businesses = Array.from({ length: 14 }, (_, index) =>
  makeBusiness({ slug: `spot-${index + 1}`, name: `Spot ${index + 1}` }),
);

function renderPage(url = '/businesses') {
  return renderRoute(<BusinessesRoute />, { path: '/businesses', url });
}

describe('/businesses', () => {
  it('reads search and category from the URL and sends them to the server', async () => {
    const api = mockApi({ 'GET /businesses': listReply(businesses.slice(0, 2)) });
    renderPage('/businesses?search=tacos%20bar&category=restaurants');

    expect(await screen.findByText('Showing 2 businesses')).toBeInTheDocument();
    expect(api.last('/businesses')?.params).toEqual({
      q: 'tacos bar',
      category: 'restaurants',
      limit: '12',
      offset: '0',
    });
    expect(screen.getByRole('searchbox', { name: 'Search businesses' })).toHaveValue('tacos bar');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('restaurants');
    expect(document.title).toBe('Tampa Businesses | Tampa Local');
    expect(screen.getByRole('heading', { level: 1, name: 'Tampa Businesses' })).toBeInTheDocument();
  });

  it('offers every category (Beauty and Hotels included) and every area', () => {
    mockApi({ 'GET /businesses': listReply([]) });
    renderPage();
    const categories = within(screen.getByRole('combobox', { name: 'Category' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(categories).toEqual([
      'All',
      'Restaurants',
      'Nightlife',
      'Attractions',
      'Beaches',
      'Shopping',
      'Fitness',
      'Services',
      'Beauty',
      'Hotels',
    ]);
    const areas = within(screen.getByRole('combobox', { name: 'Area' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(areas).toEqual([
      'All Areas',
      'Downtown Tampa',
      'Ybor City',
      'Hyde Park',
      'Westshore',
      'South Tampa',
      'Tampa Heights',
      'North Tampa',
      'Clearwater',
    ]);
  });

  it('writes a changed filter to the URL and asks the server again', async () => {
    const api = mockApi({ 'GET /businesses': listReply(businesses.slice(0, 3)) });
    const { user } = renderPage('/businesses?category=nightlife');
    await screen.findByText('Showing 3 businesses');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Ybor City');
    expect(currentLocation()).toBe('/businesses?category=nightlife&area=ybor-city');
    await screen.findByText('Showing 3 businesses');
    expect(api.last('/businesses')?.params).toEqual({
      category: 'nightlife',
      area: 'ybor-city',
      limit: '12',
      offset: '0',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All');
    expect(currentLocation()).toBe('/businesses?area=ybor-city');
  });

  it('searches on Enter with the trimmed text', async () => {
    const api = mockApi({ 'GET /businesses': listReply(businesses.slice(0, 1)) });
    const { user } = renderPage();
    await screen.findByText('Showing 1 business');

    await user.type(screen.getByRole('searchbox', { name: 'Search businesses' }), '  rooftop bar {Enter}');
    expect(currentLocation()).toBe('/businesses?search=rooftop+bar');
    await waitFor(() =>
      expect(api.last('/businesses')?.params).toEqual({ q: 'rooftop bar', limit: '12', offset: '0' }),
    );
  });

  it('ignores unknown filter values in the URL', async () => {
    const api = mockApi({ 'GET /businesses': listReply([]) });
    renderPage('/businesses?category=bogus&area=Ybor%20City');
    await screen.findByText('No businesses found');
    expect(api.last('/businesses')?.params).toEqual({ area: 'ybor-city', limit: '12', offset: '0' });
  });

  it('shows six skeleton cards while loading', async () => {
    let release: (reply: MockReply) => void = () => {};
    mockApi({ 'GET /businesses': () => new Promise<MockReply>((resolve) => (release = resolve)) });
    renderPage();
    expect(await screen.findByText('Loading businesses...')).toBeInTheDocument();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
    release({ data: [], total: 0 });
    await screen.findByText('No businesses found');
    expect(screen.queryByTestId('card-skeleton')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockApi({ 'GET /businesses': listReply([]) });
    renderPage('/businesses?search=zzz');
    expect(await screen.findByText('No businesses found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 businesses')).toBeInTheDocument();
  });

  it("counts with X-Total-Count and pages with 'Load more'", async () => {
    const api = mockApi({ 'GET /businesses': listReply(businesses) });
    const { user } = renderPage();

    expect(await screen.findByText('Showing 14 businesses')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(14));
    expect(api.last('/businesses')?.params).toEqual({ limit: '12', offset: '12' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('explains a failed load and retries', async () => {
    let fail = true;
    mockApi({
      'GET /businesses': () => (fail ? { status: 500, data: { error: 'boom' } } : { data: [businesses[0]], total: 1 }),
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: "Couldn't load businesses" })).toBeInTheDocument();
    expect(screen.getByText('500: {"error":"boom"}')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 business')).toBeInTheDocument();
  });

  it("retries a failed 'Load more'", async () => {
    let failNext = true;
    const api = mockApi({
      'GET /businesses': (request) => {
        if (request.params.offset === '12' && failNext) {
          failNext = false;
          return { status: 503, data: { error: 'busy' } };
        }
        return listReply(businesses)(request);
      },
    });
    const { user } = renderPage();
    await screen.findByText('Showing 14 businesses');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText("Couldn't load more businesses. Please try again.")).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(14));
    expect(api.to('/businesses').filter((request) => request.params.offset === '12')).toHaveLength(2);
  });
});
