import { useState } from 'react';
import { Link } from 'react-router';
import { HOME_SPOT_TABS } from '@tampa-local/domain';
import { MEDIA_CAROUSEL_STEP_PX } from '@/config/ui';
import { SectionHeading } from '@/components/layouts/content-layout';
import { Carousel } from '@/components/ui/carousel';
import { ErrorMessage } from '@/components/ui/error-message';
import { SafeImage } from '@/components/ui/safe-image';
import { StarRating } from '@/components/ui/star-rating';
import { Tabs } from '@/components/ui/tabs';
import { CAROUSEL_ITEM_LIMIT } from '@/config/site';
import { paths } from '@/config/paths';
import { useBusinesses } from '@/features/businesses/api/get-businesses';
import { areaLabel } from '@/lib/labels';
import type { Business } from '@/types/api';
import { SPOT_TAB_ITEMS, spotTab } from '@/features/home/components/spot-tabs';

function SpotCard({ business }: { business: Business }) {
  return (
    <Link
      to={paths.business(business.slug)}
      className="group block w-56 shrink-0 snap-start overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 hover:shadow-md"
    >
      <div className="aspect-[4/5] overflow-hidden bg-slate-100">
        <SafeImage
          src={business.imageUrl}
          srcSet={business.imageSrcset}
          sizes="224px"
          alt={business.name}
          className="h-full w-full object-cover transition-transform group-hover:scale-105"
        />
      </div>
      <div className="p-3">
        <p className="truncate font-bold text-slate-900">{business.name}</p>
        <p className="text-sm text-slate-600">{areaLabel(business.area)}</p>
        <StarRating rating={business.rating} className="mt-1" />
      </div>
    </Link>
  );
}

function CarouselSkeleton({ width }: { width: string }) {
  return (
    <div role="status" className="flex gap-4 overflow-hidden">
      <span className="sr-only">Loading...</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div
          key={index}
          className={`${width} aspect-[4/5] shrink-0 animate-pulse rounded-2xl bg-slate-200`}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

/** The tab shown first, and the businesses each tab asks for (the server render fetches the first). */
export const FIRST_SPOT_TAB = HOME_SPOT_TABS[0]?.niche ?? 'food';
export const spotsParams = (niche: string) => ({ category: spotTab(niche).category, limit: CAROUSEL_ITEM_LIMIT });

/** 'Tampa spots by category': businesses of exactly the tab's category. */
export function SpotsCarousel({ headingId = 'discover-heading' }: { headingId?: string }) {
  const [selected, setSelected] = useState<string>(FIRST_SPOT_TAB);
  const tab = spotTab(selected);
  const { data, error, isLoading, mutate } = useBusinesses(spotsParams(selected));

  return (
    <>
      <SectionHeading
        id={headingId}
        title="Tampa spots by category"
        intro="Where locals eat, sweat, glow up and get things done."
        action={
          <Link to={paths.search} className="font-semibold text-bay-700 hover:underline">
            See all spots <span aria-hidden="true">→</span>
          </Link>
        }
      />
      <Tabs label="Spot categories" tabs={SPOT_TAB_ITEMS} selected={selected} onSelect={setSelected}>
        {isLoading ? (
          <CarouselSkeleton width="w-56" />
        ) : error ? (
          <ErrorMessage title="Couldn't load spots" error={error} onRetry={() => void mutate()} />
        ) : !data || data.items.length === 0 ? (
          <p className="text-slate-600">No {tab.label.toLowerCase()} spots yet.</p>
        ) : (
          <Carousel label={`${tab.label} spots`} step={MEDIA_CAROUSEL_STEP_PX}>
            {data.items.map((business) => (
              <SpotCard key={business.id} business={business} />
            ))}
          </Carousel>
        )}
      </Tabs>
    </>
  );
}

export { CarouselSkeleton };
