import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('has a Sign In button that is announced as coming soon', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderRoute(<SiteHeader />);
    await user.click(screen.getAllByRole('button', { name: 'Sign In' })[0] as HTMLElement);
    expect(alert).toHaveBeenCalledWith(expect.stringMatching(/coming soon/i));
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
