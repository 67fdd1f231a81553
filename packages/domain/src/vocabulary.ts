import { slugify } from './slug.js';

/** True when `value` is one of `values`; narrows unknown input to the union. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * Reads a vocabulary value from free text (query strings, CSV columns, CMS
 * input): the slug or the label, any case, or the label in slug form
 * ('food-drink' for 'Food & Drink').
 */
export function parseVocabulary<T extends string>(
  input: string,
  values: readonly T[],
  labels: Record<T, string>,
): T | null {
  const text = input.trim().toLowerCase();
  if (text === '') return null;
  // Exact matches win over looser ones, so one value's label can never
  // shadow another value's slug.
  for (const value of values) if (value.toLowerCase() === text) return value;
  for (const value of values) if (labels[value].toLowerCase() === text) return value;

  const slug = slugify(text);
  if (slug === '') return null;
  for (const value of values) {
    if (slugify(value) === slug || slugify(labels[value]) === slug) return value;
  }
  return null;
}

// Businesses

export const BUSINESS_CATEGORIES = [
  'restaurants',
  'nightlife',
  'attractions',
  'beaches',
  'shopping',
  'fitness',
  'services',
  'beauty',
  'hotels',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const BUSINESS_CATEGORY_LABELS: Record<BusinessCategory, string> = {
  restaurants: 'Restaurants',
  nightlife: 'Nightlife',
  attractions: 'Attractions',
  beaches: 'Beaches',
  shopping: 'Shopping',
  fitness: 'Fitness',
  services: 'Services',
  beauty: 'Beauty',
  hotels: 'Hotels',
};

/** The categories offered by the /businesses filter, in display order. */
export const BUSINESS_FILTER_CATEGORIES: readonly BusinessCategory[] = [...BUSINESS_CATEGORIES];

export interface HomeCategoryLink {
  label: string;
  /** null links to the unfiltered business list. */
  category: BusinessCategory | null;
}

/** The home page 'Explore by Category' grid. */
export const HOME_CATEGORY_LINKS: readonly HomeCategoryLink[] = [
  { label: 'Restaurants', category: 'restaurants' },
  { label: 'Nightlife', category: 'nightlife' },
  { label: 'Kid-Friendly', category: 'attractions' },
  { label: 'Beaches', category: 'beaches' },
  { label: 'Shopping', category: 'shopping' },
  { label: 'Fitness', category: 'fitness' },
  { label: 'Services', category: 'services' },
  { label: 'More', category: null },
];

export const HOME_SPOT_NICHES = ['food', 'fitness', 'beauty', 'services'] as const;
export type HomeSpotNiche = (typeof HOME_SPOT_NICHES)[number];

export interface HomeSpotTab {
  label: string;
  category: BusinessCategory;
  niche: HomeSpotNiche;
}

/** The home page tabs pairing a business category with a creator niche. */
export const HOME_SPOT_TABS: readonly HomeSpotTab[] = [
  { label: 'Food', category: 'restaurants', niche: 'food' },
  { label: 'Fitness', category: 'fitness', niche: 'fitness' },
  { label: 'Beauty', category: 'beauty', niche: 'beauty' },
  { label: 'Services', category: 'services', niche: 'services' },
];

// Areas

export const AREAS = [
  'downtown-tampa',
  'ybor-city',
  'hyde-park',
  'westshore',
  'south-tampa',
  'tampa-heights',
  'north-tampa',
  'clearwater',
  'clearwater-beach',
] as const;
export type Area = (typeof AREAS)[number];

export const AREA_LABELS: Record<Area, string> = {
  'downtown-tampa': 'Downtown Tampa',
  'ybor-city': 'Ybor City',
  'hyde-park': 'Hyde Park',
  westshore: 'Westshore',
  'south-tampa': 'South Tampa',
  'tampa-heights': 'Tampa Heights',
  'north-tampa': 'North Tampa',
  clearwater: 'Clearwater',
  'clearwater-beach': 'Clearwater Beach',
};

export const BUSINESS_AREAS = [
  'downtown-tampa',
  'ybor-city',
  'hyde-park',
  'westshore',
  'south-tampa',
  'tampa-heights',
  'north-tampa',
  'clearwater',
] as const satisfies readonly Area[];
export type BusinessArea = (typeof BUSINESS_AREAS)[number];

export const PROPERTY_AREAS = [
  'downtown-tampa',
  'hyde-park',
  'westshore',
  'south-tampa',
  'ybor-city',
  'tampa-heights',
] as const satisfies readonly Area[];
export type PropertyArea = (typeof PROPERTY_AREAS)[number];

export const RENTAL_AREAS = [...PROPERTY_AREAS, 'clearwater-beach'] as const satisfies readonly Area[];
export type RentalArea = (typeof RENTAL_AREAS)[number];

// Events

export const EVENT_CATEGORIES = ['music', 'food', 'sports', 'arts', 'family', 'other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  music: 'Music',
  food: 'Food & Drink',
  sports: 'Sports',
  arts: 'Arts',
  family: 'Family',
  other: 'Other',
};

/** 'other' is a catch-all, so the events filter leaves it out. */
export const EVENT_FILTER_CATEGORIES = [
  'music',
  'food',
  'sports',
  'arts',
  'family',
] as const satisfies readonly EventCategory[];

export const TIMEFRAMES = ['today', 'week', 'month', 'upcoming'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  today: 'Today',
  week: 'This Week',
  month: 'This Month',
  upcoming: 'Upcoming',
};

// Real estate and rentals

export const PROPERTY_TYPES = ['residential', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
};

export const LISTING_TYPES = ['sale', 'rent', 'short-term'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  sale: 'For Sale',
  rent: 'For Rent',
  'short-term': 'Short-term Rental',
};

export const SHORT_TERM_CATEGORIES = ['vacation-rental', 'event-space', 'other'] as const;
export type ShortTermCategory = (typeof SHORT_TERM_CATEGORIES)[number];

export const SHORT_TERM_CATEGORY_LABELS: Record<ShortTermCategory, string> = {
  'vacation-rental': 'Vacation Rentals',
  'event-space': 'Event Spaces',
  other: 'Other',
};

export const PRICE_TYPES = ['total', 'monthly', 'sqft_yearly', 'daily', 'hourly', 'nightly'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  total: 'Total',
  monthly: 'Monthly',
  sqft_yearly: 'Per sqft / year',
  daily: 'Daily',
  hourly: 'Hourly',
  nightly: 'Nightly',
};

export const PRICE_LEVELS = ['$', '$$', '$$$', '$$$$'] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];

// Creator videos

export const VIDEO_STATUSES = ['pending', 'active', 'rejected'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const VIDEO_STATUS_LABELS: Record<VideoStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  rejected: 'Rejected',
};

export const VIDEO_PLATFORMS = ['tiktok', 'youtube', 'instagram', 'vimeo'] as const;
export type VideoPlatform = (typeof VIDEO_PLATFORMS)[number];

export const VIDEO_PLATFORM_LABELS: Record<VideoPlatform, string> = {
  tiktok: 'TikTok',
  youtube: 'YouTube',
  instagram: 'Instagram',
  vimeo: 'Vimeo',
};
