import type { PriceType } from './vocabulary.js';

export const REAL_ESTATE_PRICE_RANGES = ['under-300k', '300k-500k', '500k-1m', '1m-plus'] as const;
export type RealEstatePriceRange = (typeof REAL_ESTATE_PRICE_RANGES)[number];

export const SHORT_TERM_PRICE_RANGES = ['under-100', '100-250', '250-500', '500-plus'] as const;
export type ShortTermPriceRange = (typeof SHORT_TERM_PRICE_RANGES)[number];

export type PriceRange = RealEstatePriceRange | ShortTermPriceRange;

export const PRICE_RANGES: readonly PriceRange[] = [...REAL_ESTATE_PRICE_RANGES, ...SHORT_TERM_PRICE_RANGES];

export const PRICE_RANGE_LABELS: Record<PriceRange, string> = {
  'under-300k': 'Under $300k',
  '300k-500k': '$300k - $500k',
  '500k-1m': '$500k - $1M',
  '1m-plus': '$1M+',
  'under-100': 'Under $100/night',
  '100-250': '$100 - $250/night',
  '250-500': '$250 - $500/night',
  '500-plus': '$500+/night',
};

export interface PriceRangeRule {
  /** Listings priced any other way are not filtered by the range. */
  appliesTo: readonly PriceType[];
  /** Inclusive lower bound; null for none. */
  min: number | null;
  /** Upper bound; null for none. */
  max: number | null;
  maxExclusive: boolean;
}

const SALE_PRICES: readonly PriceType[] = ['total'];
const STAY_PRICES: readonly PriceType[] = ['daily', 'nightly'];

// Neighbouring ranges share their boundary value on purpose (the product
// spec lists $500,000 under both '300k-500k' and '500k-1m').
export const PRICE_RANGE_RULES: Record<PriceRange, PriceRangeRule> = {
  'under-300k': {
    appliesTo: SALE_PRICES,
    min: null,
    max: 300_000,
    maxExclusive: true,
  },
  '300k-500k': {
    appliesTo: SALE_PRICES,
    min: 300_000,
    max: 500_000,
    maxExclusive: false,
  },
  '500k-1m': {
    appliesTo: SALE_PRICES,
    min: 500_000,
    max: 1_000_000,
    maxExclusive: false,
  },
  '1m-plus': {
    appliesTo: SALE_PRICES,
    min: 1_000_000,
    max: null,
    maxExclusive: false,
  },
  'under-100': {
    appliesTo: STAY_PRICES,
    min: null,
    max: 100,
    maxExclusive: true,
  },
  '100-250': {
    appliesTo: STAY_PRICES,
    min: 100,
    max: 250,
    maxExclusive: false,
  },
  '250-500': {
    appliesTo: STAY_PRICES,
    min: 250,
    max: 500,
    maxExclusive: false,
  },
  '500-plus': {
    appliesTo: STAY_PRICES,
    min: 500,
    max: null,
    maxExclusive: false,
  },
};

export function isPriceRange(value: unknown): value is PriceRange {
  return typeof value === 'string' && (PRICE_RANGES as readonly string[]).includes(value);
}

export function priceInRange(range: PriceRange, price: number, priceType: PriceType): boolean {
  const rule = PRICE_RANGE_RULES[range];
  if (!rule.appliesTo.includes(priceType)) return true;
  if (rule.min !== null && price < rule.min) return false;
  if (rule.max !== null && (rule.maxExclusive ? price >= rule.max : price > rule.max)) {
    return false;
  }
  return true;
}
