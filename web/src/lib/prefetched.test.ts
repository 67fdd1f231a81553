import { describe, expect, it } from 'vitest';
import type { Cache } from 'swr';
import { unstable_serialize } from 'swr';
import { unstable_serialize as serializeInfinite } from 'swr/infinite';
import { keepInCache } from './prefetched';

const newCache = (): Cache => new Map() as unknown as Cache;

describe('keepInCache', () => {
  it('caches the server’s answers, and a paged list’s first page under the key useSWRInfinite reads', () => {
    const cache = newCache();
    const detailKey = unstable_serialize(['/api/businesses/harbor-brunch']);
    const pageKey = ['/api/businesses', { limit: 12, offset: 0 }] as const;
    const listKey = serializeInfinite(() => pageKey);
    const firstPage = { items: [{ id: 1 }], total: 30 };
    keepInCache(cache, { [detailKey]: { name: 'Harbor Brunch' }, [listKey]: [firstPage] });
    expect(cache.get(detailKey)?.data).toEqual({ name: 'Harbor Brunch' });
    expect(cache.get(listKey)?.data).toEqual([firstPage]);
    expect(cache.get(unstable_serialize(pageKey))?.data).toBe(firstPage);
  });

  it('keeps what the browser already fetched', () => {
    const cache = newCache();
    const key = unstable_serialize(['/api/events']);
    cache.set(key, { data: { newer: true } });
    keepInCache(cache, { [key]: { newer: false } });
    expect(cache.get(key)?.data).toEqual({ newer: true });
  });
});
