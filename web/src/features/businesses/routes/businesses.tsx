import { BUSINESS_DIRECTORY } from '@tampa-local/domain';
import { DirectoryPage } from '@/components/layouts/directory-page';
import { loadDirectoryPage } from '@/lib/list-loader.server';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { businessListItem } from '@/lib/structured-data';
import { businessListQuery } from '../api/get-businesses';
import { BusinessCard } from '../components/business-card';
import { businessPlace } from '../components/business-marker-card';
import type { Route } from './+types/businesses';

export function loader({ request }: Route.LoaderArgs) {
  return loadDirectoryPage(request, BUSINESS_DIRECTORY, businessListQuery);
}

export const clientLoader = clientPageData;

export function BusinessesRoute() {
  return (
    <DirectoryPage
      directory={BUSINESS_DIRECTORY}
      query={businessListQuery}
      title="Tampa Businesses"
      description="Find Tampa Bay restaurants, nightlife, attractions, beaches, shopping, fitness, beauty, hotels and services, with ratings, hours and creator videos."
      intro="Restaurants, nightlife, attractions and the local services Tampa Bay loves."
      search={{
        label: 'Search businesses',
        placeholder: 'Tacos, rooftop bar, yoga...',
        category: { filter: 'category', label: 'Category', allLabel: 'All' },
      }}
      selects={[{ filter: 'area', label: 'Area', allLabel: 'All Areas' }]}
      placeOf={businessPlace}
      noun={{ singular: 'business', plural: 'businesses' }}
      emptyTitle="No businesses found"
      renderItem={(business, index) => <BusinessCard business={business} imagePriority={index === 0} />}
      toJsonLd={businessListItem}
    />
  );
}

export default function BusinessesPage({ loaderData }: Route.ComponentProps) {
  return (
    <Prefetched data={loaderData}>
      <BusinessesRoute />
    </Prefetched>
  );
}
