import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { makeBusiness, makeBusinessDetail, makeInfluencer, makeVideo } from '@/testing/fixtures';
import { renderRoute } from '@/testing/test-utils';
import { directionsUrl } from '@/lib/directions';
import { BusinessDetailRoute } from './business-detail';

function renderDetail(slug = 'harbor-brunch') {
  return renderRoute(<BusinessDetailRoute />, { path: '/businesses/:slug', url: `/businesses/${slug}` });
}

describe('/businesses/:slug', () => {
  it('shows the business from the server with half stars, price level and actions', async () => {
    mockApi({
      'GET /businesses/sunset-tacos': {
        data: makeBusinessDetail({
          slug: 'sunset-tacos',
          name: 'Sunset Tacos',
          rating: 4.5,
          reviewCount: 88,
          priceRange: '$$',
          category: 'restaurants',
          area: 'ybor-city',
          similar: [makeBusiness({ slug: 'taco-two', name: 'Taco Two' })],
        }),
      },
      'GET /businesses/sunset-tacos/videos': { data: [] },
    });
    const { user } = renderDetail('sunset-tacos');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sunset Tacos' })).toBeInTheDocument();
    expect(document.title).toBe('Sunset Tacos | Tampa Local');
    expect(screen.getByText('Restaurants')).toBeInTheDocument();
    expect(screen.getByText('Ybor City')).toBeInTheDocument();
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    // Four and a half stars filled, 20 units each.
    expect(stars.querySelector('svg')).toHaveAttribute('width', '90');
    expect(screen.getByText('(88 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Price level 2 of 4' })).toHaveTextContent('$$$$');

    expect(screen.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', 'https://harbor.example');
    expect(screen.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=100%20Harbor%20Blvd%2C%20Tampa%2C%20FL',
    );
    expect(screen.getByRole('link', { name: /Back to Tampa Local/ })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: /Add to Favorite Businesses/ }));
    expect(screen.getByRole('button', { name: /Remove from Favorite Businesses/ })).toBeInTheDocument();
    expect(window.localStorage.getItem('tampa-local:favorites')).toContain('sunset-tacos');

    const similar = screen.getByRole('region', { name: 'Similar businesses' });
    expect(within(similar).getByRole('link', { name: /Taco Two/ })).toHaveAttribute('href', '/businesses/taco-two');
    expect(screen.queryByText('From the Business Owner')).not.toBeInTheDocument();
    expect(await screen.findByText('No TikTok videos available for this business yet.')).toBeInTheDocument();
  });

  it('shows the PLATINUM owner block for harbor-brunch and featured businesses, with creators and videos', async () => {
    const maya = makeInfluencer();
    mockApi({
      'GET /businesses/harbor-brunch': {
        data: makeBusinessDetail({
          influencers: [maya],
          recommendations: [
            {
              id: 'r1',
              influencer: maya.slug,
              business: 'harbor-brunch',
              rating: 9,
              quote: 'Best brunch in town.',
              posts: [{ imageUrl: '/uploads/p.webp', caption: 'Mimosas', url: null }],
            },
          ],
          similar: [makeBusiness({ slug: 'other', name: 'Other Spot' })],
        }),
      },
      'GET /businesses/harbor-brunch/videos': { data: [makeVideo()] },
    });
    const { user } = renderDetail();

    expect(await screen.findByRole('heading', { name: 'From the Business Owner' })).toBeInTheDocument();
    expect(screen.getByText('PLATINUM')).toBeInTheDocument();
    expect(screen.queryByText('Similar businesses')).not.toBeInTheDocument();

    const creators = screen.getByRole('region', { name: 'What Our Influencers Are Saying' });
    expect(within(creators).getByText('9.0/10')).toBeInTheDocument();
    expect(within(creators).getByText('“Best brunch in town.”')).toBeInTheDocument();
    expect(within(creators).getByRole('img', { name: 'Mimosas' })).toBeInTheDocument();
    expect(within(creators).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/influencers/maya-eats',
    );
    await user.click(within(creators).getByRole('button', { name: 'Add to Favorite Creators' }));
    expect(within(creators).getByRole('button', { name: 'Remove from Favorite Creators' })).toBeInTheDocument();

    const videos = document.getElementById('videos');
    expect(videos).not.toBeNull();
    expect(await within(videos as HTMLElement).findByRole('button', { name: /Play video/ })).toBeInTheDocument();
  });

  it("says 'Business not found.' for an unknown slug", async () => {
    mockApi({ 'GET /businesses/nope': { status: 404, data: { error: 'Business not found' } } });
    renderDetail('nope');
    expect(await screen.findByRole('heading', { name: 'Business not found.' })).toBeInTheDocument();
  });

  it('builds a Google Maps search link for the address', () => {
    expect(directionsUrl('1 Main St, Tampa')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Tampa',
    );
  });
});
