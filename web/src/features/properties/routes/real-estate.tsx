import { REAL_ESTATE_DIRECTORY, directoryRequest } from '@tampa-local/domain';
import { ListPage } from '@/components/layouts/list-page';
import { ListMapSection } from '@/components/map/list-map-section';
import { ListPageMeta } from '@/components/seo/list-page-meta';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { useUrlFilters, type UrlFilterValues } from '@/hooks/use-url-filters';
import { loadListPage } from '@/lib/list-loader.server';
import { canonicalDirectoryFilters, directoryUrlFilters, type DirectoryUrlKey } from '@/lib/list-pages';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { propertyJsonLd } from '@/lib/structured-data';
import { propertyListQuery, usePropertyList } from '../api/get-properties';
import { PropertyCard } from '../components/property-card';
import { propertyPlace } from '../components/property-marker-card';
import type { Route } from './+types/real-estate';

const REAL_ESTATE_FILTERS = directoryUrlFilters(REAL_ESTATE_DIRECTORY);

const listParams = (filters: UrlFilterValues<DirectoryUrlKey<typeof REAL_ESTATE_DIRECTORY>>) =>
  directoryRequest(REAL_ESTATE_DIRECTORY, filters);

export function loader({ request }: Route.LoaderArgs) {
  return loadListPage(request, REAL_ESTATE_FILTERS, propertyListQuery, listParams);
}

export const clientLoader = clientPageData;

export function RealEstateRoute() {
  const [filters, setFilters, choice, page] = useUrlFilters(REAL_ESTATE_FILTERS);
  const params = listParams(filters);
  const list = usePropertyList(params, page);
  const { bbox, near, sort: _sort, ...clusterFilters } = params;

  return (
    <>
      <ListPageMeta
        title="Tampa Real Estate"
        description="Homes, condos and commercial space for sale or rent across Tampa: Downtown, Hyde Park, Westshore, South Tampa, Ybor City and Tampa Heights."
        filters={canonicalDirectoryFilters(REAL_ESTATE_DIRECTORY, filters)}
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
