import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import {
  AREA_LABELS,
  AREAS,
  haversineMiles,
  inRegion,
  checkReview,
  normalizeDisplayName,
  parseVideoUrl,
  priceInRange,
  validateOpeningHours,
  type PriceType,
} from '@tampa-local/domain';
import { planSampleReviews, ratingsFor } from '../src/sample-reviews';
import { Random } from '../src/random';
import { AREA_INFO } from '../src/vocabulary/areas';
import type {
  BusinessSeed,
  EventSeed,
  InfluencerSeed,
  PropertySeed,
  RecommendationSeed,
  ReviewsSeed,
  VideoSeed,
} from '../src/types';

// Checks the hand-curated sample data in seed/data without booting the cms.

const SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA_DIR = path.join(SEED_DIR, 'data');
const IMAGES_DIR = path.join(SEED_DIR, 'images');

const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(DATA_DIR, `${name}.json`), 'utf8')) as T;

const businesses = read<BusinessSeed[]>('businesses');
const influencers = read<InfluencerSeed[]>('influencers');
const recommendations = read<RecommendationSeed[]>('recommendations');
const events = read<EventSeed[]>('events');
const properties = read<PropertySeed[]>('properties');
const videos = read<VideoSeed[]>('videos');
const reviews = read<ReviewsSeed>('reviews');

// The product's vocabulary.
const CATEGORY_COUNTS: Record<string, number> = {
  restaurants: 60,
  nightlife: 40,
  attractions: 20,
  beaches: 12,
  shopping: 20,
  fitness: 20,
  services: 20,
  beauty: 20,
  hotels: 15,
};
const BUSINESS_AREAS = [
  'downtown-tampa',
  'ybor-city',
  'hyde-park',
  'westshore',
  'south-tampa',
  'tampa-heights',
  'north-tampa',
  'clearwater',
];
const PROPERTY_AREAS = ['downtown-tampa', 'hyde-park', 'westshore', 'south-tampa', 'ybor-city', 'tampa-heights'];
const SHORT_TERM_AREAS = [...PROPERTY_AREAS, 'clearwater-beach'];
const EVENT_CATEGORIES = ['music', 'food', 'sports', 'arts', 'family', 'other'];
const PRICE_LEVELS = ['$', '$$', '$$$', '$$$$'];
const VIDEO_PLATFORMS = ['tiktok', 'youtube', 'instagram', 'vimeo'];
const VIDEO_STATUSES = ['pending', 'active', 'rejected'];
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Lowercase, each run of characters other than [a-z0-9] becomes one hyphen, trimmed. */
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

const duplicates = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);
const oneDecimal = (n: number) => Math.round(n * 10) / 10 === n;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const toMinutes = (hhmm: string) => (hhmm === '24:00' ? 1440 : Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)));

describe('counts', () => {
  it('has 227 businesses, 8 creators, at least 48 events and 66 properties', () => {
    expect(businesses).toHaveLength(227);
    expect(influencers).toHaveLength(8);
    expect(events.length).toBeGreaterThanOrEqual(48);
    expect(properties.length).toBeGreaterThanOrEqual(66);
    expect(recommendations.length).toBeGreaterThanOrEqual(30);
    expect(videos.length).toBeGreaterThanOrEqual(50);
  });

  it('splits the businesses across the categories as planned', () => {
    expect(countBy(businesses, (b) => b.category)).toEqual(CATEGORY_COUNTS);
    for (const category of ['restaurants', 'nightlife', 'attractions', 'beaches', 'shopping', 'fitness', 'services']) {
      expect(businesses.filter((b) => b.category === category).length, category).toBeGreaterThanOrEqual(8);
    }
  });

  it('uses every business area at least 10 times', () => {
    const byArea = countBy(businesses, (b) => b.area);
    expect(Object.keys(byArea).sort()).toEqual([...BUSINESS_AREAS].sort());
    for (const area of BUSINESS_AREAS) expect(byArea[area], area).toBeGreaterThanOrEqual(10);
  });
});

describe('slugs', () => {
  const kinds: Array<[string, Array<{ slug: string }>, (item: never) => string]> = [
    ['businesses', businesses, (b: BusinessSeed) => b.name],
    ['influencers', influencers, (i: InfluencerSeed) => i.name],
    ['events', events, (e: EventSeed) => e.name],
    ['properties', properties, (p: PropertySeed) => p.title],
  ];

  it.each(kinds)('%s have unique slugs made from their names', (_kind, items, label) => {
    expect(duplicates(items.map((item) => item.slug))).toEqual([]);
    for (const item of items) {
      expect(item.slug).toBe(slugify(label(item as never)));
      expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has unique business names', () => {
    expect(duplicates(businesses.map((b) => b.name.toLowerCase()))).toEqual([]);
  });

  it('has exactly one harbor-brunch: a featured restaurant recommended by at least three creators', () => {
    const harbor = businesses.filter((b) => b.slug === 'harbor-brunch');
    expect(harbor).toHaveLength(1);
    expect(harbor[0]).toMatchObject({ name: 'Harbor Brunch', category: 'restaurants', featured: true });
    expect(recommendations.filter((r) => r.business === 'harbor-brunch').length).toBeGreaterThanOrEqual(3);
  });
});

describe('businesses', () => {
  const ZIPS: Record<string, string[]> = {
    'downtown-tampa': ['33602'],
    'ybor-city': ['33605'],
    'hyde-park': ['33606'],
    'south-tampa': ['33609', '33611', '33629'],
    westshore: ['33607', '33609'],
    'tampa-heights': ['33602', '33603'],
    'north-tampa': ['33612', '33613', '33617'],
    clearwater: ['33755', '33756', '33767'],
  };

  it('has well-formed contact details that match the area', () => {
    for (const b of businesses) {
      const zip = /, FL (\d{5})$/.exec(b.address)?.[1];
      expect(ZIPS[b.area], `${b.slug} ${b.address}`).toContain(zip);
      expect(b.address, b.slug).toMatch(/^\d+ .+, (Tampa|Clearwater|Clearwater Beach), FL \d{5}$/);
      expect(b.phone, b.slug).toMatch(b.area === 'clearwater' ? /^\(727\) 555-01\d\d$/ : /^\(813\) 555-01\d\d$/);
      expect(b.website).toBe(`https://${b.slug}.example`);
      expect(b.description.length, b.slug).toBeGreaterThan(40);
    }
  });

  it('has ratings, prices and coordinates in range', () => {
    for (const b of businesses) {
      expect(PRICE_LEVELS, b.slug).toContain(b.priceRange);
      expect(Number.isInteger(b.reviewCount) && b.reviewCount >= 0, b.slug).toBe(true);
      if (b.rating === null) {
        expect(b.reviewCount, b.slug).toBe(0);
      } else {
        expect(b.rating).toBeGreaterThanOrEqual(0);
        expect(b.rating).toBeLessThanOrEqual(5);
        expect(oneDecimal(b.rating), b.slug).toBe(true);
      }
      expect(b.latitude, b.slug).toBeGreaterThan(27.8);
      expect(b.latitude, b.slug).toBeLessThan(28.2);
      expect(b.longitude, b.slug).toBeGreaterThan(-82.9);
      expect(b.longitude, b.slug).toBeLessThan(-82.3);
    }
    const unrated = businesses.filter((b) => b.rating === null).length;
    expect(unrated).toBeGreaterThanOrEqual(3);
    expect(unrated).toBeLessThanOrEqual(8);
  });

  it('features about fifteen businesses', () => {
    const featured = businesses.filter((b) => b.featured).length;
    expect(featured).toBeGreaterThanOrEqual(12);
    expect(featured).toBeLessThanOrEqual(18);
  });

  it('has well-formed opening hours', () => {
    for (const b of businesses) {
      if (b.openingHours === null) continue;
      expect(validateOpeningHours(b.openingHours), b.slug).toMatchObject({ ok: true });
      expect(
        Object.keys(b.openingHours).every((day) => DAY_KEYS.includes(day)),
        b.slug,
      ).toBe(true);
      for (const intervals of Object.values(b.openingHours)) {
        expect(intervals!.length, b.slug).toBeGreaterThan(0);
        for (const { open, close } of intervals!) {
          expect(open, b.slug).toMatch(HHMM);
          expect(close === '24:00' || HHMM.test(close), `${b.slug} ${close}`).toBe(true);
        }
      }
    }
  });

  it('varies the opening hours', () => {
    const withHours = businesses.filter((b) => b.openingHours !== null).map((b) => b.openingHours!);
    const intervals = withHours.flatMap((h) => Object.values(h).flat());
    const noHours = businesses.length - withHours.length;
    expect(noHours).toBeGreaterThanOrEqual(8);
    expect(noHours).toBeLessThanOrEqual(12);
    // past midnight, round the clock, closed Mondays, split lunch and dinner
    expect(
      intervals.filter((i) => i!.close !== '24:00' && toMinutes(i!.close) <= toMinutes(i!.open)).length,
    ).toBeGreaterThan(10);
    expect(
      withHours.filter((h) =>
        DAY_KEYS.every(
          (d) => h[d as keyof typeof h]?.[0]?.open === '00:00' && h[d as keyof typeof h]?.[0]?.close === '24:00',
        ),
      ).length,
    ).toBeGreaterThanOrEqual(5);
    expect(withHours.filter((h) => !h.mon).length).toBeGreaterThanOrEqual(10);
    expect(withHours.filter((h) => Object.values(h).some((list) => list!.length > 1)).length).toBeGreaterThanOrEqual(5);
  });
});

describe('images', () => {
  const files = new Set(fs.readdirSync(IMAGES_DIR));

  it('names an existing image for every record and post', () => {
    const named = [
      ...businesses.map((b) => b.image),
      ...influencers.map((i) => i.image),
      ...events.map((e) => e.image),
      ...properties.map((p) => p.image),
      ...recommendations.flatMap((r) => r.posts.map((p) => p.image)),
    ];
    for (const image of named) {
      expect(image).toMatch(/^[a-z0-9-]+\.webp$/);
      expect(files.has(image), image).toBe(true);
    }
  });

  it('keeps the images small', () => {
    const webp = [...files].filter((f) => f.endsWith('.webp'));
    expect(webp.length).toBeGreaterThanOrEqual(30);
    const total = webp.reduce((sum, f) => sum + fs.statSync(path.join(IMAGES_DIR, f)).size, 0);
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('influencers and recommendations', () => {
  const bySlug = new Map(influencers.map((i) => [i.slug, i]));
  const businessSlugs = new Set(businesses.map((b) => b.slug));

  it('has well-formed creators', () => {
    for (const i of influencers) {
      expect(i.handle).toMatch(/^@[a-z0-9_.]+$/);
      expect(i.profileUrl).toBe(`https://www.tiktok.com/${i.handle}`);
      expect(Number.isInteger(i.followerCount) && i.followerCount > 0).toBe(true);
      expect(i.bio.length).toBeGreaterThan(20);
    }
    expect(duplicates(influencers.map((i) => i.handle))).toEqual([]);
    expect(influencers.filter((i) => i.verified)).toHaveLength(6);
  });

  it('covers the home page niches: two food creators and one each for fitness, beauty and services', () => {
    const withWord = (word: string) => influencers.filter((i) => new RegExp(`\\b${word}\\b`).test(i.niche)).length;
    expect(withWord('Food')).toBeGreaterThanOrEqual(2);
    expect(withWord('Fitness')).toBeGreaterThanOrEqual(1);
    expect(withWord('Beauty')).toBeGreaterThanOrEqual(1);
    expect(withWord('Services')).toBeGreaterThanOrEqual(1);
  });

  it('references existing creators and businesses, once per pair', () => {
    for (const r of recommendations) {
      expect(bySlug.has(r.influencer), r.influencer).toBe(true);
      expect(businessSlugs.has(r.business), r.business).toBe(true);
    }
    expect(duplicates(recommendations.map((r) => `${r.influencer}/${r.business}`))).toEqual([]);
  });

  it('gives each creator 1 to 8 recommendations with at most 8 posts each', () => {
    const perCreator = countBy(recommendations, (r) => r.influencer);
    for (const i of influencers) {
      expect(perCreator[i.slug], i.slug).toBeGreaterThanOrEqual(1);
      expect(perCreator[i.slug], i.slug).toBeLessThanOrEqual(8);
    }
    for (const r of recommendations) {
      expect(r.posts.length).toBeLessThanOrEqual(8);
      expect(r.rating).toBeGreaterThanOrEqual(0);
      expect(r.rating).toBeLessThanOrEqual(10);
      expect(oneDecimal(r.rating)).toBe(true);
      expect(r.quote.length).toBeGreaterThan(20);
      const handle = bySlug.get(r.influencer)!.handle;
      for (const post of r.posts) {
        expect(post.url).toMatch(new RegExp(`^https://www\\.tiktok\\.com/${handle}/video/\\d{19}$`));
        expect(post.caption.length).toBeGreaterThan(0);
      }
    }
    expect(duplicates(recommendations.flatMap((r) => r.posts.map((p) => p.url)))).toEqual([]);
  });
});

describe('events', () => {
  it('uses every category at least 5 times', () => {
    const byCategory = countBy(events, (e) => e.category);
    expect(Object.keys(byCategory).sort()).toEqual([...EVENT_CATEGORIES].sort());
    for (const category of EVENT_CATEGORIES) expect(byCategory[category], category).toBeGreaterThanOrEqual(5);
  });

  it('has events today, this week, this month, later and a few in the past', () => {
    const between = (from: number, to: number) => events.filter((e) => e.dayOffset >= from && e.dayOffset <= to).length;
    expect(between(0, 0)).toBeGreaterThanOrEqual(4);
    expect(between(1, 6)).toBeGreaterThanOrEqual(3);
    expect(between(7, 27)).toBeGreaterThanOrEqual(3);
    expect(between(30, 120)).toBeGreaterThanOrEqual(3);
    expect(between(-10, -1)).toBe(3);
    expect(events.every((e) => Number.isInteger(e.dayOffset) && e.dayOffset >= -10 && e.dayOffset <= 120)).toBe(true);
  });

  it('has well-formed times, prices and ticket links', () => {
    for (const e of events) {
      expect(e.time, e.slug).toMatch(HHMM);
      if (e.price !== null) expect(e.price, e.slug).toMatch(/^\$\d+( - \$\d+)?$/);
      if (e.ticketUrl !== null) expect(e.ticketUrl).toBe(`https://tickets.example/${e.slug}`);
      expect(Number.isInteger(e.attendingCount) && e.attendingCount >= 0, e.slug).toBe(true);
      expect(e.location.length, e.slug).toBeGreaterThan(5);
    }
    expect(events.filter((e) => e.price === null).length).toBeGreaterThanOrEqual(10);
    const withTickets = events.filter((e) => e.ticketUrl !== null).length;
    expect(withTickets).toBeGreaterThanOrEqual(Math.floor(events.length * 0.35));
    expect(withTickets).toBeLessThanOrEqual(Math.ceil(events.length * 0.65));
  });
});

describe('coordinates of properties and events', () => {
  /** Miles from an area's centre (as the generator places it) to a point. */
  const fromCentre = (area: keyof typeof AREA_INFO, point: { latitude: number | null; longitude: number | null }) =>
    haversineMiles(
      { lat: AREA_INFO[area].lat, lng: AREA_INFO[area].lng },
      { lat: point.latitude ?? NaN, lng: point.longitude ?? NaN },
    );

  it('places every property in the region, within a few miles of its area', () => {
    for (const p of properties) {
      expect(inRegion({ lat: p.latitude ?? NaN, lng: p.longitude ?? NaN }), p.slug).toBe(true);
      expect(fromCentre(p.area as keyof typeof AREA_INFO, p), p.slug).toBeLessThan(4);
    }
  });

  it('gives listings at one street address one point', () => {
    const byStreet = new Map<string, string>();
    for (const p of properties) {
      const street = p.address.split(',')[0]!;
      const point = `${p.latitude},${p.longitude}`;
      expect(byStreet.get(street) ?? point, p.slug).toBe(point);
      byStreet.set(street, point);
    }
  });

  it("places every event's venue in the region, within a few miles of the area its location names", () => {
    for (const e of events) {
      expect(inRegion({ lat: e.latitude ?? NaN, lng: e.longitude ?? NaN }), e.slug).toBe(true);
      const area = AREAS.find((a) => e.location.endsWith(`, ${AREA_LABELS[a]}`));
      expect(area, e.location).toBeDefined();
      expect(fromCentre(area!, e), e.slug).toBeLessThan(6);
    }
  });
});

describe('properties', () => {
  const sale = properties.filter((p) => p.listingType === 'sale');
  const rent = properties.filter((p) => p.listingType === 'rent');
  const shortTerm = properties.filter((p) => p.listingType === 'short-term');

  it('follows the listing rules', () => {
    for (const p of properties) {
      expect(['residential', 'commercial'], p.slug).toContain(p.type);
      expect(['sale', 'rent', 'short-term'], p.slug).toContain(p.listingType);
      expect(p.price, p.slug).toBeGreaterThan(0);
      expect(Number.isInteger(p.availableInDays) && p.availableInDays >= 0 && p.availableInDays <= 60, p.slug).toBe(
        true,
      );
      if (p.sqft !== null) expect(Number.isInteger(p.sqft) && p.sqft > 0, p.slug).toBe(true);

      if (p.listingType === 'short-term') {
        expect(['vacation-rental', 'event-space', 'other'], p.slug).toContain(p.shortTermCategory);
        expect(SHORT_TERM_AREAS, p.slug).toContain(p.area);
      } else {
        expect(p.shortTermCategory, p.slug).toBeNull();
        expect(PROPERTY_AREAS, p.slug).toContain(p.area);
      }

      if (p.listingType === 'sale') expect(p.priceType, p.slug).toBe('total');
      if (p.listingType === 'rent')
        expect(p.priceType, p.slug).toBe(p.type === 'residential' ? 'monthly' : 'sqft_yearly');
      if (p.shortTermCategory === 'vacation-rental') expect(['nightly', 'daily'], p.slug).toContain(p.priceType);
      if (p.shortTermCategory === 'event-space') expect(['hourly', 'daily'], p.slug).toContain(p.priceType);
      if (p.shortTermCategory === 'other') expect(['hourly', 'daily', 'nightly'], p.slug).toContain(p.priceType);

      if (p.type === 'residential') {
        expect(Number.isInteger(p.bedrooms) && p.bedrooms! >= 0, p.slug).toBe(true);
        expect(p.bathrooms! > 0 && Number.isInteger(p.bathrooms! * 2), p.slug).toBe(true);
        expect(p.parking, p.slug).toBeNull();
      } else {
        expect(p.bedrooms, p.slug).toBeNull();
        expect(p.bathrooms, p.slug).toBeNull();
        expect(Number.isInteger(p.parking) && p.parking! >= 0, p.slug).toBe(true);
      }
    }
  });

  it('lists sales and rentals in every property area', () => {
    for (const area of PROPERTY_AREAS) {
      expect(
        sale.some((p) => p.area === area),
        `sale ${area}`,
      ).toBe(true);
      expect(
        rent.some((p) => p.area === area),
        `rent ${area}`,
      ).toBe(true);
    }
  });

  it('has at least three sales in every real-estate price range', () => {
    const ranges: Array<[string, (price: number) => boolean]> = [
      ['under-300k', (n) => n < 300_000],
      ['300k-500k', (n) => n >= 300_000 && n <= 500_000],
      ['500k-1m', (n) => n >= 500_000 && n <= 1_000_000],
      ['1m-plus', (n) => n >= 1_000_000],
    ];
    for (const [range, test] of ranges) {
      const matching = sale.filter((p) => test(p.price));
      expect(matching.length, range).toBeGreaterThanOrEqual(3);
      // The API filters with the domain's rule; it must agree.
      for (const p of matching)
        expect(priceInRange(range as never, p.price, p.priceType as PriceType), p.slug).toBe(true);
    }
  });

  it('has at least two daily or nightly stays in every short-term price range', () => {
    const stays = shortTerm.filter((p) => p.priceType === 'daily' || p.priceType === 'nightly');
    const ranges: Array<[string, (price: number) => boolean]> = [
      ['under-100', (n) => n < 100],
      ['100-250', (n) => n >= 100 && n <= 250],
      ['250-500', (n) => n >= 250 && n <= 500],
      ['500-plus', (n) => n >= 500],
    ];
    for (const [range, test] of ranges) {
      const matching = stays.filter((p) => test(p.price));
      expect(matching.length, range).toBeGreaterThanOrEqual(2);
      for (const p of matching)
        expect(priceInRange(range as never, p.price, p.priceType as PriceType), p.slug).toBe(true);
    }
  });

  it('has a vacation rental and an event space in every short-term area', () => {
    for (const area of SHORT_TERM_AREAS) {
      expect(
        shortTerm.some((p) => p.area === area && p.shortTermCategory === 'vacation-rental'),
        `vacation ${area}`,
      ).toBe(true);
      expect(
        shortTerm.some((p) => p.area === area && p.shortTermCategory === 'event-space'),
        `event ${area}`,
      ).toBe(true);
    }
    const eventSpaces = shortTerm.filter((p) => p.shortTermCategory === 'event-space');
    expect(new Set(eventSpaces.map((p) => p.type))).toEqual(new Set(['residential', 'commercial']));
    expect(eventSpaces.filter((p) => p.priceType === 'hourly').length).toBeGreaterThanOrEqual(3);
  });
});

describe('videos', () => {
  const businessSlugs = new Set(businesses.map((b) => b.slug));
  const parsed = videos.map((v) => ({ video: v, result: parseVideoUrl(v.url) }));

  it('references existing businesses with URLs the site can embed', () => {
    for (const { video, result } of parsed) {
      expect(businessSlugs.has(video.business), video.business).toBe(true);
      expect(video.url.startsWith('https://'), video.url).toBe(true);
      expect(result.ok, video.url).toBe(true);
      if (result.ok && result.platform === 'tiktok') {
        expect(video.url).toMatch(/^https:\/\/www\.tiktok\.com\/@[a-z0-9_.]+\/video\/\d{19}$/);
        expect(result.creatorUsername).toBe(video.creatorUsername);
      }
    }
    const keys = parsed.map(({ video, result }) =>
      result.ok ? `${video.business}/${result.platform}/${result.videoId}` : video.url,
    );
    expect(duplicates(keys)).toEqual([]);
  });

  it('uses all platforms and statuses, mostly TikTok and mostly active', () => {
    const platforms = countBy(parsed, ({ result }) => (result.ok ? result.platform : 'invalid'));
    expect(Object.keys(platforms).sort()).toEqual([...VIDEO_PLATFORMS].sort());
    expect(platforms.tiktok! * 2).toBeGreaterThan(videos.length);
    const statuses = countBy(videos, (v) => v.status);
    expect(Object.keys(statuses).sort()).toEqual([...VIDEO_STATUSES].sort());
    expect(statuses.active! * 2).toBeGreaterThan(videos.length);
  });

  it('keeps moderation notes consistent with the status', () => {
    for (const v of videos) {
      if (v.status === 'rejected') expect(v.notes).toBe('Content not suitable');
      if (v.status === 'active') expect(v.notes).toBeNull();
      if (v.status === 'pending') expect([null, 'Under review']).toContain(v.notes);
    }
  });

  it('spreads videos over businesses, with several long lists and one business still in review', () => {
    const byBusiness = countBy(videos, (v) => v.business);
    expect(Object.keys(byBusiness).length).toBeGreaterThanOrEqual(24);
    const active = countBy(
      videos.filter((v) => v.status === 'active'),
      (v) => v.business,
    );
    expect(Object.values(active).filter((n) => n > 3).length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(byBusiness).filter((slug) => !active[slug]).length).toBeGreaterThanOrEqual(1);
  });

  it('has engagement counts from hundreds to millions', () => {
    for (const v of videos) {
      for (const n of [v.likeCount, v.commentCount, v.shareCount])
        expect(Number.isInteger(n) && n >= 0, v.url).toBe(true);
      expect(v.creatorUsername.length, v.url).toBeGreaterThan(0);
      expect(typeof v.isOwnContent).toBe('boolean');
    }
    const likes = videos.map((v) => v.likeCount);
    expect(Math.min(...likes)).toBeLessThan(1000);
    expect(Math.max(...likes)).toBeGreaterThanOrEqual(1_000_000);
  });
});

describe('reviews.json and the sample reviews', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const planned = planSampleReviews(businesses, reviews, now);

  it('has sample visitors with unique keys and display names the cms accepts', () => {
    expect(new Set(reviews.visitors.map((v) => v.key)).size).toBe(reviews.visitors.length);
    for (const visitor of reviews.visitors) expect(normalizeDisplayName(visitor.displayName)).toBe(visitor.displayName);
  });

  it('has sentences for every business category and tone', () => {
    for (const category of new Set(businesses.map((b) => b.category))) {
      for (const tone of ['good', 'mixed', 'poor'] as const) {
        expect(reviews.sentences[category]?.[tone].length, `${category} ${tone}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('plans reviews the cms would accept, one per visitor per business, the same on every run', () => {
    expect(planned.length).toBeGreaterThan(businesses.length * 3);
    const seen = new Set<string>();
    for (const review of planned) {
      const key = `${review.business}|${review.visitor}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      const checked = checkReview(review, now);
      expect(checked.ok, review.text).toBe(true);
      expect(review.text).not.toContain('{name}');
    }
    expect(planSampleReviews(businesses, reviews, now)).toEqual(planned);
  });

  it('keeps each business about its rating', () => {
    for (const business of businesses) {
      const mine = planned.filter((r) => r.business === business.slug);
      if (business.rating === null) {
        expect(mine, business.slug).toHaveLength(0);
        continue;
      }
      const average = mine.reduce((sum, r) => sum + r.rating, 0) / mine.length;
      expect(Math.abs(average - business.rating), business.slug).toBeLessThanOrEqual(0.25);
    }
  });

  it('spreads ratings without changing their sum', () => {
    const ratings = ratingsFor(4.6, 5, new Random(3));
    expect(ratings.reduce((a, b) => a + b, 0)).toBe(23);
    expect(ratings.every((r) => r >= 1 && r <= 5)).toBe(true);
    expect(ratingsFor(4, 0, new Random(1))).toEqual([]);
  });
});
