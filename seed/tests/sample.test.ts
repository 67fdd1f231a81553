import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityDate, timeframeRange } from '@tampa-local/domain';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';
import { parseArgs } from '../src/cli';
import { loadSampleData } from '../src/data';
import { DEMO_MODERATOR, ensureEditor, ensureModerator } from '../src/editor';
import { countContent, resetContent, sampleImageNames, seedSample, type SeedCounts } from '../src/sample';
import { planSampleReviews } from '../src/sample-reviews';

const data = loadSampleData();
let app: TestApp;
let firstCounts: SeedCounts;

beforeAll(async () => {
  app = await startStrapi();
  await seedSample(app.strapi, data);
  firstCounts = await countContent(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

const get = (path: string) => request(app.server).get(path);

describe('loading the sample data', () => {
  it('loads every record and uploads every image once', () => {
    expect(firstCounts).toEqual({
      businesses: data.businesses.length,
      events: data.events.length,
      properties: data.properties.length,
      influencers: data.influencers.length,
      recommendations: data.recommendations.length,
      videos: data.videos.length,
      reviews: planSampleReviews(data.businesses, data.reviews, new Date()).length,
      media: sampleImageNames(data).length,
    });
  });

  it('gives businesses their figures from their reviews, close to the data’s ratings', async () => {
    const knex = app.strapi.db.connection;
    const businesses = (await knex('businesses')
      .whereNotNull('published_at')
      .select('slug', 'document_id', 'rating', 'review_count')) as Array<{
      slug: string;
      document_id: string;
      rating: unknown;
      review_count: unknown;
    }>;
    for (const business of businesses) {
      const counted = (await knex('reviews')
        .where({ business_id: business.document_id, status: 'published' })
        .count({ n: '*' })
        .sum({ total: 'rating' })
        .first()) as { n: unknown; total: unknown };
      const n = Number(counted.n);
      expect(Number(business.review_count), business.slug).toBe(n);
      const designed = data.businesses.find((b) => b.slug === business.slug)?.rating ?? null;
      if (designed === null) {
        expect(business.rating, business.slug).toBeNull();
        continue;
      }
      expect(Number(business.rating), business.slug).toBe(Math.round((Number(counted.total) / n) * 10) / 10);
      expect(Math.abs(Number(business.rating) - designed), business.slug).toBeLessThanOrEqual(0.3);
    }
    const page = await get('/api/businesses/harbor-brunch/reviews');
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThanOrEqual(5);
    expect(page.body.items[0].author.name).toEqual(expect.any(String));
    expect(page.body.items[0].author.reviewCount).toBeGreaterThan(1);
    expect(page.body.reviewCount).toBe(page.body.total);
  });

  it('changes nothing when run again', async () => {
    await seedSample(app.strapi, data);
    expect(await countContent(app.strapi)).toEqual(firstCounts);
  });

  it('serves the sample through the API: 227 businesses, harbor-brunch with its creators', async () => {
    const list = await get('/api/businesses?limit=1');
    expect(list.headers['x-total-count']).toBe('227');
    const harbor = await get('/api/businesses/harbor-brunch');
    expect(harbor.status).toBe(200);
    expect(harbor.body.featured).toBe(true);
    expect(harbor.body.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
    expect(harbor.body.recommendations.length).toBeGreaterThanOrEqual(3);
    const image = await get(harbor.body.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('dates events from the day it runs, so today, this week and later all have events', async () => {
    const today = await get('/api/events?timeframe=today');
    expect(Number(today.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
    expect(today.body.every((e: { date: string }) => e.date === cityDate(new Date()))).toBe(true);
    const upcoming = await get('/api/events?timeframe=upcoming');
    expect(Number(upcoming.headers['x-total-count'])).toBeGreaterThan(0);
    const { to } = timeframeRange('month', new Date());
    const all = await get('/api/events?limit=500');
    expect(all.body.some((e: { date: string }) => to !== null && e.date > to)).toBe(true);
    // Past events are in the data set but never listed.
    expect(Number(all.headers['x-total-count'])).toBeLessThan(data.events.length);
  });

  it('has a result for every real-estate and short-term price range', async () => {
    for (const range of ['under-300k', '300k-500k', '500k-1m', '1m-plus']) {
      const res = await get(`/api/properties?listingType=sale&priceRange=${range}`);
      expect(Number(res.headers['x-total-count']), range).toBeGreaterThan(0);
    }
    for (const range of ['under-100', '100-250', '250-500', '500-plus']) {
      const res = await get(`/api/properties?listingType=short-term&priceRange=${range}`);
      expect(Number(res.headers['x-total-count']), range).toBeGreaterThan(0);
    }
  });

  it('creates the optional editor account once', async () => {
    const env = { SEED_ADMIN_EMAIL: 'Editor@Tampa-Local.example', SEED_ADMIN_PASSWORD: 'Sunshine-Editor-2026' };
    expect(await ensureEditor(app.strapi, env)).toBe('created');
    expect(await ensureEditor(app.strapi, env)).toBe('exists');
    expect(await ensureEditor(app.strapi, {})).toBe('skipped');
    const user = (await app.strapi.db.query('admin::user').findOne({
      where: { email: 'editor@tampa-local.example' },
      populate: ['roles'],
    })) as { roles: Array<{ code: string }> };
    expect(user.roles.map((role) => role.code)).toEqual(['strapi-editor']);
  });

  it('creates the demo moderator once outside production, who can sign in to the in-app admin', async () => {
    expect(await ensureModerator(app.strapi, { NODE_ENV: 'production' })).toEqual({ outcome: 'skipped' });
    expect(await ensureModerator(app.strapi, {})).toEqual({
      outcome: 'created',
      email: DEMO_MODERATOR.email,
      password: DEMO_MODERATOR.password,
    });
    expect((await ensureModerator(app.strapi, {})).outcome).toBe('exists');
    const user = (await app.strapi.db.query('plugin::users-permissions.user').findOne({
      where: { email: DEMO_MODERATOR.email },
      populate: ['role'],
    })) as { role: { type: string } };
    expect(user.role.type).toBe('moderator');
    const signIn = await request(app.server).post('/api/moderator/session').send(DEMO_MODERATOR);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toEqual({ email: DEMO_MODERATOR.email, username: 'moderator' });
  });

  it('creates a configured moderator in production, and never prints its password', async () => {
    await expect(
      ensureModerator(app.strapi, {
        NODE_ENV: 'production',
        SEED_MODERATOR_EMAIL: 'x@y.example',
        SEED_MODERATOR_PASSWORD: 'change-me',
      }),
    ).rejects.toThrow('SEED_MODERATOR_PASSWORD must be at least 12 characters');
    const env = {
      NODE_ENV: 'production',
      SEED_MODERATOR_EMAIL: 'Ops@Tampa-Local.example',
      SEED_MODERATOR_PASSWORD: 'Ops-moderator-2026',
    };
    expect(await ensureModerator(app.strapi, env)).toEqual({
      outcome: 'created',
      email: 'ops@tampa-local.example',
      password: undefined,
    });
  });

  it('empties the content with --reset and loads the same again', async () => {
    await resetContent(app.strapi, sampleImageNames(data));
    expect(await countContent(app.strapi)).toEqual({
      businesses: 0,
      events: 0,
      properties: 0,
      influencers: 0,
      recommendations: 0,
      videos: 0,
      reviews: 0,
      media: 0,
    });
    await seedSample(app.strapi, data);
    expect(await countContent(app.strapi)).toEqual(firstCounts);
  });
});

describe('command-line options', () => {
  it('reads the flags', () => {
    expect(parseArgs([])).toEqual({ reset: false, ifEmpty: false, synthetic: 0, randomSeed: 1 });
    expect(parseArgs(['--reset', '--synthetic', '1000', '--random-seed', '7'])).toEqual({
      reset: true,
      ifEmpty: false,
      synthetic: 1000,
      randomSeed: 7,
    });
    expect(parseArgs(['--if-empty']).ifEmpty).toBe(true);
  });

  it('refuses unknown flags and missing numbers', () => {
    expect(() => parseArgs(['--synthetic'])).toThrow('--synthetic needs a whole number');
    expect(() => parseArgs(['--synthetic', 'lots'])).toThrow('--synthetic needs a whole number');
    expect(() => parseArgs(['--wipe'])).toThrow('Unknown option --wipe');
  });
});
