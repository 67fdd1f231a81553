import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ContentCache,
  contentGeneration,
  invalidateLocalContent,
  setContentFeedLive,
  totalsCache,
} from '../src/core/cache/cache';

/** The response cache's store: least recently used out first, bounded by bytes, until content or the clock changes it. */
describe('ContentCache', () => {
  afterEach(() => {
    vi.useRealTimers();
    setContentFeedLive(false);
  });

  it('never holds more bytes than its bound, however many answers arrive', () => {
    const cache = new ContentCache<string>(1000, 1000);
    for (let i = 0; i < 50; i += 1) cache.set(`/api/businesses/${i}`, `answer ${i}`, 100, contentGeneration());
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(10);
    expect(cache.get('/api/businesses/49')).toBe('answer 49');
    expect(cache.get('/api/businesses/0')).toBeUndefined();
  });

  it('lets the least recently used go first', () => {
    const cache = new ContentCache<string>(3, 10_000);
    const now = contentGeneration();
    cache.set('a', 'A', 10, now);
    cache.set('b', 'B', 10, now);
    cache.set('c', 'C', 10, now);
    expect(cache.get('a')).toBe('A');
    cache.set('d', 'D', 10, now);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D']);
  });

  it('does not keep an answer larger than the whole bound', () => {
    const cache = new ContentCache<string>(10, 100);
    cache.set('small', 'x', 50, contentGeneration());
    cache.set('huge', 'y', 101, contentGeneration());
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe('x');
  });

  it('forgets everything at the turn of the minute (open now, this week’s events)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T15:00:59.500Z'));
    const cache = new ContentCache<string>(10, 1000);
    cache.set('k', 'v', 10, contentGeneration());
    expect(cache.get('k')).toBe('v');
    vi.setSystemTime(new Date('2026-11-24T15:01:00.000Z'));
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps an answer until the instant it was given, across minutes, and not a moment longer', () => {
    setContentFeedLive(true);
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T15:00:59.500Z'));
    const cache = new ContentCache<string>(10, 1000);
    // Say, a page whose every business keeps its opening status until 21:00 UTC.
    cache.set('k', 'v', 10, contentGeneration(), {
      from: Date.parse('2026-11-24T15:00:00.000Z'),
      until: Date.parse('2026-11-24T21:00:00.000Z'),
    });
    vi.setSystemTime(new Date('2026-11-24T20:59:59.999Z'));
    expect(cache.get('k')).toBe('v');
    vi.setSystemTime(new Date('2026-11-24T21:00:00.000Z'));
    expect(cache.get('k')).toBeUndefined();
    // One that no longer holds when it arrives is not kept.
    cache.set('late', 'v', 10, contentGeneration(), {
      from: Date.parse('2026-11-24T15:00:00.000Z'),
      until: Date.parse('2026-11-24T21:00:00.000Z'),
    });
    expect(cache.get('late')).toBeUndefined();
    // Nor is one served before its time (a clock set back).
    vi.setSystemTime(new Date('2026-11-24T14:59:59.000Z'));
    cache.set('early', 'v', 10, contentGeneration(), {
      from: Date.parse('2026-11-24T14:59:00.000Z'),
      until: Date.parse('2026-11-24T21:00:00.000Z'),
    });
    vi.setSystemTime(new Date('2026-11-24T14:58:30.000Z'));
    expect(cache.get('early')).toBeUndefined();
  });

  it('keeps nothing past its minute while changes made by other processes may go unseen', () => {
    setContentFeedLive(false);
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T15:00:30.000Z'));
    const cache = new ContentCache<string>(10, 1000);
    cache.set('k', 'v', 10, contentGeneration(), {
      from: Date.parse('2026-11-24T15:00:00.000Z'),
      until: Date.parse('2026-11-24T21:00:00.000Z'),
    });
    expect(cache.get('k')).toBe('v');
    vi.setSystemTime(new Date('2026-11-24T15:01:00.000Z'));
    expect(cache.get('k')).toBeUndefined();
  });

  it('is emptied by a content change, and refuses what was read before it', () => {
    const cache = new ContentCache<string>(10, 1000);
    const before = contentGeneration();
    cache.set('k', 'v', 10, before);
    invalidateLocalContent();
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'stale', 10, before);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'fresh', 10, contentGeneration());
    expect(cache.get('k')).toBe('fresh');
  });
});

describe('the list totals', () => {
  afterEach(() => {
    vi.useRealTimers();
    setContentFeedLive(false);
  });

  it('outlive the turn of the minute (their clock inputs are in their keys) until content changes', () => {
    setContentFeedLive(true);
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T15:00:59.500Z'));
    const key = 'select count(*) from events where date >= ?\n["2026-11-24"]';
    totalsCache.set(key, 285_714, key.length + 16, contentGeneration());
    vi.setSystemTime(new Date('2026-11-24T15:07:00.000Z'));
    expect(totalsCache.get(key)).toBe(285_714);
    invalidateLocalContent();
    expect(totalsCache.get(key)).toBeUndefined();
  });
});
