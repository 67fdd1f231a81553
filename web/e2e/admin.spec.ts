import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { VIDEO_URL_ERRORS } from '@tampa-local/domain';

// The key scripts/e2e-stack.mjs gives the cms; the app itself never knows it.
const ADMIN_KEY = process.env.E2E_ADMIN_KEY ?? 'e2e-admin-key-0123456789abcdef';
const DIST_ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client/assets');

/** Collects the messages of window.alert, accepting each. */
function collectAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

async function enterKeyOnVideoPage(page: Page, key = ADMIN_KEY) {
  await page.goto('/admin/videos');
  await page.getByLabel('Admin key', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function chooseBusiness(page: Page, text: string, name: string) {
  await page.getByRole('combobox', { name: 'Find a business' }).fill(text);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

async function pickBusiness(page: Page, text: string, name: string) {
  await chooseBusiness(page, text, name);
  await expect(page.getByRole('region', { name: 'Selected Business' })).toContainText(name);
}

/** A video of the selected business (the moderation queue lists pending ones too). */
function videoCard(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Videos/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
}

function queued(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Pending/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
}

async function expectToast(page: Page, title: string, message: string | RegExp) {
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(region.getByRole('listitem')).toHaveCount(1);
  await expect(region).toContainText(title);
  await expect(region).toContainText(message);
}

/** WCAG A/AA problems axe finds on the page as it is now (contrast included). */
async function accessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target) }));
}

/** The card's buttons, in order. */
async function actionsOf(card: Locator): Promise<string[]> {
  return (await card.getByRole('button').allTextContents()).map((text) => text.trim());
}

test.describe('admin', () => {
  test('/admin: CSV export with a blank, a wrong and the right key', async ({ page }) => {
    const alerts = collectAlerts(page);
    await page.goto('/admin');
    await expect(page).toHaveTitle('Admin | Tampa Local');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByLabel('Admin key', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: 'Manage Videos' })).toHaveAttribute('href', '/admin/videos');

    const exports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/businesses/export/csv')) exports.push(request.url());
    });

    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect.poll(() => alerts).toEqual(['Please enter admin key']);
    expect(exports).toEqual([]);

    await page.getByLabel('Admin key', { exact: true }).fill('not-the-admin-key');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect.poll(() => alerts.at(-1)).toBe('Error: Invalid admin key');
    await expect(page.getByRole('alert')).toHaveText('Invalid admin key');
    await expect(page.getByLabel('Admin key', { exact: true })).toHaveValue('');

    await page.getByLabel('Admin key', { exact: true }).fill(ADMIN_KEY);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('tampa-bay-businesses.csv');
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/)[0]?.replace(/"/g, '')).toMatch(/^ID,Name,Slug,Category,Area,Address/);
    await expect.poll(() => alerts.at(-1)).toBe('CSV downloaded successfully!');
    // The key travels in a header only, never in a URL.
    expect(exports.every((url) => !url.includes(ADMIN_KEY) && !url.includes('adminKey'))).toBe(true);

    // Live statistics, the same numbers the server reports.
    const stats = await (await page.request.get('/api/admin/stats', { headers: { 'X-Admin-Key': ADMIN_KEY } })).json();
    const panel = page.getByRole('region', { name: 'Business Statistics' });
    await expect(panel.getByText('Total businesses').locator('xpath=following-sibling::dd')).toHaveText(
      Number(stats.total).toLocaleString('en-US'),
    );
    await expect(panel.getByText('Nightlife', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      Number(stats.byCategory.nightlife).toLocaleString('en-US'),
    );

    // The key lasts for the session: the video page opens without asking again.
    await page.getByRole('link', { name: 'Manage Videos' }).click();
    await expect(page.getByRole('combobox', { name: 'Find a business' })).toBeVisible();
  });

  test('/admin/videos: add, approve, hide, reject and delete a video', async ({ page }) => {
    await enterKeyOnVideoPage(page);
    await expect(page).toHaveTitle('Video Management | Tampa Local');
    await expect(page.getByText('Admin Only')).toBeVisible();
    await pickBusiness(page, 'harbor', 'Harbor Brunch');
    await expect(page.getByRole('heading', { name: /^Videos \(\d+\)$/ })).toBeVisible();

    const stamp = Date.now();
    const title = `Rooftop tour ${stamp}`;
    await expect(page.getByRole('button', { name: 'Add Video' })).toBeDisabled();
    await page.getByLabel(/Video URL/).fill(`https://www.tiktok.com/@tampalocal/video/${stamp}`);
    await page.getByLabel(/Title/).fill(title);
    await page.getByRole('switch', { name: 'Own content' }).click();
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expectToast(page, 'Success', 'Video added successfully!');

    const card = videoCard(page, title);
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('TikTok');
    // It waits in the moderation queue too, with its business.
    await expect(queued(page, title)).toContainText('For Harbor Brunch');
    await expect(card).toContainText('Own content');
    // Pending: Approve and Reject; Hide, a move the status flow forbids, is not offered.
    expect(await actionsOf(card)).toEqual(['Approve', 'Reject', 'Delete']);

    await card.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Success', 'Video moderated successfully!');
    await expect(card).toContainText('Active');
    await expect(queued(page, title)).toHaveCount(0);
    await expect.poll(() => actionsOf(card)).toEqual(['Hide', 'Delete']);

    await card.getByRole('button', { name: 'Hide' }).click();
    await expect(card).toContainText('Under review');
    await expect(card).toContainText('Pending');
    await expect.poll(() => actionsOf(card)).toEqual(['Approve', 'Reject', 'Delete']);

    await card.getByRole('button', { name: 'Reject' }).click();
    await expect(card).toContainText('Rejected');
    await expect(card).toContainText('Content not suitable');
    await expect.poll(() => actionsOf(card)).toEqual(['Delete']);

    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this video?' });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Delete video' }).click();
    await expectToast(page, 'Success', 'Video deleted successfully!');
    await expect(card).toHaveCount(0);
  });

  test('/admin/videos: a refused video shows the server message in an error toast', async ({ page }) => {
    await enterKeyOnVideoPage(page);
    await pickBusiness(page, 'harbor', 'Harbor Brunch');
    await page.getByLabel(/Video URL/).fill('https://videos.example.com/clip/1');
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expectToast(page, 'Error', `Failed to add video: ${VIDEO_URL_ERRORS.unsupportedHost}`);
    await expect(page.getByLabel(/Video URL/)).toHaveValue('https://videos.example.com/clip/1');

    // F8 takes keyboard users to the notification; its close button dismisses it.
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('list')).toBeFocused();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem')).toHaveCount(0);
  });

  test('/admin/videos: a key the server refuses is forgotten and asked for again', async ({ page }) => {
    await enterKeyOnVideoPage(page, 'wrong-admin-key');
    await expect(page.getByRole('alert')).toHaveText('Invalid admin key');
    await expect(page.getByRole('combobox', { name: 'Find a business' })).toHaveCount(0);

    // A stale key in the session: the moderation queue's call answers 401 at once and the
    // key form returns before anything else is done.
    await page.evaluate(() => window.sessionStorage.setItem('tampa-local:admin-key', 'stale-admin-key'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Enter your admin key' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Invalid admin key');
    expect(await page.evaluate(() => window.sessionStorage.getItem('tampa-local:admin-key'))).toBeNull();
  });

  test('both admin pages pass axe checks, with the key form, statistics, videos and a toast', async ({ page }) => {
    await page.goto('/admin');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Admin key', { exact: true }).fill(ADMIN_KEY);
    await page.getByRole('button', { name: 'Show Statistics' }).click();
    await expect(page.getByText('Total businesses')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto('/admin/videos');
    await expect(page.getByLabel('Admin key', { exact: true })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Admin key', { exact: true }).fill(ADMIN_KEY);
    await page.getByRole('button', { name: 'Continue' }).click();
    await pickBusiness(page, 'harbor', 'Harbor Brunch');
    await expect(page.getByRole('heading', { name: /^Videos \(\d+\)$/ })).toBeVisible();
    await page.getByLabel(/Video URL/).fill('https://videos.example.com/clip/2');
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expectToast(page, 'Error', 'Failed to add video');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the built bundle holds no admin key', () => {
    const files = readdirSync(DIST_ASSETS).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    const leaking = files.filter((file) => readFileSync(path.join(DIST_ASSETS, file), 'utf8').includes(ADMIN_KEY));
    expect(leaking).toEqual([]);
  });
});
