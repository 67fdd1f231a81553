import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { SEARCH_MAX_LENGTH } from '@tampa-local/domain';
import { Container } from '@/components/layouts/content-layout';
import { ErrorMessage } from '@/components/ui/error-message';
import { SearchForm } from '@/components/ui/search-form';
import { SkeletonGrid } from '@/components/ui/skeleton';
import { businessesQuery, useBusinesses } from '@/features/businesses/api/get-businesses';
import { BusinessCard } from '@/features/businesses/components/business-card';
import { EventCard } from '@/features/events/components/event-card';
import { influencersQuery, useInfluencers } from '@/features/influencers/api/get-influencers';
import { InfluencerCard } from '@/features/influencers/components/influencer-card';
import { PropertyCard } from '@/features/properties/components/property-card';
import { paths } from '@/config/paths';
import { CAROUSEL_ITEM_LIMIT } from '@/config/site';
import { searchQuery, useSearchResults } from '@/features/search/api/get-search';
import { loadPage } from '@/lib/page-loader.server';
import { clientPageData, Prefetched, type PageData } from '@/lib/prefetched';
import type { Route } from './+types/search';

const CARD_GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
const CREATOR_GRID = 'grid grid-cols-2 gap-4 lg:grid-cols-4';

function ResultSection<T extends { id: string }>({
  id,
  title,
  items,
  emptyText,
  grid = CARD_GRID,
  render,
}: {
  id: string;
  title: string;
  items: T[];
  emptyText: string;
  grid?: string;
  render: (item: T) => ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
        {title} <span className="text-slate-600">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">{emptyText}</p>
      ) : (
        <ul className={`mt-6 ${grid}`}>
          {items.map((item) => (
            <li key={item.id} className="flex">
              {render(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Results({ q }: { q: string }) {
  const { data, error, isLoading, mutate } = useSearchResults(q);
  if (isLoading) return <SkeletonGrid label="Searching..." />;
  if (error || !data) return <ErrorMessage title="Search failed" error={error} onRetry={() => void mutate()} />;
  const total = data.businesses.length + data.events.length + data.properties.length + data.influencers.length;
  return (
    <div className="space-y-14">
      <p role="status" className="text-slate-700">
        {total === 0 ? `Nothing matched "${q}". Try fewer or different words.` : `${total} results for "${q}"`}
      </p>
      <ResultSection
        id="businesses"
        title="Businesses"
        items={data.businesses}
        emptyText={`No businesses found matching "${q}"`}
        render={(business) => <BusinessCard business={business} />}
      />
      <ResultSection
        id="events"
        title="Events"
        items={data.events}
        emptyText={`No events found matching "${q}"`}
        render={(event) => <EventCard event={event} />}
      />
      <ResultSection
        id="properties"
        title="Real Estate & Rentals"
        items={data.properties}
        emptyText={`No properties found matching "${q}"`}
        render={(property) => <PropertyCard property={property} />}
      />
      <ResultSection
        id="influencers"
        title="Creators"
        items={data.influencers}
        grid={CREATOR_GRID}
        emptyText={`No creators found matching "${q}"`}
        render={(influencer) => <InfluencerCard influencer={influencer} className="w-full" />}
      />
    </div>
  );
}

/** Without a query: the best-rated spots and the most-followed creators ('See all spots / influencers'). */
const BROWSE_SPOTS = { limit: CAROUSEL_ITEM_LIMIT, sort: 'rating' } as const;
const BROWSE_CREATORS = { limit: CAROUSEL_ITEM_LIMIT };

function searchText(searchParams: URLSearchParams): string {
  return (searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

/** The results for ?q= (or the top spots and creators without one), rendered on the server. */
export function loader({ request }: Route.LoaderArgs) {
  const q = searchText(new URL(request.url).searchParams);
  return loadPage(() =>
    Promise.all(
      q
        ? [searchQuery.prefetch(q)]
        : [businessesQuery.prefetch(BROWSE_SPOTS), influencersQuery.prefetch(BROWSE_CREATORS)],
    ),
  );
}

export const clientLoader = clientPageData;

function Browse() {
  const spots = useBusinesses(BROWSE_SPOTS);
  const creators = useInfluencers(BROWSE_CREATORS);
  return (
    <div className="space-y-14">
      {spots.isLoading ? (
        <SkeletonGrid label="Loading spots..." />
      ) : spots.error ? (
        <ErrorMessage title="Couldn't load spots" error={spots.error} onRetry={() => void spots.mutate()} />
      ) : (
        <ResultSection
          id="spots"
          title="Top-rated spots"
          items={spots.data?.items ?? []}
          emptyText="No spots yet."
          render={(business) => <BusinessCard business={business} />}
        />
      )}
      {creators.isLoading ? (
        <SkeletonGrid label="Loading creators..." count={4} className={CREATOR_GRID} />
      ) : creators.error ? (
        <ErrorMessage title="Couldn't load creators" error={creators.error} onRetry={() => void creators.mutate()} />
      ) : (
        <ResultSection
          id="influencers"
          title="Tampa creators"
          items={creators.data?.items ?? []}
          grid={CREATOR_GRID}
          emptyText="No creators yet."
          render={(influencer) => <InfluencerCard influencer={influencer} className="w-full" />}
        />
      )}
    </div>
  );
}

/** /search and /discover: one search across businesses, events, properties and creators, bound to ?q=. */
export function SearchRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchText(searchParams);

  return (
    <>
      <PageMeta
        title={q ? `Search results for "${q}"` : 'Search & Discover'}
        description="Search Tampa Local's businesses, events, real estate and local creators in one place."
        canonicalPath={paths.search}
        noindex={q ? 'follow' : false}
      />
      <div className="bg-gradient-to-br from-bay-800 via-bay-700 to-bay-900 py-10 text-white sm:py-14">
        <Container>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Search &amp; Discover</h1>
          <p className="mt-2 text-bay-100">Businesses, events, real estate and creators across Tampa Bay.</p>
          <SearchForm
            look="hero"
            className="mt-6"
            label="Search Tampa Local"
            placeholder="Try “brunch downtown” or “yoga”"
            name="q"
            value={q}
            action={paths.search}
            onSearch={(text) => setSearchParams(text ? { q: text } : {})}
          />
        </Container>
      </div>
      <Container className="py-12">{q ? <Results q={q} /> : <Browse />}</Container>
    </>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const data: PageData | undefined = loaderData;
  return (
    <Prefetched data={data}>
      <SearchRoute />
    </Prefetched>
  );
}
