import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AREAS,
  BUSINESS_CATEGORIES,
  EVENT_CATEGORIES,
  FAVORITE_KINDS,
  LISTING_TYPES,
  MODERATION_RECORD_ACTIONS,
  PRICE_TYPES,
  PROPERTY_TYPES,
  HELD_BECAUSE,
  REPORT_REASONS,
  REVIEW_MODERATION_ACTIONS,
  REVIEW_STATUSES,
  SHORT_TERM_CATEGORIES,
  TAMPA_BAY_REGION,
  VIDEO_PLATFORMS,
  VIDEO_STATUSES,
} from '@tampa-local/domain';
import { describe, expect, it } from 'vitest';

/**
 * The panel's choice lists (the content types' enumerations) are the domain's vocabulary:
 * a value added on one side only would let editors store what the API refuses to filter
 * by, or offer a filter no editor can choose. Strapi needs them written out in its
 * schema.json files, so this keeps the two equal.
 */
const schema = (type: string) =>
  JSON.parse(
    readFileSync(path.join(__dirname, '..', 'src', 'api', type, 'content-types', type, 'schema.json'), 'utf8'),
  ) as { attributes: Record<string, { type: string; enum?: string[] }> };

const MODERATED_STATUSES = [...new Set<string>([...VIDEO_STATUSES, ...REVIEW_STATUSES])];

const enumerations = Object.entries({
  business: { category: BUSINESS_CATEGORIES, area: AREAS },
  event: { category: EVENT_CATEGORIES },
  property: {
    type: PROPERTY_TYPES,
    listingType: LISTING_TYPES,
    shortTermCategory: SHORT_TERM_CATEGORIES,
    priceType: PRICE_TYPES,
    area: AREAS,
  },
  'business-video': { status: VIDEO_STATUSES, platform: VIDEO_PLATFORMS },
  // Records name a video's or a review's statuses; `pending` is both's.
  'moderation-record': {
    action: [...MODERATION_RECORD_ACTIONS, ...REVIEW_MODERATION_ACTIONS],
    fromStatus: MODERATED_STATUSES,
    toStatus: MODERATED_STATUSES,
  },
  review: { status: REVIEW_STATUSES, heldBecause: HELD_BECAUSE },
  'review-report': { reason: REPORT_REASONS },
  'account-favorite': { kind: FAVORITE_KINDS },
}).flatMap(([type, fields]) =>
  Object.entries(fields).map(([field, values]) => [type, field, values as readonly string[]] as const),
);

describe('content-type enumerations', () => {
  it.each(enumerations)('%s.%s lists exactly the domain vocabulary, in its order', (type, field, values) => {
    expect(schema(type).attributes[field]?.enum).toEqual([...values]);
  });

  it('every enumeration of every content type is covered here', () => {
    const covered = new Set(enumerations.map(([type, field]) => `${type}.${field}`));
    for (const type of [
      'business',
      'event',
      'property',
      'influencer',
      'recommendation',
      'business-video',
      'review',
      'review-report',
    ]) {
      for (const [field, attribute] of Object.entries(schema(type).attributes)) {
        if (attribute.type === 'enumeration') expect(covered, `${type}.${field}`).toContain(`${type}.${field}`);
      }
    }
  });
});

/**
 * The panel checks coordinates against the region the map covers: a point outside it would
 * be stored, then refused by every map query (bbox and near must lie in the region).
 */
describe('content-type coordinates', () => {
  it.each(['business', 'property', 'event'])('%s.latitude and longitude are bounded by the region', (type) => {
    const { attributes } = schema(type) as { attributes: Record<string, { type: string; min?: number; max?: number }> };
    expect(attributes.latitude).toEqual({
      type: 'float',
      min: TAMPA_BAY_REGION.minLat,
      max: TAMPA_BAY_REGION.maxLat,
    });
    expect(attributes.longitude).toEqual({
      type: 'float',
      min: TAMPA_BAY_REGION.minLng,
      max: TAMPA_BAY_REGION.maxLng,
    });
  });
});
