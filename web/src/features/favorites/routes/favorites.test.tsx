import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAVORITES_STORAGE_KEY } from '@/lib/favorites';
import { renderRoute } from '@/testing/test-utils';
import { FavoritesRoute } from './favorites';

describe('/favorites', () => {
  it('lists what this browser saved and removes entries', async () => {
    window.localStorage.setItem(
      FAVORITES_STORAGE_KEY,
      JSON.stringify({
        businesses: [
          {
            slug: 'harbor-brunch',
            name: 'Harbor Brunch',
            category: 'restaurants',
            area: 'downtown-tampa',
            imageUrl: null,
          },
        ],
        creators: [{ slug: 'maya-eats', name: 'Maya Chen', handle: '@mayaeats', niche: 'Food', imageUrl: null }],
      }),
    );
    const { user } = renderRoute(<FavoritesRoute />);
    const businesses = screen.getByRole('region', { name: 'Favorite Businesses (1)' });
    expect(within(businesses).getByRole('link', { name: 'Harbor Brunch' })).toHaveAttribute(
      'href',
      '/businesses/harbor-brunch',
    );
    expect(within(businesses).getByText('Restaurants · Downtown Tampa')).toBeInTheDocument();
    const creators = screen.getByRole('region', { name: 'Favorite Creators (1)' });
    expect(within(creators).getByRole('link', { name: 'Maya Chen' })).toHaveAttribute('href', '/influencers/maya-eats');

    await user.click(screen.getByRole('button', { name: 'Remove Harbor Brunch from favorites' }));
    expect(screen.getByText('No favorite businesses yet')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '{}').businesses).toEqual([]);
  });

  it('explains how to add favorites when there are none', () => {
    renderRoute(<FavoritesRoute />);
    expect(screen.getByText('No favorite businesses yet')).toBeInTheDocument();
    expect(screen.getByText('No favorite creators yet')).toBeInTheDocument();
  });
});
