import {
  AREA_LABELS,
  PRICE_RANGE_LABELS,
  RENTAL_AREAS,
  SHORT_TERM_CATEGORY_LABELS,
  SHORT_TERM_PRICE_RANGES,
  type Area,
  type PriceRange,
  type ShortTermCategory,
} from '@tampa-local/domain';
import { ListPage } from '@/components/layouts/list-page';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUrlFilters, type UrlFilter } from '@/hooks/use-url-filters';
import { usePropertyList } from '../api/get-properties';
import { PropertyCard } from '../components/property-card';
import { RentalSummary } from '../components/rental-summary';

/** 'other' is a catch-all, so the category filter offers only the two real kinds. */
const RENTAL_CATEGORIES = ['vacation-rental', 'event-space'] as const satisfies readonly ShortTermCategory[];

export const RENTAL_FILTERS = {
  search: { kind: 'text' },
  category: { kind: 'choice', values: RENTAL_CATEGORIES, labels: SHORT_TERM_CATEGORY_LABELS },
  priceRange: { kind: 'choice', values: SHORT_TERM_PRICE_RANGES, labels: PRICE_RANGE_LABELS },
  area: { kind: 'choice', values: RENTAL_AREAS, labels: AREA_LABELS },
} satisfies Record<string, UrlFilter>;

export function ShortTermRentalsRoute() {
  usePageMeta(
    'Short-term Rentals & Event Spaces',
    'Vacation rentals and event spaces in Tampa Bay and Clearwater Beach, by the night or by the event.',
  );
  const [filters, setFilters, choice] = useUrlFilters(RENTAL_FILTERS);
  const category = filters.category as ShortTermCategory | undefined;
  // Any property type: event spaces are often commercial (decisions.md).
  const shared = {
    listingType: 'short-term' as const,
    q: filters.search,
    priceRange: filters.priceRange as PriceRange | undefined,
    area: filters.area as Area | undefined,
  };
  const list = usePropertyList({ ...shared, shortTermCategory: category });

  return (
    <ListPage
      title="Short-term Rentals & Event Spaces"
      intro="Beach getaways, downtown stays and venues for your next celebration."
      searchBar={
        <SearchBar
          label="Search rentals"
          placeholder="Pool, waterfront, rooftop venue..."
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
          category={{
            label: 'Category',
            allLabel: 'All Short-term',
            ...choice('category'),
          }}
        />
      }
      beforeFilters={<RentalSummary filters={shared} category={category} />}
      filters={
        <>
          <SelectField label="Price per night" allLabel="All Price Ranges" {...choice('priceRange')} />
          <SelectField label="Area" allLabel="All Areas" {...choice('area')} />
        </>
      }
      list={list}
      noun={{ singular: 'rental', plural: 'rentals' }}
      emptyTitle="No rentals found"
      renderItem={(property) => <PropertyCard property={property} />}
    />
  );
}

export default ShortTermRentalsRoute;
