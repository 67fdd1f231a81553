import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { TestProviders } from '@/testing/test-utils';
import { AppRoutes } from './router';

function renderApp(url: string) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('routes', () => {
  it('shows the 404 page for unknown paths, inside the shared header and footer', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Tampa Local');
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/termsofservice', 'Terms of Service'],
    ['/admin', 'Admin'],
    ['/admin/videos', 'Video Management'],
  ])('serves %s', async (url, heading) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} | Tampa Local`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe('');
  });

  it('renders the business page without the shared header and footer', async () => {
    mockApi({ 'GET /businesses/nope': { status: 404, data: { error: 'Business not found' } } });
    renderApp('/businesses/nope');
    expect(await screen.findByText('Business not found.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /Back to Tampa Local/ })).toBeInTheDocument();
  });

  it('has a skip link to the main content', async () => {
    renderApp('/privacy-policy');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
