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
import { SelectField, vocabularyOptions } from '@/components/ui/select-field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUrlFilters, type UrlFilter } from '@/hooks/use-url-filters';
import { useBusinessList } from '../api/get-businesses';
import { BusinessCard } from '../components/business-card';

export const BUSINESS_FILTERS = {
  search: { kind: 'text' },
  category: { kind: 'choice', values: BUSINESS_FILTER_CATEGORIES, labels: BUSINESS_CATEGORY_LABELS },
  area: { kind: 'choice', values: BUSINESS_AREAS, labels: AREA_LABELS },
} satisfies Record<string, UrlFilter>;

const CATEGORY_OPTIONS = vocabularyOptions(BUSINESS_FILTER_CATEGORIES, BUSINESS_CATEGORY_LABELS);
const AREA_OPTIONS = vocabularyOptions(BUSINESS_AREAS, AREA_LABELS);

export function BusinessesRoute() {
  usePageMeta(
    'Tampa Businesses',
    'Find Tampa Bay restaurants, nightlife, attractions, beaches, shopping, fitness, beauty, hotels and services, with ratings, hours and creator videos.',
  );
  const [filters, setFilters] = useUrlFilters(BUSINESS_FILTERS);
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
            value: filters.category,
            options: CATEGORY_OPTIONS,
            onChange: (category) => setFilters({ category }),
          }}
        />
      }
      filters={
        <SelectField
          label="Area"
          allLabel="All Areas"
          value={filters.area}
          options={AREA_OPTIONS}
          onChange={(area) => setFilters({ area })}
        />
      }
      list={list}
      noun={{ singular: 'business', plural: 'businesses' }}
      emptyTitle="No businesses found"
      renderItem={(business) => <BusinessCard business={business} />}
    />
  );
}

export default BusinessesRoute;
