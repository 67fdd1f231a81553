import { describe, expect, it } from 'vitest';
import { BUSINESS_DIRECTORY, EVENT_DIRECTORY, RENTAL_DIRECTORY } from '@tampa-local/domain';
import { readPageNumber, readUrlFilters } from '@/hooks/use-url-filters';
import { canonicalDirectoryFilters, canonicalListPath, directoryUrlFilters, listPageHref } from './list-pages';
import { pageCacheControl } from './page-cache';

describe('list pages', () => {
  it('link a page keeping the filters, the first page without ?page', () => {
    expect(listPageHref('/businesses', '?category=restaurants', 2)).toBe('/businesses?category=restaurants&page=2');
    expect(listPageHref('/businesses', '?category=restaurants&page=2', 1)).toBe('/businesses?category=restaurants');
    expect(listPageHref('/events', '', 3)).toBe('/events?page=3');
  });

  it('read ?page as a whole number from 1, anything else as the first page', () => {
    const page = (query: string) => readPageNumber(new URLSearchParams(query));
    expect(page('page=4')).toBe(4);
    expect(page('')).toBe(1);
    expect(page('page=0')).toBe(1);
    expect(page('page=-2')).toBe(1);
    expect(page('page=2.5')).toBe(1);
    expect(page('page=abc')).toBe(1);
    expect(page('page=99999999')).toBe(1);
  });

  it('name the canonical URL by the known filters and the page only', () => {
    expect(canonicalListPath('/businesses', { search: undefined, category: 'restaurants', area: undefined }, 1)).toBe(
      '/businesses?category=restaurants',
    );
    expect(canonicalListPath('/events', { category: 'music' }, 3)).toBe('/events?category=music&page=3');
  });
});

describe('directory URLs', () => {
  const read = <D extends Parameters<typeof directoryUrlFilters>[0]>(page: D, query: string) =>
    readUrlFilters(directoryUrlFilters(page), new URLSearchParams(query));

  it('read each filter the page offers, by slug or label, and leave out the rest', () => {
    expect(read(BUSINESS_DIRECTORY, 'search=tacos&category=Nightlife&area=clearwater-beach&featured=true')).toEqual({
      search: 'tacos',
      category: 'nightlife',
      area: undefined,
      bbox: undefined,
      near: undefined,
      sort: undefined,
    });
    expect(read(EVENT_DIRECTORY, 'category=other&timeframe=This%20Week').timeframe).toBe('week');
    expect(read(EVENT_DIRECTORY, 'category=other').category).toBeUndefined();
    expect(read(RENTAL_DIRECTORY, 'category=event-spaces&priceRange=under-300k')).toMatchObject({
      category: 'event-space',
      priceRange: undefined,
    });
  });

  it('read the map’s box and point as the API takes them, and the sort the page names', () => {
    const values = read(BUSINESS_DIRECTORY, 'bbox=-82.5,27.9,-82.4,28&near=27.95,-82.46&sort=distance');
    expect(values).toMatchObject({ bbox: '-82.5,27.9,-82.4,28', near: '27.95,-82.46', sort: 'distance' });
    expect(read(BUSINESS_DIRECTORY, 'bbox=1,2,3&near=40.7,-74&sort=rating')).toMatchObject({
      bbox: undefined,
      near: undefined,
      sort: undefined,
    });
    expect(read(EVENT_DIRECTORY, 'near=27.95,-82.46&sort=distance').sort).toBeUndefined();
  });

  it('name only the page’s filters in the canonical URL', () => {
    const values = read(BUSINESS_DIRECTORY, 'category=restaurants&near=27.95,-82.46&sort=distance&view=map');
    expect(canonicalDirectoryFilters(BUSINESS_DIRECTORY, values)).toEqual({
      search: undefined,
      category: 'restaurants',
      area: undefined,
    });
  });
});

describe('page caching', () => {
  it('lets shared caches hold public pages for a minute and serve them stale while refreshing', () => {
    expect(pageCacheControl('/businesses', 200)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(pageCacheControl('/nope', 404)).toBe('public, max-age=0, s-maxage=60');
  });

  it('never stores admin pages or failures', () => {
    expect(pageCacheControl('/admin', 200)).toBe('private, no-store');
    expect(pageCacheControl('/admin/videos', 200)).toBe('private, no-store');
    expect(pageCacheControl('/businesses', 503)).toBe('no-store');
  });

  it('matches private paths whatever their case, as the routes do', () => {
    for (const path of [
      '/ADMIN',
      '/Admin/videos',
      '/Account',
      '/ACCOUNT/confirm',
      '/PREVIEW/businesses/x',
      '/Reset-Password',
      '/Newsletter/confirm',
      '/newsletter/unsubscribe',
    ]) {
      expect(pageCacheControl(path, 200), path).toBe('private, no-store');
    }
    expect(pageCacheControl('/administrators-guide', 200)).toContain('public');
  });
});
