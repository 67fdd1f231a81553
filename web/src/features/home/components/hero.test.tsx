import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderRoute } from '@/testing/test-utils';
import { HeroSearchForm } from './hero';

describe('home search form', () => {
  it('does nothing for empty or blank text', async () => {
    const { user } = renderRoute(<HeroSearchForm />);
    const input = screen.getByRole('searchbox', { name: 'Search Tampa businesses' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toBe('/');
    await user.type(input, '   {Enter}');
    expect(currentLocation()).toBe('/');
  });

  it('opens /businesses with the trimmed, URL-encoded text', async () => {
    const { user } = renderRoute(<HeroSearchForm />);
    await user.type(screen.getByRole('searchbox', { name: 'Search Tampa businesses' }), '  tacos & beer  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toBe('/businesses?search=tacos%20%26%20beer');
  });
});
