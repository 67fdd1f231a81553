import { describe, expect, it } from 'vitest';
import { readPageNumber } from '@/hooks/use-url-filters';
import { canonicalListPath, LIST_MAX_PAGE, listPageHref } from './list-pages';
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

  it('stop where the API stops paging', () => {
    expect(LIST_MAX_PAGE).toBe(834);
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
