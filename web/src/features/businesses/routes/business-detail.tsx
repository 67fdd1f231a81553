import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { DetailPageStates } from '@/components/ui/detail-page-states';
import { SafeImage } from '@/components/ui/safe-image';
import { StarRating } from '@/components/ui/star-rating';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layouts/skip-link';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { directionsUrl } from '@/lib/directions';
import { useFavorites } from '@/lib/favorites';
import { loadPage } from '@/lib/page-loader.server';
import { clientPageData, Prefetched, type PageData } from '@/lib/prefetched';
import { useSiteUrl } from '@/lib/site-url';
import { businessJsonLd } from '@/lib/structured-data';
import { areaLabel, businessCategoryLabel } from '@/lib/labels';
import { businessQuery, useBusiness, type BusinessPageData } from '../api/get-business';
import { businessVideosQuery } from '../api/get-business-videos';
import { reviewParams, reviewsQuery, useReviews } from '../api/get-reviews';
import { BusinessVideosSection } from '../components/business-videos-section';
import { PlaceFigure } from '@/components/map/place-figure';
import { OpenStatus } from '../components/open-status';
import { OwnerBlock, showsOwnerBlock } from '../components/owner-block';
import { PriceLevel } from '../components/price-level';
import { RecommendationCarousel } from '../components/recommendation-carousel';
import { ReviewsSection } from '../components/reviews/reviews-section';
import { SimilarBusinesses } from '../components/similar-businesses';
import type { Route } from './+types/business-detail';
import { HERO_IMAGE_SIZES } from '@/config/ui';

function BackLink() {
  return (
    <Link
      to={paths.home}
      className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-slate-200 hover:bg-white/10 hover:text-white"
    >
      <span aria-hidden="true">←</span> Back to {SITE_NAME}
    </Link>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-night-950 text-slate-100">
      <SkipLink />
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <BackLink />
      </header>
      {/* A screen tall while loading, so the footer never jumps when the page arrives. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-svh">
        {children}
      </main>
      <footer className="mx-auto max-w-6xl px-4 py-10 text-sm text-slate-400">
        © {new Date().getFullYear()} {SITE_NAME}
      </footer>
    </div>
  );
}

function FavoriteBusinessButton({ business }: { business: BusinessPageData }) {
  const { isFavoriteBusiness, toggleFavoriteBusiness } = useFavorites();
  const saved = isFavoriteBusiness(business.slug);
  return (
    <button
      type="button"
      onClick={() =>
        toggleFavoriteBusiness({
          slug: business.slug,
          name: business.name,
          category: business.category,
          area: business.area,
          imageUrl: business.imageUrl,
        })
      }
      className={buttonClass('darkOutline', 'lg')}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      {saved ? 'Remove from Favorite Businesses' : 'Add to Favorite Businesses'}
    </button>
  );
}

/** `reviews`: false in the editors' preview of a draft, which has no public reviews to show. */
function BusinessDetailView({ business, reviews = true }: { business: BusinessPageData; reviews?: boolean }) {
  return (
    <>
      <div className="relative">
        <SafeImage
          src={business.imageUrl}
          srcSet={business.imageSrcset}
          sizes={HERO_IMAGE_SIZES}
          alt={business.name}
          loading="eager"
          className="h-64 w-full object-cover opacity-60 sm:h-96"
        />
        <div
          className="absolute inset-0 bg-gradient-to-t from-night-950 via-night-950/60 to-transparent"
          aria-hidden="true"
        />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-6xl px-4 pb-6">
          <div className="flex flex-wrap gap-2">
            <Badge tone="dark">{businessCategoryLabel(business.category)}</Badge>
            <Badge tone="dark">{areaLabel(business.area)}</Badge>
            {business.featured && <Badge tone="sunset">Featured</Badge>}
          </div>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-5xl">{business.name}</h1>
          <StarRating
            className="mt-3"
            rating={business.rating}
            mode="half"
            reviewCount={business.reviewCount}
            tone="dark"
            size="md"
          />
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {business.description && <p className="text-lg leading-relaxed text-slate-200">{business.description}</p>}
          <div className="flex flex-wrap gap-3">
            {business.website && (
              <a
                href={business.website}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('dark', 'lg')}
              >
                Visit Website
              </a>
            )}
            {business.address && (
              <a
                href={directionsUrl(business.address)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('darkOutline', 'lg')}
              >
                Get Directions
              </a>
            )}
            <FavoriteBusinessButton business={business} />
          </div>
          {business.latitude != null && business.longitude != null && (
            <PlaceFigure name={business.name} lat={business.latitude} lng={business.longitude} />
          )}
        </div>
        <aside aria-label="Business information" className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
          <dl className="space-y-4 text-sm">
            {business.address && (
              <div>
                <dt className="font-semibold text-slate-300">Address</dt>
                <dd className="mt-0.5 text-white">{business.address}</dd>
              </div>
            )}
            {business.phone && (
              <div>
                <dt className="font-semibold text-slate-300">Phone</dt>
                <dd className="mt-0.5">
                  <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`} className="text-white hover:underline">
                    {business.phone}
                  </a>
                </dd>
              </div>
            )}
            {business.hours && (
              <div>
                <dt className="font-semibold text-slate-300">Hours</dt>
                <dd className="mt-0.5 whitespace-pre-line text-white">{business.hours}</dd>
              </div>
            )}
          </dl>
          <div className="mt-4 space-y-2">
            <OpenStatus isOpen={business.isOpen} nextChange={business.nextChange} tone="dark" />
            <PriceLevel priceRange={business.priceRange} />
          </div>
        </aside>
      </div>

      <div className="mx-auto max-w-6xl space-y-14 px-4 pb-8">
        <section aria-labelledby="creators-heading">
          <h2 id="creators-heading" className="mb-4 text-2xl font-bold text-white">
            What Our Influencers Are Saying
          </h2>
          <RecommendationCarousel recommendations={business.recommendations} influencers={business.influencers} />
        </section>
        {reviews && <ReviewsSection slug={business.slug} />}
        <BusinessVideosSection slug={business.slug} />
        {showsOwnerBlock(business) ? (
          <OwnerBlock businessName={business.name} />
        ) : (
          <SimilarBusinesses businesses={business.similar} />
        )}
      </div>
    </>
  );
}

/** A business page from data given (the editors' preview of a draft), without the public route's fetches. */
export function BusinessPreview({ business }: { business: BusinessPageData }) {
  return (
    <Shell>
      <BusinessDetailView business={business} reviews={false} />
    </Shell>
  );
}

/**
 * The business, its videos and the page of its reviews the URL names (`?sort=`, `?page=`),
 * rendered on the server; an unknown slug answers 404.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const { sort, page } = reviewParams(new URL(request.url).searchParams);
  return loadPage(() =>
    Promise.all([
      businessQuery.prefetch(params.slug),
      businessVideosQuery.prefetch(params.slug).catch(() => ({})),
      reviewsQuery.prefetch(params.slug, sort, page).catch(() => ({})),
    ]),
  );
}

export const clientLoader = clientPageData;

function BusinessMeta({ business, notFound }: { business: BusinessPageData | undefined; notFound: boolean }) {
  const origin = useSiteUrl();
  const [searchParams] = useSearchParams();
  const { sort, page } = reviewParams(searchParams);
  // Only the page's first reviews, newest first, go into its JSON-LD (the canonical page's).
  const firstReviews = useReviews(business && sort === 'newest' && page === 1 ? business.slug : undefined, sort, page);
  if (!business) {
    return (
      <PageMeta
        title={notFound ? 'Business not found' : 'Business'}
        description="A Tampa Bay business on Tampa Local."
        noindex={notFound}
      />
    );
  }
  return (
    <PageMeta
      title={business.name}
      description={
        business.description ??
        `${business.name}: ${businessCategoryLabel(business.category)} in ${areaLabel(business.area)}, Tampa Bay.`
      }
      canonicalPath={paths.business(business.slug)}
      image={business.imageUrl}
      type="business.business"
      jsonLd={businessJsonLd(origin, business, firstReviews.data?.items ?? [])}
    />
  );
}

export function BusinessDetailRoute({ serverNotFound = false }: { serverNotFound?: boolean }) {
  const { slug } = useParams<{ slug: string }>();
  const read = useBusiness(serverNotFound ? undefined : slug);

  return (
    <Shell>
      <DetailPageStates
        read={read}
        serverNotFound={serverNotFound}
        meta={(notFound) => <BusinessMeta business={read.data} notFound={notFound} />}
        tone="dark"
        notFoundTitle="Business not found."
        notFoundText="It may have moved or closed. Browse the directory for more Tampa spots."
        back={{ to: paths.businesses, label: 'Browse businesses' }}
        errorTitle="Couldn't load this business"
      >
        {(found) => <BusinessDetailView business={found} />}
      </DetailPageStates>
    </Shell>
  );
}

export default function BusinessDetailPage({ loaderData }: Route.ComponentProps) {
  const data: PageData | undefined = loaderData;
  return (
    <Prefetched data={data}>
      <BusinessDetailRoute serverNotFound={data?.notFound === true} />
    </Prefetched>
  );
}
