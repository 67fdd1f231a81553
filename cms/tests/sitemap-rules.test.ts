import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SITEMAP_TYPES, type SitemapEntry } from '@tampa-local/domain';
import {
  SITEMAP_MAX_CHUNK_SIZE,
  SITEMAP_SOURCES,
  ndjsonLines,
  parseChunkIndex,
  sitemapChunkSize,
} from '../src/api/sitemap/rules';

/** The sitemap's rules apart from the database: chunk size, chunk URLs, NDJSON lines. */
describe('sitemapChunkSize', () => {
  it('is the protocol limit of 50,000 unless configured', () => {
    expect(sitemapChunkSize(undefined)).toBe(50_000);
    expect(sitemapChunkSize('')).toBe(SITEMAP_MAX_CHUNK_SIZE);
    expect(sitemapChunkSize('3')).toBe(3);
    expect(sitemapChunkSize('50000')).toBe(50_000);
  });

  it.each(['0', '-5', '50001', '2.5', 'lots', '1e9'])('refuses %s instead of guessing', (value) => {
    expect(() => sitemapChunkSize(value)).toThrow(/SITEMAP_CHUNK_SIZE must be a whole number from 1 to 50000/);
  });
});

describe('parseChunkIndex', () => {
  it('reads each chunk number from its one spelling', () => {
    expect(parseChunkIndex('0')).toBe(0);
    expect(parseChunkIndex('19')).toBe(19);
    fc.assert(fc.property(fc.nat({ max: 999_999_999 }), (n) => parseChunkIndex(String(n)) === n));
  });

  it.each([undefined, '', '-1', '01', '+1', '1e3', '1.0', ' 1', '0x10', '%00', '1234567890'])('refuses %j', (text) => {
    expect(parseChunkIndex(text)).toBeNull();
  });
});

describe('ndjsonLines', () => {
  it('writes one JSON line per entry, slug and updatedAt only, each ending with a newline', () => {
    const entries: SitemapEntry[] = [
      { slug: 'ybor-taco-garage', updatedAt: '2026-11-24T07:00:00.000Z' },
      { slug: 'quote-"and"-line\nbreak', updatedAt: null },
    ];
    const withExtra = { ...entries[0]!, extra: 'not listed' };
    const text = ndjsonLines([...entries, withExtra]);
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => JSON.parse(line) as unknown)).toEqual([...entries, entries[0]]);
    expect(ndjsonLines([])).toBe('');
  });
});

describe('SITEMAP_SOURCES', () => {
  it('names a content type for every kind of page the sitemap lists', () => {
    expect(Object.keys(SITEMAP_SOURCES).sort()).toEqual([...SITEMAP_TYPES].sort());
    expect(SITEMAP_SOURCES.businesses.uid).toBe('api::business.business');
    expect(SITEMAP_SOURCES.influencers.uid).toBe('api::influencer.influencer');
  });
});
