import {
  AREA_LABELS,
  PROPERTY_AREAS,
  RENTAL_AREAS,
  addDays,
  type Area,
  type ListingType,
  type PropertyType,
  type ShortTermCategory,
} from '@tampa-local/domain';
import type { Random } from '../random';
import { AREA_INFO } from '../vocabulary/areas';
import {
  BEDROOM_WEIGHTS,
  COMMERCIAL_TYPES,
  EVENT_SPACE_TYPES,
  HOME_TYPES,
  LISTING_WEIGHTS,
  OTHER_STAY_TYPES,
  PROPERTY_ADJECTIVES,
  PROPERTY_FEATURES,
  PROPERTY_LINES,
  RENTAL_AREA_WEIGHTS,
  SHORT_TERM_WEIGHTS,
  VACATION_TYPES,
} from '../vocabulary/properties';
import type { ImagePool } from './image-pool';
import { address, coordinates } from './places';
import { propertyPrice } from './property-prices';
import type { SyntheticProperty } from './records';
import { clamp, counterSlug, documentId, fill, round } from './text';

type PropertyKind = {
  type: PropertyType;
  area: Area;
  kind: string;
  /** Homes have bedrooms; offices, event spaces and parking spots do not. */
  home: boolean;
  imagePrefixes: string[];
};

function propertyKind(listingType: ListingType, shortTermCategory: ShortTermCategory | null, r: Random): PropertyKind {
  if (shortTermCategory === 'vacation-rental') {
    return {
      type: 'residential',
      area: r.weighted(RENTAL_AREA_WEIGHTS),
      kind: r.pick(VACATION_TYPES),
      home: true,
      imagePrefixes: ['property-beach-rental', 'property-condo'],
    };
  }
  if (shortTermCategory === 'event-space') {
    return {
      type: r.chance(0.8) ? 'commercial' : 'residential',
      area: r.pick(RENTAL_AREAS),
      kind: r.pick(EVENT_SPACE_TYPES),
      home: false,
      imagePrefixes: ['property-event-hall'],
    };
  }
  if (shortTermCategory === 'other') {
    return {
      type: r.chance(0.5) ? 'commercial' : 'residential',
      area: r.pick(RENTAL_AREAS),
      kind: r.pick(OTHER_STAY_TYPES),
      home: false,
      imagePrefixes: ['property-'],
    };
  }
  return r.chance(0.82)
    ? {
        type: 'residential',
        area: r.pick(PROPERTY_AREAS),
        kind: r.pick(HOME_TYPES),
        home: true,
        imagePrefixes: ['property-house', 'property-condo', 'property-loft', 'property-bungalow'],
      }
    : {
        type: 'commercial',
        area: r.pick(PROPERTY_AREAS),
        kind: r.pick(COMMERCIAL_TYPES),
        home: false,
        imagePrefixes: ['property-office', 'property-retail'],
      };
}

/** `count` listings around `today` (a city date), one at a time. */
export function* generateProperties(
  count: number,
  start: number,
  today: string,
  r: Random,
  images: ImagePool,
): Generator<SyntheticProperty> {
  for (let i = 0; i < count; i += 1) {
    const listingType = r.weighted(LISTING_WEIGHTS);
    const shortTermCategory = listingType === 'short-term' ? r.weighted(SHORT_TERM_WEIGHTS) : null;
    const { type, area, kind, home, imagePrefixes } = propertyKind(listingType, shortTermCategory, r);
    const bedrooms = home ? r.weighted(BEDROOM_WEIGHTS) : null;
    const { price, priceType } = propertyPrice(listingType, shortTermCategory, type, bedrooms, r);
    const bathrooms =
      bedrooms === null
        ? type === 'commercial' && r.chance(0.7)
          ? r.int(1, 4)
          : null
        : clamp(Math.max(1, bedrooms) + r.pick([-1, -0.5, 0, 0, 0.5, 1]), 1, 5);
    const sqft = r.chance(0.95)
      ? bedrooms !== null
        ? round(450 + bedrooms * 420 + r.between(-150, 600), 10)
        : round(r.logNormal(2400, 0.8, 300, 40_000), 50)
      : null;
    const parking = r.chance(0.9) ? (type === 'commercial' ? r.int(2, 80) : r.int(0, 3)) : null;

    const label = AREA_LABELS[area];
    const street = r.pick(AREA_INFO[area].streets);
    const title =
      bedrooms !== null
        ? `${r.pick(PROPERTY_ADJECTIVES)} ${bedrooms === 0 ? 'Studio' : `${bedrooms}BR`} ${kind} in ${label}`
        : r.chance(0.5)
          ? `${kind} in ${label}`
          : `${r.pick(PROPERTY_ADJECTIVES)} ${kind} on ${street}`;
    const feature = r.pick(PROPERTY_FEATURES);
    let feature2 = r.pick(PROPERTY_FEATURES);
    if (feature2 === feature)
      feature2 = PROPERTY_FEATURES[(PROPERTY_FEATURES.indexOf(feature) + 1) % PROPERTY_FEATURES.length]!;
    yield {
      documentId: documentId(r),
      slug: counterSlug(title, start + i),
      title,
      description: fill(r.pick(PROPERTY_LINES), { area: label, feature, feature2 }),
      type,
      listingType,
      shortTermCategory,
      price,
      priceType,
      sqft,
      bedrooms,
      bathrooms,
      parking,
      area,
      address: address(area, r, street),
      // Every listing has its point: an address is what a listing is found by.
      ...coordinates(area, r),
      availableDate: r.chance(0.9) ? addDays(today, r.int(-20, 120)) : null,
      image: images.pick(imagePrefixes, r, 0.96)?.id ?? null,
    };
  }
}
