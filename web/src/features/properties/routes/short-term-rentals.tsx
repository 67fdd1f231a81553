import { RENTAL_DIRECTORY, RENTAL_FILTER_CATEGORIES, directoryRequest } from '@tampa-local/domain';
import { DirectoryPage, type DirectoryUrlValues } from '@/components/layouts/directory-page';
import { loadDirectoryPage } from '@/lib/list-loader.server';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { propertyJsonLd } from '@/lib/structured-data';
import { propertyCountParams, propertyCountQuery, propertyListQuery } from '../api/get-properties';
import { PropertyCard } from '../components/property-card';
import { propertyPlace } from '../components/property-marker-card';
import { RentalSummary } from '../components/rental-summary';
import type { Route } from './+types/short-term-rentals';

type RentalValues = DirectoryUrlValues<typeof RENTAL_DIRECTORY>;

/** What the summary tiles count by: the page's filters but the category, the box and the point. */
function sharedParams(values: RentalValues) {
  return directoryRequest(RENTAL_DIRECTORY, { ...values, category: undefined, bbox: undefined, near: undefined });
}

/** The category the URL picks, if any. */
const categoryOf = (values: RentalValues) => directoryRequest(RENTAL_DIRECTORY, values).shortTermCategory;

/** The summary tiles' counts: one per category the filter leaves visible. */
function summaryCountParams(values: RentalValues) {
  const category = categoryOf(values);
  return RENTAL_FILTER_CATEGORIES.filter((kind) => category === undefined || category === kind).map((kind) =>
    propertyCountParams({ ...sharedParams(values), shortTermCategory: kind }),
  );
}

export function loader({ request }: Route.LoaderArgs) {
  return loadDirectoryPage(request, RENTAL_DIRECTORY, propertyListQuery, (values) =>
    summaryCountParams(values).map((params) => propertyCountQuery.prefetch(params)),
  );
}

export const clientLoader = clientPageData;

export function ShortTermRentalsRoute() {
  return (
    <DirectoryPage
      directory={RENTAL_DIRECTORY}
      query={propertyListQuery}
      title="Short-term Rentals & Event Spaces"
      description="Vacation rentals and event spaces in Tampa Bay and Clearwater Beach, by the night or by the event."
      intro="Beach getaways, downtown stays and venues for your next celebration."
      search={{
        label: 'Search rentals',
        placeholder: 'Pool, waterfront, rooftop venue...',
        category: { filter: 'category', label: 'Category', allLabel: 'All Short-term' },
      }}
      beforeFilters={(values) => <RentalSummary filters={sharedParams(values)} category={categoryOf(values)} />}
      selects={[
        { filter: 'priceRange', label: 'Price per night', allLabel: 'All Price Ranges' },
        { filter: 'area', label: 'Area', allLabel: 'All Areas' },
      ]}
      placeOf={propertyPlace}
      noun={{ singular: 'rental', plural: 'rentals' }}
      emptyTitle="No rentals found"
      renderItem={(property, index) => <PropertyCard property={property} imagePriority={index === 0} />}
      toJsonLd={propertyJsonLd}
    />
  );
}

export default function ShortTermRentalsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Prefetched data={loaderData}>
      <ShortTermRentalsRoute />
    </Prefetched>
  );
}
