/** Kinds of listings, their words, price bands and how common each is. */
import { PROPERTY_AREAS, type Area, type ListingType, type ShortTermCategory } from '@tampa-local/domain';
import type { Weighted } from '../random';

// prettier-ignore
export const HOME_TYPES = ['Condo', 'Townhome', 'Bungalow', 'Craftsman Home', 'Loft', 'Ranch Home', 'Pool Home', 'Villa', 'Apartment', 'Duplex', 'Mediterranean Home', 'Cottage'];
// prettier-ignore
export const COMMERCIAL_TYPES = ['Office Suite', 'Retail Space', 'Restaurant Space', 'Warehouse', 'Flex Space', 'Medical Office', 'Corner Storefront', 'Creative Office', 'Coworking Floor'];
// prettier-ignore
export const VACATION_TYPES = ['Beachfront Condo', 'Pool Villa', 'Bay-view Cottage', 'Gulf-view Suite', 'Downtown Loft', 'Historic Bungalow', 'Waterfront Townhome'];
// prettier-ignore
export const EVENT_SPACE_TYPES = ['Rooftop Event Space', 'Waterfront Venue', 'Loft Event Hall', 'Garden Courtyard', 'Historic Ballroom', 'Warehouse Venue', 'Private Dining Room'];
// prettier-ignore
export const OTHER_STAY_TYPES = ['Private Parking Spot', 'Boat Slip', 'Storage Unit', 'Photo Studio', 'Podcast Studio', 'Coworking Desk'];
// prettier-ignore
export const PROPERTY_ADJECTIVES = ['Renovated', 'Modern', 'Sunny', 'Spacious', 'Charming', 'Updated', 'Waterfront', 'Historic', 'Bright', 'Cozy', 'Luxury', 'Move-in Ready'];

export const PROPERTY_LINES = [
  'Walk to restaurants and shops in {area}; {feature}.',
  'Light-filled layout with {feature} and {feature2}.',
  'Minutes from downtown Tampa and the airport, with {feature}.',
  'Well kept and ready now: {feature}, {feature2}.',
];
// prettier-ignore
export const PROPERTY_FEATURES = [
  'impact windows', 'a screened pool', 'a new roof', 'quartz countertops', 'covered parking', 'a private dock',
  'bay views', 'hardwood floors', 'a fenced yard', 'high ceilings', 'an outdoor kitchen', 'a rooftop terrace',
  'flexible floor plan', 'loading dock access', 'high foot traffic', 'a catering kitchen', 'AV equipment',
];

export type PriceBand = readonly [min: number, max: number, step: number];

/** Bands matching the site's price-range filters (under $300k … $1M+; under $100 … $500+ a night). */
export const SALE_BANDS: readonly PriceBand[] = [
  [145_000, 299_000, 1000],
  [300_000, 500_000, 1000],
  [500_000, 1_000_000, 5000],
  [1_000_000, 4_500_000, 25_000],
];
export const STAY_BANDS: readonly PriceBand[] = [
  [55, 99, 1],
  [100, 250, 5],
  [250, 500, 5],
  [500, 1500, 25],
];

/** How likely each band is, by bedrooms (0-5): bigger homes cost more. */
// prettier-ignore
export const SALE_WEIGHTS_BY_BEDROOMS = [
  [45, 35, 15, 5],
  [35, 40, 20, 5],
  [18, 40, 32, 10],
  [8, 32, 42, 18],
  [4, 20, 44, 32],
  [2, 10, 40, 48],
];
// prettier-ignore
export const STAY_WEIGHTS_BY_BEDROOMS = [
  [30, 50, 15, 5],
  [30, 50, 15, 5],
  [15, 50, 27, 8],
  [8, 40, 37, 15],
  [3, 25, 42, 30],
  [3, 25, 42, 30],
];

export const RENTAL_AREA_WEIGHTS: Weighted<Area> = [
  ['clearwater-beach', 45],
  ...PROPERTY_AREAS.map((area) => [area, 55 / PROPERTY_AREAS.length] as const),
];
// prettier-ignore
export const LISTING_WEIGHTS: Weighted<ListingType> = [['sale', 45], ['rent', 35], ['short-term', 20]];
// prettier-ignore
export const SHORT_TERM_WEIGHTS: Weighted<ShortTermCategory> = [['vacation-rental', 60], ['event-space', 30], ['other', 10]];
// prettier-ignore
export const BEDROOM_WEIGHTS: Weighted<number> = [[0, 6], [1, 22], [2, 30], [3, 26], [4, 12], [5, 4]];
