import { describe, expect, it } from 'vitest';
import { normalizedRequest } from '../src/middlewares/response-cache';

/** The response cache's key: the path and the route's known parameters, in a fixed order. */
describe('cache key of a request', () => {
  it('drops parameters the route does not read and sorts the rest', () => {
    expect(normalizedRequest('/api/businesses', 'utm_source=x&sort=name&limit=2&bust=0.123')).toBe(
      '/api/businesses?limit=2&sort=name',
    );
    expect(normalizedRequest('/api/businesses', 'limit=2&sort=name')).toBe('/api/businesses?limit=2&sort=name');
    expect(normalizedRequest('/api/events', 'niche=food&timeframe=today')).toBe('/api/events?timeframe=today');
    expect(normalizedRequest('/api/search', 'q=pizza&offset=5')).toBe('/api/search?q=pizza');
  });

  it('keys the creators’ list on its filter and page only: it has no order and no map', () => {
    expect(
      normalizedRequest('/api/influencers', 'offset=12&niche=food&limit=12&sort=name&bbox=1,2,3,4&near=1,2&q=x'),
    ).toBe('/api/influencers?limit=12&niche=food&offset=12');
  });

  it('keys a detail page on its path alone', () => {
    expect(normalizedRequest('/api/businesses/harbor-brunch', 'x=1&populate=*')).toBe('/api/businesses/harbor-brunch');
  });

  it('does not cache a known parameter given twice or with brackets (the route answers 400)', () => {
    expect(normalizedRequest('/api/businesses', 'category=a&category=b')).toBeUndefined();
    expect(normalizedRequest('/api/businesses', 'category[$ne]=a')).toBeUndefined();
    // Unknown ones in brackets are simply dropped.
    expect(normalizedRequest('/api/businesses', 'filters[name][$eq]=a')).toBe('/api/businesses');
  });

  it('gives the same text the same key however it is encoded', () => {
    expect(normalizedRequest('/api/search', 'q=ybor%20kitchen')).toBe(
      normalizedRequest('/api/search', 'q=ybor+kitchen'),
    );
  });
});
