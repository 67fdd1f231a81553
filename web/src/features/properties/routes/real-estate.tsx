import { REAL_ESTATE_DIRECTORY } from '@tampa-local/domain';
import { DirectoryPage } from '@/components/layouts/directory-page';
import { loadDirectoryPage } from '@/lib/list-loader.server';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { propertyJsonLd } from '@/lib/structured-data';
import { propertyListQuery } from '../api/get-properties';
import { PropertyCard } from '../components/property-card';
import { propertyPlace } from '../components/property-marker-card';
import type { Route } from './+types/real-estate';

export function loader({ request }: Route.LoaderArgs) {
  return loadDirectoryPage(request, REAL_ESTATE_DIRECTORY, propertyListQuery);
}

export const clientLoader = clientPageData;

export function RealEstateRoute() {
  return (
    <DirectoryPage
      directory={REAL_ESTATE_DIRECTORY}
      query={propertyListQuery}
      title="Tampa Real Estate"
      description="Homes, condos and commercial space for sale or rent across Tampa: Downtown, Hyde Park, Westshore, South Tampa, Ybor City and Tampa Heights."
      intro="Homes, condos and commercial space for sale or rent around the bay."
      search={{ label: 'Search properties', placeholder: 'Waterfront condo, bungalow, office...' }}
      filtersLayout="grid"
      selects={[
        { filter: 'listingType', label: 'Listing type', allLabel: 'All Listings' },
        { filter: 'propertyType', label: 'Property type', allLabel: 'All Types' },
        { filter: 'priceRange', label: 'Price range', allLabel: 'All Price Ranges' },
        { filter: 'area', label: 'Area', allLabel: 'All Areas' },
      ]}
      placeOf={propertyPlace}
      noun={{ singular: 'property', plural: 'properties' }}
      emptyTitle="No properties found"
      renderItem={(property, index) => <PropertyCard property={property} imagePriority={index === 0} />}
      toJsonLd={propertyJsonLd}
    />
  );
}

export default function RealEstatePage({ loaderData }: Route.ComponentProps) {
  return (
    <Prefetched data={loaderData}>
      <RealEstateRoute />
    </Prefetched>
  );
}
