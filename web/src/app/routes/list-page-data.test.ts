import { describe, expect, it } from 'vitest';
import { loader as businessesLoader } from '@/features/businesses/routes/businesses';
import { BUSINESS_CARD_FIELDS } from '@/features/businesses/components/business-card';
import { SIMILAR_BUSINESS_FIELDS } from '@/features/businesses/components/similar-businesses';
import { loader as businessLoader } from '@/features/businesses/routes/business-detail';
import { loader as eventsLoader } from '@/features/events/routes/events';
import { EVENT_CARD_FIELDS } from '@/features/events/components/event-card';
import { loader as realEstateLoader } from '@/features/properties/routes/real-estate';
import { loader as rentalsLoader } from '@/features/properties/routes/short-term-rentals';
import { PROPERTY_CARD_FIELDS } from '@/features/properties/components/property-card';
import type { PageData } from '@/lib/prefetched';
import { makeBusiness, makeBusinessDetail, makeEvent, makeProperty } from '@/testing/fixtures';
import { listReply, mockApi } from '@/testing/mock-api';

/**
 * A list page's loader data is written into its HTML for hydration: it carries what the
 * cards show and the page counts, nothing a card leaves out (the business's opening hours
 * table, website, price level, map point), so the page stays light.
 */

type Loader = (args: { request: Request; params: object; context: unknown }) => Promise<{ data: PageData }>;

async function pageData(loader: unknown, url: string): Promise<PageData> {
  const result = await (loader as Loader)({ request: new Request(`http://localhost${url}`), params: {}, context: {} });
  return result.data;
}

/** The items of the page's paged list (useSWRInfinite's key), the other answers apart. */
function splitFallback(data: PageData) {
  const entries = Object.entries(data.fallback);
  const list = entries.filter(([key]) => key.startsWith('$inf$'));
  expect(list).toHaveLength(1);
  const [pages] = list.map(([, value]) => value as { items: Record<string, unknown>[] }[]);
  return {
    items: pages?.flatMap((page) => page.items) ?? [],
    others: entries.filter(([key]) => !key.startsWith('$inf$')),
  };
}

function expectOnlyFields(items: Record<string, unknown>[], fields: readonly string[]) {
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(Object.keys(item).filter((key) => !fields.includes(key))).toEqual([]);
}

describe('list pages’ loader data', () => {
  it('carries each business as its card shows it', async () => {
    mockApi({
      'GET /businesses': listReply([
        makeBusiness({
          slug: 'a',
          openingHours: { mon: [{ open: '09:00', close: '17:00' }] },
          latitude: 27.95,
          longitude: -82.46,
          distanceMiles: 1.2,
        }),
        makeBusiness({ slug: 'b' }),
      ]),
    });
    const { items, others } = splitFallback(await pageData(businessesLoader, '/businesses'));
    expectOnlyFields(items, BUSINESS_CARD_FIELDS);
    for (const field of ['openingHours', 'website', 'priceRange', 'featured', 'latitude', 'longitude'])
      expect(BUSINESS_CARD_FIELDS as readonly string[]).not.toContain(field);
    expect(items[0]).toMatchObject({
      slug: 'a',
      name: 'Harbor Brunch',
      distanceMiles: 1.2,
      hours: 'Mon-Sun 7 AM - 9 PM',
    });
    expect(items[1]).not.toHaveProperty('distanceMiles');
    expect(others).toEqual([]);
  });

  it('carries each event as its card shows it', async () => {
    mockApi({ 'GET /events': listReply([makeEvent({ latitude: 27.95, longitude: -82.46 })]) });
    const { items } = splitFallback(await pageData(eventsLoader, '/events'));
    expectOnlyFields(items, EVENT_CARD_FIELDS);
    expect(EVENT_CARD_FIELDS as readonly string[]).not.toContain('latitude');
    expect(items[0]).toMatchObject({ name: 'Jazz on the Riverwalk', ticketUrl: 'https://tickets.example/jazz' });
  });

  it('carries each listing as its card shows it, and the rentals’ counts as numbers alone', async () => {
    mockApi({
      'GET /properties': listReply([makeProperty({ listingType: 'short-term', latitude: 27.95, longitude: -82.46 })]),
    });
    expectOnlyFields(splitFallback(await pageData(realEstateLoader, '/real-estate')).items, PROPERTY_CARD_FIELDS);
    expect(PROPERTY_CARD_FIELDS as readonly string[]).not.toContain('latitude');

    const rentals = splitFallback(await pageData(rentalsLoader, '/short-term-rentals'));
    expectOnlyFields(rentals.items, PROPERTY_CARD_FIELDS);
    // The summary tiles' two counts: the total of a one-row request, without the row.
    expect(rentals.others.map(([, value]) => value)).toEqual([1, 1]);
  });
});

describe('a business page’s loader data', () => {
  it('carries the business whole and its similar businesses as their tiles show them', async () => {
    const hours = { mon: [{ open: '09:00', close: '17:00' }] };
    mockApi({
      'GET /businesses/harbor-brunch': {
        data: makeBusinessDetail({
          openingHours: hours,
          similar: [makeBusiness({ slug: 'b', openingHours: hours, website: 'https://b.example' })],
        }),
      },
      'GET /businesses/harbor-brunch/videos': { data: [] },
      'GET /businesses/harbor-brunch/reviews': { data: [], total: 0 },
    });
    const result = await (businessLoader as unknown as Loader)({
      request: new Request('http://localhost/businesses/harbor-brunch'),
      params: { slug: 'harbor-brunch' },
      context: {},
    });
    const [business] = Object.values(result.data.fallback).filter(
      (value): value is { openingHours: unknown; similar: Record<string, unknown>[] } =>
        typeof value === 'object' && value !== null && 'similar' in value,
    );
    // The page itself shows the hours' table and names them in its JSON-LD.
    expect(business?.openingHours).toEqual(hours);
    expectOnlyFields(business?.similar ?? [], SIMILAR_BUSINESS_FIELDS);
    expect(business?.similar[0]).toMatchObject({ slug: 'b', name: 'Harbor Brunch' });
  });
});
