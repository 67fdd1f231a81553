import { useId, useState } from 'react';
import { capitalize, formatDistance, formatPrice, formatPricePerSqft, propertyActionLabel } from '@tampa-local/domain';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { SafeImage } from '@/components/ui/safe-image';
import { formatCalendarDate } from '@/lib/dates';
import { areaLabel, listingTypeLabel, shortTermCategoryLabel } from '@/lib/labels';
import { pick } from '@/lib/pick';
import type { Property } from '@/types/api';
import { CARD_IMAGE_SIZES } from '@/config/ui';

/** '$1,234/sqft' for properties sold at a total price with a known size. */
export function pricePerSqftText(property: Pick<Property, 'price' | 'priceType' | 'sqft'>): string | null {
  return property.priceType === 'total' ? formatPricePerSqft(property.price, property.sqft) : null;
}

/** Beds and baths for homes, parking for commercial space. */
export function propertyFacts(
  property: Pick<Property, 'type' | 'bedrooms' | 'bathrooms' | 'parking' | 'sqft'>,
): string[] {
  const facts: string[] = [];
  if (property.type === 'residential') {
    if (property.bedrooms != null) facts.push(`${property.bedrooms} ${property.bedrooms === 1 ? 'bed' : 'beds'}`);
    if (property.bathrooms != null) facts.push(`${property.bathrooms} ${property.bathrooms === 1 ? 'bath' : 'baths'}`);
  } else if (property.parking != null) {
    facts.push(`${property.parking} parking ${property.parking === 1 ? 'space' : 'spaces'}`);
  }
  if (property.sqft != null) facts.push(`${property.sqft.toLocaleString('en-US')} sqft`);
  return facts;
}

/**
 * What a listing's card shows, and its list's Offer JSON-LD says: the real estate and
 * rentals lists' loader data carries these fields alone (not the map point).
 */
export const PROPERTY_CARD_FIELDS = [
  'id',
  'slug',
  'title',
  'description',
  'type',
  'listingType',
  'shortTermCategory',
  'price',
  'priceType',
  'sqft',
  'bedrooms',
  'bathrooms',
  'parking',
  'area',
  'address',
  'availableDate',
  'imageUrl',
  'imageSrcset',
  'distanceMiles',
] as const satisfies readonly (keyof Property)[];

export type PropertyCardData = Pick<Property, (typeof PROPERTY_CARD_FIELDS)[number]>;

export function propertyCardData(property: Property): PropertyCardData {
  return pick(property, PROPERTY_CARD_FIELDS);
}

/** imagePriority: the first card of a list, whose picture is the page's largest. */
export function PropertyCard({
  property,
  imagePriority = false,
}: {
  property: PropertyCardData;
  imagePriority?: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const perSqft = pricePerSqftText(property);
  const facts = propertyFacts(property);

  return (
    <article aria-labelledby={titleId} className="card">
      <div className="card-media">
        <SafeImage
          src={property.imageUrl}
          srcSet={property.imageSrcset}
          sizes={CARD_IMAGE_SIZES}
          alt={property.title}
          priority={imagePriority}
        />
        <div className="card-tags">
          <Badge tone="palm">{listingTypeLabel(property.listingType)}</Badge>
          {property.shortTermCategory && property.shortTermCategory !== 'other' && (
            <Badge tone="sunset">{shortTermCategoryLabel(property.shortTermCategory)}</Badge>
          )}
        </div>
      </div>
      <div className="card-body">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <p className="text-2xl font-extrabold text-slate-900">{formatPrice(property.price, property.priceType)}</p>
          {perSqft && <p className="text-slate-600">{perSqft}</p>}
        </div>
        <h3 id={titleId} className="card-title">
          {property.title}
        </h3>
        <p className="card-kicker">
          {capitalize(property.type)} · {areaLabel(property.area)}
        </p>
        {property.distanceMiles != null && (
          <p className="font-semibold">
            <span aria-hidden="true">📍 </span>
            {formatDistance(property.distanceMiles)} away
          </p>
        )}
        {facts.length > 0 && (
          <ul className="flex flex-wrap gap-x-3 gap-y-1">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
        {property.address && (
          <p>
            <span aria-hidden="true">📍 </span>
            <span className="sr-only">Address: </span>
            {property.address}
          </p>
        )}
        {property.availableDate && (
          <p className="text-slate-600">Available {formatCalendarDate(property.availableDate)}</p>
        )}
        {property.description && (
          <p id={detailsId} className={expanded ? 'text-slate-600' : 'line-clamp-2 text-slate-600'}>
            {property.description}
          </p>
        )}
        <div className="card-action">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={property.description ? detailsId : undefined}
            onClick={() => setExpanded((open) => !open)}
            className={buttonClass('secondary', 'md', 'w-full')}
          >
            {propertyActionLabel(property.listingType)}
          </button>
        </div>
      </div>
    </article>
  );
}
