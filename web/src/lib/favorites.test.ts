import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAVORITES_STORAGE_KEY, readFavorites, useFavorites } from './favorites';

const business = {
  slug: 'harbor-brunch',
  name: 'Harbor Brunch',
  category: 'restaurants',
  area: 'downtown-tampa',
  imageUrl: null,
};
const creator = { slug: 'maya-eats', name: 'Maya Chen', handle: '@mayaeats', niche: 'Food', imageUrl: null };

describe('favorites', () => {
  it('toggles businesses and creators and keeps them in localStorage', () => {
    const { result } = renderHook(() => useFavorites());
    act(() => result.current.toggleFavoriteBusiness(business));
    act(() => result.current.toggleFavoriteCreator(creator));
    expect(result.current.isFavoriteBusiness('harbor-brunch')).toBe(true);
    expect(result.current.isFavoriteCreator('maya-eats')).toBe(true);
    expect(result.current.count).toBe(2);
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '{}')).toEqual({
      businesses: [business],
      creators: [creator],
    });

    act(() => result.current.toggleFavoriteBusiness(business));
    expect(result.current.isFavoriteBusiness('harbor-brunch')).toBe(false);
    expect(result.current.count).toBe(1);
  });

  it('ignores corrupt stored data', () => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, '{not json');
    expect(readFavorites()).toEqual({ businesses: [], creators: [] });
    window.localStorage.setItem(
      FAVORITES_STORAGE_KEY,
      JSON.stringify({ businesses: [{ name: 'no slug' }], creators: 'x' }),
    );
    expect(readFavorites()).toEqual({ businesses: [], creators: [] });
  });
});
