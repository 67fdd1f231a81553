import { EVENT_DIRECTORY, directoryRequest } from '@tampa-local/domain';
import { ListPage } from '@/components/layouts/list-page';
import { ListMapSection } from '@/components/map/list-map-section';
import { ListPageMeta } from '@/components/seo/list-page-meta';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { useUrlFilters, type UrlFilterValues } from '@/hooks/use-url-filters';
import { loadListPage } from '@/lib/list-loader.server';
import { canonicalDirectoryFilters, directoryUrlFilters, type DirectoryUrlKey } from '@/lib/list-pages';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { eventJsonLd } from '@/lib/structured-data';
import { eventListQuery, useEventList } from '../api/get-events';
import { EventCard } from '../components/event-card';
import { eventPlace } from '../components/event-marker-card';
import type { Route } from './+types/events';

const EVENT_FILTERS = directoryUrlFilters(EVENT_DIRECTORY);

type EventFilterValues = UrlFilterValues<DirectoryUrlKey<typeof EVENT_DIRECTORY>>;

const listParams = (filters: EventFilterValues) => directoryRequest(EVENT_DIRECTORY, filters);

export function loader({ request }: Route.LoaderArgs) {
  return loadListPage(request, EVENT_FILTERS, eventListQuery, listParams);
}

export const clientLoader = clientPageData;

export function EventsRoute() {
  const [filters, setFilters, choice, page] = useUrlFilters(EVENT_FILTERS);
  const params = listParams(filters);
  const list = useEventList(params, page);
  const { bbox, near, sort: _sort, ...clusterFilters } = params;

  return (
    <>
      <ListPageMeta
        title="Tampa Events"
        description="Concerts, food festivals, sports, arts and family events happening in Tampa Bay today, this week and this month."
        filters={canonicalDirectoryFilters(EVENT_DIRECTORY, filters)}
        page={page}
        items={list.items}
        toJsonLd={eventJsonLd}
      />
      <ListPage
        title="Tampa Events"
        intro="Live music, food festivals, game days and family fun around the bay."
        searchBar={
          <SearchBar
            label="Search events"
            placeholder="Jazz, food truck, Lightning..."
            value={filters.search}
            onSearch={(search) => setFilters({ search })}
            category={{
              label: 'Type',
              allLabel: 'All Types',
              ...choice('category'),
            }}
          />
        }
        filters={<SelectField label="Date" allLabel="All Dates" {...choice('timeframe')} />}
        beforeResults={
          <ListMapSection
            list="/events"
            noun={{ singular: 'event', plural: 'events' }}
            placeOf={eventPlace}
            clusterFilters={clusterFilters}
            bbox={bbox}
            near={near}
            onChange={setFilters}
          />
        }
        list={list}
        noun={{ singular: 'event', plural: 'events' }}
        emptyTitle="No events found"
        renderItem={(event, index) => <EventCard event={event} imagePriority={index === 0} />}
      />
    </>
  );
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Prefetched data={loaderData}>
      <EventsRoute />
    </Prefetched>
  );
}
