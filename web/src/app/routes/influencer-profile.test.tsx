import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { makeBusiness, makeInfluencer } from '@/testing/fixtures';
import { renderRoute } from '@/testing/test-utils';
import { InfluencerProfileRoute } from './influencer-profile';

function renderProfile(slug: string) {
  return renderRoute(<InfluencerProfileRoute />, { path: '/influencers/:slug', url: `/influencers/${slug}` });
}

describe('/influencers/:slug', () => {
  it('shows the creator, their recommended spots with real ratings and four others', async () => {
    const others = Array.from({ length: 4 }, (_, index) =>
      makeInfluencer({ slug: `other-${index}`, name: `Other ${index}`, handle: `@other${index}` }),
    );
    mockApi({
      'GET /influencers/maya-eats': {
        data: {
          ...makeInfluencer({ recommendationCount: 1 }),
          recommendations: [
            {
              id: 'r1',
              influencer: 'maya-eats',
              business: makeBusiness({ rating: 4.2, reviewCount: 321 }),
              rating: 8.7,
              quote: 'The crab benedict!',
              posts: [],
            },
          ],
          others,
        },
      },
    });
    const { user } = renderProfile('maya-eats');

    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Chen' })).toBeInTheDocument();
    expect(screen.getByText('✓ Verified')).toBeInTheDocument();
    expect(screen.getByText('@mayaeats')).toBeInTheDocument();
    expect(screen.getByText('120k')).toBeInTheDocument();

    const spots = screen.getByRole('region', { name: 'Recommended Spots' });
    const card = within(spots).getByRole('article', { name: 'Harbor Brunch' });
    expect(within(card).getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('(321 reviews)')).toBeInTheDocument();
    expect(within(card).getByText("Maya Chen's rating: 8.7/10")).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/businesses/harbor-brunch',
    );

    const more = screen.getByRole('region', { name: 'More Tampa creators' });
    expect(within(more).getAllByRole('article')).toHaveLength(4);
    expect(within(more).getByRole('link', { name: 'Other 0' })).toHaveAttribute('href', '/influencers/other-0');

    await user.click(screen.getByRole('button', { name: /Add to Favorite Creators/ }));
    expect(screen.getByRole('button', { name: /Remove from Favorite Creators/ })).toBeInTheDocument();
  });

  it("says 'No Recommendations Yet' when there are none", async () => {
    mockApi({
      'GET /influencers/new-face': {
        data: { ...makeInfluencer({ slug: 'new-face', recommendationCount: 0 }), recommendations: [], others: [] },
      },
    });
    renderProfile('new-face');
    expect(await screen.findByText('No Recommendations Yet')).toBeInTheDocument();
  });

  it("shows 'Influencer Not Found' with a way back", async () => {
    mockApi({ 'GET /influencers/ghost': { status: 404, data: { error: 'Influencer not found' } } });
    renderProfile('ghost');
    expect(await screen.findByRole('heading', { name: 'Influencer Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Discovery' })).toHaveAttribute('href', '/');
  });
});
