import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BUSINESS_DIRECTORY, directoryRequest } from '@tampa-local/domain';
import { ListPage } from '@/components/layouts/list-page';
import { ListPageMeta } from '@/components/seo/list-page-meta';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { useUrlFilters, type UrlFilterValues } from '@/hooks/use-url-filters';
import { loadListPage } from '@/lib/list-loader.server';
import { canonicalDirectoryFilters, directoryUrlFilters, type DirectoryUrlKey } from '@/lib/list-pages';
import { readBbox, readNear, readView } from '@/lib/map-params';
import { useMapStyleUrl } from '@/lib/site-url';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { businessListItem } from '@/lib/structured-data';
import { businessListQuery, useBusinessList } from '../api/get-businesses';
import { BusinessCard } from '../components/business-card';
import { MapPanel } from '@/components/map/map-panel';
import { NearMe, SearchedArea, ViewSwitch } from '@/components/map/map-controls';
import { businessPlace } from '../components/business-marker-card';
import type { Route } from './+types/businesses';

const BUSINESS_FILTERS = directoryUrlFilters(BUSINESS_DIRECTORY);

type BusinessFilterValues = UrlFilterValues<DirectoryUrlKey<typeof BUSINESS_DIRECTORY>>;

const listParams = (filters: BusinessFilterValues) => directoryRequest(BUSINESS_DIRECTORY, filters);

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
        filters={canonicalDirectoryFilters(BUSINESS_DIRECTORY, filters)}
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
