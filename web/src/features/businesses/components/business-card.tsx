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
    <article aria-labelledby={nameId} className="card">
      <div className="card-media">
        <SafeImage
          src={business.imageUrl}
          srcSet={business.imageSrcset}
          sizes={CARD_IMAGE_SIZES}
          alt={business.name}
          priority={imagePriority}
        />
        <div className="card-tags">
          <Badge tone="bay">{businessCategoryLabel(business.category)}</Badge>
        </div>
      </div>
      <div className="card-body">
        <StarRating rating={business.rating} reviewCount={business.reviewCount} />
        {extra}
        <Heading id={nameId} className="card-title">
          {business.name}
        </Heading>
        <p className="card-kicker">{areaLabel(business.area)}</p>
        {business.distanceMiles != null && (
          <p className="font-semibold">
            <span aria-hidden="true">📍 </span>
            {formatDistance(business.distanceMiles)} away
          </p>
        )}
        {business.description && <p className="line-clamp-3 text-slate-600">{business.description}</p>}
        <dl className="card-facts">
          {business.address && (
            <div>
              <dt>
                <span aria-hidden="true">📍</span>
                <span className="sr-only">Address</span>
              </dt>
              <dd>{business.address}</dd>
            </div>
          )}
          {business.phone && (
            <div>
              <dt>
                <span aria-hidden="true">📞</span>
                <span className="sr-only">Phone</span>
              </dt>
              <dd>
                <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>{business.phone}</a>
              </dd>
            </div>
          )}
          {business.hours && (
            <div>
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
          // The toggle and the gallery at the page's own sizes and colours, not the card text's.
          <div className="mt-2 border-t border-slate-100 pt-3 text-base text-slate-900">
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

        <div className="card-action">
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
