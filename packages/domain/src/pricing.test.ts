import { describe, expect, it } from 'vitest';
import {
  isPriceRange,
  PRICE_RANGE_LABELS,
  PRICE_RANGE_RULES,
  PRICE_RANGES,
  priceInRange,
  REAL_ESTATE_PRICE_RANGES,
  SHORT_TERM_PRICE_RANGES,
  type PriceRange,
} from './pricing.js';
import { PRICE_TYPES } from './vocabulary.js';

const matching = (price: number, ranges: readonly PriceRange[], type: 'total' | 'nightly') =>
  ranges.filter((range) => priceInRange(range, price, type));

describe('price range vocabulary', () => {
  it('lists ranges with their labels', () => {
    expect(REAL_ESTATE_PRICE_RANGES.map((r) => PRICE_RANGE_LABELS[r])).toEqual([
      'Under $300k',
      '$300k - $500k',
      '$500k - $1M',
      '$1M+',
    ]);
    expect(SHORT_TERM_PRICE_RANGES.map((r) => PRICE_RANGE_LABELS[r])).toEqual([
      'Under $100/night',
      '$100 - $250/night',
      '$250 - $500/night',
      '$500+/night',
    ]);
    expect(PRICE_RANGES).toHaveLength(8);
    expect(isPriceRange('500k-1m')).toBe(true);
    expect(isPriceRange('500k-1M')).toBe(false);
  });

  it('describes each range as data', () => {
    expect(PRICE_RANGE_RULES['under-300k']).toEqual({
      appliesTo: ['total'],
      min: null,
      max: 300_000,
      maxExclusive: true,
    });
    expect(PRICE_RANGE_RULES['1m-plus']).toEqual({
      appliesTo: ['total'],
      min: 1_000_000,
      max: null,
      maxExclusive: false,
    });
    expect(PRICE_RANGE_RULES['100-250']).toEqual({
      appliesTo: ['daily', 'nightly'],
      min: 100,
      max: 250,
      maxExclusive: false,
    });
  });
});

describe('priceInRange for sale prices', () => {
  it('puts each boundary where the spec does', () => {
    expect(matching(299_999, REAL_ESTATE_PRICE_RANGES, 'total')).toEqual(['under-300k']);
    expect(matching(300_000, REAL_ESTATE_PRICE_RANGES, 'total')).toEqual(['300k-500k']);
    expect(matching(450_000, REAL_ESTATE_PRICE_RANGES, 'total')).toEqual(['300k-500k']);
    expect(matching(500_000, REAL_ESTATE_PRICE_RANGES, 'total')).toEqual(['300k-500k', '500k-1m']);
    expect(matching(500_001, REAL_ESTATE_PRICE_RANGES, 'total')).toEqual(['500k-1m']);
    expect(matching(1_000_000, REAL_ESTATE_PRICE_RANGES, 'total')).toEqual(['500k-1m', '1m-plus']);
    expect(matching(1_000_001, REAL_ESTATE_PRICE_RANGES, 'total')).toEqual(['1m-plus']);
  });

  it('lets prices of other types through', () => {
    for (const type of PRICE_TYPES.filter((t) => t !== 'total')) {
      expect(priceInRange('1m-plus', 2500, type)).toBe(true);
      expect(priceInRange('under-300k', 5_000_000, type)).toBe(true);
    }
    expect(priceInRange('under-300k', 5_000_000, 'total')).toBe(false);
  });
});

describe('priceInRange for short stays', () => {
  it('puts each boundary where the spec does', () => {
    expect(matching(99, SHORT_TERM_PRICE_RANGES, 'nightly')).toEqual(['under-100']);
    expect(matching(100, SHORT_TERM_PRICE_RANGES, 'nightly')).toEqual(['100-250']);
    expect(matching(250, SHORT_TERM_PRICE_RANGES, 'nightly')).toEqual(['100-250', '250-500']);
    expect(matching(499.99, SHORT_TERM_PRICE_RANGES, 'nightly')).toEqual(['250-500']);
    expect(matching(500, SHORT_TERM_PRICE_RANGES, 'nightly')).toEqual(['250-500', '500-plus']);
    expect(matching(900, SHORT_TERM_PRICE_RANGES, 'nightly')).toEqual(['500-plus']);
  });

  it('applies to daily and nightly prices only', () => {
    expect(priceInRange('under-100', 150, 'daily')).toBe(false);
    expect(priceInRange('under-100', 150, 'nightly')).toBe(false);
    expect(priceInRange('under-100', 150, 'hourly')).toBe(true);
    expect(priceInRange('under-100', 450_000, 'total')).toBe(true);
  });
});
