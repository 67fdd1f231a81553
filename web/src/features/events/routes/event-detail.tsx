import { PlaceFigure } from '@/components/map/place-figure';
import { Link, useParams } from 'react-router';
import {
  cityDate,
  eventActionLabel,
  eventDayWord,
  eventHasEnded,
  formatEventLongDate,
  formatEventPrice,
  formatEventTime,
} from '@tampa-local/domain';
import { Container } from '@/components/layouts/content-layout';
import { PageMeta } from '@/components/seo/page-meta';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { DetailPageStates } from '@/components/ui/detail-page-states';
import { SafeImage } from '@/components/ui/safe-image';
import { paths } from '@/config/paths';
import { HERO_IMAGE_SIZES } from '@/config/ui';
import { directionsUrl } from '@/lib/directions';
import { eventCategoryLabel } from '@/lib/labels';
import { loadPage } from '@/lib/page-loader.server';
import { clientPageData, Prefetched, type PageData } from '@/lib/prefetched';
import { useSiteUrl } from '@/lib/site-url';
import { eventJsonLd } from '@/lib/structured-data';
import type { EventDetail } from '@/types/api';
import { eventQuery, useEvent } from '../api/get-event';
import { AddToCalendar, SubscribeToEvents } from '../components/add-to-calendar';
import { EventCard } from '../components/event-card';
import type { Route } from './+types/event-detail';

/** The event and the upcoming ones beside it, rendered on the server; an unknown slug answers 404. */
export function loader({ params }: Route.LoaderArgs) {
  return loadPage(() => Promise.all([eventQuery.prefetch(params.slug)]));
}

export const clientLoader = clientPageData;

/** 'This Saturday · Saturday, November 28, 2026 · 7:30 PM' (the word only within the coming week). */
export function eventWhen(event: Pick<EventDetail, 'date' | 'time'>, now: Date): string {
  const word = eventDayWord(event.date, cityDate(now));
  const time = formatEventTime(event.time);
  return [word, formatEventLongDate(event.date), time].filter(Boolean).join(' · ');
}

function EventMeta({ event, notFound, ended }: { event: EventDetail | undefined; notFound: boolean; ended: boolean }) {
  const origin = useSiteUrl();
  if (!event) {
    return (
      <PageMeta
        title={notFound ? 'Event not found' : 'Event'}
        description="An event in Tampa Bay on Tampa Local."
        noindex={notFound}
      />
    );
  }
  const label = eventCategoryLabel(event.category);
  return (
    <PageMeta
      title={event.name}
      description={
        event.description ??
        `${event.name}: ${label} in Tampa Bay on ${formatEventLongDate(event.date)}${event.location ? ` at ${event.location}` : ''}.`
      }
      canonicalPath={paths.event(event.slug)}
      image={event.imageUrl}
      type="article"
      // An ended event stays reachable for old links, out of search results (docs/decisions.md).
      noindex={ended ? 'follow' : false}
      jsonLd={eventJsonLd(origin, event)}
    />
  );
}

/** An event's page from data given. */
export function EventDetailView({ event, now }: { event: EventDetail; now: Date }) {
  const ended = eventHasEnded(event, now);
  const label = eventCategoryLabel(event.category);
  return (
    <article aria-labelledby="event-name">
      <Container className="py-6">
        <Link
          to={paths.events}
          className="inline-flex items-center gap-1 rounded-full py-2 text-sm font-semibold text-bay-700 hover:underline"
        >
          <span aria-hidden="true">←</span> All events
        </Link>
      </Container>
      <Container className="grid gap-8 pb-12 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <div className="overflow-hidden rounded-2xl bg-slate-100">
            <SafeImage
              src={event.imageUrl}
              srcSet={event.imageSrcset}
              sizes={HERO_IMAGE_SIZES}
              alt={event.name}
              priority
              className="aspect-[16/9] w-full object-cover"
            />
          </div>
          <div>
            <Badge tone="sunset">{label}</Badge>
            <h1 id="event-name" className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {event.name}
            </h1>
            <p className="mt-3 text-lg font-semibold text-sunset-800">
              <time dateTime={event.time ? `${event.date}T${event.time}` : event.date}>{eventWhen(event, now)}</time>
            </p>
          </div>
          {ended && (
            <div role="status" className="rounded-2xl bg-slate-100 p-5 ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">This event has ended.</p>
              <p className="mt-1 text-slate-700">
                See what is coming up in Tampa Bay instead.{' '}
                <Link to={paths.events} className="font-semibold text-bay-700 underline">
                  Upcoming events
                </Link>
              </p>
            </div>
          )}
          {event.description && (
            <p className="whitespace-pre-line text-lg leading-relaxed text-slate-700">{event.description}</p>
          )}
          {!ended && <AddToCalendar event={event} />}
          <SubscribeToEvents category={event.category} />
        </div>
        <aside aria-label="Event details" className="h-fit rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <dl className="space-y-4 text-sm">
            <div>
              <dt className="font-semibold text-slate-600">When</dt>
              <dd className="mt-0.5 text-slate-900">
                {formatEventLongDate(event.date)}
                {event.time && <>, {formatEventTime(event.time)}</>}
              </dd>
            </div>
            {event.location && (
              <div>
                <dt className="font-semibold text-slate-600">Where</dt>
                <dd className="mt-0.5 text-slate-900">{event.location}</dd>
              </div>
            )}
            <div>
              <dt className="font-semibold text-slate-600">Price</dt>
              <dd className="mt-0.5 text-slate-900">{formatEventPrice(event.price)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Going</dt>
              <dd className="mt-0.5 text-slate-900">{event.attendingCount.toLocaleString('en-US')} attending</dd>
            </div>
          </dl>
          <div className="mt-5 flex flex-col gap-2">
            {event.ticketUrl && !ended && (
              <a
                href={event.ticketUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('primary', 'lg', 'w-full')}
              >
                {eventActionLabel(event.ticketUrl)}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
            {event.location && (
              <a
                href={directionsUrl(event.location)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('outline', 'lg', 'w-full')}
              >
                Get Directions
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </div>
          {event.latitude != null && event.longitude != null && (
            <div className="mt-5">
              <PlaceFigure name={event.location ?? event.name} lat={event.latitude} lng={event.longitude} />
            </div>
          )}
        </aside>
      </Container>
      {event.related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-slate-50 py-12">
          <Container>
            <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
              {ended ? 'Upcoming events' : 'More events around then'}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {event.related.map((other) => (
                <li key={other.id} className="flex">
                  <EventCard event={other} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
    </article>
  );
}

export function EventDetailRoute({ serverNotFound = false }: { serverNotFound?: boolean }) {
  const { slug } = useParams<{ slug: string }>();
  const read = useEvent(serverNotFound ? undefined : slug);
  const now = new Date();
  const ended = read.data ? eventHasEnded(read.data, now) : false;
  return (
    <DetailPageStates
      read={read}
      serverNotFound={serverNotFound}
      meta={(notFound) => <EventMeta event={read.data} notFound={notFound} ended={ended} />}
      notFoundTitle="Event not found."
      notFoundText="It may have been removed. See what else is happening around the bay."
      back={{ to: paths.events, label: 'Browse events' }}
      errorTitle="Couldn't load this event"
    >
      {(found) => <EventDetailView event={found} now={now} />}
    </DetailPageStates>
  );
}

export default function EventDetailPage({ loaderData }: Route.ComponentProps) {
  const data: PageData | undefined = loaderData;
  return (
    <Prefetched data={data}>
      <EventDetailRoute serverNotFound={data?.notFound === true} />
    </Prefetched>
  );
}
