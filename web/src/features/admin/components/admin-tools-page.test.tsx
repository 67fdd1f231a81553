import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRoute } from '@/testing/mock-api';
import { renderRoute } from '@/testing/test-utils';
import {
  TEST_ADMIN_KEY,
  networkError,
  recordRequests,
  resetAdminSession,
  storeAdminKey,
  storedAdminKey,
  textBlob,
} from '../testing/admin-test-utils';
import { AdminToolsPage } from './admin-tools-page';

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
  const view = renderRoute(<AdminToolsPage />, { path: '/admin' });
  return { api, sent, alert, ...downloads, ...view };
}

const keyField = () => screen.getByLabelText('Admin key');
const downloadButton = () => screen.getByRole('button', { name: 'Download CSV' });

describe('/admin', () => {
  beforeEach(resetAdminSession);

  it('has the key field, the export button, the link to video management and noindex', () => {
    setup({});
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(keyField()).toHaveAttribute('type', 'password');
    expect(downloadButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Manage Videos' })).toHaveAttribute('href', '/admin/videos');
    expect(document.title).toBe('Admin | Tampa Local');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(screen.getByText('Enter your admin key to see live statistics.')).toBeInTheDocument();
  });

  it('removes noindex again when the page goes away', () => {
    const { unmount } = setup({});
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('refuses a blank key with an alert and sends nothing', async () => {
    const { user, alert, sent } = setup({});
    await user.type(keyField(), '   ');
    await user.click(downloadButton());
    expect(alert).toHaveBeenCalledWith('Please enter admin key');
    expect(sent).toEqual([]);
  });

  it('downloads the CSV with the key in the X-Admin-Key header, saves it, then shows live statistics', async () => {
    let finish: (reply: { data: Blob }) => void = () => {};
    const { user, alert, sent, saved, blobs } = setup({
      'GET /businesses/export/csv': () => new Promise((resolve) => (finish = resolve)),
      'GET /admin/stats': { data: STATS },
    });
    await user.type(keyField(), TEST_ADMIN_KEY);
    await user.click(downloadButton());

    expect(await screen.findByRole('button', { name: 'Downloading...' })).toBeDisabled();
    await waitFor(() => expect(sent.map((request) => request.url)).toContain('/businesses/export/csv'));
    finish({ data: new Blob([CSV_TEXT], { type: 'text/csv' }) });

    await waitFor(() => expect(alert).toHaveBeenCalledWith('CSV downloaded successfully!'));
    expect(saved).toEqual([{ fileName: 'tampa-bay-businesses.csv', href: 'blob:tampa-local/csv' }]);
    expect(blobs[0]?.size).toBe(CSV_TEXT.length);
    const csvCall = sent.find((request) => request.url === '/businesses/export/csv');
    expect(csvCall?.adminKey).toBe(TEST_ADMIN_KEY);
    expect(csvCall?.params).toEqual({});
    expect(JSON.stringify(sent)).not.toContain('adminKey=');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(storedAdminKey()).toBe(TEST_ADMIN_KEY);

    const stats = screen.getByRole('region', { name: 'Business Statistics' });
    expect(await within(stats).findByText('227')).toBeInTheDocument();
    expect(within(stats).getByText('Nightlife').nextElementSibling).toHaveTextContent('114');
    expect(within(stats).getByText('Hotels').nextElementSibling).toHaveTextContent('36');
    expect(sent.find((request) => request.url === '/admin/stats')?.adminKey).toBe(TEST_ADMIN_KEY);
  });

  it('alerts the JSON error of a refused export (Blob body, as a browser delivers it)', async () => {
    const { user, alert, saved } = setup({
      'GET /businesses/export/csv': { status: 429, data: textBlob('{"error":"Too many failed admin key attempts."}') },
    });
    await user.type(keyField(), TEST_ADMIN_KEY);
    await user.click(downloadButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error: Too many failed admin key attempts.'));
    expect(saved).toEqual([]);
  });

  it('alerts the JSON error field of a parsed body too', async () => {
    const { user, alert } = setup({
      'GET /businesses/export/csv': { status: 500, data: { error: 'Export failed' } },
    });
    await user.type(keyField(), TEST_ADMIN_KEY);
    await user.click(downloadButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error: Export failed'));
  });

  it('alerts a network failure', async () => {
    const { user, alert } = setup({ 'GET /businesses/export/csv': networkError });
    await user.type(keyField(), TEST_ADMIN_KEY);
    await user.click(downloadButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Download failed. Please try again.'));
  });

  it('a wrong key: 401 alert, the key is forgotten and asked for again with the server message', async () => {
    storeAdminKey('old-key');
    const { user, alert } = setup({
      'GET /admin/stats': { data: STATS },
      'GET /businesses/export/csv': { status: 401, data: textBlob('{"error":"Invalid admin key"}') },
    });
    await user.clear(keyField());
    await user.type(keyField(), 'wrong-key');
    await user.click(downloadButton());

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error: Invalid admin key'));
    expect(storedAdminKey()).toBeNull();
    expect(keyField()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid admin key');
    expect(keyField()).toHaveFocus();
    expect(screen.getByText('Enter your admin key to see live statistics.')).toBeInTheDocument();
  });

  it('a stored key shows statistics at once; a 401 there clears it and asks again', async () => {
    storeAdminKey();
    setup({ 'GET /admin/stats': { status: 401, data: { error: 'Invalid admin key' } } });
    expect(keyField()).toHaveValue(TEST_ADMIN_KEY);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid admin key');
    expect(storedAdminKey()).toBeNull();
    expect(keyField()).toHaveValue('');
  });

  it('Show Statistics checks the key without downloading; Forget key signs out', async () => {
    const { user, sent } = setup({ 'GET /admin/stats': { data: STATS } });
    await user.type(keyField(), TEST_ADMIN_KEY);
    await user.click(screen.getByRole('button', { name: 'Show Statistics' }));
    expect(await screen.findByText('227')).toBeInTheDocument();
    expect(storedAdminKey()).toBe(TEST_ADMIN_KEY);
    expect(sent.every((request) => request.url === '/admin/stats')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Forget key' }));
    expect(storedAdminKey()).toBeNull();
    expect(keyField()).toHaveValue('');
    expect(screen.getByText('Enter your admin key to see live statistics.')).toBeInTheDocument();
  });
});
