import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  HOME_EVENTS_COUNT,
  HOME_FEATURED_COUNT,
  HOME_INFLUENCERS_COUNT,
  HOME_PROPERTIES_COUNT,
} from '@tampa-local/domain';
import { SectionHeading } from '@/components/layouts/content-layout';
import { ErrorMessage } from '@/components/ui/error-message';
import { SkeletonGrid } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBusinesses } from '@/features/businesses/api/get-businesses';
import { BusinessCard } from '@/features/businesses/components/business-card';
import { useEvents } from '@/features/events/api/get-events';
import { EventCard } from '@/features/events/components/event-card';
import { useInfluencers } from '@/features/influencers/api/get-influencers';
import { InfluencerCard } from '@/features/influencers/components/influencer-card';
import { useProperties } from '@/features/properties/api/get-properties';
import { PropertyCard } from '@/features/properties/components/property-card';

/** What each home section asks for; the server render fetches the same. */
export const TOP_INFLUENCERS_PARAMS = { limit: HOME_INFLUENCERS_COUNT };
export const FEATURED_PARAMS = { featured: true, limit: HOME_FEATURED_COUNT };
export const UPCOMING_EVENTS_PARAMS = { limit: HOME_EVENTS_COUNT };
export const REAL_ESTATE_PREVIEW_PARAMS = { limit: HOME_PROPERTIES_COUNT };

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-bay-700 hover:underline">
      {children} <span aria-hidden="true">→</span>
    </Link>
  );
}

/** Loading, error and empty handling shared by the home sections. */
function SectionBody<T>({
  result,
  count,
  label,
  empty,
  grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  render,
}: {
  result: { data?: { items: T[] }; error: unknown; isLoading: boolean; mutate: () => unknown };
  count: number;
  label: string;
  empty: string;
  grid?: string;
  render: (item: T) => ReactNode;
}) {
  if (result.isLoading) return <SkeletonGrid count={count} label={`Loading ${label}...`} className={grid} />;
  if (result.error) {
    return <ErrorMessage title={`Couldn't load ${label}`} error={result.error} onRetry={() => void result.mutate()} />;
  }
  const items = result.data?.items.slice(0, count) ?? [];
  if (items.length === 0) return <p className="text-slate-600">{empty}</p>;
  return <ul className={grid}>{items.map(render)}</ul>;
}

export function TopInfluencers() {
  const result = useInfluencers(TOP_INFLUENCERS_PARAMS);
  return (
    <>
      <SectionHeading
        id="top-influencers-heading"
        title="Top Tampa Influencers"
        intro="Local voices with the best taste in town."
      />
      <SectionBody
        result={result}
        count={HOME_INFLUENCERS_COUNT}
        label="creators"
        empty="Creators are coming soon."
        grid="grid grid-cols-2 gap-4 lg:grid-cols-4"
        render={(influencer) => (
          <li key={influencer.id} className="flex">
            <InfluencerCard influencer={influencer} className="w-full" />
          </li>
        )}
      />
    </>
  );
}

export function FeaturedBusinesses() {
  const result = useBusinesses(FEATURED_PARAMS);
  return (
    <>
      <SectionHeading
        id="featured-heading"
        title="Featured Businesses"
        intro="Hand-picked Tampa favourites."
        action={<MoreLink to={paths.businesses}>View All Businesses</MoreLink>}
      />
      <SectionBody
        result={result}
        count={HOME_FEATURED_COUNT}
        label="featured businesses"
        empty="No featured businesses right now."
        render={(business) => (
          <li key={business.id} className="flex">
            <BusinessCard business={business} detailsLabel="View Details →" />
          </li>
        )}
      />
    </>
  );
}

export function UpcomingEvents() {
  const result = useEvents(UPCOMING_EVENTS_PARAMS);
  return (
    <>
      <SectionHeading
        id="events-heading"
        title="Current & Upcoming Events"
        intro="What's happening around the bay."
        action={<MoreLink to={paths.events}>View All Events</MoreLink>}
      />
      <SectionBody
        result={result}
        count={HOME_EVENTS_COUNT}
        label="events"
        empty="No upcoming events right now."
        render={(event) => (
          <li key={event.id} className="flex">
            <EventCard event={event} />
          </li>
        )}
      />
    </>
  );
}

export function RealEstatePreview() {
  const result = useProperties(REAL_ESTATE_PREVIEW_PARAMS);
  return (
    <>
      <SectionHeading
        id="real-estate-heading"
        title="Tampa Real Estate"
        intro="Homes, condos and spaces on the market now."
        action={<MoreLink to={paths.realEstate}>View All Properties</MoreLink>}
      />
      <SectionBody
        result={result}
        count={HOME_PROPERTIES_COUNT}
        label="properties"
        empty="No listings right now."
        render={(property) => (
          <li key={property.id} className="flex">
            <PropertyCard property={property} />
          </li>
        )}
      />
    </>
  );
}
