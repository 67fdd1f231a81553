import {
  RENTAL_DIRECTORY,
  RENTAL_FILTER_CATEGORIES,
  directoryRequest,
  type ShortTermCategory,
} from '@tampa-local/domain';
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
import { propertiesQuery, propertyCountParams, propertyListQuery, usePropertyList } from '../api/get-properties';
import { PropertyCard } from '../components/property-card';
import type { Route } from './+types/short-term-rentals';
import { RentalSummary } from '../components/rental-summary';
import { propertyPlace } from '../components/property-marker-card';

const RENTAL_FILTERS = directoryUrlFilters(RENTAL_DIRECTORY);

type RentalFilters = UrlFilterValues<DirectoryUrlKey<typeof RENTAL_DIRECTORY>>;

/** The list's own request: the page's filters and the map's box and point. */
const listParams = (filters: RentalFilters) => directoryRequest(RENTAL_DIRECTORY, filters);

/** What the summary tiles count by: the page's filters but the category, the box and the point. */
function sharedParams(filters: RentalFilters) {
  return directoryRequest(RENTAL_DIRECTORY, { ...filters, category: undefined, bbox: undefined, near: undefined });
}

/** The summary tiles' counts: one per category the filter leaves visible. */
function summaryCountParams(filters: RentalFilters) {
  const category = listParams(filters).shortTermCategory;
  return RENTAL_FILTER_CATEGORIES.filter((kind) => category === undefined || category === kind).map((kind) =>
    propertyCountParams({ ...sharedParams(filters), shortTermCategory: kind }),
  );
}

export function loader({ request }: Route.LoaderArgs) {
  return loadListPage(
    request,
    RENTAL_FILTERS,
    propertyListQuery,
    (filters) => listParams(filters),
    (filters) => summaryCountParams(filters).map((params) => propertiesQuery.prefetch(params)),
  );
}

export const clientLoader = clientPageData;

export function ShortTermRentalsRoute() {
  const [filters, setFilters, choice, page] = useUrlFilters(RENTAL_FILTERS);
  const params = listParams(filters);
  const category: ShortTermCategory | undefined = params.shortTermCategory;
  const shared = sharedParams(filters);
  const { bbox, near, sort: _sort, ...clusterFilters } = params;
  const list = usePropertyList(params, page);

  return (
    <>
      <ListPageMeta
        title="Short-term Rentals & Event Spaces"
        description="Vacation rentals and event spaces in Tampa Bay and Clearwater Beach, by the night or by the event."
        filters={canonicalDirectoryFilters(RENTAL_DIRECTORY, filters)}
        page={page}
        items={list.items}
        toJsonLd={propertyJsonLd}
      />
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
        beforeResults={
          <ListMapSection
            list="/properties"
            noun={{ singular: 'rental', plural: 'rentals' }}
            placeOf={propertyPlace}
            clusterFilters={clusterFilters}
            bbox={bbox}
            near={near}
            onChange={setFilters}
          />
        }
        list={list}
        noun={{ singular: 'rental', plural: 'rentals' }}
        emptyTitle="No rentals found"
        renderItem={(property, index) => <PropertyCard property={property} imagePriority={index === 0} />}
      />
    </>
  );
}

export default function ShortTermRentalsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Prefetched data={loaderData}>
      <ShortTermRentalsRoute />
    </Prefetched>
  );
}
