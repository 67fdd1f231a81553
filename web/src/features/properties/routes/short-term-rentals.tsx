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
import { ListMapSection, MAP_URL_FILTERS } from '@/components/map/list-map-section';
import { ListPageMeta } from '@/components/seo/list-page-meta';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { useUrlFilters, type UrlFilter, type UrlFilterValues } from '@/hooks/use-url-filters';
import { loadListPage } from '@/lib/list-loader.server';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { propertyJsonLd } from '@/lib/structured-data';
import { propertiesQuery, propertyCountParams, propertyListQuery, usePropertyList } from '../api/get-properties';
import { PropertyCard } from '../components/property-card';
import type { Route } from './+types/short-term-rentals';
import { RentalSummary } from '../components/rental-summary';
import { propertyPlace } from '../components/property-marker-card';

/** 'other' is a catch-all, so the category filter offers only the two real kinds. */
const RENTAL_CATEGORIES = ['vacation-rental', 'event-space'] as const satisfies readonly ShortTermCategory[];

export const RENTAL_FILTERS = {
  search: { kind: 'text' },
  category: { kind: 'choice', values: RENTAL_CATEGORIES, labels: SHORT_TERM_CATEGORY_LABELS },
  priceRange: { kind: 'choice', values: SHORT_TERM_PRICE_RANGES, labels: PRICE_RANGE_LABELS },
  area: { kind: 'choice', values: RENTAL_AREAS, labels: AREA_LABELS },
  ...MAP_URL_FILTERS,
} satisfies Record<string, UrlFilter>;

type RentalFilters = UrlFilterValues<keyof typeof RENTAL_FILTERS>;

/** The filters every request of the page shares (any property type: event spaces are often commercial, decisions.md). */
function sharedParams(filters: RentalFilters) {
  return {
    listingType: 'short-term' as const,
    q: filters.search,
    priceRange: filters.priceRange as PriceRange | undefined,
    area: filters.area as Area | undefined,
  };
}

/** The list's own request: the shared filters, the category and the map's box and point. */
function listParams(filters: RentalFilters) {
  return {
    ...sharedParams(filters),
    shortTermCategory: filters.category as ShortTermCategory | undefined,
    bbox: filters.bbox,
    near: filters.near,
  };
}

/** The canonical URL names the list's filters, not a visitor's position or map area. */
function canonicalFilters({ bbox: _bbox, near: _near, ...filters }: RentalFilters) {
  return filters;
}

/** The summary tiles' counts: one per category the filter leaves visible. */
function summaryCountParams(filters: RentalFilters) {
  const category = filters.category as ShortTermCategory | undefined;
  return RENTAL_CATEGORIES.filter((kind) => category === undefined || category === kind).map((kind) =>
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
  const category = filters.category as ShortTermCategory | undefined;
  const shared = sharedParams(filters);
  const { bbox, near, ...clusterFilters } = listParams(filters);
  const list = usePropertyList(listParams(filters), page);

  return (
    <>
      <ListPageMeta
        title="Short-term Rentals & Event Spaces"
        description="Vacation rentals and event spaces in Tampa Bay and Clearwater Beach, by the night or by the event."
        filters={canonicalFilters(filters)}
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
