import type { ListingType, PriceType, PropertyType, ShortTermCategory } from '@tampa-local/domain';
import type { Random } from '../random';
import {
  SALE_BANDS,
  SALE_WEIGHTS_BY_BEDROOMS,
  STAY_BANDS,
  STAY_WEIGHTS_BY_BEDROOMS,
  type PriceBand,
} from '../vocabulary/properties';
import { clamp, round } from './text';

function priceIn(bands: readonly PriceBand[], weights: readonly number[], r: Random): number {
  const [min, max, step] = r.weighted(bands.map((band, i) => [band, weights[i] ?? 0] as const));
  // The boundary values themselves appear now and then: the filters must place them right.
  if (r.chance(0.02)) return r.chance(0.5) ? min : max;
  return clamp(round(r.between(min, max), step), min, max);
}

/** A price and its unit as the listing's kind and size make likely. */
export function propertyPrice(
  listingType: ListingType,
  shortTermCategory: ShortTermCategory | null,
  type: PropertyType,
  bedrooms: number | null,
  r: Random,
): { price: number; priceType: PriceType } {
  const rooms = Math.min(5, bedrooms ?? 0);
  switch (shortTermCategory) {
    case 'vacation-rental':
      return {
        priceType: r.chance(0.8) ? 'nightly' : 'daily',
        price: priceIn(STAY_BANDS, STAY_WEIGHTS_BY_BEDROOMS[rooms]!, r),
      };
    case 'event-space':
      return r.chance(0.55)
        ? { priceType: 'hourly', price: round(r.between(75, 650), 5) }
        : { priceType: 'daily', price: priceIn(STAY_BANDS, [0, 15, 40, 45], r) };
    case 'other': {
      const priceType = r.weighted<PriceType>([
        ['hourly', 30],
        ['daily', 40],
        ['nightly', 30],
      ]);
      return {
        priceType,
        price: priceType === 'hourly' ? round(r.between(15, 120), 5) : priceIn(STAY_BANDS, [25, 45, 20, 10], r),
      };
    }
    default:
      break;
  }
  if (listingType === 'sale') {
    const weights = type === 'residential' ? SALE_WEIGHTS_BY_BEDROOMS[rooms]! : [3, 12, 30, 55];
    return { priceType: 'total', price: priceIn(SALE_BANDS, weights, r) };
  }
  if (type === 'residential')
    return { priceType: 'monthly', price: round((1000 + rooms * 700) * r.between(0.8, 1.35), 25) };
  return r.chance(0.55)
    ? { priceType: 'sqft_yearly', price: Math.round(r.between(16, 68) * 2) / 2 }
    : { priceType: 'monthly', price: round(r.between(1800, 35_000), 50) };
}
