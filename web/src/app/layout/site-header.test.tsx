import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_KEY, accountSession } from '@/lib/account-session';
import { readFavorites } from '@/lib/favorites';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('links the logo home and marks the current section with aria-current', () => {
    renderRoute(<SiteHeader />, { path: '/events', url: '/events' });
    expect(screen.getByRole('link', { name: 'Tampa Local' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Businesses', 'Events', 'Real Estate', 'Short-term Rentals']);
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Businesses' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('link', { name: 'Favorites' })[0]).toHaveAttribute('href', '/favorites');
  });

  it('opens and closes the mobile menu', async () => {
    const { user } = renderRoute(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links Sign In to the account page, and asks nothing of the server for a browser that never signed in', async () => {
    const api = mockApi({});
    accountSession.set({ status: 'checking' });
    window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
    renderRoute(<SiteHeader />);
    for (const link of screen.getAllByRole('link', { name: 'Sign In' }))
      expect(link).toHaveAttribute('href', '/account');
    await waitFor(() => expect(accountSession.get().status).toBe('signed-out'));
    expect(api.requests).toEqual([]);
  });

  it("shows My Account for a signed-in visitor and takes the account's favourites", async () => {
    accountSession.set({ status: 'checking' });
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    mockApi({
      'GET /account/session': {
        data: { user: { email: 'ana@example.test', username: 'ana' }, csrfToken: 't', expiresAt: '' },
      },
      'GET /account/favorites': {
        data: {
          businesses: [
            {
              slug: 'harbor-brunch',
              name: 'Harbor Brunch',
              category: 'restaurants',
              area: 'downtown-tampa',
              imageUrl: null,
            },
          ],
          creators: [],
        },
      },
    });
    renderRoute(<SiteHeader />);
    expect((await screen.findAllByRole('link', { name: 'My Account' }))[0]).toHaveAttribute('href', '/account');
    await waitFor(() => expect(readFavorites().businesses.map((b) => b.slug)).toEqual(['harbor-brunch']));
    window.localStorage.clear();
  });
});

describe('SiteFooter', () => {
  it('shows the current year and real links only', () => {
    renderRoute(<SiteFooter />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Tampa Local. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/[a-z-]*(#[a-z-]+)?$/);
    }
  });
});
