import { describe, expect, it } from 'vitest';
import {
  BUSINESS_DIRECTORY,
  BUSINESS_LIST,
  BUSINESS_SORTS,
  DIRECTORY_MAP_PARAMS,
  DIRECTORY_MAX_PAGE,
  DIRECTORY_PAGE_PARAM,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORT_PARAM,
  EVENT_DIRECTORY,
  EVENT_LIST,
  INFLUENCER_LIST,
  PROPERTY_LIST,
  REAL_ESTATE_DIRECTORY,
  RENTAL_DIRECTORY,
  RENTAL_FILTER_CATEGORIES,
  directoryChoice,
  directoryOffers,
  directoryRequest,
  isDirectorySort,
  type Directory,
  type ListRoute,
} from './lists.js';
import {
  AREAS,
  BUSINESS_AREAS,
  BUSINESS_CATEGORIES,
  EVENT_CATEGORIES,
  EVENT_FILTER_CATEGORIES,
  LISTING_TYPES,
  PROPERTY_AREAS,
  PROPERTY_TYPES,
  RENTAL_AREAS,
  SHORT_TERM_CATEGORIES,
  TIMEFRAMES,
} from './vocabulary.js';
import { PRICE_RANGES, REAL_ESTATE_PRICE_RANGES, SHORT_TERM_PRICE_RANGES } from './pricing.js';
import { LIST_MAX_OFFSET } from './limits.js';

const DIRECTORIES: [string, Directory][] = [
  ['businesses', BUSINESS_DIRECTORY],
  ['events', EVENT_DIRECTORY],
  ['real estate', REAL_ESTATE_DIRECTORY],
  ['rentals', RENTAL_DIRECTORY],
];

const choiceValues = (list: ListRoute, name: string): readonly string[] | undefined => {
  const filter = list.filters[name];
  return filter?.kind === 'choice' ? filter.values : undefined;
};

describe('list routes', () => {
  it('takes the contract’s filters on /api/businesses, in the order they are checked', () => {
    expect(BUSINESS_LIST.path).toBe('/businesses');
    expect(Object.keys(BUSINESS_LIST.filters)).toEqual(['category', 'area', 'featured', 'q']);
    expect(BUSINESS_LIST.filters.q).toEqual({ kind: 'search', alias: 'search' });
    expect(BUSINESS_LIST.filters.featured.kind).toBe('boolean');
    expect(choiceValues(BUSINESS_LIST, 'category')).toEqual(BUSINESS_CATEGORIES);
    // The API takes every area; the page offers the businesses' own.
    expect(choiceValues(BUSINESS_LIST, 'area')).toEqual(AREAS);
  });

  it('sorts businesses by rating unless asked, nearest first with a point', () => {
    expect(BUSINESS_SORTS).toEqual(['rating', 'reviews', 'name', 'distance']);
    expect(BUSINESS_LIST.sorts).toEqual({ values: BUSINESS_SORTS, default: 'rating', near: 'distance' });
  });

  it('takes the contract’s filters on /api/events and /api/properties, each in one order', () => {
    expect(EVENT_LIST.path).toBe('/events');
    expect(Object.keys(EVENT_LIST.filters)).toEqual(['category', 'timeframe', 'q']);
    expect(choiceValues(EVENT_LIST, 'category')).toEqual(EVENT_CATEGORIES);
    expect(choiceValues(EVENT_LIST, 'timeframe')).toEqual(['today', 'week', 'month', 'upcoming']);
    expect(EVENT_LIST.sorts).toBeNull();

    expect(PROPERTY_LIST.path).toBe('/properties');
    expect(Object.keys(PROPERTY_LIST.filters)).toEqual([
      'propertyType',
      'listingType',
      'shortTermCategory',
      'area',
      'priceRange',
      'q',
    ]);
    expect(choiceValues(PROPERTY_LIST, 'propertyType')).toEqual(PROPERTY_TYPES);
    expect(choiceValues(PROPERTY_LIST, 'listingType')).toEqual(LISTING_TYPES);
    expect(choiceValues(PROPERTY_LIST, 'shortTermCategory')).toEqual(SHORT_TERM_CATEGORIES);
    expect(choiceValues(PROPERTY_LIST, 'area')).toEqual(AREAS);
    expect(choiceValues(PROPERTY_LIST, 'priceRange')).toEqual(PRICE_RANGES);
    expect(PROPERTY_LIST.sorts).toBeNull();
  });

  it('takes one filter on /api/influencers, a part of the niche of at most 80 characters, in one order', () => {
    expect(INFLUENCER_LIST.path).toBe('/influencers');
    expect(INFLUENCER_LIST.filters).toEqual({ niche: { kind: 'text', maxLength: 80 } });
    expect(INFLUENCER_LIST.sorts).toBeNull();
  });
});

describe('directory pages', () => {
  it.each(DIRECTORIES)('%s: offers only values its list takes, under names of its own', (_name, page) => {
    const reserved = [...DIRECTORY_MAP_PARAMS, DIRECTORY_SORT_PARAM, DIRECTORY_PAGE_PARAM, 'view'];
    for (const [name, filter] of Object.entries(page.filters)) {
      expect(reserved).not.toContain(name);
      expect(Object.keys(page.list.filters)).toContain(filter.param);
      const listValues = choiceValues(page.list, filter.param);
      for (const value of filter.offered ?? []) expect(listValues).toContain(value);
    }
    for (const [param, value] of Object.entries(page.fixed)) {
      expect(choiceValues(page.list, param)).toContain(value);
    }
    for (const sort of page.sorts) expect(page.list.sorts?.values).toContain(sort);
  });

  it('names each page’s URL filters in the order its canonical URL lists them', () => {
    expect(Object.keys(BUSINESS_DIRECTORY.filters)).toEqual(['search', 'category', 'area']);
    expect(Object.keys(EVENT_DIRECTORY.filters)).toEqual(['search', 'category', 'timeframe']);
    expect(Object.keys(REAL_ESTATE_DIRECTORY.filters)).toEqual([
      'search',
      'listingType',
      'propertyType',
      'priceRange',
      'area',
    ]);
    expect(Object.keys(RENTAL_DIRECTORY.filters)).toEqual(['search', 'category', 'priceRange', 'area']);
    expect(DIRECTORIES.map(([, page]) => page.path)).toEqual([
      '/businesses',
      '/events',
      '/real-estate',
      '/short-term-rentals',
    ]);
  });

  it('offers each page’s own values', () => {
    const offered = (page: Directory, name: string) => {
      const filter = page.filters[name];
      return filter ? directoryChoice(page.list, filter)?.values : undefined;
    };
    expect(offered(BUSINESS_DIRECTORY, 'category')).toEqual(BUSINESS_CATEGORIES);
    expect(offered(BUSINESS_DIRECTORY, 'area')).toEqual(BUSINESS_AREAS);
    expect(offered(BUSINESS_DIRECTORY, 'search')).toBeUndefined();
    expect(offered(EVENT_DIRECTORY, 'category')).toEqual(EVENT_FILTER_CATEGORIES);
    expect(offered(EVENT_DIRECTORY, 'timeframe')).toEqual(TIMEFRAMES);
    expect(offered(REAL_ESTATE_DIRECTORY, 'listingType')).toEqual(LISTING_TYPES);
    expect(offered(REAL_ESTATE_DIRECTORY, 'propertyType')).toEqual(PROPERTY_TYPES);
    expect(offered(REAL_ESTATE_DIRECTORY, 'priceRange')).toEqual(REAL_ESTATE_PRICE_RANGES);
    expect(offered(REAL_ESTATE_DIRECTORY, 'area')).toEqual(PROPERTY_AREAS);
    expect(offered(RENTAL_DIRECTORY, 'category')).toEqual(['vacation-rental', 'event-space']);
    expect(RENTAL_FILTER_CATEGORIES).toEqual(['vacation-rental', 'event-space']);
    expect(offered(RENTAL_DIRECTORY, 'priceRange')).toEqual(SHORT_TERM_PRICE_RANGES);
    expect(offered(RENTAL_DIRECTORY, 'area')).toEqual(RENTAL_AREAS);
    expect(RENTAL_DIRECTORY.fixed).toEqual({ listingType: 'short-term' });
    expect(directoryOffers(RENTAL_DIRECTORY, 'priceRange')).toEqual(SHORT_TERM_PRICE_RANGES);
    expect(directoryOffers(EVENT_DIRECTORY, 'category')).toEqual(EVENT_FILTER_CATEGORIES);
    expect(directoryOffers(EVENT_DIRECTORY, 'search')).toEqual([]);
    expect(BUSINESS_DIRECTORY.sorts).toEqual(['distance']);
    expect(EVENT_DIRECTORY.sorts).toEqual([]);
  });

  it('pages by twelve, as deep as the API’s deepest offset', () => {
    expect(DIRECTORY_PAGE_SIZE).toBe(12);
    expect(DIRECTORY_MAX_PAGE).toBe(834);
    expect((DIRECTORY_MAX_PAGE - 1) * DIRECTORY_PAGE_SIZE).toBeLessThanOrEqual(LIST_MAX_OFFSET);
    expect(DIRECTORY_MAX_PAGE * DIRECTORY_PAGE_SIZE).toBeGreaterThan(LIST_MAX_OFFSET);
  });
});

describe('directoryRequest', () => {
  it('sends each URL filter under its list’s name', () => {
    expect(
      directoryRequest(BUSINESS_DIRECTORY, { search: ' tacos ', category: 'Nightlife', area: 'ybor-city' }),
    ).toEqual({ q: 'tacos', category: 'nightlife', area: 'ybor-city' });
  });

  it('adds the page’s fixed filters and renames the rentals’ category', () => {
    expect(directoryRequest(RENTAL_DIRECTORY, { category: 'Event Spaces', priceRange: '100-250' })).toEqual({
      listingType: 'short-term',
      shortTermCategory: 'event-space',
      priceRange: '100-250',
    });
    expect(directoryRequest(RENTAL_DIRECTORY, {})).toEqual({ listingType: 'short-term' });
  });

  it('leaves out what the page does not offer, even where the API would take it', () => {
    expect(directoryRequest(BUSINESS_DIRECTORY, { area: 'clearwater-beach', category: 'nope' })).toEqual({});
    expect(directoryRequest(EVENT_DIRECTORY, { category: 'other', timeframe: 'week' })).toEqual({ timeframe: 'week' });
    expect(directoryRequest(RENTAL_DIRECTORY, { category: 'other', priceRange: 'under-300k' })).toEqual({
      listingType: 'short-term',
    });
    expect(directoryRequest(REAL_ESTATE_DIRECTORY, { priceRange: 'under-100', area: 'clearwater-beach' })).toEqual({});
  });

  it('passes the map’s box and point, and the nearest-first sort only with a point', () => {
    const bbox = '-82.5,27.9,-82.4,28';
    expect(directoryRequest(BUSINESS_DIRECTORY, { bbox, near: '27.95,-82.46', sort: 'distance' })).toEqual({
      bbox,
      near: '27.95,-82.46',
      sort: 'distance',
    });
    expect(directoryRequest(BUSINESS_DIRECTORY, { sort: 'distance' })).toEqual({});
    // The page's URL names no other order.
    expect(directoryRequest(BUSINESS_DIRECTORY, { near: '27.95,-82.46', sort: 'name' })).toEqual({
      near: '27.95,-82.46',
    });
    expect(directoryRequest(EVENT_DIRECTORY, { near: '27.95,-82.46', sort: 'distance' })).toEqual({
      near: '27.95,-82.46',
    });
  });

  it('knows the sorts a page’s URL may name', () => {
    expect(isDirectorySort(BUSINESS_DIRECTORY, 'distance')).toBe(true);
    expect(isDirectorySort(BUSINESS_DIRECTORY, 'rating')).toBe(false);
    expect(isDirectorySort(REAL_ESTATE_DIRECTORY, 'distance')).toBe(false);
  });
});
