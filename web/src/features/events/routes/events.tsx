import {
  EVENT_CATEGORY_LABELS,
  EVENT_FILTER_CATEGORIES,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
  type EventCategory,
  type Timeframe,
} from '@tampa-local/domain';
import { ListPage } from '@/components/layouts/list-page';
import { ListMapSection, MAP_URL_FILTERS } from '@/components/map/list-map-section';
import { ListPageMeta } from '@/components/seo/list-page-meta';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { useUrlFilters, type UrlFilter, type UrlFilterValues } from '@/hooks/use-url-filters';
import { loadListPage } from '@/lib/list-loader.server';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { eventJsonLd } from '@/lib/structured-data';
import { eventListQuery, useEventList, type EventListParams } from '../api/get-events';
import { EventCard } from '../components/event-card';
import { eventPlace } from '../components/event-marker-card';
import type { Route } from './+types/events';

export const EVENT_FILTERS = {
  search: { kind: 'text' },
  category: { kind: 'choice', values: EVENT_FILTER_CATEGORIES, labels: EVENT_CATEGORY_LABELS },
  timeframe: { kind: 'choice', values: TIMEFRAMES, labels: TIMEFRAME_LABELS },
  ...MAP_URL_FILTERS,
} satisfies Record<string, UrlFilter>;

type EventFilterValues = UrlFilterValues<keyof typeof EVENT_FILTERS>;

function listParams(filters: EventFilterValues): Omit<EventListParams, 'limit' | 'offset'> {
  return {
    q: filters.search,
    category: filters.category as EventCategory | undefined,
    timeframe: filters.timeframe as Timeframe | undefined,
    bbox: filters.bbox,
    near: filters.near,
  };
}

/** The canonical URL names the list's filters, not a visitor's position or map area. */
function canonicalFilters({ bbox: _bbox, near: _near, ...filters }: EventFilterValues) {
  return filters;
}

export function loader({ request }: Route.LoaderArgs) {
  return loadListPage(request, EVENT_FILTERS, eventListQuery, listParams);
}

export const clientLoader = clientPageData;

export function EventsRoute() {
  const [filters, setFilters, choice, page] = useUrlFilters(EVENT_FILTERS);
  const params = listParams(filters);
  const list = useEventList(params, page);
  const { bbox, near, ...clusterFilters } = params;

  return (
    <>
      <ListPageMeta
        title="Tampa Events"
        description="Concerts, food festivals, sports, arts and family events happening in Tampa Bay today, this week and this month."
        filters={canonicalFilters(filters)}
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
