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
import { ListMapSection, MAP_URL_FILTERS } from '@/components/map/list-map-section';
import { ListPageMeta } from '@/components/seo/list-page-meta';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { useUrlFilters, type UrlFilter, type UrlFilterValues } from '@/hooks/use-url-filters';
import { loadListPage } from '@/lib/list-loader.server';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { propertyJsonLd } from '@/lib/structured-data';
import { propertyListQuery, usePropertyList, type PropertyListParams } from '../api/get-properties';
import { PropertyCard } from '../components/property-card';
import { propertyPlace } from '../components/property-marker-card';
import type { Route } from './+types/real-estate';

export const REAL_ESTATE_FILTERS = {
  search: { kind: 'text' },
  listingType: { kind: 'choice', values: LISTING_TYPES, labels: LISTING_TYPE_LABELS },
  propertyType: { kind: 'choice', values: PROPERTY_TYPES, labels: PROPERTY_TYPE_LABELS },
  priceRange: { kind: 'choice', values: REAL_ESTATE_PRICE_RANGES, labels: PRICE_RANGE_LABELS },
  area: { kind: 'choice', values: PROPERTY_AREAS, labels: AREA_LABELS },
  ...MAP_URL_FILTERS,
} satisfies Record<string, UrlFilter>;

function listParams(
  filters: UrlFilterValues<keyof typeof REAL_ESTATE_FILTERS>,
): Omit<PropertyListParams, 'limit' | 'offset'> {
  return {
    q: filters.search,
    listingType: filters.listingType as ListingType | undefined,
    propertyType: filters.propertyType as PropertyType | undefined,
    priceRange: filters.priceRange as PriceRange | undefined,
    area: filters.area as Area | undefined,
    bbox: filters.bbox,
    near: filters.near,
  };
}

/** The canonical URL names the list's filters, not a visitor's position or map area. */
function canonicalFilters({ bbox: _bbox, near: _near, ...filters }: UrlFilterValues<keyof typeof REAL_ESTATE_FILTERS>) {
  return filters;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadListPage(request, REAL_ESTATE_FILTERS, propertyListQuery, listParams);
}

export const clientLoader = clientPageData;

export function RealEstateRoute() {
  const [filters, setFilters, choice, page] = useUrlFilters(REAL_ESTATE_FILTERS);
  const params = listParams(filters);
  const list = usePropertyList(params, page);
  const { bbox, near, ...clusterFilters } = params;

  return (
    <>
      <ListPageMeta
        title="Tampa Real Estate"
        description="Homes, condos and commercial space for sale or rent across Tampa: Downtown, Hyde Park, Westshore, South Tampa, Ybor City and Tampa Heights."
        filters={canonicalFilters(filters)}
        page={page}
        items={list.items}
        toJsonLd={propertyJsonLd}
      />
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
        beforeResults={
          <ListMapSection
            list="/properties"
            noun={{ singular: 'property', plural: 'properties' }}
            placeOf={propertyPlace}
            clusterFilters={clusterFilters}
            bbox={bbox}
            near={near}
            onChange={setFilters}
          />
        }
        list={list}
        noun={{ singular: 'property', plural: 'properties' }}
        emptyTitle="No properties found"
        renderItem={(property, index) => <PropertyCard property={property} imagePriority={index === 0} />}
      />
    </>
  );
}

export default function RealEstatePage({ loaderData }: Route.ComponentProps) {
  return (
    <Prefetched data={loaderData}>
      <RealEstateRoute />
    </Prefetched>
  );
}
