import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDistance } from '@tampa-local/domain';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { SafeImage } from '@/components/ui/safe-image';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { areaLabel, businessCategoryLabel } from '@/lib/labels';
import { pick } from '@/lib/pick';
import type { Business } from '@/types/api';
import { OpenStatus } from './open-status';
import { CARD_IMAGE_SIZES } from '@/config/ui';

// The gallery (and the video dialog with Headless UI) loads only when a visitor opens it.
const BusinessCardVideos = lazy(() => import('./business-card-videos'));

/**
 * What a business card shows, and its list's JSON-LD names (slug, name): a list page's
 * loader data carries these fields alone, not the opening hours' table, the website or
 * the map point the business's own page shows.
 */
export const BUSINESS_CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'category',
  'area',
  'description',
  'address',
  'phone',
  'hours',
  'isOpen',
  'nextChange',
  'imageUrl',
  'imageSrcset',
  'rating',
  'reviewCount',
  'activeVideoCount',
  'distanceMiles',
] as const satisfies readonly (keyof Business)[];

export type BusinessCardData = Pick<Business, (typeof BUSINESS_CARD_FIELDS)[number]>;

export function businessCardData(business: Business): BusinessCardData {
  return pick(business, BUSINESS_CARD_FIELDS);
}

export function videoToggleLabel(expanded: boolean, count: number): string {
  return `${expanded ? 'Hide' : 'View'} TikTok Videos (${count})`;
}

export function BusinessCard({
  business,
  detailsLabel = 'View Details',
  extra,
  headingLevel = 3,
  imagePriority = false,
}: {
  business: BusinessCardData;
  /** 'View Details' on lists, 'View Details →' on the home page. */
  detailsLabel?: string;
  /** Extra content under the rating (a creator's score on influencer pages). */
  extra?: ReactNode;
  headingLevel?: 2 | 3;
  /** The first card of a list: its picture is the page's largest, load it first. */
  imagePriority?: boolean;
}) {
  const [showVideos, setShowVideos] = useState(false);
  const galleryId = useId();
  const nameId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const videoCount = business.activeVideoCount;

  return (
    <article
      aria-labelledby={nameId}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[16/10] bg-slate-100">
        <SafeImage
          src={business.imageUrl}
          srcSet={business.imageSrcset}
          sizes={CARD_IMAGE_SIZES}
          alt={business.name}
          priority={imagePriority}
          className="h-full w-full object-cover"
        />
        <Badge tone="bay" className="absolute left-3 top-3 bg-white/95">
          {businessCategoryLabel(business.category)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <StarRating rating={business.rating} reviewCount={business.reviewCount} />
        {extra}
        <Heading id={nameId} className="text-lg font-bold text-slate-900">
          {business.name}
        </Heading>
        <p className="text-xs font-semibold uppercase tracking-wide text-bay-700">{areaLabel(business.area)}</p>
        {business.distanceMiles != null && (
          <p className="text-sm font-semibold text-slate-700">
            <span aria-hidden="true">📍 </span>
            {formatDistance(business.distanceMiles)} away
          </p>
        )}
        {business.description && <p className="line-clamp-3 text-sm text-slate-600">{business.description}</p>}
        <dl className="mt-1 space-y-1 text-sm text-slate-700">
          {business.address && (
            <div className="flex gap-2">
              <dt>
                <span aria-hidden="true">📍</span>
                <span className="sr-only">Address</span>
              </dt>
              <dd>{business.address}</dd>
            </div>
          )}
          {business.phone && (
            <div className="flex gap-2">
              <dt>
                <span aria-hidden="true">📞</span>
                <span className="sr-only">Phone</span>
              </dt>
              <dd>
                <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`} className="hover:text-bay-700 hover:underline">
                  {business.phone}
                </a>
              </dd>
            </div>
          )}
          {business.hours && (
            <div className="flex gap-2">
              <dt>
                <span aria-hidden="true">🕒</span>
                <span className="sr-only">Hours</span>
              </dt>
              <dd className="whitespace-pre-line">{business.hours}</dd>
            </div>
          )}
        </dl>
        <OpenStatus isOpen={business.isOpen} nextChange={business.nextChange} />

        {videoCount > 0 && (
          <div className="mt-2 border-t border-slate-100 pt-3">
            <button
              type="button"
              aria-expanded={showVideos}
              aria-controls={galleryId}
              onClick={() => setShowVideos((shown) => !shown)}
              className="text-sm font-semibold text-sunset-700 hover:text-sunset-800"
            >
              {videoToggleLabel(showVideos, videoCount)}
            </button>
            <div id={galleryId} hidden={!showVideos} className="mt-3">
              {showVideos && (
                <Suspense fallback={<p className="text-sm text-slate-600">Loading videos...</p>}>
                  <BusinessCardVideos slug={business.slug} />
                </Suspense>
              )}
            </div>
          </div>
        )}

        <div className="mt-auto pt-4">
          <Link
            to={paths.business(business.slug)}
            aria-describedby={nameId}
            className={buttonClass('secondary', 'md', 'w-full')}
          >
            {detailsLabel}
          </Link>
        </div>
      </div>
    </article>
  );
}
