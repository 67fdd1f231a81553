import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ReviewPage } from '@tampa-local/domain';
import { apiGet, expect, mailedLink, test } from './fixtures';

/**
 * Reviews on a business page, in Chromium against the real cms: read (server-rendered,
 * sorted, paged), write, edit, delete, vote and report, by keyboard where people would.
 */
const PASSWORD = 'Sunny-bay-2026';
const REVIEWED = 'harbor-brunch';

/** A new confirmed visitor, signed in on this page. */
async function newVisitor(page: Page, request: APIRequestContext, name: string): Promise<string> {
  const email = `${name}-${Date.now()}-${test.info().project.name}@example.test`;
  expect((await request.post('/api/account/sign-up', { data: { email, password: PASSWORD } })).status()).toBe(202);
  const code = new URLSearchParams(
    (await mailedLink(email, /http:\/\/\S+\/account\/confirm\?code=[0-9a-f]{64}/)).split('?')[1],
  ).get('code');
  expect((await request.post('/api/account/confirm', { data: { code } })).status()).toBe(200);
  await page.goto('/account');
  const form = page.getByRole('region', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  return email;
}

/** A 64 × 48 PNG, and a picture that is a script. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDVtEkF9saF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+E1DVHqNkr1cAAAAASUVORK5CYII=',
  'base64',
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Reviews' });

test.describe('reviews on a business page', () => {
  test('arrive with the page: histogram, texts, sort links and crawlable pages, and JSON-LD from the real figures', async ({
    request,
  }) => {
    const first = await apiGet<ReviewPage>(request, `/businesses/${REVIEWED}/reviews`);
    expect(first.total).toBeGreaterThan(10);
    const html = await (await request.get(`/businesses/${REVIEWED}`)).text();
    // The first page's texts are in the served HTML (React escapes &, <, > and quotes).
    const escaped = (text: string) =>
      text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#x27;');
    for (const review of first.items) expect(html).toContain(escaped(review.text).slice(0, 60));
    expect(html).toMatch(
      new RegExp(
        `href="/businesses/${REVIEWED}\\?page=2#reviews"[^>]*rel="next"|rel="next"[^>]*href="/businesses/${REVIEWED}\\?page=2#reviews"`,
      ),
    );
    expect(html).toContain(`href="/businesses/${REVIEWED}?sort=highest#reviews"`);

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const business = jsonLd.find((node) => 'aggregateRating' in node) as {
      aggregateRating: { ratingValue: number; reviewCount: number };
      review: Array<{ reviewBody: string; reviewRating: { ratingValue: number }; author: { name: string } }>;
    };
    expect(business.aggregateRating).toMatchObject({ ratingValue: first.rating, reviewCount: first.reviewCount });
    expect(business.review.map((review) => review.reviewBody)).toEqual(first.items.map((review) => review.text));
    expect(business.review[0]!.author.name).toBe(first.items[0]!.author.name);

    // Page 2, sorted by the lowest rating, is its own server-rendered URL.
    const lowest = await apiGet<ReviewPage>(request, `/businesses/${REVIEWED}/reviews`, { sort: 'lowest', page: 2 });
    const second = await (await request.get(`/businesses/${REVIEWED}?sort=lowest&page=2`)).text();
    expect(second).toContain(escaped(lowest.items[0]!.text).slice(0, 60));
    expect(second).toContain('Page 2 of');
  });

  test('sort and page by clicking: the URL keeps both and the histogram adds up', async ({ page, request }) => {
    const first = await apiGet<ReviewPage>(request, `/businesses/${REVIEWED}/reviews`);
    await page.goto(`/businesses/${REVIEWED}`);
    const reviews = reviewsOf(page);
    const bars = reviews.getByRole('list', { name: 'Reviews by stars' }).getByRole('listitem');
    await expect(bars).toHaveCount(5);
    const counts = (await bars.allInnerTexts()).map((text) => Number(/([\d,]+)\s*$/.exec(text)![1]!.replace(/,/g, '')));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(first.total);

    await reviews.getByRole('link', { name: 'Highest rated' }).click();
    await expect(page).toHaveURL(new RegExp(`/businesses/${REVIEWED}\\?sort=highest#reviews$`));
    await expect(reviews.getByRole('link', { name: 'Highest rated' })).toHaveAttribute('aria-current', 'true');
    const highest = await apiGet<ReviewPage>(request, `/businesses/${REVIEWED}/reviews`, { sort: 'highest' });
    await expect(reviews.getByRole('article').first().getByRole('heading')).toHaveText(highest.items[0]!.author.name);

    await reviews.getByRole('link', { name: 'Next page →' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?sort=highest&page=2#reviews$`));
    await expect(reviews.getByText(/^Page 2 of \d+$/)).toBeVisible();
    const secondPage = await apiGet<ReviewPage>(request, `/businesses/${REVIEWED}/reviews`, {
      sort: 'highest',
      page: 2,
    });
    await expect(reviews.getByRole('article')).toHaveCount(secondPage.items.length);
  });

  // One visitor per browser project: sign-ups are limited per client (5 an hour).
  test("a visitor writes, edits and deletes a review by keyboard, the figures following; marks another's helpful once and reports it; axe clean", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const slug = 'riverwalk-grand-hotel';
    // A name of this run's own: a retry finds the first attempt's review under another name.
    const name = `Keyboard ${Date.now() % 100_000}`;
    await newVisitor(page, request, 'writer');
    const before = await apiGet<ReviewPage>(request, `/businesses/${slug}/reviews`);
    await page.goto(`/businesses/${slug}`);
    const reviews = reviewsOf(page);
    await reviews.getByRole('button', { name: 'Write a review' }).focus();
    await page.keyboard.press('Enter');

    // Stars by arrow keys, like any radio group.
    await reviews.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(reviews.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const text = reviews.getByRole('textbox', { name: 'Your review', exact: true });
    await text.focus();
    await page.keyboard.type('Lovely <b>room</b>');
    await expect(text).toHaveAccessibleDescription('18 of at least 30 characters');
    await page.keyboard.type(' with a view of the river and https://spam.example');
    await reviews.getByRole('textbox', { name: 'Name shown with your reviews' }).fill(name);
    await reviews.getByRole('button', { name: 'Post review' }).focus();
    await page.keyboard.press('Enter');

    await expect(reviews.getByRole('heading', { name: 'Your review' })).toBeVisible();
    await expect(reviews.getByText('Published', { exact: true })).toBeVisible();
    const mine = reviews.getByRole('article', { name: new RegExp(name) });
    // Text stays text: no element made of it, no link.
    await expect(mine.getByText('Lovely <b>room</b> with a view of the river and https://spam.example')).toBeVisible();
    await expect(mine.locator('b')).toHaveCount(0);
    await expect(mine.getByRole('link')).toHaveCount(0);
    const after = await apiGet<ReviewPage>(request, `/businesses/${slug}/reviews`);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.histogram[3]).toBe(before.histogram[3] + 1);

    await reviews.getByRole('button', { name: 'Edit your review' }).click();
    await reviews.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(reviews.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await reviews
      .getByRole('textbox', { name: 'Your review', exact: true })
      .fill('Changed my mind: the walls are thin and the street is loud at night.');
    await reviews.getByRole('button', { name: 'Save changes' }).click();
    await expect(reviews.getByRole('article', { name: new RegExp(name) }).getByText(/Edited/)).toBeVisible();
    expect((await apiGet<ReviewPage>(request, `/businesses/${slug}/reviews`)).histogram[1]).toBe(
      before.histogram[1] + 1,
    );

    // A second review of the same business is not offered; the account page lists this one.
    await page.goto('/account');
    const list = page.getByRole('region', { name: 'Your reviews' });
    await expect(list.getByRole('link', { name: 'Riverwalk Grand Hotel' })).toBeVisible();
    await expect(list.getByText('Published')).toBeVisible();

    await page.goto(`/businesses/${slug}`);
    await reviewsOf(page).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your review?' });
    await dialog.getByRole('button', { name: 'Delete review' }).click();
    await expect(reviewsOf(page).getByRole('button', { name: 'Write a review' })).toBeVisible();
    const gone = await apiGet<ReviewPage>(request, `/businesses/${slug}/reviews`);
    expect(gone.reviewCount).toBe(before.reviewCount);
    expect(gone.rating).toBe(before.rating);

    // Someone else's review: helpful once, and a report with a reason.
    await page.goto(`/businesses/${REVIEWED}`);
    const review = reviewsOf(page).getByRole('article').first();
    const helpful = review.getByRole('button', { name: /^Helpful/ });
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(review.getByText(/found this helpful/)).toBeVisible();
    await page.reload();
    await expect(
      reviewsOf(page)
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Helpful/ }),
    ).toHaveAttribute('aria-pressed', 'true');

    const again = reviewsOf(page).getByRole('article').first();
    await again.getByRole('button', { name: 'Report' }).click();
    await again.getByRole('button', { name: 'Send report' }).click();
    await expect(again.getByRole('alert')).toHaveText('Choose a reason for the report');
    await again.getByLabel('Why should a moderator look at it?').selectOption('spam');
    await again.getByRole('button', { name: 'Send report' }).click();
    await expect(again.getByRole('status')).toHaveText('Thanks: a moderator will look at this review.');

    await reviewsOf(page).getByRole('button', { name: 'Write a review' }).click();
    const results = await new AxeBuilder({ page }).include('#reviews').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('signed out: a link to sign in instead of the form, and no vote buttons', async ({ page }) => {
    await page.goto(`/businesses/${REVIEWED}`);
    const reviews = reviewsOf(page);
    await expect(reviews.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute('href', '/account');
    await expect(reviews.getByRole('button', { name: /^Helpful/ })).toHaveCount(0);
  });

  test('a visitor adds photos to their review: pictures on the page and in its HTML, removed while editing', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const slug = 'el-tabaquero-spanish-bistro';
    const name = `Photographer ${Date.now() % 100_000}`;
    await newVisitor(page, request, 'photographer');
    await page.goto(`/businesses/${slug}`);
    const reviews = reviewsOf(page);
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    await reviews.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('Space');
    await reviews
      .getByRole('textbox', { name: 'Your review', exact: true })
      .fill('Quiet lounge, friendly staff and a good choice of cigars rolled next door.');
    await reviews.getByRole('textbox', { name: 'Name shown with your reviews' }).fill(name);

    // A file that is not a picture is left out at once, with the reason.
    const picker = reviews.getByLabel('Add photos');
    await picker.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) });
    await expect(reviews.getByRole('alert')).toHaveText(
      'logo.svg: Photos must be JPEG, PNG, GIF, WebP or AVIF pictures',
    );
    await picker.setInputFiles({ name: 'lounge.png', mimeType: 'image/png', buffer: PNG });
    await reviews.getByRole('textbox', { name: /Describe lounge.png/ }).fill('Leather chairs by the window');
    await reviews.getByRole('button', { name: 'Post review' }).click();

    const own = reviews.getByRole('list', { name: 'Photos from your review' });
    await expect(own.getByRole('img', { name: 'Leather chairs by the window' })).toBeVisible();
    const mine = reviews.getByRole('article', { name: new RegExp(name) });
    const picture = mine.getByRole('img', { name: 'Leather chairs by the window' });
    await expect(picture).toBeVisible();
    // The picture loads from the site's own origin.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const url = await picture.evaluate((img: HTMLImageElement) => new URL(img.src).pathname);
    expect(url).toMatch(/^\/uploads\/review_\d+_/);

    // In the HTML the server sends, for crawlers and slow phones.
    const html = await (await request.get(`/businesses/${slug}`)).text();
    expect(html).toContain(url);
    expect(html).toContain('alt="Leather chairs by the window"');

    await reviews.getByRole('button', { name: 'Edit your review' }).click();
    await reviews.getByRole('button', { name: 'Remove photo 1' }).click();
    await expect(reviews.getByRole('button', { name: 'Remove photo 1' })).toHaveCount(0);
    await reviews.getByRole('button', { name: 'Cancel' }).click();
    await expect(mine.getByRole('img', { name: 'Leather chairs by the window' })).toHaveCount(0);
    expect((await request.get(url)).status()).toBe(404);

    await reviews.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete your review?' })
      .getByRole('button', { name: 'Delete review' })
      .click();
    await expect(reviews.getByRole('button', { name: 'Write a review' })).toBeVisible();
  });
});
