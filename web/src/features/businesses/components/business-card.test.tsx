import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { makeBusiness, makeVideo } from '@/testing/fixtures';
import { renderRoute } from '@/testing/test-utils';
import { BusinessCard, videoToggleLabel } from './business-card';

function renderCard(overrides: Parameters<typeof makeBusiness>[0] = {}) {
  return renderRoute(<BusinessCard business={makeBusiness(overrides)} />);
}

describe('BusinessCard', () => {
  it('shows the category, details, floor-filled stars with the review count and the detail link', () => {
    mockApi({});
    renderCard({ rating: 4.6, reviewCount: 1234 });
    const card = screen.getByRole('article', { name: 'Harbor Brunch' });
    expect(within(card).getByText('Restaurants')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    // Four stars filled (20 units each), none by a half.
    expect(within(card).getByRole('img', { name: 'Rated 4.6 out of 5' }).querySelector('svg')).toHaveAttribute(
      'width',
      '80',
    );
    expect(within(card).getByText('(1,234 reviews)')).toBeInTheDocument();
    expect(within(card).getByText('100 Harbor Blvd, Tampa, FL')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '(813) 555-0100' })).toHaveAttribute('href', 'tel:8135550100');
    expect(within(card).getByText('Mon-Sun 7 AM - 9 PM')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Harbor Brunch' })).toHaveAttribute('alt', 'Harbor Brunch');
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/businesses/harbor-brunch',
    );
  });

  it('shows Open/Closed from the API, and nothing without opening hours', () => {
    mockApi({});
    const { unmount } = renderCard({ isOpen: true, nextChange: 'closes 9 PM' });
    expect(screen.getByText('Open · closes 9 PM')).toBeInTheDocument();
    unmount();

    const closed = renderCard({ isOpen: false, nextChange: 'opens 7 AM' });
    expect(screen.getByText('Closed · opens 7 AM')).toBeInTheDocument();
    closed.unmount();

    renderCard({ isOpen: null, nextChange: null });
    expect(screen.queryByText(/^(Open|Closed)/)).not.toBeInTheDocument();
  });

  it('falls back to a local placeholder when the image fails', () => {
    mockApi({});
    renderCard({ imageUrl: '/uploads/missing.webp' });
    const image = screen.getByRole('img', { name: 'Harbor Brunch' });
    expect(image).toHaveAttribute('src', '/uploads/missing.webp');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Harbor Brunch' })).toHaveAttribute('src', '/images/placeholder.svg');
  });

  it("loads a list's first picture at once and the others lazily", () => {
    renderRoute(
      <>
        <BusinessCard business={makeBusiness({ slug: 'first', name: 'First Spot' })} imagePriority />
        <BusinessCard business={makeBusiness({ slug: 'second', name: 'Second Spot' })} />
      </>,
    );
    const first = screen.getByRole('img', { name: 'First Spot' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Second Spot' })).toHaveAttribute('loading', 'lazy');
  });

  it('has no video toggle when the business has no active videos', () => {
    mockApi({});
    renderCard({ activeVideoCount: 0 });
    expect(screen.queryByRole('button', { name: /TikTok Videos/ })).not.toBeInTheDocument();
  });

  it("toggles the gallery, showing at most 3 videos and 'View All N Videos'", async () => {
    const videos = Array.from({ length: 5 }, (_, index) => makeVideo({ id: `v${index + 1}` }));
    const api = mockApi({ 'GET /businesses/harbor-brunch/videos': { data: videos } });
    const { user } = renderCard({ activeVideoCount: 5 });

    const toggle = screen.getByRole('button', { name: 'View TikTok Videos (5)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.requests).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveTextContent('Hide TikTok Videos (5)');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const link = await screen.findByRole('link', { name: 'View All 5 Videos' });
    expect(link).toHaveAttribute('href', '/businesses/harbor-brunch#videos');
    expect(screen.getAllByRole('button', { name: /Play video/ })).toHaveLength(3);
    expect(api.to('/businesses/harbor-brunch/videos')).toHaveLength(1);

    await user.click(toggle);
    expect(toggle).toHaveTextContent('View TikTok Videos (5)');
    expect(screen.queryByRole('link', { name: 'View All 5 Videos' })).not.toBeInTheDocument();
  });

  it('says so when the list is empty', async () => {
    mockApi({ 'GET /businesses/harbor-brunch/videos': { data: [] } });
    const { user } = renderCard({ activeVideoCount: 2 });
    await user.click(screen.getByRole('button', { name: 'View TikTok Videos (2)' }));
    expect(await screen.findByText('No TikTok videos available for this business yet.')).toBeInTheDocument();
  });

  it('shows nothing in the section when the videos fail to load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /businesses/harbor-brunch/videos': { status: 500, data: { error: 'boom' } } });
    const { user } = renderCard({ activeVideoCount: 2 });
    await user.click(screen.getByRole('button', { name: 'View TikTok Videos (2)' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to fetch videos', '500: {"error":"boom"}'));
    const gallery = document.getElementById(
      screen.getByRole('button', { name: 'Hide TikTok Videos (2)' }).getAttribute('aria-controls') ?? '',
    );
    await waitFor(() => expect(gallery).toBeEmptyDOMElement());
  });

  it('labels the toggle with the count', () => {
    expect(videoToggleLabel(false, 3)).toBe('View TikTok Videos (3)');
    expect(videoToggleLabel(true, 3)).toBe('Hide TikTok Videos (3)');
  });
});
