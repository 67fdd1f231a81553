import { describe, expect, it } from 'vitest';
import {
  AREA_LABELS,
  AREAS,
  BUSINESS_AREAS,
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_LABELS,
  BUSINESS_FILTER_CATEGORIES,
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_FILTER_CATEGORIES,
  HOME_CATEGORY_LINKS,
  HOME_SPOT_TABS,
  isOneOf,
  LISTING_TYPE_LABELS,
  LISTING_TYPES,
  parseVocabulary,
  PRICE_LEVELS,
  PRICE_TYPE_LABELS,
  PRICE_TYPES,
  PROPERTY_AREAS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  RENTAL_AREAS,
  SHORT_TERM_CATEGORIES,
  SHORT_TERM_CATEGORY_LABELS,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
  VIDEO_PLATFORM_LABELS,
  VIDEO_PLATFORMS,
  VIDEO_STATUSES,
} from './vocabulary.js';
import { isSlug } from './slug.js';

describe('business vocabulary', () => {
  it('lists the nine categories with their labels', () => {
    expect(BUSINESS_CATEGORIES.map((c) => BUSINESS_CATEGORY_LABELS[c])).toEqual([
      'Restaurants',
      'Nightlife',
      'Attractions',
      'Beaches',
      'Shopping',
      'Fitness',
      'Services',
      'Beauty',
      'Hotels',
    ]);
  });

  it('offers all nine categories in the /businesses filter, in order', () => {
    expect(BUSINESS_FILTER_CATEGORIES).toEqual([...BUSINESS_CATEGORIES]);
  });

  it('maps the home grid tiles to categories, with More unfiltered', () => {
    expect(HOME_CATEGORY_LINKS.map((l) => `${l.label}:${l.category ?? '-'}`)).toEqual([
      'Restaurants:restaurants',
      'Nightlife:nightlife',
      'Kid-Friendly:attractions',
      'Beaches:beaches',
      'Shopping:shopping',
      'Fitness:fitness',
      'Services:services',
      'More:-',
    ]);
  });

  it('pairs each home spot tab with a category and a creator niche', () => {
    expect(HOME_SPOT_TABS).toEqual([
      { label: 'Food', category: 'restaurants', niche: 'food' },
      { label: 'Fitness', category: 'fitness', niche: 'fitness' },
      { label: 'Beauty', category: 'beauty', niche: 'beauty' },
      { label: 'Services', category: 'services', niche: 'services' },
    ]);
  });
});

describe('areas', () => {
  it('labels every area', () => {
    expect(AREAS.map((a) => AREA_LABELS[a])).toEqual([
      'Downtown Tampa',
      'Ybor City',
      'Hyde Park',
      'Westshore',
      'South Tampa',
      'Tampa Heights',
      'North Tampa',
      'Clearwater',
      'Clearwater Beach',
    ]);
  });

  it("keeps each section's own area list and order", () => {
    expect(BUSINESS_AREAS).toEqual(AREAS.slice(0, 8));
    expect(PROPERTY_AREAS.map((a) => AREA_LABELS[a])).toEqual([
      'Downtown Tampa',
      'Hyde Park',
      'Westshore',
      'South Tampa',
      'Ybor City',
      'Tampa Heights',
    ]);
    expect(RENTAL_AREAS).toEqual([...PROPERTY_AREAS, 'clearwater-beach']);
  });
});

describe('events, listings and videos', () => {
  it("labels event categories and leaves 'other' out of the filter", () => {
    expect(EVENT_CATEGORIES.map((c) => EVENT_CATEGORY_LABELS[c])).toEqual([
      'Music',
      'Food & Drink',
      'Sports',
      'Arts',
      'Family',
      'Other',
    ]);
    expect(EVENT_FILTER_CATEGORIES).toEqual(['music', 'food', 'sports', 'arts', 'family']);
  });

  it('labels timeframes', () => {
    expect(TIMEFRAMES.map((t) => TIMEFRAME_LABELS[t])).toEqual(['Today', 'This Week', 'This Month', 'Upcoming']);
  });

  it('labels property, listing and short-term types', () => {
    expect(PROPERTY_TYPE_LABELS).toEqual({
      residential: 'Residential',
      commercial: 'Commercial',
    });
    expect(LISTING_TYPES.map((t) => LISTING_TYPE_LABELS[t])).toEqual(['For Sale', 'For Rent', 'Short-term Rental']);
    expect(SHORT_TERM_CATEGORIES.map((c) => SHORT_TERM_CATEGORY_LABELS[c])).toEqual([
      'Vacation Rentals',
      'Event Spaces',
      'Other',
    ]);
  });

  it('lists price types, price levels, video statuses and platforms', () => {
    expect(PRICE_TYPES).toEqual(['total', 'monthly', 'sqft_yearly', 'daily', 'hourly', 'nightly']);
    expect(Object.keys(PRICE_TYPE_LABELS)).toEqual([...PRICE_TYPES]);
    expect(PRICE_LEVELS).toEqual(['$', '$$', '$$$', '$$$$']);
    expect(VIDEO_STATUSES).toEqual(['pending', 'active', 'rejected']);
    expect(VIDEO_PLATFORMS.map((p) => VIDEO_PLATFORM_LABELS[p])).toEqual(['TikTok', 'YouTube', 'Instagram', 'Vimeo']);
  });

  it('uses lower-case slugs for every value stored as a slug', () => {
    const lists = [
      BUSINESS_CATEGORIES,
      AREAS,
      EVENT_CATEGORIES,
      TIMEFRAMES,
      PROPERTY_TYPES,
      LISTING_TYPES,
      SHORT_TERM_CATEGORIES,
      VIDEO_STATUSES,
      VIDEO_PLATFORMS,
    ];
    for (const list of lists) for (const value of list) expect(isSlug(value)).toBe(true);
  });
});

describe('parseVocabulary', () => {
  it('accepts the slug in any case, trimmed', () => {
    expect(parseVocabulary('nightlife', BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS)).toBe('nightlife');
    expect(parseVocabulary('  NightLife ', BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS)).toBe('nightlife');
    expect(parseVocabulary('sqft_yearly', PRICE_TYPES, PRICE_TYPE_LABELS)).toBe('sqft_yearly');
  });

  it('accepts the label in any case', () => {
    expect(parseVocabulary('Food & Drink', EVENT_CATEGORIES, EVENT_CATEGORY_LABELS)).toBe('food');
    expect(parseVocabulary('ybor city', AREAS, AREA_LABELS)).toBe('ybor-city');
    expect(parseVocabulary('For Rent', LISTING_TYPES, LISTING_TYPE_LABELS)).toBe('rent');
  });

  it('accepts the label in slug form', () => {
    expect(parseVocabulary('food-drink', EVENT_CATEGORIES, EVENT_CATEGORY_LABELS)).toBe('food');
    expect(parseVocabulary('for-sale', LISTING_TYPES, LISTING_TYPE_LABELS)).toBe('sale');
    expect(parseVocabulary('event-spaces', SHORT_TERM_CATEGORIES, SHORT_TERM_CATEGORY_LABELS)).toBe('event-space');
    expect(parseVocabulary('Short-term rental', LISTING_TYPES, LISTING_TYPE_LABELS)).toBe('short-term');
  });

  it("prefers an exact slug over another value's label", () => {
    // 'other' is both a slug and the label 'Other'; both must give 'other'.
    expect(parseVocabulary('Other', SHORT_TERM_CATEGORIES, SHORT_TERM_CATEGORY_LABELS)).toBe('other');
  });

  it('returns null for anything else', () => {
    expect(parseVocabulary('', AREAS, AREA_LABELS)).toBeNull();
    expect(parseVocabulary('   ', AREAS, AREA_LABELS)).toBeNull();
    expect(parseVocabulary('!!!', AREAS, AREA_LABELS)).toBeNull();
    expect(parseVocabulary('st-pete', AREAS, AREA_LABELS)).toBeNull();
    expect(parseVocabulary('restaurant', BUSINESS_CATEGORIES, BUSINESS_CATEGORY_LABELS)).toBeNull();
  });
});

describe('isOneOf', () => {
  it('narrows only exact members', () => {
    expect(isOneOf(TIMEFRAMES, 'week')).toBe(true);
    expect(isOneOf(TIMEFRAMES, 'Week')).toBe(false);
    expect(isOneOf(TIMEFRAMES, 7)).toBe(false);
    expect(isOneOf(TIMEFRAMES, null)).toBe(false);
  });
});
