import {
  AREA_LABELS,
  BUSINESS_CATEGORY_LABELS,
  EVENT_CATEGORY_LABELS,
  LISTING_TYPE_LABELS,
  PROPERTY_TYPE_LABELS,
  SHORT_TERM_CATEGORY_LABELS,
  VIDEO_PLATFORM_LABELS,
  capitalize,
} from '@tampa-local/domain';

/** A vocabulary label, or the raw value made readable when the server sends something new. */
function labelFrom(labels: Record<string, string>, value: string | null | undefined): string {
  if (!value) return '';
  return labels[value] ?? capitalize(value.replace(/[-_]+/g, ' '));
}

export const businessCategoryLabel = (value: string | null | undefined) => labelFrom(BUSINESS_CATEGORY_LABELS, value);
export const areaLabel = (value: string | null | undefined) => labelFrom(AREA_LABELS, value);
export const eventCategoryLabel = (value: string | null | undefined) => labelFrom(EVENT_CATEGORY_LABELS, value);
export const listingTypeLabel = (value: string | null | undefined) => labelFrom(LISTING_TYPE_LABELS, value);
export const propertyTypeLabel = (value: string | null | undefined) => labelFrom(PROPERTY_TYPE_LABELS, value);
export const shortTermCategoryLabel = (value: string | null | undefined) =>
  labelFrom(SHORT_TERM_CATEGORY_LABELS, value);
export const videoPlatformLabel = (value: string | null | undefined) => labelFrom(VIDEO_PLATFORM_LABELS, value);

/** A count as shown: '1,234', or '1,000+' when more match than were counted (`atLeast`). */
export function totalLabel(count: number, atLeast = false): string {
  return `${count.toLocaleString('en-US')}${atLeast ? '+' : ''}`;
}

/** 'Showing 1 business', 'Showing 12 businesses', 'Showing 1,000+ businesses'. */
export function countLabel(count: number, singular: string, plural: string, atLeast = false): string {
  return `${totalLabel(count, atLeast)} ${count === 1 && !atLeast ? singular : plural}`;
}
