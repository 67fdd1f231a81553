import {
  AREA_LABELS,
  BUSINESS_AREAS,
  BUSINESS_CATEGORY_LABELS,
  BUSINESS_FILTER_CATEGORIES,
  type Area,
  type BusinessCategory,
} from '@tampa-local/domain';
import { ListPage } from '@/components/layouts/list-page';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUrlFilters, type UrlFilter } from '@/hooks/use-url-filters';
import { useBusinessList } from '../api/get-businesses';
import { BusinessCard } from '../components/business-card';

export const BUSINESS_FILTERS = {
  search: { kind: 'text' },
  category: { kind: 'choice', values: BUSINESS_FILTER_CATEGORIES, labels: BUSINESS_CATEGORY_LABELS },
  area: { kind: 'choice', values: BUSINESS_AREAS, labels: AREA_LABELS },
} satisfies Record<string, UrlFilter>;

export function BusinessesRoute() {
  usePageMeta(
    'Tampa Businesses',
    'Find Tampa Bay restaurants, nightlife, attractions, beaches, shopping, fitness, beauty, hotels and services, with ratings, hours and creator videos.',
  );
  const [filters, setFilters, choice] = useUrlFilters(BUSINESS_FILTERS);
  const list = useBusinessList({
    q: filters.search,
    category: filters.category as BusinessCategory | undefined,
    area: filters.area as Area | undefined,
  });

  return (
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
      renderItem={(business) => <BusinessCard business={business} />}
    />
  );
}

export default BusinessesRoute;
