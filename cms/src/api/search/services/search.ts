import type { Core } from '@strapi/strapi';
import { searchTerms } from '@tampa-local/domain';
import { knex, schema, type Row } from '../../../lib/db';
import { firstMatches } from '../../../lib/search-index';
import {
  toBusiness,
  toEvent,
  toInfluencer,
  toProperty,
  type Business,
  type Event,
  type Influencer,
  type Property,
} from '../../../lib/shapes';
import { completeInfluencers, influencerColumns } from '../../influencer/services/influencer';
import { serviceOf } from '../../services';

export type SearchResults = {
  query: string;
  businesses: Business[];
  events: Event[];
  properties: Property[];
  influencers: Influencer[];
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async search(q: string, limit: number, now = new Date()): Promise<SearchResults> {
    const terms = searchTerms(q);
    const db = knex(strapi);
    const s = schema(strapi);
    const businessService = serviceOf(strapi, 'api::business.business');
    const eventService = serviceOf(strapi, 'api::event.event');
    const propertyService = serviceOf(strapi, 'api::property.property');

    // Each kind: entries whose name holds every word first, then the other matches, each
    // group in the order of the kind's own list route.
    const businessRows = firstMatches(
      strapi,
      'business',
      'b',
      () =>
        businessService
          .withDisplayColumnsFor(db(`${s.businesses} as b`).whereNotNull('b.published_at'))
          .orderByRaw('b.rating DESC NULLS LAST')
          .orderBy('b.review_count', 'desc')
          .orderBy('b.name', 'asc')
          .orderBy('b.id', 'asc'),
      terms,
      limit,
    );
    const eventRows = firstMatches(
      strapi,
      'event',
      'e',
      () =>
        eventService
          .withDisplayColumns(eventService.filtered({}, now))
          .orderBy('e.date', 'asc')
          .orderByRaw('e.time ASC NULLS FIRST')
          .orderBy('e.name', 'asc')
          .orderBy('e.id', 'asc'),
      terms,
      limit,
    );
    const propertyRows = firstMatches(
      strapi,
      'property',
      'p',
      () =>
        propertyService
          .withDisplayColumns(propertyService.filtered({}))
          .orderByRaw('(p.available_date IS NULL) ASC, p.available_date ASC')
          .orderBy('p.price', 'asc')
          .orderBy('p.id', 'asc'),
      terms,
      limit,
    );
    const influencerRows = firstMatches(
      strapi,
      'influencer',
      'i',
      () =>
        db(`${s.influencers} as i`)
          .whereNotNull('i.published_at')
          .select(influencerColumns('i'))
          .orderBy('i.follower_count', 'desc')
          .orderBy('i.name', 'asc')
          .orderBy('i.id', 'asc'),
      terms,
      limit,
    );

    const [businesses, events, properties, influencers] = await Promise.all([
      businessRows.then((rows: Row[]) => businessService.complete(rows)),
      eventRows.then((rows: Row[]) => eventService.complete(rows)),
      propertyRows.then((rows: Row[]) => propertyService.complete(rows)),
      influencerRows.then((rows: Row[]) => completeInfluencers(strapi, rows)),
    ]);

    return {
      query: q,
      businesses: businesses.map((row) => toBusiness(row, now)),
      events: events.map(toEvent),
      properties: properties.map(toProperty),
      influencers: influencers.map(toInfluencer),
    };
  },
});
