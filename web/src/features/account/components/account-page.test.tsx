import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_KEY, accountSession } from '@/lib/account-session';
import { FAVORITES_STORAGE_KEY, readFavorites, toggleFavoriteBusiness } from '@/lib/favorites';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import { AccountPage } from './account-page';
import { ConfirmPage } from './confirm-page';

const SESSION = {
  user: { email: 'ana@example.test', username: 'ana@example.test' },
  csrfToken: 'csrf-1',
  expiresAt: '',
};
const harbor = {
  slug: 'harbor-brunch',
  name: 'Harbor Brunch',
  category: 'restaurants',
  area: 'downtown-tampa',
  imageUrl: null,
};
const ybor = {
  slug: 'ybor-taco-garage',
  name: 'Ybor Taco Garage',
  category: 'restaurants',
  area: 'ybor-city',
  imageUrl: null,
};

const signedOutRoutes = { 'GET /account/session': { status: 204 } };

function fill(label: string, index: number) {
  return screen.getAllByLabelText(label)[index] as HTMLElement;
}

describe('/account', () => {
  beforeEach(() => {
    window.localStorage.clear();
    accountSession.set({ status: 'checking' });
  });

  it('creates an account and asks to confirm the address from the mail', async () => {
    const api = mockApi({ ...signedOutRoutes, 'POST /account/sign-up': { status: 202, data: { ok: true } } });
    const { user } = renderRoute(<AccountPage />, { path: '/account' });
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(fill('Password', 1)).toHaveAttribute('autocomplete', 'new-password');
    expect(fill('Password', 1)).toHaveAccessibleDescription('At least 10 characters.');

    await user.type(fill('Email', 1), 'ana@example.test');
    await user.type(fill('Password', 1), 'Sunny-bay-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Almost there: we sent a link to ana@example.test. Open it to confirm your address, then sign in here.',
    );
    expect(api.to('/account/sign-up')[0]?.body).toEqual({ email: 'ana@example.test', password: 'Sunny-bay-2026' });
  });

  it("signs in, merges this browser's favourites into the account, and signs out", async () => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify({ businesses: [ybor], creators: [] }));
    const api = mockApi({
      ...signedOutRoutes,
      'POST /account/session': (request) =>
        (request.body as { password: string }).password === 'Sunny-bay-2026'
          ? { data: SESSION }
          : { status: 403, data: { error: 'Please confirm your email address first: follow the link we sent you.' } },
      'POST /account/favorites/merge': { data: { businesses: [harbor, ybor], creators: [] } },
      'DELETE /account/session': { status: 204 },
    });
    const { user } = renderRoute(<AccountPage />, { path: '/account' });
    await screen.findByRole('heading', { name: 'Sign in' });

    await user.type(fill('Email', 0), 'ana@example.test');
    await user.type(fill('Password', 0), 'not-confirmed-yet');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your email address first');

    await user.type(fill('Password', 0), 'Sunny-bay-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('ana@example.test')).toBeInTheDocument();
    await waitFor(() =>
      expect(readFavorites().businesses.map((b) => b.slug)).toEqual(['harbor-brunch', 'ybor-taco-garage']),
    );
    const merge = api.to('/account/favorites/merge')[0];
    expect(merge?.body).toEqual({ businesses: ['ybor-taco-garage'], creators: [] });
    expect(merge?.headers['x-csrf-token']).toBe('csrf-1');
    expect(screen.getByRole('link', { name: 'Your favourites (2)' })).toHaveAttribute('href', '/favorites');
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.to('/account/session').find((r) => r.method === 'DELETE')?.headers['x-csrf-token']).toBe('csrf-1');
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    // Signed-out favourites keep working in this browser.
    expect(readFavorites().businesses).toHaveLength(2);
  });

  it('asks for a reset link from the sign-in form', async () => {
    const api = mockApi({ ...signedOutRoutes, 'POST /auth/forgot-password': { data: { ok: true } } });
    const { user } = renderRoute(<AccountPage />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getAllByLabelText('Email')[0] as HTMLElement, 'ana@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If that address has an account, a link to reset the password is on its way.'),
    ).toBeInTheDocument();
    expect(api.to('/auth/forgot-password')[0]?.body).toEqual({ email: 'ana@example.test' });
  });

  it('sends each change of a signed-in visitor to the account, with the CSRF token', async () => {
    accountSession.set({ status: 'signed-in', user: SESSION.user, csrfToken: 'csrf-1' });
    const api = mockApi({
      'PUT /account/favorites/businesses/harbor-brunch': { data: { businesses: [harbor], creators: [] } },
    });
    toggleFavoriteBusiness(harbor);
    await waitFor(() => expect(api.to('/account/favorites/businesses/harbor-brunch')).toHaveLength(1));
    expect(api.to('/account/favorites/businesses/harbor-brunch')[0]?.headers['x-csrf-token']).toBe('csrf-1');
  });
});

describe('/account/confirm', () => {
  it('confirms the address from the link once', async () => {
    const api = mockApi({ 'POST /account/confirm': { data: { ok: true } } });
    renderRoute(<ConfirmPage />, { path: '/account/confirm', url: `/account/confirm?code=${'a'.repeat(64)}` });
    expect(await screen.findByText('Your email address is confirmed. You can sign in now.')).toBeInTheDocument();
    expect(api.to('/account/confirm')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/account');
  });

  it("shows the server's refusal of a used link, and a link without a code", async () => {
    mockApi({
      'POST /account/confirm': {
        status: 400,
        data: { error: 'This confirmation link is invalid or was already used.' },
      },
    });
    const { unmount } = renderRoute(<ConfirmPage />, { path: '/account/confirm', url: '/account/confirm?code=x' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or was already used.',
    );
    unmount();
    renderRoute(<ConfirmPage />, { path: '/account/confirm', url: '/account/confirm' });
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is incomplete.');
  });
});
