import { EVENT_DIRECTORY } from '@tampa-local/domain';
import { DirectoryPage } from '@/components/layouts/directory-page';
import { loadDirectoryPage } from '@/lib/list-loader.server';
import { clientPageData, Prefetched } from '@/lib/prefetched';
import { eventListItem } from '@/lib/structured-data';
import { eventListQuery } from '../api/get-events';
import { EventCard } from '../components/event-card';
import { eventPlace } from '../components/event-marker-card';
import type { Route } from './+types/events';

export function loader({ request }: Route.LoaderArgs) {
  return loadDirectoryPage(request, EVENT_DIRECTORY, eventListQuery);
}

export const clientLoader = clientPageData;

export function EventsRoute() {
  return (
    <DirectoryPage
      directory={EVENT_DIRECTORY}
      query={eventListQuery}
      title="Tampa Events"
      description="Concerts, food festivals, sports, arts and family events happening in Tampa Bay today, this week and this month."
      intro="Live music, food festivals, game days and family fun around the bay."
      search={{
        label: 'Search events',
        placeholder: 'Jazz, food truck, Lightning...',
        category: { filter: 'category', label: 'Type', allLabel: 'All Types' },
      }}
      selects={[{ filter: 'timeframe', label: 'Date', allLabel: 'All Dates' }]}
      placeOf={eventPlace}
      noun={{ singular: 'event', plural: 'events' }}
      emptyTitle="No events found"
      renderItem={(event, index) => <EventCard event={event} imagePriority={index === 0} />}
      toJsonLd={eventListItem}
    />
  );
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Prefetched data={loaderData}>
      <EventsRoute />
    </Prefetched>
  );
}
