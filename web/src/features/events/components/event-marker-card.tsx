import { Link } from 'react-router';
import { formatEventDate, formatEventTime, type MapCluster, type MapEvent } from '@tampa-local/domain';
import type { MapPlace } from '@/components/map/cluster-map';
import { SafeImage } from '@/components/ui/safe-image';
import { paths } from '@/config/paths';

/** A marker's card: the event's picture, name, day and time, and a link to its page. */
export function EventMarkerCard({ event }: { event: MapEvent }) {
  return (
    <div role="dialog" aria-label={event.name} className="w-56 text-slate-900">
      <SafeImage src={event.imageUrl} alt="" className="mb-2 aspect-[16/10] w-full rounded-lg object-cover" />
      <p className="text-base font-bold">{event.name}</p>
      <p className="mt-1 text-sm font-semibold text-bay-800">
        <time dateTime={event.time ? `${event.date}T${event.time}` : event.date}>
          {formatEventDate(event.date)}
          {event.time ? `, ${formatEventTime(event.time)}` : ''}
        </time>
      </p>
      <Link
        to={paths.event(event.slug)}
        className="mt-2 inline-block font-semibold text-bay-700 underline hover:text-bay-800"
      >
        View details
        <span className="sr-only"> of {event.name}</span>
      </Link>
    </div>
  );
}

/** The event of a cluster of one, for the map. */
export function eventPlace(cluster: MapCluster): MapPlace | null {
  const { event } = cluster;
  return event ? { id: event.id, label: event.name, card: <EventMarkerCard event={event} /> } : null;
}
