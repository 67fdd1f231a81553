import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BUSINESS_AREAS,
  BUSINESS_CATEGORIES,
  EVENT_CATEGORIES,
  LISTING_TYPES,
  MAX_RECOMMENDATION_POSTS,
  PRICE_RANGES,
  PRICE_RANGE_RULES,
  PRICE_TYPES,
  PROPERTY_AREAS,
  PROPERTY_TYPES,
  RENTAL_AREAS,
  SHORT_TERM_CATEGORIES,
  VIDEO_PLATFORMS,
  VIDEO_STATUSES,
  REVIEWS_PAGE_SIZE,
  addDays,
  averageRating,
  cityDate,
  inRegion,
  isSlug,
  isVisitedMonth,
  normalizeDisplayName,
  parseVideoUrl,
  priceInRange,
  reviewTextError,
  validateOpeningHours,
  type PriceRange,
} from '@tampa-local/domain';
import type { Knex } from 'knex';
import { parseCsv, TEST_ADMIN_KEY, startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { Random, hashSeed } from '../src/random';
import { UIDS } from '../src/sample';
import { generateSynthetic, syntheticSizes } from '../src/generate/data-set';
import type { SyntheticBusiness, SyntheticData, SyntheticImage } from '../src/generate/records';
import { NO_PASSWORD, SYNTHETIC_VISITOR_DOMAIN } from '../src/generate/reviews';
import { seedSynthetic } from '../src/synthetic';
import { Table } from '../src/tables';

const IMAGE_NAMES = [
  'restaurant-brunch.webp',
  'restaurant-tacos.webp',
  'nightlife-neon.webp',
  'beach-palms.webp',
  'hotel-pool.webp',
  'avatar-maya.webp',
  'avatar-luis.webp',
  'post-food.webp',
  'event-music.webp',
  'event-food.webp',
  'property-condo.webp',
  'property-event-hall.webp',
];
const IMAGES: SyntheticImage[] = IMAGE_NAMES.map((name, i) => ({ id: i + 1, name, url: `/uploads/${name}` }));
const NOW = new Date('2026-03-14T16:00:00Z');

const count = <T>(items: T[], predicate: (item: T) => boolean) => items.filter(predicate).length;
const valuesOf = <T, K extends keyof T>(items: T[], key: K) => new Set(items.map((item) => item[key]));

/** Listings a price-range filter keeps that it actually constrains (the others pass any range). */
const constrainedBy = (range: PriceRange) => (p: { price: number; priceType: string }) =>
  (PRICE_RANGE_RULES[range].appliesTo as readonly string[]).includes(p.priceType) &&
  priceInRange(range, p.price, p.priceType as Parameters<typeof priceInRange>[2]);

describe('random', () => {
  it('repeats its sequence for a seed and stays within bounds', () => {
    const a = new Random(42);
    const b = new Random(42);
    const draws = Array.from({ length: 1000 }, () => a.int(1, 6));
    expect(Array.from({ length: 1000 }, () => b.int(1, 6))).toEqual(draws);
    expect(new Set(draws)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Random(43).int(1, 1_000_000)).not.toBe(new Random(42).int(1, 1_000_000));
    expect(new Random(1).fork('a').float()).not.toBe(new Random(1).fork('b').float());
    expect(hashSeed('x', 1)).toBe(hashSeed('x', 1));
    const r = new Random(7);
    for (let i = 0; i < 1000; i += 1) {
      const f = r.float();
      expect(f >= 0 && f < 1).toBe(true);
      expect(r.logNormal(100, 1, 5, 500)).toBeGreaterThanOrEqual(5);
    }
    expect(r.string(24, 'ab')).toMatch(/^[ab]{24}$/);
  });
});

describe('generateSynthetic', () => {
  const options = { businesses: 2000, randomSeed: 1, now: NOW, images: IMAGES };
  const data = generateSynthetic(options);

  it('is a pure function of its options: the same seed gives the same rows, another seed other rows', () => {
    // Neither Math.random nor the clock may play a part.
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z') });
    try {
      expect(generateSynthetic(options)).toEqual(data);
      vi.setSystemTime(new Date('2024-07-04T12:00:00Z'));
      expect(generateSynthetic(options)).toEqual(data);
    } finally {
      vi.useRealTimers();
      random.mockRestore();
    }
    const other = generateSynthetic({ ...options, randomSeed: 2 });
    expect(other.businesses.map((b) => b.name)).not.toEqual(data.businesses.map((b) => b.name));
    expect(other.videos.map((v) => v.videoUrl)).not.toEqual(data.videos.map((v) => v.videoUrl));
    // A later batch on the same database (another sequence start) is a new batch.
    const later = generateSynthetic({ ...options, sequenceStart: 4001 });
    expect(later.businesses.map((b) => b.documentId)).not.toEqual(data.businesses.map((b) => b.documentId));
  });

  it('comes in the agreed proportions', () => {
    expect(syntheticSizes(2000)).toEqual({
      businesses: 2000,
      accounts: 1000,
      events: 400,
      properties: 571,
      influencers: 67,
      recommendations: 333,
      videos: 500,
    });
    expect({
      businesses: data.businesses.length,
      accounts: data.accounts.length,
      events: data.events.length,
      properties: data.properties.length,
      influencers: data.influencers.length,
      recommendations: data.recommendations.length,
      videos: data.videos.length,
    }).toEqual(syntheticSizes(2000));
    expect(syntheticSizes(10).influencers).toBe(8);
    const tiny = generateSynthetic({ ...options, businesses: 3 });
    expect(tiny.influencers).toHaveLength(8);
    expect(tiny.recommendations.length).toBeGreaterThanOrEqual(8);
    expect(generateSynthetic({ ...options, businesses: 0 }).influencers).toHaveLength(0);
    expect(generateSynthetic({ ...options, businesses: 0 }).accounts).toHaveLength(0);
  });

  it('gives businesses about ten reviews each on average, with a long tail', () => {
    const counts = data.businesses.map((b) => b.reviews.length).sort((a, b) => a - b);
    const total = counts.reduce((sum, n) => sum + n, 0);
    expect(total / counts.length).toBeGreaterThan(8.5);
    expect(total / counts.length).toBeLessThan(11.5);
    const median = counts[counts.length >> 1]!;
    expect(median).toBeGreaterThanOrEqual(2);
    expect(median).toBeLessThanOrEqual(6);
    // Most have a few, some have hundreds, a few none yet.
    expect(counts.at(-1)).toBeGreaterThan(median * 30);
    expect(count(counts, (n) => n >= 100)).toBeGreaterThan(0);
    expect(count(counts, (n) => n <= 5)).toBeGreaterThan(counts.length / 2);
    expect(count(counts, (n) => n === 0)).toBeGreaterThan(0);
  });

  it("sets each business's rating and review count from its published reviews, as the cms counts them", () => {
    for (const business of data.businesses) {
      const published = business.reviews.filter((review) => review.status === 'published');
      const sum = published.reduce((total, review) => total + review.rating, 0);
      expect(business.reviewCount).toBe(published.length);
      expect(business.rating).toBe(averageRating(sum, published.length));
    }
    const ratings = data.businesses.flatMap((b) => (b.rating === null ? [] : [b.rating]));
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(mean).toBeGreaterThan(3.5);
    expect(mean).toBeLessThan(4.5);
    const stars = new Set(data.businesses.flatMap((b) => b.reviews.map((review) => review.rating)));
    expect(stars).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('has each review written by a visitor account that reviews a business at most once', () => {
    expect(data.accounts).toHaveLength(syntheticSizes(2000).accounts);
    const written = new Array<number>(data.accounts.length).fill(0);
    for (const business of data.businesses) {
      const authors = business.reviews.map((review) => review.author);
      expect(new Set(authors).size, business.slug).toBe(authors.length);
      for (const author of authors) {
        expect(author >= 0 && author < data.accounts.length).toBe(true);
        written[author] = (written[author] ?? 0) + 1;
      }
    }
    // About 20 reviews an account, a few writing hundreds.
    const total = written.reduce((a, b) => a + b, 0);
    expect(total / data.accounts.length).toBeGreaterThan(15);
    expect(Math.max(...written)).toBeGreaterThan(100);
    expect(new Set(data.accounts.map((a) => a.username)).size).toBe(data.accounts.length);
    for (const account of data.accounts) {
      expect(account.email).toBe(`${account.username}@${SYNTHETIC_VISITOR_DOMAIN}`);
      expect(normalizeDisplayName(account.displayName)).toBe(account.displayName);
      expect(account.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it('writes review texts within the limits, dated over the past years, a few pending or removed', () => {
    const reviews = data.businesses.flatMap((b) => b.reviews);
    const sixYearsAgo = NOW.getTime() - 6 * 365 * 24 * 3600 * 1000;
    for (const review of reviews) {
      expect(reviewTextError(review.text), review.text).toBeNull();
      if (review.visitedMonth !== null) expect(isVisitedMonth(review.visitedMonth, NOW)).toBe(true);
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(review.createdAt.getTime()).toBeGreaterThan(sixYearsAgo);
      expect(review.documentId).toMatch(/^[a-z][a-z0-9]{23}$/);
      if (review.status === 'pending') expect(review.heldBecause).toBe('new-account');
      if (review.status === 'removed') expect(review.moderationReason).toBeTruthy();
      if (review.editedAt) expect(review.previousVersions).toHaveLength(1);
    }
    const lengths = reviews.map((review) => review.text.length).sort((a, b) => a - b);
    expect(lengths[lengths.length >> 1]).toBeLessThan(400);
    expect(lengths.at(-1)).toBeGreaterThan(1500);
    expect(new Set(reviews.map((review) => review.text)).size).toBeGreaterThan(reviews.length * 0.9);
    const share = (status: string) => count(reviews, (review) => review.status === status) / reviews.length;
    expect(share('published')).toBeGreaterThan(0.95);
    expect(share('pending')).toBeGreaterThan(0);
    expect(share('removed')).toBeGreaterThan(0.005);
    expect(share('removed')).toBeLessThan(0.03);
    expect(count(reviews, (review) => review.helpfulCount > 0)).toBeGreaterThan(reviews.length * 0.1);
    // Spread over the years, more of them recent.
    const year = 365 * 24 * 3600 * 1000;
    const lastYear = count(reviews, (review) => review.createdAt.getTime() > NOW.getTime() - year);
    const fiveYearsAgo = count(reviews, (review) => review.createdAt.getTime() < NOW.getTime() - 4 * year);
    expect(lastYear).toBeGreaterThan(fiveYearsAgo * 2);
    expect(fiveYearsAgo).toBeGreaterThan(0);
  });

  it('gives unique, valid slugs and Strapi-like document ids', () => {
    for (const list of [data.businesses, data.events, data.properties, data.influencers]) {
      const slugs = list.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(isSlug(slug), slug).toBe(true);
    }
    const ids = [
      data.businesses,
      data.events,
      data.properties,
      data.influencers,
      data.recommendations,
      data.videos,
    ].flatMap((list) => list.map((item) => item.documentId));
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]{23}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers every business category, area and price level with plausible values', () => {
    const { businesses } = data;
    expect(valuesOf(businesses, 'category')).toEqual(new Set(BUSINESS_CATEGORIES));
    expect(valuesOf(businesses, 'area')).toEqual(new Set(BUSINESS_AREAS));
    expect(valuesOf(businesses, 'priceLevel')).toEqual(new Set([1, 2, 3, 4, null]));
    // Restaurants lead, beaches are few.
    expect(count(businesses, (b) => b.category === 'restaurants')).toBeGreaterThan(
      count(businesses, (b) => b.category === 'beaches') * 4,
    );
    expect(new Set(businesses.map((b) => b.name)).size).toBeGreaterThan(businesses.length * 0.8);
    for (const b of businesses) {
      expect(b.name.length).toBeLessThanOrEqual(120);
      expect(b.address).toMatch(/^\d+ .+, (Tampa|Clearwater), FL \d{5}$/);
      if (b.rating !== null) expect(b.rating >= 1 && b.rating <= 5).toBe(true);
      else expect(b.reviewCount).toBe(0);
      if (b.openingHours !== null)
        expect(validateOpeningHours(b.openingHours).ok, JSON.stringify(b.openingHours)).toBe(true);
    }
    expect(count(businesses, (b) => b.rating === null)).toBeGreaterThan(0);
    expect(count(businesses, (b) => b.featured)).toBeGreaterThan(0);
    expect(count(businesses, (b) => b.image === null)).toBeGreaterThan(0);
    expect(count(businesses, (b) => b.image !== null)).toBeGreaterThan(businesses.length * 0.8);

    const hours = businesses.flatMap((b) => (b.openingHours ? [b.openingHours] : []));
    const intervals = hours.flatMap((h) => Object.values(h).flat());
    expect(count(businesses, (b) => b.openingHours === null)).toBeGreaterThan(0);
    expect(intervals.some((i) => i && i.close <= i.open && i.close !== '00:00')).toBe(true); // past midnight
    expect(intervals.some((i) => i?.open === '00:00' && i.close === '24:00')).toBe(true); // 24 hours
    expect(hours.some((h) => Object.values(h).some((day) => (day?.length ?? 0) > 1))).toBe(true); // split
    expect(hours.some((h) => Object.keys(h).length < 7)).toBe(true); // closed days
  });

  it('dates events from today to 180 days ahead, with some past ones, in every category', () => {
    const today = cityDate(NOW);
    expect(valuesOf(data.events, 'category')).toEqual(new Set(EVENT_CATEGORIES));
    for (const e of data.events) {
      expect(e.date >= addDays(today, -60) && e.date <= addDays(today, 180)).toBe(true);
      if (e.time !== null) expect(e.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      if (e.ticketUrl !== null) expect(e.ticketUrl).toMatch(/^https:\/\//);
    }
    expect(count(data.events, (e) => e.date < today)).toBeGreaterThan(0);
    expect(count(data.events, (e) => e.date >= today)).toBeGreaterThan(data.events.length * 0.8);
  });

  it('covers every property type, listing type, price type, short-term category and price bucket', () => {
    const { properties } = data;
    expect(valuesOf(properties, 'type')).toEqual(new Set(PROPERTY_TYPES));
    expect(valuesOf(properties, 'listingType')).toEqual(new Set(LISTING_TYPES));
    expect(valuesOf(properties, 'priceType')).toEqual(new Set(PRICE_TYPES));
    expect(valuesOf(properties, 'shortTermCategory')).toEqual(new Set([...SHORT_TERM_CATEGORIES, null]));
    for (const range of PRICE_RANGES) expect(count(properties, constrainedBy(range)), range).toBeGreaterThan(0);
    for (const p of properties) {
      expect(p.shortTermCategory === null).toBe(p.listingType !== 'short-term');
      expect((p.listingType === 'short-term' ? RENTAL_AREAS : PROPERTY_AREAS) as readonly string[]).toContain(p.area);
      expect(p.price).toBeGreaterThan(0);
      if (p.listingType === 'sale') expect(p.priceType).toBe('total');
    }
  });

  it('places every listing and every venue in the region, each venue at one point', () => {
    for (const p of data.properties) {
      expect(inRegion({ lat: p.latitude ?? NaN, lng: p.longitude ?? NaN }), p.slug).toBe(true);
    }
    const venues = new Map<string, string>();
    for (const e of data.events) {
      expect(inRegion({ lat: e.latitude ?? NaN, lng: e.longitude ?? NaN }), e.slug).toBe(true);
      const point = `${e.latitude},${e.longitude}`;
      expect(venues.get(e.location) ?? point, e.location).toBe(point);
      venues.set(e.location, point);
    }
    expect(venues.size).toBeGreaterThan(10);
  });

  it('links influencers to 1-8 distinct businesses with up to 8 posts', () => {
    const perInfluencer = new Map<number, Set<number>>();
    for (const rec of data.recommendations) {
      const set = perInfluencer.get(rec.influencer) ?? new Set<number>();
      expect(set.has(rec.business)).toBe(false);
      set.add(rec.business);
      perInfluencer.set(rec.influencer, set);
      expect(rec.rating >= 0 && rec.rating <= 10).toBe(true);
      expect(rec.posts.length).toBeLessThanOrEqual(MAX_RECOMMENDATION_POSTS);
      for (const post of rec.posts) {
        expect(post.url).toMatch(/^https:\/\//);
        expect(post.imageUrl === null || IMAGES.some((image) => image.url === post.imageUrl)).toBe(true);
      }
    }
    expect(perInfluencer.size).toBe(data.influencers.length);
    for (const set of perInfluencer.values()) expect(set.size >= 1 && set.size <= 8).toBe(true);
    expect(data.recommendations.some((rec) => rec.posts.length === 0)).toBe(true);
    expect(data.recommendations.some((rec) => rec.posts.length === MAX_RECOMMENDATION_POSTS)).toBe(true);
    for (const niche of ['food', 'fitness', 'beauty', 'services']) {
      expect(
        data.influencers.some((i) => i.niche.toLowerCase().includes(niche)),
        niche,
      ).toBe(true);
    }
  });

  it('stores videos exactly as parseVideoUrl reads their links, on every platform and status', () => {
    expect(valuesOf(data.videos, 'platform')).toEqual(new Set(VIDEO_PLATFORMS));
    expect(valuesOf(data.videos, 'status')).toEqual(new Set(VIDEO_STATUSES));
    expect(count(data.videos, (v) => v.status === 'active')).toBeGreaterThan(data.videos.length / 2);
    const keys = new Set<string>();
    for (const video of data.videos) {
      const parsed = parseVideoUrl(video.videoUrl);
      if (!parsed.ok) throw new Error(`${video.videoUrl}: ${parsed.error}`);
      expect({
        platform: video.platform,
        videoId: video.videoId,
        url: video.videoUrl,
        embedUrl: video.embedUrl,
        thumbnailUrl: video.thumbnailUrl,
      }).toEqual({
        platform: parsed.platform,
        videoId: parsed.videoId,
        url: parsed.url,
        embedUrl: parsed.embedUrl,
        thumbnailUrl: parsed.thumbnailUrl,
      });
      keys.add(`${video.business}:${video.platform}:${video.videoId}`);
      expect(video.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(video.moderatedAt === null).toBe(video.status === 'pending' && video.notes === null);
    }
    expect(keys.size).toBe(data.videos.length);
  });
});

/**
 * The batch on the real cms. Running the seed again with the same seed adds another batch
 * rather than being refused: the random streams are salted with the highest business id,
 * and slugs or document ids already in the table are avoided, so benchmarks can grow a
 * database in steps.
 */
describe('seedSynthetic on the real cms', () => {
  const N = 2000;
  const SEED = 7;
  let app: TestApp;
  let knex: Knex;
  let predicted: SyntheticData;
  let takenSlug: string;
  const lines: string[] = [];
  let firstRun: Awaited<ReturnType<typeof seedSynthetic>>;
  const now = new Date();

  const table = (uid: string) => new Table(app.strapi, uid).name;
  const get = (path: string) => request(app.server).get(path);
  const total = async (path: string) => {
    const res = await get(path);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return Number(res.headers['x-total-count']);
  };
  /** Every index definition of the database (the SQLite seed rebuilds some after a large batch). */
  let indexesBefore: string[];
  const indexes = async (): Promise<string[]> => {
    const result = (await knex.raw(
      usingPostgres()
        ? 'SELECT indexdef AS sql FROM pg_indexes WHERE schemaname = current_schema()'
        : `SELECT sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL`,
    )) as Array<{ sql: string }> | { rows: Array<{ sql: string }> };
    return (Array.isArray(result) ? result : result.rows).map((row) => row.sql).sort();
  };
  /** Every business's stored rating and review count against a recount of its published reviews. */
  const expectFiguresFromReviews = async () => {
    const counted = knex(table(UIDS.review))
      .where('status', 'published')
      .groupBy('business_id')
      .select('business_id')
      .count({ n: '*' })
      .sum({ total: 'rating' })
      .as('c');
    const all = (await knex(`${table(UIDS.business)} as b`)
      .leftJoin(counted, 'c.business_id', 'b.document_id')
      .select('b.slug', 'b.rating', 'b.review_count', 'c.n', 'c.total')) as Array<Record<string, unknown>>;
    expect(all.length).toBeGreaterThan(0);
    const wrong = all.filter((row) => {
      const n = Number(row.n ?? 0);
      const rating = row.rating === null ? null : Number(row.rating);
      return Number(row.review_count) !== n || rating !== averageRating(Number(row.total ?? 0), n);
    });
    expect(wrong.slice(0, 5)).toEqual([]);
  };
  const rows = async (uid: string, published?: boolean) => {
    const query = knex(table(uid));
    if (published === true) query.whereNotNull('published_at');
    if (published === false) query.whereNull('published_at');
    const row = (await query.count({ n: '*' }).first()) as { n: unknown };
    return Number(row.n);
  };

  beforeAll(async () => {
    app = await startStrapi();
    knex = app.strapi.db.connection as unknown as Knex;
    const files = app.strapi.db.query('plugin::upload.file');
    for (const name of IMAGE_NAMES) {
      const hash = name.replace('.webp', '');
      await files.create({
        data: { name, hash, ext: '.webp', mime: 'image/webp', size: 1, url: `/uploads/${name}`, provider: 'local' },
      });
    }
    // A hand-made business stands in for the sample data; it takes the slug the batch's
    // first business would get, which the seed must then avoid.
    const sample = await app.strapi.documents(UIDS.business).create({
      data: { name: 'Harbor Brunch', slug: 'harbor-brunch', category: 'restaurants', area: 'downtown-tampa' },
      status: 'published',
    });
    const top = (await knex(table(UIDS.business)).max({ id: 'id' }).first()) as { id: unknown };
    const images = (
      (await knex(table('plugin::upload.file')).select('id', 'name', 'url').orderBy('id')) as SyntheticImage[]
    ).map((image) => ({ ...image, id: Number(image.id) }));
    const topUser = (await knex(table('plugin::users-permissions.user')).max({ id: 'id' }).first()) as { id: unknown };
    predicted = generateSynthetic({
      businesses: N,
      randomSeed: SEED,
      now,
      sequenceStart: Number(top.id) + 1,
      accountStart: Number(topUser.id ?? 0) + 1,
      images,
    });
    takenSlug = predicted.businesses[0]!.slug;
    await knex(table(UIDS.business)).where('document_id', sample.documentId).update({ slug: takenSlug });

    indexesBefore = await indexes();
    firstRun = await seedSynthetic(app.strapi, {
      businesses: N,
      randomSeed: SEED,
      now,
      log: (line) => lines.push(line),
    });
  });

  afterAll(async () => {
    await app?.destroy();
  });

  it('stores the whole batch, a draft and a published row per drafted document', async () => {
    expect(firstRun).toMatchObject(syntheticSizes(N));
    expect(lines.at(-1)).toMatch(
      /^Synthetic: 2000 businesses \(\+ \d+ reviews by 1000 visitors, 400 events, .*\) in \d+\.\d s \(\d+ businesses\/s\)$/,
    );
    expect(await rows(UIDS.business, true)).toBe(N + 1);
    expect(await rows(UIDS.business, false)).toBe(N + 1);
    expect(await rows(UIDS.event, true)).toBe(predicted.events.length);
    expect(await rows(UIDS.event, false)).toBe(predicted.events.length);
    expect(await rows(UIDS.property, true)).toBe(predicted.properties.length);
    expect(await rows(UIDS.influencer, false)).toBe(predicted.influencers.length);
    expect(await rows(UIDS.recommendation)).toBe(predicted.recommendations.length);
    expect(await rows(UIDS.recommendation, true)).toBe(predicted.recommendations.length);
    expect(await rows(UIDS.video)).toBe(predicted.videos.length);
    const withImage = [predicted.businesses, predicted.events, predicted.properties, predicted.influencers]
      .flat()
      .filter((item) => item.image !== null).length;
    expect(firstRun.mediaLinks).toBe(withImage * 2);
    expect(Number(((await knex('files_related_mph').count({ n: '*' }).first()) as { n: unknown }).n)).toBe(
      withImage * 2,
    );
  });

  it('stores every review, and every business holds the rating and review count a recount of its reviews gives', async () => {
    const reviews = predicted.businesses.reduce((sum, b) => sum + b.reviews.length, 0);
    expect(firstRun.reviews).toBe(reviews);
    expect(firstRun.accounts).toBe(predicted.accounts.length);
    expect(await rows(UIDS.review)).toBe(reviews);
    // About ten per business, a long tail: most a few, some hundreds.
    const perBusiness = (
      (await knex(table(UIDS.review)).groupBy('business_id').select('business_id').count({ n: '*' })) as Array<{
        n: unknown;
      }>
    )
      .map((row) => Number(row.n))
      .sort((a, b) => a - b);
    expect(reviews / N).toBeGreaterThan(8.5);
    expect(reviews / N).toBeLessThan(11.5);
    const median = perBusiness[Math.floor(N / 2) - (N - perBusiness.length)] ?? 0;
    expect(median).toBeLessThanOrEqual(6);
    expect(perBusiness.at(-1)).toBeGreaterThan(Math.max(1, median) * 30);
    await expectFiguresFromReviews();
    // The stored figures are the predicted ones.
    const stored = (await knex(table(UIDS.business))
      .whereNotNull('published_at')
      .select('slug', 'rating', 'review_count')) as Array<{ slug: string; rating: unknown; review_count: unknown }>;
    const bySlug = new Map(stored.map((row) => [row.slug, row]));
    for (const business of predicted.businesses.slice(1)) {
      const row = bySlug.get(business.slug);
      expect(row === undefined ? undefined : Number(row.review_count), business.slug).toBe(business.reviewCount);
    }
  });

  it('stores one review per account per business, within the text limits, by confirmed accounts that cannot sign in', async () => {
    const reviews = table(UIDS.review);
    const twice = await knex(reviews)
      .select('business_id', 'author_id')
      .groupBy('business_id', 'author_id')
      .havingRaw('COUNT(*) > 1');
    expect(twice).toEqual([]);
    const outside = (await knex(reviews)
      .whereRaw('LENGTH(text) < 30 OR LENGTH(text) > 5000')
      .count({ n: '*' })
      .first()) as { n: unknown };
    expect(Number(outside.n)).toBe(0);
    // Every review belongs to a business of the batch and an account with a profile.
    const orphans = (await knex(`${reviews} as r`)
      .leftJoin(`${table(UIDS.business)} as b`, 'b.document_id', 'r.business_id')
      .leftJoin(`${table('api::account-profile.account-profile')} as p`, 'p.user_id', 'r.author_id')
      .whereNull('b.id')
      .orWhereNull('p.id')
      .count({ n: '*' })
      .first()) as { n: unknown };
    expect(Number(orphans.n)).toBe(0);
    const users = (await knex(table('plugin::users-permissions.user'))
      .where('email', 'like', `%@${SYNTHETIC_VISITOR_DOMAIN}`)
      .select('email', 'confirmed', 'blocked', 'password')) as Array<{
      email: string;
      confirmed: unknown;
      blocked: unknown;
      password: string;
    }>;
    expect(users).toHaveLength(predicted.accounts.length);
    for (const user of users.slice(0, 50)) {
      expect(Boolean(user.confirmed)).toBe(true);
      expect(Boolean(user.blocked)).toBe(false);
      expect(user.password).toBe(NO_PASSWORD);
    }
    const link = new Table(app.strapi, 'plugin::users-permissions.user').joinTable('role');
    const roles = (await knex(`${link.name} as l`)
      .join(`${table('plugin::users-permissions.role')} as r`, 'r.id', `l.${link.inverseJoinColumn!.name}`)
      .join(`${table('plugin::users-permissions.user')} as u`, 'u.id', `l.${link.joinColumn.name}`)
      .where('u.email', 'like', `%@${SYNTHETIC_VISITOR_DOMAIN}`)
      .groupBy('r.type')
      .select('r.type')
      .count({ n: '*' })) as Array<{ type: string; n: unknown }>;
    expect(roles.map((row) => [row.type, Number(row.n)])).toEqual([['authenticated', predicted.accounts.length]]);
    // Profiles count what each account wrote.
    const written = (await knex(table('api::account-profile.account-profile'))
      .sum({ n: 'reviews_written' })
      .first()) as {
      n: unknown;
    };
    expect(Number(written.n)).toBe(firstRun.reviews);
    const email = predicted.accounts[0]!.email;
    for (const password of [NO_PASSWORD, 'password', '']) {
      const res = await request(app.server).post('/api/account/session').send({ email, password });
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it("answers pages of a business's reviews, sorted, with the stored figures", async () => {
    const business = predicted.businesses.reduce<SyntheticBusiness>(
      (best, b) => (b.reviewCount > best.reviewCount ? b : best),
      predicted.businesses[1]!,
    );
    expect(business.reviewCount).toBeGreaterThan(REVIEWS_PAGE_SIZE * 2);
    const first = await get(`/api/businesses/${business.slug}/reviews`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(business.reviewCount);
    expect(first.body.reviewCount).toBe(business.reviewCount);
    expect(first.body.rating).toBe(business.rating);
    expect((first.body.histogram as number[]).reduce((a, b) => a + b, 0)).toBe(business.reviewCount);
    expect(first.body.items).toHaveLength(REVIEWS_PAGE_SIZE);
    const newest = business.reviews
      .filter((review) => review.status === 'published')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
    expect(first.body.items[0]).toMatchObject({ rating: newest.rating, text: newest.text });
    expect(first.body.items[0].author.name).toBe(predicted.accounts[newest.author]!.displayName);
    const second = await get(`/api/businesses/${business.slug}/reviews?sort=lowest&page=2`);
    expect(second.status).toBe(200);
    expect(second.body.items).toHaveLength(REVIEWS_PAGE_SIZE);
    const lowest = await get(`/api/businesses/${business.slug}/reviews?sort=lowest`);
    const ratings = [...lowest.body.items, ...second.body.items].map((item: { rating: number }) => item.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    const helpful = await get(`/api/businesses/${business.slug}/reviews?sort=helpful`);
    const counts = helpful.body.items.map((item: { helpfulCount: number }) => item.helpfulCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const last = Math.ceil(business.reviewCount / REVIEWS_PAGE_SIZE);
    const end = await get(`/api/businesses/${business.slug}/reviews?sort=highest&page=${last}`);
    expect(end.body.items.length).toBe(business.reviewCount - (last - 1) * REVIEWS_PAGE_SIZE);
    // The business page reads the same stored figures.
    const detail = await get(`/api/businesses/${business.slug}`);
    expect(detail.body).toMatchObject({ rating: business.rating, reviewCount: business.reviewCount });
  });

  it('leaves every index as it was', async () => {
    expect(indexesBefore.length).toBeGreaterThan(10);
    expect(await indexes()).toEqual(indexesBefore);
  });

  it('keeps slugs unique: a slug already taken gets a suffix, the rest are stored as generated', async () => {
    const stored = (await knex(table(UIDS.business))
      .select('document_id', 'slug')
      .whereNotNull('published_at')) as Array<{
      document_id: string;
      slug: string;
    }>;
    const slugOf = new Map(stored.map((row) => [row.document_id, row.slug]));
    expect(slugOf.get(predicted.businesses[0]!.documentId)).toBe(`${takenSlug}-2`);
    expect(stored.filter((row) => row.slug === takenSlug)).toHaveLength(1);
    for (const business of predicted.businesses.slice(1)) expect(slugOf.get(business.documentId)).toBe(business.slug);
  });

  it('lists businesses by category and area with their total', async () => {
    const expected = count(predicted.businesses, (b) => b.category === 'restaurants' && b.area === 'ybor-city');
    expect(expected).toBeGreaterThan(0);
    const res = await get('/api/businesses?category=restaurants&area=ybor-city&limit=500');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(expected));
    expect(res.body).toHaveLength(expected);
    for (const business of res.body as Array<{ category: string; area: string }>) {
      expect(business).toMatchObject({ category: 'restaurants', area: 'ybor-city' });
    }
    // Highest rated first, unrated last.
    const ratings = (res.body as Array<{ rating: number | null }>).map((b) => b.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("finds the batch's businesses by text search (the search index took every row)", async () => {
    const searched = (b: { name: string; category: string; area: string; description: string; address: string }) =>
      [b.name, b.category, b.area, b.description, b.address].join('\n').toLowerCase();
    const handMade = {
      name: 'Harbor Brunch',
      category: 'restaurants',
      area: 'downtown-tampa',
      description: '',
      address: '',
    };
    // Words from businesses early, in the middle and at the end of the batch.
    for (const index of [0, Math.floor(N / 2), N - 1]) {
      const words = predicted.businesses[index]!.name.toLowerCase().split(/\s+/).slice(0, 2);
      const expected = [...predicted.businesses, handMade].filter((b) =>
        words.every((word) => searched(b).includes(word)),
      ).length;
      expect(expected).toBeGreaterThan(0);
      expect(await total(`/api/businesses?q=${encodeURIComponent(words.join(' '))}&limit=1`), words.join(' ')).toBe(
        expected,
      );
    }
  });

  it('has every category and area', async () => {
    for (const category of BUSINESS_CATEGORIES) {
      const expected =
        count(predicted.businesses, (b) => b.category === category) + (category === 'restaurants' ? 1 : 0);
      expect(await total(`/api/businesses?category=${category}&limit=1`), category).toBe(expected);
    }
    for (const area of BUSINESS_AREAS) {
      const expected = count(predicted.businesses, (b) => b.area === area) + (area === 'downtown-tampa' ? 1 : 0);
      expect(await total(`/api/businesses?area=${area}&limit=1`), area).toBe(expected);
    }
  });

  it('shows a business by slug with its recommendations and videos', async () => {
    const score = (index: number) =>
      count(predicted.videos, (v) => v.business === index && v.status === 'active') +
      count(predicted.recommendations, (r) => r.business === index);
    let index = 1;
    for (let i = 1; i < predicted.businesses.length; i += 1) if (score(i) > score(index)) index = i;
    const business = predicted.businesses[index]!;
    const active = predicted.videos.filter((v) => v.business === index && v.status === 'active');
    const recommendations = predicted.recommendations.filter((r) => r.business === index);
    expect(active.length).toBeGreaterThan(0);

    const res = await get(`/api/businesses/${business.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: business.documentId,
      slug: business.slug,
      name: business.name,
      category: business.category,
      area: business.area,
      rating: business.rating,
      reviewCount: business.reviewCount,
      featured: business.featured,
      openingHours: business.openingHours,
      activeVideoCount: active.length,
      imageUrl: IMAGES.find((image) => image.id === business.image)?.url ?? null,
    });
    expect(res.body.recommendations).toHaveLength(recommendations.length);
    for (const rec of recommendations) {
      const shown = (
        res.body.recommendations as Array<{ id: string; influencer: string; rating: number; posts: unknown[] }>
      ).find((r) => r.id === rec.documentId);
      expect(shown).toMatchObject({
        influencer: predicted.influencers[rec.influencer]!.slug,
        rating: rec.rating,
        posts: rec.posts,
      });
    }

    const videos = await get(`/api/businesses/${business.slug}/videos`);
    expect(videos.status).toBe(200);
    expect((videos.body as Array<{ embedUrl: string }>).map((v) => v.embedUrl).sort()).toEqual(
      active.map((v) => v.embedUrl).sort(),
    );

    // Strapi's own document service reads the rows and their links the same way.
    const document = (await app.strapi.documents(UIDS.business).findOne({
      documentId: business.documentId,
      status: 'published',
      populate: ['image', 'videos', 'recommendations'],
    })) as unknown as { image: { url: string } | null; videos: unknown[]; recommendations: unknown[] };
    expect(document.videos).toHaveLength(count(predicted.videos, (v) => v.business === index));
    expect(document.recommendations).toHaveLength(recommendations.length);
    expect(document.image?.url ?? null).toBe(IMAGES.find((image) => image.id === business.image)?.url ?? null);
  });

  it('serves the events, properties and influencers of the batch', async () => {
    const today = cityDate(new Date());
    expect(await total('/api/events?limit=1')).toBe(count(predicted.events, (e) => e.date >= today));
    for (const category of EVENT_CATEGORIES) {
      const expected = count(predicted.events, (e) => e.category === category && e.date >= today);
      expect(await total(`/api/events?category=${category}&limit=1`), category).toBe(expected);
    }
    expect(await total('/api/properties?limit=1')).toBe(predicted.properties.length);
    for (const range of PRICE_RANGES) {
      const expected = count(
        predicted.properties,
        (p) =>
          !(PRICE_RANGE_RULES[range].appliesTo as readonly string[]).includes(p.priceType) || constrainedBy(range)(p),
      );
      expect(await total(`/api/properties?priceRange=${range}&limit=1`), range).toBe(expected);
    }
    for (const listingType of LISTING_TYPES) {
      expect(await total(`/api/properties?listingType=${listingType}&limit=1`)).toBe(
        count(predicted.properties, (p) => p.listingType === listingType),
      );
    }
    for (const category of SHORT_TERM_CATEGORIES) {
      expect(await total(`/api/properties?shortTermCategory=${category}&limit=1`)).toBe(
        count(predicted.properties, (p) => p.shortTermCategory === category),
      );
    }
    const influencers = await get('/api/influencers?limit=500');
    expect(influencers.headers['x-total-count']).toBe(String(predicted.influencers.length));
    const recommendationCounts = (influencers.body as Array<{ recommendationCount: number }>).reduce(
      (n, i) => n + i.recommendationCount,
      0,
    );
    expect(recommendationCounts).toBe(predicted.recommendations.length);
  });

  it("exports every published business once in the CSV, across the export's batches of 1,000", async () => {
    const res = await get('/api/businesses/export/csv').set('X-Admin-Key', TEST_ADMIN_KEY);
    expect(res.status).toBe(200);
    const [header, ...records] = parseCsv(res.text);
    expect(header?.[0]).toBe('ID');
    const published = (await knex(table(UIDS.business))
      .whereNotNull('published_at')
      .orderBy('id')
      .pluck('document_id')) as string[];
    expect(published.length).toBe(N + 1);
    expect(records.map((record) => record[0])).toEqual(published);
  });

  it('adds another batch when run again with the same seed, without slug or id collisions', async () => {
    const second = await seedSynthetic(app.strapi, { businesses: N, randomSeed: SEED, now, log: () => {} });
    expect(second).toMatchObject(syntheticSizes(N));
    expect(await rows(UIDS.business, true)).toBe(2 * N + 1);
    expect(await total('/api/businesses?limit=1')).toBe(2 * N + 1);
    for (const uid of [UIDS.business, UIDS.event, UIDS.property, UIDS.influencer]) {
      const duplicates = await knex(table(uid))
        .select('slug')
        .groupBy('slug')
        .havingRaw('COUNT(DISTINCT document_id) > 1');
      expect(duplicates, uid).toEqual([]);
      const documents = (await knex(table(uid)).countDistinct({ n: 'document_id' }).first()) as { n: unknown };
      expect(Number(documents.n)).toBe(await rows(uid, true));
    }
    for (const uid of [UIDS.recommendation, UIDS.video]) {
      const documents = (await knex(table(uid)).countDistinct({ n: 'document_id' }).first()) as { n: unknown };
      expect(Number(documents.n)).toBe(await rows(uid));
    }
    expect(await total('/api/influencers?limit=1')).toBe(2 * predicted.influencers.length);
    expect(second.accounts).toBe(predicted.accounts.length);
    const users = (await knex(table('plugin::users-permissions.user')).countDistinct({ n: 'username' }).first()) as {
      n: unknown;
    };
    expect(Number(users.n)).toBe(2 * predicted.accounts.length);
    expect(await rows(UIDS.review)).toBe(firstRun.reviews + second.reviews);
    await expectFiguresFromReviews();
  });
});
