import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { apiGet, cards, expect, test } from './fixtures';

interface SeedInfluencer {
  slug: string;
  name: string;
  handle: string;
  niche: string;
}

interface ApiInfluencer extends SeedInfluencer {
  followers: string;
  verified: boolean;
  profileUrl: string | null;
  recommendationCount: number;
}

interface ApiBusiness {
  slug: string;
  name: string;
  category: string;
  area: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  hours: string | null;
  website: string | null;
  rating: number | null;
  reviewCount: number;
  priceRange: string | null;
  featured: boolean;
  isOpen: boolean | null;
}

interface BusinessDetail extends ApiBusiness {
  influencers: ApiInfluencer[];
  recommendations: { influencer: string; rating: number; quote: string | null; posts: unknown[] }[];
  similar: ApiBusiness[];
}

interface InfluencerDetail extends ApiInfluencer {
  recommendations: { rating: number; business: ApiBusiness }[];
  others: ApiInfluencer[];
}

const SEED_INFLUENCERS = JSON.parse(
  readFileSync(new URL('../../seed/data/influencers.json', import.meta.url), 'utf8'),
) as SeedInfluencer[];

/** The background colour of an element painted over white, as [r, g, b] (oklch() included). */
async function backgroundRgb(locator: Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 1, 1);
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
}

test.describe('business detail /businesses/{slug}', () => {
  test('harbor-brunch: dark full-page layout with its own header, no shared header or footer', async ({ page }) => {
    await page.goto('/businesses/harbor-brunch');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbor Brunch');
    await expect(page).toHaveTitle('Harbor Brunch | Tampa Local');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Discover' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    const [red, green, blue] = await backgroundRgb(page.locator('#main-content').locator('xpath=..'));
    expect(red! + green! + blue!, `a dark background, got rgb(${red}, ${green}, ${blue})`).toBeLessThan(120);

    const back = page.getByRole('link', { name: 'Back to Tampa Local' });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the best of Tampa Bay');
    await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Discover' })).toBeVisible();
  });

  test('harbor-brunch: facts, creator recommendations, videos and the PLATINUM owner block', async ({
    page,
    request,
  }) => {
    const business = await apiGet<BusinessDetail>(request, '/businesses/harbor-brunch');
    const videos = await apiGet<unknown[]>(request, '/businesses/harbor-brunch/videos');
    await page.goto('/businesses/harbor-brunch');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(business.name);
    for (const badge of ['Restaurants', 'Downtown Tampa', 'Featured']) {
      await expect(main.getByText(badge, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByRole('img', { name: `Rated ${business.rating!.toFixed(1)} out of 5` })).toBeVisible();
    await expect(main.getByText(`(${business.reviewCount.toLocaleString('en-US')} reviews)`)).toBeVisible();
    await expect(main.getByText(business.description!)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', business.website!);
    await expect(main.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(business.address!)}`,
    );

    const info = page.getByRole('complementary', { name: 'Business information' });
    await expect(info).toContainText(business.address!);
    await expect(info).toContainText(business.phone!);
    await expect(info).toContainText(business.hours!);
    await expect(info.getByRole('img', { name: 'Price level 2 of 4' })).toBeVisible();
    await expect(info.getByText(/^(Open|Closed)( · .+)?$/)).toBeVisible();

    // Favorites are kept in this browser.
    await main.getByRole('button', { name: 'Add to Favorite Businesses' }).click();
    await expect(main.getByRole('button', { name: 'Remove from Favorite Businesses' })).toBeVisible();

    const creators = page.getByRole('region', { name: 'What Our Influencers Are Saying' });
    await expect(creators.getByRole('article')).toHaveCount(business.recommendations.length);
    for (const recommendation of business.recommendations) {
      const influencer = business.influencers.find((item) => item.slug === recommendation.influencer)!;
      const block = creators.getByRole('article', { name: `${influencer.name} on this business` });
      await expect(block.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
        'href',
        `/influencers/${influencer.slug}`,
      );
      await expect(block.getByText(`Rated ${recommendation.rating.toFixed(1)} out of 10`)).toBeAttached();
      if (recommendation.quote) await expect(block).toContainText(recommendation.quote);
      await expect(block.getByRole('button', { name: 'Add to Favorite Creators' })).toBeVisible();
    }

    const videoSection = page.getByRole('region', { name: `Videos (${videos.length})` });
    await expect(videoSection.getByRole('button', { name: /^Play video:/ })).toHaveCount(videos.length);

    const owner = page.getByRole('region', { name: 'From the Business Owner' });
    await expect(owner).toContainText('PLATINUM');
    await expect(owner).toContainText('— The team at Harbor Brunch');
    await expect(page.getByRole('region', { name: 'Similar businesses' })).toHaveCount(0);

    await page.reload();
    await expect(main.getByRole('button', { name: 'Remove from Favorite Businesses' })).toBeVisible();
    const first = business.influencers.find((item) => item.slug === business.recommendations[0]!.influencer)!;
    await creators
      .getByRole('article', { name: `${first.name} on this business` })
      .getByRole('link', { name: 'View Profile' })
      .click();
    await expect(page).toHaveURL(`/influencers/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  });

  test('a business without premium placement lists up to 6 similar businesses', async ({ page, request }) => {
    const [plain] = await apiGet<ApiBusiness[]>(request, '/businesses', { featured: 'false', limit: 1 });
    const business = await apiGet<BusinessDetail>(request, `/businesses/${plain!.slug}`);
    expect(business.similar.length).toBeGreaterThan(0);
    await page.goto(`/businesses/${business.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(business.name);
    await expect(page.getByRole('region', { name: 'From the Business Owner' })).toHaveCount(0);
    await expect(page.getByText('PLATINUM')).toHaveCount(0);

    const similar = page.getByRole('region', { name: 'Similar businesses' }).getByRole('link');
    const expected = business.similar.slice(0, 6);
    await expect(similar).toHaveCount(expected.length);
    for (const [index, other] of expected.entries()) {
      await expect(similar.nth(index)).toHaveAttribute('href', `/businesses/${other.slug}`);
      await expect(similar.nth(index)).toContainText(other.name);
    }
    await similar.first().click();
    await expect(page).toHaveURL(`/businesses/${expected[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!.name);
  });

  test("an unknown business shows 'Business not found.'", async ({ page, pageProblems }) => {
    pageProblems.allow(/status of 404 .*\/api\/businesses\/no-such-business/);
    await page.goto('/businesses/no-such-business');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business not found.');
    await expect(page).toHaveTitle('Business not found | Tampa Local');
    await expect(page.getByRole('link', { name: 'Back to Tampa Local' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Browse businesses' }).click();
    await expect(page).toHaveURL('/businesses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tampa Businesses');
  });
});

test.describe('influencer profile /influencers/{slug}', () => {
  test('a seeded creator: profile facts, Recommended Spots and 4 other creators', async ({ page, request }) => {
    const slug = SEED_INFLUENCERS[0]!.slug;
    const influencer = await apiGet<InfluencerDetail>(request, `/influencers/${slug}`);
    await page.goto(`/influencers/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(influencer.name);
    await expect(page).toHaveTitle(`${influencer.name} (${influencer.handle}) | Tampa Local`);
    const main = page.getByRole('main');
    if (influencer.verified) await expect(main.getByText('✓ Verified')).toBeVisible();
    await expect(main.getByText(influencer.handle, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(influencer.niche, { exact: true }).first()).toBeVisible();
    const facts = main.locator('dl').first();
    await expect(facts).toContainText(`Followers${influencer.followers}`);
    await expect(facts).toContainText(`Recommended spots${influencer.recommendationCount}`);
    if (influencer.profileUrl) {
      await expect(main.getByRole('link', { name: /Visit profile/ })).toHaveAttribute('href', influencer.profileUrl);
    }

    const spots = page.getByRole('region', { name: 'Recommended Spots' });
    await expect(cards(spots)).toHaveCount(influencer.recommendations.length);
    await expect(spots.getByRole('heading', { level: 3 })).toHaveText(
      influencer.recommendations.map((recommendation) => recommendation.business.name),
    );
    const firstSpot = influencer.recommendations[0]!;
    await expect(spots.getByRole('article', { name: firstSpot.business.name })).toContainText(
      `${influencer.name}'s rating: ${firstSpot.rating.toFixed(1)}/10`,
    );

    const others = page.getByRole('region', { name: 'More Tampa creators' });
    await expect(cards(others)).toHaveCount(4);
    await expect(others.getByRole('heading', { level: 3 })).toHaveText(influencer.others.map((other) => other.name));
    await others.getByRole('link', { name: influencer.others[0]!.name }).click();
    await expect(page).toHaveURL(`/influencers/${influencer.others[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(influencer.others[0]!.name);
  });

  test('every seeded creator has a profile page', async ({ page }) => {
    for (const influencer of SEED_INFLUENCERS) {
      await page.goto(`/influencers/${influencer.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(influencer.name);
      await expect(page.getByRole('main')).toContainText(influencer.handle);
      await expect(page.getByRole('main')).toContainText(influencer.niche);
      await expect(page.getByRole('heading', { name: /Recommended Spots/ })).toBeVisible();
    }
  });

  test("an unknown creator shows 'Influencer Not Found' with 'Back to Discovery'", async ({ page, pageProblems }) => {
    pageProblems.allow(/status of 404 .*\/api\/influencers\/nobody-here/);
    await page.goto('/influencers/nobody-here');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Influencer Not Found');
    await expect(page).toHaveTitle('Influencer Not Found | Tampa Local');
    await page.getByRole('link', { name: 'Back to Discovery' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the best of Tampa Bay');
  });
});
