import type {
  Accommodation,
  AggregateRating,
  Event as SchemaEvent,
  ItemList,
  ListItem,
  LocalBusiness,
  Offer,
  OpeningHoursSpecification,
  Person,
  Place,
  Product,
  PostalAddress,
  Residence,
  Review as SchemaReview,
  ProfilePage,
  WithContext,
} from 'schema-dts';
import { cityDateTimeIso, DAY_KEYS, type DayKey, type OpeningHours, type Review } from '@tampa-local/domain';
import { paths } from '@/config/paths';
import type { Business, BusinessDetail, Event, Influencer, Property } from '@/types/api';
import { absoluteUrl } from './site-json-ld';

// The site's own node and the helpers every page's head uses live in site-json-ld.ts, which
// loads with every page; the builders here load with the pages that use them.
export { absoluteUrl, serializeJsonLd, websiteJsonLd } from './site-json-ld';

/**
 * schema.org JSON-LD for each kind of page, typed by schema-dts. Every URL is absolute
 * (the site origin comes from configuration), as search engines and link previews need.
 */

/** A LocalBusiness node (schema-dts also allows a bare IRI string, which pages never emit). */
type BusinessNode = Exclude<LocalBusiness, string>;

/** The most specific schema.org LocalBusiness subtype for each directory category. */
export const BUSINESS_SCHEMA_TYPES = {
  restaurants: 'Restaurant',
  nightlife: 'NightClub',
  attractions: 'EntertainmentBusiness',
  beaches: 'LocalBusiness',
  shopping: 'Store',
  fitness: 'ExerciseGym',
  services: 'ProfessionalService',
  beauty: 'BeautySalon',
  hotels: 'Hotel',
} as const satisfies Record<Business['category'], BusinessNode['@type']>;

const SCHEMA_DAYS: Record<DayKey, OpeningHoursSpecification['dayOfWeek']> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

/** One specification per opening interval; '24:00' is written as '23:59' (schema.org's time has no 24). */
export function openingHoursSpecification(hours: OpeningHours | null): OpeningHoursSpecification[] {
  if (!hours) return [];
  const out: OpeningHoursSpecification[] = [];
  for (const day of DAY_KEYS) {
    for (const interval of hours[day] ?? []) {
      out.push({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: SCHEMA_DAYS[day],
        opens: interval.open,
        closes: interval.close === '24:00' ? '23:59' : interval.close,
      });
    }
  }
  return out;
}

/** Tampa addresses are written 'street, city, FL zip'; the parts a crawler can use. */
export function postalAddress(address: string): PostalAddress {
  const parts = address.split(',').map((part) => part.trim());
  const [street, city, regionZip] = parts;
  const region = /^([A-Z]{2})\s*(\d{5})?$/.exec(regionZip ?? '');
  if (parts.length === 3 && street && city && region) {
    return {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: city,
      addressRegion: region[1],
      ...(region[2] ? { postalCode: region[2] } : {}),
      addressCountry: 'US',
    };
  }
  return { '@type': 'PostalAddress', streetAddress: address, addressRegion: 'FL', addressCountry: 'US' };
}

function aggregateRating(business: Business): AggregateRating | undefined {
  if (business.rating === null || business.reviewCount <= 0) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: business.rating,
    reviewCount: business.reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

/** A visitor's review as schema.org reads it: the author, the stars, the text and the day. */
function reviewNode(review: Review): SchemaReview {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author.name },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    reviewBody: review.text,
    datePublished: review.createdAt.slice(0, 10),
  };
}

/**
 * A business as schema.org reads it. `reviews`: the first page of its reviews on its own
 * page (the rating beside them is the stored figure they make up).
 */
export function businessJsonLd(
  origin: string,
  business: Business | BusinessDetail,
  reviews: readonly Review[] = [],
): WithContext<BusinessNode> {
  const url = absoluteUrl(origin, paths.business(business.slug));
  const rating = aggregateRating(business);
  const hours = openingHoursSpecification(business.openingHours);
  const data = {
    '@type': BUSINESS_SCHEMA_TYPES[business.category] ?? 'LocalBusiness',
    '@id': url,
    name: business.name,
    url,
    ...(business.description ? { description: business.description } : {}),
    ...(business.imageUrl ? { image: absoluteUrl(origin, business.imageUrl) } : {}),
    ...(business.address ? { address: postalAddress(business.address) } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.priceRange ? { priceRange: business.priceRange } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
    ...(reviews.length > 0 ? { review: reviews.map(reviewNode) } : {}),
    ...(business.latitude !== null && business.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude } }
      : {}),
    ...(business.website ? { sameAs: business.website } : {}),
  } as BusinessNode;
  return { '@context': 'https://schema.org', ...data } as WithContext<BusinessNode>;
}

/** '$25', '25.00', 'From $40' → 25 / 40; 'Free' → 0; anything else: no price. */
export function eventPriceValue(price: string | null): number | undefined {
  if (!price) return undefined;
  if (/\bfree\b/i.test(price)) return 0;
  const number = /(\d+(?:\.\d{1,2})?)/.exec(price.replace(/,/g, ''));
  return number ? Number(number[1]) : undefined;
}

export function eventJsonLd(origin: string, event: Event): SchemaEvent {
  const location: Place = {
    '@type': 'Place',
    name: event.location ?? 'Tampa Bay',
    address: event.location
      ? postalAddress(event.location)
      : { '@type': 'PostalAddress', addressLocality: 'Tampa', addressRegion: 'FL', addressCountry: 'US' },
  };
  const price = eventPriceValue(event.price);
  const offers: Offer | undefined =
    price !== undefined || event.ticketUrl
      ? {
          '@type': 'Offer',
          ...(price !== undefined ? { price, priceCurrency: 'USD' } : {}),
          ...(event.ticketUrl ? { url: event.ticketUrl } : {}),
          availability: 'https://schema.org/InStock',
        }
      : undefined;
  return {
    '@type': 'Event',
    name: event.name,
    startDate: cityDateTimeIso(event.date, event.time) ?? event.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location,
    ...(event.description ? { description: event.description } : {}),
    ...(event.imageUrl ? { image: absoluteUrl(origin, event.imageUrl) } : {}),
    ...(offers ? { offers } : {}),
    url: absoluteUrl(origin, paths.event(event.slug)),
  };
}

const UNIT_TEXT: Partial<Record<Property['priceType'], string>> = {
  monthly: 'MONTH',
  daily: 'DAY',
  nightly: 'NIGHT',
  hourly: 'HOUR',
  sqft_yearly: 'SQUARE FOOT PER YEAR',
};

/** What a listing's Offer says of it (all of it shown on its card). */
export type OfferedProperty = Pick<
  Property,
  | 'slug'
  | 'title'
  | 'description'
  | 'type'
  | 'listingType'
  | 'price'
  | 'priceType'
  | 'address'
  | 'availableDate'
  | 'imageUrl'
>;

/**
 * A listing as an Offer of the place: for sale, for rent or bookable. Its name, words and
 * picture are the offered Product's, said once (a list page carries twelve of them).
 */
export function propertyJsonLd(origin: string, property: OfferedProperty): Offer {
  const unitText = UNIT_TEXT[property.priceType];
  const where: Accommodation | Place | Residence = {
    '@type':
      property.listingType === 'short-term' ? 'Accommodation' : property.type === 'commercial' ? 'Place' : 'Residence',
    ...(property.address ? { address: postalAddress(property.address) } : {}),
  } as Accommodation | Place | Residence;
  const listing: Product = {
    '@type': 'Product',
    name: property.title,
    category: `${property.type === 'commercial' ? 'Commercial' : 'Residential'} real estate`,
    ...(property.description ? { description: property.description } : {}),
    ...(property.imageUrl ? { image: absoluteUrl(origin, property.imageUrl) } : {}),
  };
  return {
    '@type': 'Offer',
    price: property.price,
    priceCurrency: 'USD',
    ...(unitText
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: property.price,
            priceCurrency: 'USD',
            unitText,
          },
        }
      : {}),
    ...(property.availableDate ? { availabilityStarts: property.availableDate } : {}),
    itemOffered: listing,
    availableAtOrFrom: where,
    url: absoluteUrl(
      origin,
      `${property.listingType === 'short-term' ? paths.shortTermRentals : paths.realEstate}#${property.slug}`,
    ),
  };
}

export function personJsonLd(origin: string, influencer: Influencer): Person {
  return {
    '@type': 'Person',
    name: influencer.name,
    alternateName: influencer.handle,
    url: absoluteUrl(origin, paths.influencer(influencer.slug)),
    ...(influencer.bio ? { description: influencer.bio } : {}),
    ...(influencer.imageUrl ? { image: absoluteUrl(origin, influencer.imageUrl) } : {}),
    ...(influencer.profileUrl ? { sameAs: influencer.profileUrl } : {}),
    knowsAbout: influencer.niche,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'FollowAction' },
      userInteractionCount: influencer.followerCount,
    },
  };
}

export function profilePageJsonLd(origin: string, influencer: Influencer): WithContext<ProfilePage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absoluteUrl(origin, paths.influencer(influencer.slug)),
    mainEntity: personJsonLd(origin, influencer),
  };
}

/**
 * A list's entry that points to the item's own page, where its full data is (a summary
 * list, as search engines ask for items that have pages of their own): its URL and name.
 */
export type ListLink = { readonly link: string; readonly name: string };

const isListLink = (entry: ListItem['item'] | ListLink): entry is ListLink =>
  typeof entry === 'object' && entry !== null && 'link' in entry;

/**
 * A list page: its items in order, each a link to its own page (businesses, events) or,
 * for what has no page of its own (listings), the entity itself.
 */
export function itemListJsonLd(
  origin: string,
  pagePath: string,
  items: (ListItem['item'] | ListLink)[],
  startPosition = 1,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: absoluteUrl(origin, pagePath),
    numberOfItems: items.length,
    itemListElement: items.map((entry, index): ListItem =>
      isListLink(entry)
        ? { '@type': 'ListItem', position: startPosition + index, url: entry.link, name: entry.name }
        : { '@type': 'ListItem', position: startPosition + index, item: entry },
    ),
  };
}

/** A business in a list: a link to its page (its LocalBusiness data is there). */
export const businessListItem = (origin: string, business: Pick<Business, 'slug' | 'name'>): ListLink => ({
  link: absoluteUrl(origin, paths.business(business.slug)),
  name: business.name,
});

/** An event in a list: a link to its page (its Event data is there). */
export const eventListItem = (origin: string, event: Pick<Event, 'slug' | 'name'>): ListLink => ({
  link: absoluteUrl(origin, paths.event(event.slug)),
  name: event.name,
});
