import { AREA_LABELS, type Area, type BusinessCategory } from '@tampa-local/domain';
import type { Random, Weighted } from '../random';
import {
  AREAS_BY_CATEGORY,
  BEACH_PLACES,
  BUSINESS_AREA_WEIGHTS,
  BUSINESS_IMAGE_PREFIXES,
  BUSINESS_NOTES,
  CATEGORY_WEIGHTS,
  CATEGORY_WORDS,
  PRICE_LEVEL_WEIGHTS,
} from '../vocabulary/businesses';
import { AREA_PLACES, PLACES } from '../vocabulary/areas';
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES, THINGS } from '../vocabulary/name-words';
import type { ImagePool } from './image-pool';
import { openingHours } from './opening-hours';
import { address, coordinates } from './places';
import type { SyntheticBusiness } from './records';
import { counterSlug, documentId, fill } from './text';

type NameTemplate = (r: Random, noun: string, place: string) => string;

const BEACH_NAMES: Weighted<NameTemplate> = [
  [(r, noun) => `${r.pick(BEACH_PLACES)} ${noun}`, 70],
  [(r, noun) => `${r.pick(LAST_NAMES)} ${noun}`, 15],
  [(_, noun, place) => `${place} ${noun}`, 15],
];

const BUSINESS_NAMES: Weighted<NameTemplate> = [
  [(_, noun, place) => `${place} ${noun}`, 34],
  [(r, noun) => `The ${r.pick(ADJECTIVES)} ${noun}`, 18],
  [(r, noun) => `${r.pick(FIRST_NAMES)}'s ${noun}`, 18],
  [(r, noun) => `${r.pick(ADJECTIVES)} ${r.pick(THINGS)} ${noun}`, 14],
  [(r, noun) => `${r.pick(LAST_NAMES)} & ${r.pick(LAST_NAMES)} ${noun}`, 6],
  [(r) => `${r.pick(THINGS)} & ${r.pick(THINGS)}`, 5],
  [(r, noun, place) => `${place} ${r.pick(THINGS)} ${noun}`, 5],
];

function businessName(category: BusinessCategory, area: Area, r: Random): string {
  const noun = r.pick(CATEGORY_WORDS[category].nouns);
  const place = r.chance(0.7) ? r.pick(AREA_PLACES[area]) : r.pick(PLACES);
  return r.weighted(category === 'beaches' ? BEACH_NAMES : BUSINESS_NAMES)(r, noun, place);
}

function businessDescription(category: BusinessCategory, area: Area, r: Random): string {
  const words = CATEGORY_WORDS[category];
  const first = r.pick(words.sells);
  let second = r.pick(words.sells);
  if (second === first) second = words.sells[(words.sells.indexOf(first) + 1) % words.sells.length] ?? first;
  const values = { area: AREA_LABELS[area], sells: first, sells2: second };
  const lead = r.int(0, words.lines.length - 1);
  const lines = [fill(words.lines[lead]!, values)];
  if (r.chance(0.5)) {
    // A second sentence from another template, so no sentence shape repeats.
    const next = (lead + r.int(1, words.lines.length - 1)) % words.lines.length;
    lines.push(fill(words.lines[next]!, { ...values, sells: second, sells2: first }));
  }
  if (r.chance(0.3)) lines.push(r.pick(BUSINESS_NOTES));
  return lines.join(' ');
}

/**
 * `count` businesses, one at a time; slug counters start at `start`. Their rating and
 * review count are left to their reviews (SyntheticDataSet).
 */
export function* generateBusinesses(
  count: number,
  start: number,
  r: Random,
  images: ImagePool,
): Generator<SyntheticBusiness> {
  for (let i = 0; i < count; i += 1) {
    const category = r.weighted(CATEGORY_WEIGHTS);
    const area = r.weighted(AREAS_BY_CATEGORY[category] ?? BUSINESS_AREA_WEIGHTS);
    const name = businessName(category, area, r);
    const slug = counterSlug(name, start + i);
    const position = r.chance(0.95) ? coordinates(area, r) : { latitude: null, longitude: null };
    yield {
      documentId: documentId(r),
      slug,
      name,
      category,
      area,
      description: businessDescription(category, area, r),
      address: address(area, r),
      phone: r.chance(0.94)
        ? `(${area.startsWith('clearwater') ? '727' : '813'}) 555-01${String(r.int(0, 99)).padStart(2, '0')}`
        : null,
      website: r.chance(0.65) ? `https://${slug}.example` : null,
      openingHours: openingHours(category, r),
      rating: null,
      reviewCount: 0,
      priceLevel: r.weighted(PRICE_LEVEL_WEIGHTS[category]),
      featured: r.chance(0.02),
      ...position,
      image: images.pick(BUSINESS_IMAGE_PREFIXES[category], r, 0.94)?.id ?? null,
      reviews: [],
    };
  }
}
