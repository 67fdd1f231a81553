import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { VIDEO_URL_ERRORS } from '@tampa-local/domain';

// The automation key scripts/e2e-stack.mjs gives the cms; the site itself never knows it.
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

/** The seed's demo moderator (scripts/e2e-stack.mjs seeds outside production). */
const MODERATOR = {
  email: process.env.E2E_MODERATOR_EMAIL ?? 'moderator@tampalocal.example',
  password: process.env.E2E_MODERATOR_PASSWORD ?? 'tampa-local-moderator',
};

async function signIn(page: Page, password = MODERATOR.password) {
  await page.getByLabel('Email', { exact: true }).fill(MODERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // exact: the header's visitor 'Sign In' is a link of the same name.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signInOnVideoPage(page: Page) {
  await page.goto('/admin/videos');
  await signIn(page);
  await expect(page.getByRole('combobox', { name: 'Find a business' })).toBeVisible();
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

test.describe('moderation', () => {
  test('/admin: a moderator signs in, exports the CSV, sees statistics and the latest actions, and signs out', async ({
    page,
    context,
  }) => {
    const alerts = collectAlerts(page);
    await page.goto('/admin');
    await expect(page).toHaveTitle('Admin | Tampa Local');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'Moderator sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);

    await signIn(page, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await signIn(page);
    await expect(page.getByText(`Signed in as ${MODERATOR.email}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Videos' })).toHaveAttribute('href', '/admin/videos');
    // The session is an httpOnly, SameSite=Strict cookie for /api only: no script can read it.
    const session = (await context.cookies()).find((cookie) => cookie.name === 'tl_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('tl_session');
    expect(await page.evaluate(() => window.sessionStorage.length + window.localStorage.length)).toBe(0);

    const exports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/businesses/export/csv')) exports.push(request.url());
    });
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('tampa-bay-businesses.csv');
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/)[0]?.replace(/"/g, '')).toMatch(/^ID,Name,Slug,Category,Area,Address/);
    await expect.poll(() => alerts.at(-1)).toBe('CSV downloaded successfully!');
    expect(exports.every((url) => !url.includes('adminKey'))).toBe(true);

    // Live statistics, the same numbers the server reports.
    const stats = await (await page.request.get('/api/admin/stats', { headers: { 'X-Admin-Key': ADMIN_KEY } })).json();
    const panel = page.getByRole('region', { name: 'Business Statistics' });
    await expect(panel.getByText('Total businesses').locator('xpath=following-sibling::dd')).toHaveText(
      Number(stats.total).toLocaleString('en-US'),
    );
    await expect(panel.getByText('Nightlife', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      Number(stats.byCategory.nightlife).toLocaleString('en-US'),
    );
    await expect(page.getByRole('region', { name: 'Latest Moderation' })).toBeVisible();

    // The session lasts across pages: the video page opens without asking again.
    await page.getByRole('link', { name: 'Manage Videos' }).click();
    await expect(page.getByRole('combobox', { name: 'Find a business' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Moderator sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Moderator sign in' })).toBeVisible();
    expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
  });

  test('/admin/videos: add, approve, hide, reject and delete a video, each recorded with who did it', async ({
    page,
  }) => {
    await signInOnVideoPage(page);
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
    expect(await actionsOf(card)).toEqual(['Approve', 'Reject', 'Delete', 'History']);

    await card.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Success', 'Video moderated successfully!');
    await expect(card).toContainText('Active');
    await expect(queued(page, title)).toHaveCount(0);
    await expect.poll(() => actionsOf(card)).toEqual(['Hide', 'Delete', 'History']);

    await card.getByRole('button', { name: 'Hide' }).click();
    await expect(card).toContainText('Under review');
    await expect(card).toContainText('Pending');
    await expect.poll(() => actionsOf(card)).toEqual(['Approve', 'Reject', 'Delete', 'History']);

    await card.getByRole('button', { name: 'Reject' }).click();
    await expect(card).toContainText('Rejected');
    await expect(card).toContainText('Content not suitable');
    await expect.poll(() => actionsOf(card)).toEqual(['Delete', 'History']);

    // The card's history: every step, newest first, by the signed-in moderator.
    await card.getByRole('button', { name: 'History' }).click();
    const history = card.getByRole('listitem').filter({ hasText: ` by ${MODERATOR.email}` });
    await expect(history).toHaveCount(4);
    await expect(history.nth(0)).toContainText('Rejected by');
    await expect(history.nth(0)).toContainText('Pending → Rejected · Notes: Content not suitable');
    await expect(history.nth(1)).toContainText('Hidden by');
    await expect(history.nth(2)).toContainText('Approved by');
    await expect(history.nth(3)).toContainText('Added by');

    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this video?' });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Delete video' }).click();
    await expectToast(page, 'Success', 'Video deleted successfully!');
    await expect(card).toHaveCount(0);

    // /admin lists the deletion first, with the video it was.
    await page.getByRole('link', { name: 'Back to Admin' }).click();
    const latest = page.getByRole('region', { name: 'Latest Moderation' }).getByRole('listitem').first();
    await expect(latest).toContainText(`Deleted by ${MODERATOR.email}`);
    await expect(latest).toContainText(`${title} (Harbor Brunch)`);
  });

  test('/admin/videos: a refused video shows the server message in an error toast', async ({ page }) => {
    await signInOnVideoPage(page);
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

  test('a session ended elsewhere sends the moderator back to sign in; a call without the CSRF token is refused', async ({
    page,
  }) => {
    await signInOnVideoPage(page);
    // The browser's cookie, but no CSRF token: what a forged cross-site request would carry.
    const pending = (await (await page.request.get('/api/business-videos/pending')).json()) as Array<{ id: string }>;
    const forged = await page.request.post(`/api/business-videos/${pending[0]?.id ?? 'none'}/moderate`, {
      data: { status: 'active' },
    });
    expect(forged.status()).toBe(403);

    // Signed out from another tab (with the token): this page finds out at its next admin call.
    await pickBusiness(page, 'harbor', 'Harbor Brunch');
    const { csrfToken } = (await (await page.request.get('/api/moderator/session')).json()) as { csrfToken: string };
    const signOut = await page.request.delete('/api/moderator/session', { headers: { 'X-CSRF-Token': csrfToken } });
    expect(signOut.status()).toBe(204);
    await page.getByLabel(/Video URL/).fill(`https://vimeo.com/${Date.now() % 1_000_000_000}`);
    await page.getByRole('button', { name: 'Add Video' }).click();
    await expect(page.getByRole('heading', { name: 'Moderator sign in' })).toBeVisible();
    await expect(page.getByText(/Sign in required|Your session has ended/).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Find a business' })).toHaveCount(0);
  });

  test('both admin pages pass axe checks: sign-in, statistics, videos and a toast', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Moderator sign in' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await signIn(page, 'wrong');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await signIn(page);
    await expect(page.getByText('Total businesses')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/admin/videos');
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
