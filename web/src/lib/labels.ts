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

/** 'Showing 1 business', 'Showing 12 businesses'. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
