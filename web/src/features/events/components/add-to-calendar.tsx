import { google, office365, outlook, yahoo, type CalendarEvent as CalendarLinkEvent } from 'calendar-link';
import { eventSpan, EVENT_CATEGORY_LABELS, type EventCategory } from '@tampa-local/domain';
import { paths } from '@/config/paths';
import { absoluteUrl } from '@/lib/structured-data';
import { useSiteUrl } from '@/lib/site-url';
import type { Event } from '@/types/api';

/** What the web calendars' "add" pages are given: the event's span, place and page. */
export function calendarLinkEvent(event: Event, origin: string): CalendarLinkEvent | null {
  const span = eventSpan(event);
  if (!span) return null;
  const page = absoluteUrl(origin, paths.event(event.slug));
  return {
    title: event.name,
    description: [event.description, page].filter(Boolean).join('\n\n'),
    location: event.location ?? undefined,
    url: page,
    ...(span.allDay
      ? { start: span.startDate, end: span.endDate, allDay: true }
      : { start: span.start.toISOString(), end: span.end.toISOString() }),
  };
}

/** The same address with the webcal: scheme, which calendar apps open as a subscription. */
export function webcalUrl(origin: string, path: string): string {
  return absoluteUrl(origin, path).replace(/^https?:/, 'webcal:');
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-sunset-800 ring-1 ring-slate-300 hover:bg-sunset-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sunset-600';

/** "Add to calendar": the event's `.ics` file and the common web calendars' add pages. */
export function AddToCalendar({ event }: { event: Event }) {
  const origin = useSiteUrl();
  const details = calendarLinkEvent(event, origin);
  if (!details) return null;
  const webCalendars = [
    { name: 'Google Calendar', href: google(details) },
    { name: 'Outlook.com', href: outlook(details) },
    { name: 'Office 365', href: office365(details) },
    { name: 'Yahoo Calendar', href: yahoo(details) },
  ];
  return (
    <section aria-labelledby="add-to-calendar-heading">
      <h2 id="add-to-calendar-heading" className="text-lg font-bold text-slate-900">
        Add to calendar
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        <li>
          <a href={paths.eventCalendarFile(event.slug)} download={`${event.slug}.ics`} className={linkClass}>
            Apple Calendar or Outlook (.ics)
          </a>
        </li>
        {webCalendars.map((calendar) => (
          <li key={calendar.name}>
            <a href={calendar.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {calendar.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Links that subscribe a calendar app to the events feed: this kind of event, and all of them. */
export function SubscribeToEvents({ category }: { category?: EventCategory }) {
  const origin = useSiteUrl();
  const label = category ? EVENT_CATEGORY_LABELS[category] : undefined;
  return (
    <section aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading" className="text-lg font-bold text-slate-900">
        Subscribe in your calendar
      </h2>
      <p className="mt-1 text-sm text-slate-600">New events appear in your calendar app as they are added.</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {category && label && (
          <li>
            <a href={webcalUrl(origin, paths.eventFeed(category))} className={linkClass}>
              {label} events
            </a>
          </li>
        )}
        <li>
          <a href={webcalUrl(origin, paths.eventFeed())} className={linkClass}>
            All Tampa Local events
          </a>
        </li>
      </ul>
    </section>
  );
}
