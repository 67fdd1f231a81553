import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

// The cms's own link maker (built by the stack), with the secret scripts/e2e-stack.mjs gives it.
const { previewUrl } = createRequire(import.meta.url)('../../cms/dist/src/core/auth/preview.js') as {
  previewUrl: (
    uid: string,
    documentId: string,
    status: 'draft' | 'published',
    options: { env: Record<string, string>; now?: number },
  ) => string | null;
};
const ENV = { ADMIN_JWT_SECRET: 'e2e-admin-jwt-secret' };

test.describe("editors' preview", () => {
  test('a signed link shows the draft, privately, and only the panel may frame it; a forged or expired link shows nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    const business = (await (await request.get('/api/businesses/harbor-brunch')).json()) as { id: string };
    const link = new URL(
      previewUrl('api::business.business', business.id, 'draft', { env: { ...ENV, SITE_URL: baseURL! } })!,
    );

    const answer = await request.get(link.pathname + link.search);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer.headers()['x-frame-options']).toBeUndefined();
    expect(answer.headers()['content-security-policy']).toMatch(
      /frame-ancestors http:\/\/localhost:\d+ http:\/\/127\.0\.0\.1:\d+/,
    );
    // Every other page stays unframeable.
    const home = await request.get('/');
    expect(home.headers()['x-frame-options']).toBe('DENY');
    expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('status').first()).toHaveText(
      'Preview of the draft: visitors do not see these changes until they are published.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor Brunch' })).toBeVisible();
    await expect(page).toHaveTitle(/Preview: Harbor Brunch/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const forged = new URL(link.href);
    forged.searchParams.set('signature', 'A'.repeat(43));
    const refused = await page.goto(forged.pathname + forged.search);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('alert')).toContainText('This preview link is not valid');
    await expect(page.getByRole('heading', { name: 'Harbor Brunch' })).toHaveCount(0);

    const old = new URL(
      previewUrl('api::business.business', business.id, 'draft', {
        env: { ...ENV, SITE_URL: baseURL! },
        now: Date.now() - 2 * 60 * 60_000,
      })!,
    );
    const expired = await page.goto(old.pathname + old.search);
    expect(expired?.status()).toBe(410);
    await expect(page.getByRole('alert')).toContainText('This preview link has expired');
  });
});
