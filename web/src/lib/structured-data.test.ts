import type { LocalBusiness, OpeningHoursSpecification, PostalAddress } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { makeBusiness, makeEvent, makeInfluencer, makeProperty } from '@/testing/fixtures';
import {
  BUSINESS_SCHEMA_TYPES,
  businessListItem,
  businessJsonLd,
  eventJsonLd,
  eventPriceValue,
  itemListJsonLd,
  openingHoursSpecification,
  postalAddress,
  profilePageJsonLd,
  propertyJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from './structured-data';

const ORIGIN = 'https://tampalocal.example';

describe('structured data', () => {
  it('describes the site with a search action on /search', () => {
    const site = websiteJsonLd(ORIGIN) as unknown as Record<string, { target: { urlTemplate: string } }>;
    expect(site.potentialAction?.target.urlTemplate).toBe(`${ORIGIN}/search?q={search_term_string}`);
  });

  it('gives every directory category a LocalBusiness subtype', () => {
    expect(BUSINESS_SCHEMA_TYPES.restaurants).toBe('Restaurant');
    expect(BUSINESS_SCHEMA_TYPES.hotels).toBe('Hotel');
    expect(BUSINESS_SCHEMA_TYPES.fitness).toBe('ExerciseGym');
  });

  it('writes a business with absolute URLs, address, phone, hours, price and rating', () => {
    const business = makeBusiness({
      slug: 'harbor-brunch',
      category: 'restaurants',
      address: '1120 Channelside Dr, Tampa, FL 33602',
      phone: '(813) 555-0101',
      priceRange: '$$',
      rating: 4.6,
      reviewCount: 212,
      imageUrl: '/uploads/brunch.webp',
      openingHours: { mon: [{ open: '07:00', close: '15:00' }], sat: [{ open: '20:00', close: '24:00' }] },
    });
    const data = businessJsonLd(ORIGIN, business) as Exclude<LocalBusiness, string> & { '@context': string };
    expect(data['@type']).toBe('Restaurant');
    expect(data.url).toBe(`${ORIGIN}/businesses/harbor-brunch`);
    expect(data.image).toBe(`${ORIGIN}/uploads/brunch.webp`);
    expect(data.telephone).toBe('(813) 555-0101');
    expect(data.priceRange).toBe('$$');
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.6, reviewCount: 212, bestRating: 5 });
    const address = data.address as Exclude<PostalAddress, string>;
    expect(address).toMatchObject({
      streetAddress: '1120 Channelside Dr',
      addressLocality: 'Tampa',
      addressRegion: 'FL',
      postalCode: '33602',
    });
    const hours = data.openingHoursSpecification as Exclude<OpeningHoursSpecification, string>[];
    expect(hours).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '07:00', closes: '15:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '20:00',
        closes: '23:59',
      },
    ]);
  });

  it('leaves out a rating nobody gave and hours nobody set', () => {
    const data = businessJsonLd(ORIGIN, makeBusiness({ rating: null, reviewCount: 0, openingHours: null }));
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('openingHoursSpecification');
    expect(openingHoursSpecification(null)).toEqual([]);
  });

  it('keeps an address it cannot split whole', () => {
    expect(postalAddress('Raymond James Stadium')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Raymond James Stadium',
      addressRegion: 'FL',
      addressCountry: 'US',
    });
  });

  it('starts events in Tampa time with the offer of the ticket link', () => {
    const event = eventJsonLd(
      ORIGIN,
      makeEvent({ date: '2026-07-04', time: '21:00', price: '$25', ticketUrl: 'https://tickets.example/x' }),
    ) as unknown as Record<string, unknown>;
    expect(event.startDate).toBe('2026-07-04T21:00:00-04:00');
    expect(event.url).toBe(`${ORIGIN}/events/jazz-night`);
    expect(event.offers).toMatchObject({ price: 25, priceCurrency: 'USD', url: 'https://tickets.example/x' });
    expect(eventPriceValue('Free')).toBe(0);
    expect(eventPriceValue('From $1,250')).toBe(1250);
    expect(eventPriceValue('Donations welcome')).toBeUndefined();
  });

  it('offers properties with price, currency and the unit of the price', () => {
    const offer = propertyJsonLd(
      ORIGIN,
      makeProperty({ listingType: 'short-term', price: 300, priceType: 'nightly', slug: 'beach-house' }),
    ) as unknown as Record<string, unknown>;
    expect(offer).toMatchObject({ '@type': 'Offer', price: 300, priceCurrency: 'USD' });
    expect(offer.priceSpecification).toMatchObject({ unitText: 'NIGHT' });
    expect(offer.availableAtOrFrom).toMatchObject({ '@type': 'Accommodation' });
    expect(offer.url).toBe(`${ORIGIN}/short-term-rentals#beach-house`);
  });

  it('names and describes a listing once, on the offered Product', () => {
    const property = makeProperty({ title: 'Beach House', description: 'Steps from the sand.' });
    const offer = propertyJsonLd(ORIGIN, property) as unknown as Record<string, unknown>;
    expect(offer.itemOffered).toMatchObject({
      '@type': 'Product',
      name: 'Beach House',
      description: 'Steps from the sand.',
    });
    const text = JSON.stringify(offer);
    expect(text.split('Beach House')).toHaveLength(2);
    expect(text.split('Steps from the sand.')).toHaveLength(2);
  });

  it('describes a creator as a ProfilePage about a Person', () => {
    const page = profilePageJsonLd(ORIGIN, makeInfluencer({ slug: 'luis', name: 'Luis Ortega', followerCount: 1200 }));
    expect(page['@type']).toBe('ProfilePage');
    expect(page.mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'Luis Ortega',
      url: `${ORIGIN}/influencers/luis`,
    });
  });

  it('numbers list items from the page they start on', () => {
    const list = itemListJsonLd(ORIGIN, '/events?page=2', [{ '@type': 'Thing', name: 'A' }], 13);
    expect(list.url).toBe(`${ORIGIN}/events?page=2`);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 13, item: { '@type': 'Thing', name: 'A' } },
    ]);
  });

  it('lists businesses and events as links to their own pages, listings as themselves', () => {
    const list = itemListJsonLd(
      ORIGIN,
      '/businesses',
      [
        businessListItem(ORIGIN, makeBusiness({ slug: 'harbor-brunch', name: 'Harbor Brunch' })),
        { '@type': 'Offer', price: 10 },
      ],
      1,
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${ORIGIN}/businesses/harbor-brunch`, name: 'Harbor Brunch' },
      { '@type': 'ListItem', position: 2, item: { '@type': 'Offer', price: 10 } },
    ]);
  });

  it('cannot be closed early by text from the cms', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
