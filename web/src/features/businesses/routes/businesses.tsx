import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  AREA_LABELS,
  BUSINESS_AREAS,
  BUSINESS_CATEGORY_LABELS,
  BUSINESS_FILTER_CATEGORIES,
  type Area,
  type BusinessCategory,
} from '@tampa-local/domain';
import { ListPage } from '@/components/layouts/list-page';
import { ListPageMeta } from '@/components/seo/list-page-meta';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { useUrlFilters, type UrlFilter, type UrlFilterValues } from '@/hooks/use-url-filters';
import { loadListPage } from '@/lib/list-loader.server';
import { normaliseBbox, normaliseNear, normaliseSort, readBbox, readNear, readView } from '@/lib/map-params';
import { useMapStyleUrl } from '@/lib/site-url';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { businessListItem } from '@/lib/structured-data';
import { businessListQuery, useBusinessList, type BusinessListParams } from '../api/get-businesses';
import { BusinessCard } from '../components/business-card';
import { MapPanel } from '@/components/map/map-panel';
import { NearMe, SearchedArea, ViewSwitch } from '@/components/map/map-controls';
import { businessPlace } from '../components/business-marker-card';
import type { Route } from './+types/businesses';

export const BUSINESS_FILTERS = {
  search: { kind: 'text' },
  category: { kind: 'choice', values: BUSINESS_FILTER_CATEGORIES, labels: BUSINESS_CATEGORY_LABELS },
  area: { kind: 'choice', values: BUSINESS_AREAS, labels: AREA_LABELS },
  // The map's: the list limited to an area ("Search this area"), nearest first ("Near me").
  bbox: { kind: 'parsed', parse: normaliseBbox },
  near: { kind: 'parsed', parse: normaliseNear },
  sort: { kind: 'parsed', parse: normaliseSort },
} satisfies Record<string, UrlFilter>;

type BusinessFilterValues = UrlFilterValues<keyof typeof BUSINESS_FILTERS>;

function listParams(filters: BusinessFilterValues): Omit<BusinessListParams, 'limit' | 'offset'> {
  return {
    q: filters.search,
    category: filters.category as BusinessCategory | undefined,
    area: filters.area as Area | undefined,
    bbox: filters.bbox,
    near: filters.near,
    // Distance order needs a position; without one the list keeps its usual order.
    sort: filters.near && filters.sort === 'distance' ? 'distance' : undefined,
  };
}

/** The canonical URL names the list's filters, not a visitor's position or map area. */
function canonicalFilters({ search, category, area }: BusinessFilterValues) {
  return { search, category, area };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadListPage(request, BUSINESS_FILTERS, businessListQuery, listParams);
}

export const clientLoader = clientPageData;

export function BusinessesRoute() {
  const [filters, setFilters, choice, page] = useUrlFilters(BUSINESS_FILTERS);
  const list = useBusinessList(listParams(filters), page);
  const [searchParams] = useSearchParams();
  const view = readView(searchParams);
  const styleUrl = useMapStyleUrl();
  const searchArea = useMemo(() => readBbox(filters.bbox), [filters.bbox]);
  const near = useMemo(() => readNear(filters.near), [filters.near]);
  const mapFilters = useMemo(
    () => ({
      q: filters.search,
      category: filters.category,
      area: filters.area,
    }),
    [filters.search, filters.category, filters.area],
  );

  return (
    <>
      <ListPageMeta
        title="Tampa Businesses"
        description="Find Tampa Bay restaurants, nightlife, attractions, beaches, shopping, fitness, beauty, hotels and services, with ratings, hours and creator videos."
        filters={canonicalFilters(filters)}
        page={page}
        items={list.items}
        toJsonLd={businessListItem}
      />
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
        beforeResults={
          <>
            <div className="mb-6 flex flex-wrap items-center gap-4">
              <ViewSwitch view={view} />
              <NearMe
                active={near !== undefined}
                onNear={(position) => setFilters({ near: position, sort: position ? 'distance' : undefined })}
              />
              {searchArea && <SearchedArea noun="businesses" onClear={() => setFilters({ bbox: undefined })} />}
            </div>
            {view === 'map' && (
              <MapPanel
                list="/businesses"
                noun={{ singular: 'business', plural: 'businesses' }}
                placeOf={businessPlace}
                styleUrl={styleUrl}
                filters={mapFilters}
                searchArea={searchArea}
                near={near}
                onSearchArea={(bbox) => setFilters({ bbox })}
              />
            )}
          </>
        }
        list={list}
        noun={{ singular: 'business', plural: 'businesses' }}
        emptyTitle="No businesses found"
        renderItem={(business, index) => <BusinessCard business={business} imagePriority={index === 0} />}
      />
    </>
  );
}

export default function BusinessesPage({ loaderData }: Route.ComponentProps) {
  return (
    <Prefetched data={loaderData}>
      <BusinessesRoute />
    </Prefetched>
  );
}
