import { AREA_LABELS, addDays, type Area } from '@tampa-local/domain';
import type { Random, Weighted } from '../random';
import { AREA_PLACES } from '../vocabulary/areas';
import { EVENT_LINES, EVENT_NOUNS, EVENT_TIMES, EVENT_WEIGHTS, ORDINALS, SEASONS, VENUES } from '../vocabulary/events';
import { ADJECTIVES, THINGS } from '../vocabulary/name-words';
import type { ImagePool } from './image-pool';
import { venueCoordinates } from './places';
import type { SyntheticEvent } from './records';
import { counterSlug, documentId, fill } from './text';

type EventNameTemplate = (r: Random, noun: string, venue: string, area: Area) => string;

const EVENT_NAMES: Weighted<EventNameTemplate> = [
  [(r, noun, _, area) => `${r.pick(AREA_PLACES[area])} ${noun}`, 45],
  [(r, noun) => `${r.pick(SEASONS)} ${noun}`, 20],
  [(r, noun, _, area) => `${r.pick(ORDINALS)} Annual ${r.pick(AREA_PLACES[area])} ${noun}`, 10],
  [(_, noun, venue) => `${noun} at ${venue}`, 15],
  [(r, noun) => `${r.pick(ADJECTIVES)} ${r.pick(THINGS)} ${noun}`, 10],
];

function eventPrice(r: Random): string | null {
  const low = r.pick([5, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 65, 75, 95, 120]);
  return r.weighted<string | null>([
    [null, 25],
    ['Free', 15],
    [`$${low}`, 45],
    [`$${low}-$${low + r.pick([10, 15, 20, 30, 50])}`, 15],
  ]);
}

/** `count` events around `today` (a city date), one at a time. */
export function* generateEvents(
  count: number,
  start: number,
  today: string,
  r: Random,
  images: ImagePool,
): Generator<SyntheticEvent> {
  for (let i = 0; i < count; i += 1) {
    const category = r.weighted(EVENT_WEIGHTS);
    const [venue, area] = r.pick(VENUES);
    const name = r.weighted(EVENT_NAMES)(r, r.pick(EVENT_NOUNS[category]), venue, area);
    const slug = counterSlug(name, start + i);
    // Mostly upcoming (today to +180 days); some past ones, which the list must hide.
    const offset = r.chance(0.12) ? -r.int(1, 60) : r.int(0, 180);
    const price = eventPrice(r);
    yield {
      documentId: documentId(r),
      slug,
      name,
      category,
      description: fill(r.pick(EVENT_LINES), { what: name, area: AREA_LABELS[area], venue }),
      date: addDays(today, offset),
      time: r.chance(0.95) ? r.pick(EVENT_TIMES[category]) : null,
      location: `${venue}, ${AREA_LABELS[area]}`,
      ...venueCoordinates(venue, area),
      price,
      attendingCount: r.logNormal(120, 1.1, 0, 40_000),
      ticketUrl: price && price !== 'Free' && r.chance(0.75) ? `https://tickets.example/${slug}` : null,
      image: images.pick([`event-${category}`, 'event-'], r, 0.92)?.id ?? null,
    };
  }
}
