import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listReply, mockApi, type MockReply } from '@/testing/mock-api';
import { makeBusiness } from '@/testing/fixtures';
import { currentLocation, renderRoute } from '@/testing/test-utils';
import { NEAR_ME_MESSAGES } from '@/components/map/map-controls';
import { NO_WEBGL_MESSAGE } from '@/components/map/webgl';
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

  it('says "1,000+" for a search counted to its bound, and pages on past it while pages are full', async () => {
    const many = Array.from({ length: 1_020 }, (_, index) =>
      makeBusiness({ slug: `cafe-${index + 1}`, name: `Cafe ${index + 1}` }),
    );
    const api = mockApi({
      'GET /businesses': (request) => ({
        ...listReply(many, 1_000)(request),
        headers: { 'X-Total-Relation': 'gte' },
      }),
    });
    const { user } = renderPage('/businesses?search=cafe&page=84');

    expect(await screen.findByText('Showing 1,000+ businesses')).toBeInTheDocument();
    expect(api.last('/businesses')?.params).toEqual({ q: 'cafe', limit: '12', offset: '996' });
    // Page 84 is the last the bound counts; more match, so page 85 is linked.
    expect(screen.getByText('Page 84 of 84+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page →' })).toHaveAttribute(
      'href',
      '/businesses?search=cafe&page=85',
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(api.last('/businesses')?.params).toEqual({ q: 'cafe', limit: '12', offset: '1008' });
    expect(screen.getByText('Pages 84–85 of 85+')).toBeInTheDocument();
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

describe('/businesses and the map', () => {
  beforeEach(() => {
    // jsdom draws nothing: like a browser without WebGL.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The browser's geolocation, answering with a position or an error code. */
  function stubGeolocation(answer: { lat: number; lng: number } | { code: number }) {
    const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ('code' in answer) {
        failure?.({ code: answer.code, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
      } else {
        success({
          coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 20 },
          timestamp: Date.now(),
        } as GeolocationPosition);
      }
    });
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    return getCurrentPosition;
  }

  it('sends the area and the position of the URL, nearest first, and shows each distance', async () => {
    const near = [
      makeBusiness({ slug: 'a', name: 'Close Cafe', distanceMiles: 0.812 }),
      makeBusiness({ slug: 'b', name: 'Far Diner', distanceMiles: 12.4 }),
    ];
    const api = mockApi({ 'GET /businesses': listReply(near) });
    renderPage('/businesses?bbox=-82.5,27.9,-82.4,28&near=27.95,-82.46&sort=distance&category=restaurants');

    expect(await screen.findByText('Showing 2 businesses')).toBeInTheDocument();
    expect(api.last('/businesses')?.params).toEqual({
      category: 'restaurants',
      bbox: '-82.5,27.9,-82.4,28',
      near: '27.95,-82.46',
      sort: 'distance',
      limit: '12',
      offset: '0',
    });
    const close = screen.getByRole('article', { name: 'Close Cafe' });
    expect(within(close).getByText('0.8 mi away')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Far Diner' })).getByText('12 mi away')).toBeInTheDocument();
    expect(screen.getByText('Nearest first: sorted by distance from you.')).toBeInTheDocument();
    expect(screen.getByText('Only businesses in the map area')).toBeInTheDocument();
  });

  it('leaves out a hand-edited area, position or sort the API would refuse', async () => {
    const api = mockApi({ 'GET /businesses': listReply(businesses.slice(0, 1)) });
    renderPage('/businesses?bbox=-82.4,27.9,-82.5,28&near=40.7,-74&sort=drop');
    await screen.findByText('Showing 1 business');
    expect(api.last('/businesses')?.params).toEqual({ limit: '12', offset: '0' });
    expect(screen.queryByText('Only businesses in the map area')).not.toBeInTheDocument();
  });

  it('never sends sort=distance without a position', async () => {
    const api = mockApi({ 'GET /businesses': listReply(businesses.slice(0, 1)) });
    renderPage('/businesses?sort=distance');
    await screen.findByText('Showing 1 business');
    expect(api.last('/businesses')?.params).toEqual({ limit: '12', offset: '0' });
  });

  it('clears the area: the URL loses bbox and the list is asked again', async () => {
    const api = mockApi({ 'GET /businesses': listReply(businesses.slice(0, 2)) });
    const { user } = renderPage('/businesses?view=map&bbox=-82.5,27.9,-82.4,28');
    await screen.findByText('Showing 2 businesses');
    await user.click(screen.getByRole('button', { name: 'Clear area' }));
    expect(currentLocation()).toBe('/businesses?view=map');
    await waitFor(() => expect(api.last('/businesses')?.params).toEqual({ limit: '12', offset: '0' }));
  });

  it('switches between the list and the map in the URL, keeping the filters', async () => {
    mockApi({ 'GET /businesses': listReply(businesses.slice(0, 2)) });
    const { user } = renderPage('/businesses?category=nightlife');
    await screen.findByText('Showing 2 businesses');
    const views = screen.getByRole('navigation', { name: 'View' });
    expect(within(views).getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(views).getByRole('link', { name: 'Map' }));
    expect(currentLocation()).toBe('/businesses?category=nightlife&view=map');
    expect(within(views).getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'true');
    // jsdom has no WebGL: the map view says so, and the list stays.
    expect(await screen.findByText(NO_WEBGL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Showing 2 businesses')).toBeInTheDocument();

    await user.click(within(views).getByRole('link', { name: 'List' }));
    expect(currentLocation()).toBe('/businesses?category=nightlife');
    expect(screen.queryByText(NO_WEBGL_MESSAGE)).not.toBeInTheDocument();
  });

  it('near me, granted: the URL gets the rounded position and the distance order', async () => {
    const api = mockApi({ 'GET /businesses': listReply(businesses.slice(0, 2)) });
    stubGeolocation({ lat: 27.950449, lng: -82.457812 });
    const { user } = renderPage('/businesses?area=ybor-city&page=2');
    await screen.findByText('Showing 2 businesses');

    await user.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/businesses?area=ybor-city&near=27.95%2C-82.458&sort=distance'),
    );
    await waitFor(() =>
      expect(api.last('/businesses')?.params).toEqual({
        area: 'ybor-city',
        near: '27.95,-82.458',
        sort: 'distance',
        limit: '12',
        offset: '0',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Stop sorting by distance' }));
    expect(currentLocation()).toBe('/businesses?area=ybor-city');
  });

  it('near me, denied: the list stays as it was and an announced message says why', async () => {
    const api = mockApi({ 'GET /businesses': listReply(businesses.slice(0, 2)) });
    const getCurrentPosition = stubGeolocation({ code: 1 });
    const { user } = renderPage('/businesses?category=nightlife');
    await screen.findByText('Showing 2 businesses');
    const asked = api.to('/businesses').length;

    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    const message = await screen.findByText(NEAR_ME_MESSAGES.denied);
    expect(message).toHaveAttribute('role', 'status');
    expect(message.textContent).toContain("allow this site to use your location in your browser's settings");
    expect(currentLocation()).toBe('/businesses?category=nightlife');
    expect(api.to('/businesses')).toHaveLength(asked);
    expect(screen.getByText('Showing 2 businesses')).toBeInTheDocument();
  });

  it('near me, unavailable, outside the region or unsupported: says why', async () => {
    mockApi({ 'GET /businesses': listReply(businesses.slice(0, 1)) });
    stubGeolocation({ code: 2 });
    const { user } = renderPage();
    await screen.findByText('Showing 1 business');
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByText(NEAR_ME_MESSAGES.unavailable)).toBeInTheDocument();

    stubGeolocation({ lat: 40.7128, lng: -74.006 });
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByText(NEAR_ME_MESSAGES.outside)).toBeInTheDocument();
    expect(currentLocation()).toBe('/businesses');

    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByText(NEAR_ME_MESSAGES.unsupported)).toBeInTheDocument();
  });
});
