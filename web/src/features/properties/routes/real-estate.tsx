import {
  AREA_LABELS,
  LISTING_TYPE_LABELS,
  LISTING_TYPES,
  PRICE_RANGE_LABELS,
  PROPERTY_AREAS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  REAL_ESTATE_PRICE_RANGES,
  type Area,
  type ListingType,
  type PriceRange,
  type PropertyType,
} from '@tampa-local/domain';
import { ListPage } from '@/components/layouts/list-page';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUrlFilters, type UrlFilter } from '@/hooks/use-url-filters';
import { usePropertyList } from '../api/get-properties';
import { PropertyCard } from '../components/property-card';

export const REAL_ESTATE_FILTERS = {
  search: { kind: 'text' },
  listingType: { kind: 'choice', values: LISTING_TYPES, labels: LISTING_TYPE_LABELS },
  propertyType: { kind: 'choice', values: PROPERTY_TYPES, labels: PROPERTY_TYPE_LABELS },
  priceRange: { kind: 'choice', values: REAL_ESTATE_PRICE_RANGES, labels: PRICE_RANGE_LABELS },
  area: { kind: 'choice', values: PROPERTY_AREAS, labels: AREA_LABELS },
} satisfies Record<string, UrlFilter>;

export function RealEstateRoute() {
  usePageMeta(
    'Tampa Real Estate',
    'Homes, condos and commercial space for sale or rent across Tampa: Downtown, Hyde Park, Westshore, South Tampa, Ybor City and Tampa Heights.',
  );
  const [filters, setFilters, choice] = useUrlFilters(REAL_ESTATE_FILTERS);
  const list = usePropertyList({
    q: filters.search,
    listingType: filters.listingType as ListingType | undefined,
    propertyType: filters.propertyType as PropertyType | undefined,
    priceRange: filters.priceRange as PriceRange | undefined,
    area: filters.area as Area | undefined,
  });

  return (
    <ListPage
      title="Tampa Real Estate"
      intro="Homes, condos and commercial space for sale or rent around the bay."
      searchBar={
        <SearchBar
          label="Search properties"
          placeholder="Waterfront condo, bungalow, office..."
          value={filters.search}
          onSearch={(search) => setFilters({ search })}
        />
      }
      filtersLayout="grid"
      filters={
        <>
          <SelectField label="Listing type" allLabel="All Listings" {...choice('listingType')} />
          <SelectField label="Property type" allLabel="All Types" {...choice('propertyType')} />
          <SelectField label="Price range" allLabel="All Price Ranges" {...choice('priceRange')} />
          <SelectField label="Area" allLabel="All Areas" {...choice('area')} />
        </>
      }
      list={list}
      noun={{ singular: 'property', plural: 'properties' }}
      emptyTitle="No properties found"
      renderItem={(property) => <PropertyCard property={property} />}
    />
  );
}

export default RealEstateRoute;
