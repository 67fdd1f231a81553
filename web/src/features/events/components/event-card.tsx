import { useId } from 'react';
import { Link } from 'react-router';
import {
  eventActionLabel,
  formatDistance,
  formatEventDate,
  formatEventPrice,
  formatEventTime,
} from '@tampa-local/domain';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { SafeImage } from '@/components/ui/safe-image';
import { eventCategoryLabel } from '@/lib/labels';
import { pick } from '@/lib/pick';
import type { Event } from '@/types/api';
import { CARD_IMAGE_SIZES } from '@/config/ui';
import { paths } from '@/config/paths';

/**
 * What an event card shows, and its list's JSON-LD names (slug, name): the events list's
 * loader data carries these fields alone (not the venue's map point).
 */
export const EVENT_CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'category',
  'description',
  'date',
  'time',
  'location',
  'price',
  'imageUrl',
  'imageSrcset',
  'attendingCount',
  'ticketUrl',
  'distanceMiles',
] as const satisfies readonly (keyof Event)[];

export type EventCardData = Pick<Event, (typeof EVENT_CARD_FIELDS)[number]>;

export function eventCardData(event: Event): EventCardData {
  return pick(event, EVENT_CARD_FIELDS);
}

/** imagePriority: the first card of a list, whose picture is the page's largest. */
export function EventCard({ event, imagePriority = false }: { event: EventCardData; imagePriority?: boolean }) {
  const nameId = useId();
  const newTabId = useId();
  const time = formatEventTime(event.time);
  const actionLabel = eventActionLabel(event.ticketUrl);

  return (
    <article aria-labelledby={nameId} className="card">
      <div className="card-media">
        <SafeImage
          src={event.imageUrl}
          srcSet={event.imageSrcset}
          sizes={CARD_IMAGE_SIZES}
          alt={event.name}
          priority={imagePriority}
        />
        <div className="card-tags">
          <Badge tone="sunset">{eventCategoryLabel(event.category)}</Badge>
        </div>
      </div>
      <div className="card-body">
        <p className="font-semibold text-sunset-700">
          <time dateTime={event.time ? `${event.date}T${event.time}` : event.date}>
            {formatEventDate(event.date)}
            {time && ` · ${time}`}
          </time>
        </p>
        <h3 id={nameId} className="card-title">
          <Link to={paths.event(event.slug)} className="hover:text-sunset-800 hover:underline">
            {event.name}
          </Link>
        </h3>
        {event.location && (
          <p>
            <span aria-hidden="true">📍 </span>
            <span className="sr-only">Location: </span>
            {event.location}
          </p>
        )}
        {event.distanceMiles != null && <p className="font-semibold">{formatDistance(event.distanceMiles)} away</p>}
        {event.description && <p className="line-clamp-2 text-slate-600">{event.description}</p>}
        <div className="mt-1 flex items-center justify-between">
          <p className="font-bold text-slate-900">
            <span className="sr-only">Price: </span>
            {formatEventPrice(event.price)}
          </p>
          <p className="text-slate-600">{event.attendingCount.toLocaleString('en-US')} attending</p>
        </div>
        <div className="card-action">
          {event.ticketUrl ? (
            <>
              <a
                href={event.ticketUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={newTabId}
                className={buttonClass('primary', 'md', 'w-full')}
              >
                {actionLabel}
              </a>
              <span id={newTabId} hidden>
                Opens in a new tab
              </span>
            </>
          ) : (
            <Link to={paths.event(event.slug)} className={buttonClass('outline', 'md', 'w-full')}>
              {actionLabel}
              {/* Said in full to screen readers and crawlers: a page of "Learn More" links says nothing apart. */}
              <span className="sr-only"> about {event.name}</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
