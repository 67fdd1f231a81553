import {
  AREA_LABELS,
  BUSINESS_AREAS,
  BUSINESS_CATEGORY_LABELS,
  BUSINESS_FILTER_CATEGORIES,
  type Area,
  type BusinessCategory,
} from '@tampa-local/domain';
import { ListPage } from '@/components/layouts/list-page';
import { ListPageMeta } from '@/components/seo/list-page-meta';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { useUrlFilters, type UrlFilter, type UrlFilterValues } from '@/hooks/use-url-filters';
import { loadListPage } from '@/lib/list-loader.server';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { businessListItem } from '@/lib/structured-data';
import { businessListQuery, useBusinessList, type BusinessListParams } from '../api/get-businesses';
import { BusinessCard } from '../components/business-card';
import type { Route } from './+types/businesses';

export const BUSINESS_FILTERS = {
  search: { kind: 'text' },
  category: { kind: 'choice', values: BUSINESS_FILTER_CATEGORIES, labels: BUSINESS_CATEGORY_LABELS },
  area: { kind: 'choice', values: BUSINESS_AREAS, labels: AREA_LABELS },
} satisfies Record<string, UrlFilter>;

function listParams(
  filters: UrlFilterValues<keyof typeof BUSINESS_FILTERS>,
): Omit<BusinessListParams, 'limit' | 'offset'> {
  return {
    q: filters.search,
    category: filters.category as BusinessCategory | undefined,
    area: filters.area as Area | undefined,
  };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadListPage(request, BUSINESS_FILTERS, businessListQuery, listParams);
}

export const clientLoader = clientPageData;

export function BusinessesRoute() {
  const [filters, setFilters, choice, page] = useUrlFilters(BUSINESS_FILTERS);
  const list = useBusinessList(listParams(filters), page);

  return (
    <>
      <ListPageMeta
        title="Tampa Businesses"
        description="Find Tampa Bay restaurants, nightlife, attractions, beaches, shopping, fitness, beauty, hotels and services, with ratings, hours and creator videos."
        filters={filters}
        page={page}
        items={list.items}
        toJsonLd={businessListItem}
      />
      <ListPage
        title="Tampa Businesses"
        intro="Restaurants, nightlife, attractions and the local services Tampa Bay loves."
        searchBar={
          <SearchBar
            label="Search businesses"
            placeholder="Tacos, rooftop bar, yoga..."
            value={filters.search}
            onSearch={(search) => setFilters({ search })}
            category={{
              label: 'Category',
              allLabel: 'All',
              ...choice('category'),
            }}
          />
        }
        filters={<SelectField label="Area" allLabel="All Areas" {...choice('area')} />}
        list={list}
        noun={{ singular: 'business', plural: 'businesses' }}
        emptyTitle="No businesses found"
        renderItem={(business, index) => <BusinessCard business={business} imagePriority={index === 0} />}
      />
    </>
  );
}

export default function BusinessesPage({ loaderData }: Route.ComponentProps) {
  return (
    <Prefetched data={loaderData}>
      <BusinessesRoute />
    </Prefetched>
  );
}
