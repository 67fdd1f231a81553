import {
  EVENT_CATEGORY_LABELS,
  EVENT_FILTER_CATEGORIES,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
  type EventCategory,
  type Timeframe,
} from '@tampa-local/domain';
import { ListPage } from '@/components/layouts/list-page';
import { SearchBar } from '@/components/ui/search-bar';
import { SelectField } from '@/components/ui/select-field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUrlFilters, type UrlFilter } from '@/hooks/use-url-filters';
import { useEventList } from '../api/get-events';
import { EventCard } from '../components/event-card';

export const EVENT_FILTERS = {
  search: { kind: 'text' },
  category: { kind: 'choice', values: EVENT_FILTER_CATEGORIES, labels: EVENT_CATEGORY_LABELS },
  timeframe: { kind: 'choice', values: TIMEFRAMES, labels: TIMEFRAME_LABELS },
} satisfies Record<string, UrlFilter>;

export function EventsRoute() {
  usePageMeta(
    'Tampa Events',
    'Concerts, food festivals, sports, arts and family events happening in Tampa Bay today, this week and this month.',
  );
  const [filters, setFilters, choice] = useUrlFilters(EVENT_FILTERS);
  const list = useEventList({
    q: filters.search,
    category: filters.category as EventCategory | undefined,
    timeframe: filters.timeframe as Timeframe | undefined,
  });

  return (
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
      list={list}
      noun={{ singular: 'event', plural: 'events' }}
      emptyTitle="No events found"
      renderItem={(event) => <EventCard event={event} />}
    />
  );
}

export default EventsRoute;
