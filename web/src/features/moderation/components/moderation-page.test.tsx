import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoute } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import {
  SESSION_ANSWER,
  TEST_CSRF_TOKEN,
  TEST_MODERATOR,
  TEST_PASSWORD,
  moderationRecord,
  networkError,
  recordRequests,
  resetModeratorSession,
  signedInAsModerator,
  textBlob,
} from '../testing/moderation-test-utils';
import { ModerationPage } from './moderation-page';

const CSV_TEXT = 'name,category,area\nHarbor Brunch,restaurants,downtown-tampa\n';
const STATS = {
  total: 227,
  byCategory: {
    restaurants: 69,
    nightlife: 114,
    attractions: 3,
    beaches: 0,
    shopping: 2,
    fitness: 1,
    services: 1,
    beauty: 1,
    hotels: 36,
  },
};

interface Saved {
  fileName: string;
  href: string;
}

function watchDownloads() {
  const saved: Saved[] = [];
  const blobs: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:tampa-local/csv';
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, href: this.href });
  });
  return { saved, blobs };
}

function setup(routes: Record<string, MockRoute>) {
  const { sent, onRequest } = recordRequests();
  const api = mockApi(routes, { onRequest });
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const downloads = watchDownloads();
  const view = renderRoute(<ModerationPage />, { path: '/admin' });
  return { api, sent, alert, ...downloads, ...view };
}

const downloadButton = () => screen.getByRole('button', { name: 'Download CSV' });
const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');

describe('/admin', () => {
  beforeEach(resetModeratorSession);

  it('asks a signed-out visitor to sign in, shows nothing else, and is noindex', async () => {
    setup({ 'GET /moderator/session': { status: 204 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Moderator sign in' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage Videos' })).toBeNull();
    // A 401 on the first check is not an error to show.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Admin | Tampa Local');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('removes noindex again when the page goes away', () => {
    const { unmount } = setup({});
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('refuses a blank sign-in inline and sends nothing', async () => {
    const { user, sent } = setup({ 'GET /moderator/session': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and password');
    // Focus moves in an effect after the message renders.
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('signs in with e-mail and password, then shows the tools, statistics and the latest moderation', async () => {
    const { user, sent } = setup({
      'GET /moderator/session': { status: 204 },
      'POST /moderator/session': (request) =>
        (request.body as { password?: string }).password === TEST_PASSWORD
          ? { data: SESSION_ANSWER }
          : { status: 401, data: { error: 'Invalid email or password' } },
      'GET /admin/stats': { data: STATS },
      'GET /moderation-records': {
        data: [
          moderationRecord({ id: '2', action: 'reject', toStatus: 'rejected', notes: 'Content not suitable' }),
          moderationRecord({
            id: '1',
            action: 'add',
            fromStatus: null,
            toStatus: 'pending',
            actor: 'Automation (admin key)',
          }),
        ],
        total: 2,
      },
    });
    await user.type(await screen.findByLabelText('Email'), TEST_MODERATOR.email);
    await user.type(passwordField(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(passwordField()).toHaveValue('');

    await user.type(passwordField(), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(TEST_MODERATOR.email)).toBeInTheDocument();
    expect(downloadButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Manage Videos' })).toHaveAttribute('href', '/admin/videos');

    const stats = screen.getByRole('region', { name: 'Business Statistics' });
    expect(await within(stats).findByText('227')).toBeInTheDocument();
    expect(within(stats).getByText('Nightlife').nextElementSibling).toHaveTextContent('114');
    expect(within(stats).getByText('Hotels').nextElementSibling).toHaveTextContent('36');

    const latest = screen.getByRole('region', { name: 'Latest Moderation' });
    const items = await within(latest).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Rejected by ${TEST_MODERATOR.email}`);
    expect(items[0]).toHaveTextContent('Sunday brunch (Harbor Brunch)');
    expect(items[0]).toHaveTextContent('Pending → Rejected · Notes: Content not suitable');
    expect(items[1]).toHaveTextContent('Added by Automation (admin key)');
    expect(items[1]).toHaveTextContent('New → Pending');
    expect(sent.find((request) => request.url === '/moderation-records')?.params).toEqual({ limit: '10' });
    // The password went only to the sign-in, and nothing carries an admin key.
    expect(sent.filter((request) => JSON.stringify(request).includes(TEST_PASSWORD)).map((r) => r.url)).toEqual([
      '/moderator/session',
    ]);
    expect(sent.every((request) => request.headers['x-admin-key'] === undefined)).toBe(true);
    expect(window.sessionStorage.length + window.localStorage.length).toBe(0);
  });

  it("shows the server's refusal of too many attempts by the form", async () => {
    const { user } = setup({
      'GET /moderator/session': { status: 204 },
      'POST /moderator/session': { status: 429, data: { error: 'Too many sign-in attempts. Try again later.' } },
    });
    await user.type(await screen.findByLabelText('Email'), TEST_MODERATOR.email);
    await user.type(passwordField(), 'guess');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again later.');
  });

  it('asks for a reset link by e-mail without telling whether the address has an account', async () => {
    const { user, sent } = setup({
      'GET /moderator/session': { status: 204 },
      'POST /auth/forgot-password': { data: { ok: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email');
    await user.type(emailField(), TEST_MODERATOR.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If that address has an account, a link to reset the password is on its way.',
    );
    expect(sent.find((request) => request.url === '/auth/forgot-password')?.body).toEqual({
      email: TEST_MODERATOR.email,
    });
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('finds an existing session at once, and signs out with the CSRF token', async () => {
    const { user, sent } = setup({
      'GET /moderator/session': { data: SESSION_ANSWER },
      'GET /admin/stats': { data: STATS },
      'GET /moderation-records': { data: [], total: 0 },
      'DELETE /moderator/session': { status: 204 },
    });
    expect(await screen.findByText('No moderation actions yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Moderator sign in' })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'DELETE')?.csrf).toBe(TEST_CSRF_TOKEN);
  });

  it('downloads the CSV with the session (no key in the URL or headers), saves it and says so', async () => {
    signedInAsModerator();
    let finish: (reply: { data: Blob }) => void = () => {};
    const { user, alert, sent, saved, blobs } = setup({
      'GET /businesses/export/csv': () => new Promise((resolve) => (finish = resolve)),
      'GET /admin/stats': { data: STATS },
      'GET /moderation-records': { data: [], total: 0 },
    });
    await user.click(downloadButton());

    expect(await screen.findByRole('button', { name: 'Downloading...' })).toBeDisabled();
    await waitFor(() => expect(sent.map((request) => request.url)).toContain('/businesses/export/csv'));
    finish({ data: new Blob([CSV_TEXT], { type: 'text/csv' }) });

    await waitFor(() => expect(alert).toHaveBeenCalledWith('CSV downloaded successfully!'));
    expect(saved).toEqual([{ fileName: 'tampa-bay-businesses.csv', href: 'blob:tampa-local/csv' }]);
    expect(blobs[0]?.size).toBe(CSV_TEXT.length);
    const csvCall = sent.find((request) => request.url === '/businesses/export/csv');
    expect(csvCall?.params).toEqual({});
    expect(csvCall?.headers['x-admin-key']).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('alerts the JSON error of a refused export (Blob body, as a browser delivers it)', async () => {
    signedInAsModerator();
    const { user, alert, saved } = setup({
      'GET /businesses/export/csv': { status: 429, data: textBlob('{"error":"Too many requests."}') },
    });
    await user.click(downloadButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error: Too many requests.'));
    expect(saved).toEqual([]);
  });

  it('alerts the JSON error field of a parsed body too', async () => {
    signedInAsModerator();
    const { user, alert } = setup({
      'GET /businesses/export/csv': { status: 500, data: { error: 'Export failed' } },
    });
    await user.click(downloadButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error: Export failed'));
  });

  it('alerts a network failure', async () => {
    signedInAsModerator();
    const { user, alert } = setup({ 'GET /businesses/export/csv': networkError });
    await user.click(downloadButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Download failed. Please try again.'));
  });

  it("an ended session: the server's 401 sends the moderator back to sign in, with its message", async () => {
    signedInAsModerator();
    setup({
      'GET /admin/stats': { status: 401, data: { error: 'Your session has ended. Please sign in again.' } },
      'GET /moderation-records': { status: 401, data: { error: 'Your session has ended. Please sign in again.' } },
    });
    expect(await screen.findByRole('heading', { name: 'Moderator sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
