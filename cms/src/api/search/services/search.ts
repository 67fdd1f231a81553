import type { Core } from '@strapi/strapi';
import { searchTerms, timeframeRange } from '@tampa-local/domain';
import { firstMatches } from '../../../core/search/search-index';
import {
  toBusiness,
  toEvent,
  toInfluencer,
  toProperty,
  type Business,
  type Event,
  type Influencer,
  type Property,
} from '../../shapes';
import { EVENT_SHAPE } from '../../event/services/event';
import { INFLUENCER_SHAPE } from '../../influencer/services/influencer';
import { PROPERTY_SHAPE } from '../../property/services/property';
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
    const businessService = serviceOf(strapi, 'api::business.business');
    const eventService = serviceOf(strapi, 'api::event.event');
    const propertyService = serviceOf(strapi, 'api::property.property');
    const influencerService = serviceOf(strapi, 'api::influencer.influencer');

    // Each kind: entries whose name holds every word first, then the other matches, each
    // group in the order of the kind's own list route, read with its images (and a
    // business's video count, a creator's recommendation count) as that route reads them.
    // The key of each kind's rows names what shapes them: for events, the days from today on.
    const [businesses, events, properties, influencers] = await Promise.all([
      firstMatches(
        strapi,
        'business',
        businessService.published,
        'search|business|rating',
        businessService.shapeOf('rating'),
        terms,
        limit,
      ),
      firstMatches(
        strapi,
        'event',
        () => eventService.filtered({}, now),
        `search|event|${JSON.stringify(timeframeRange(null, now))}`,
        EVENT_SHAPE,
        terms,
        limit,
      ),
      firstMatches(
        strapi,
        'property',
        () => propertyService.filtered({}),
        'search|property',
        PROPERTY_SHAPE,
        terms,
        limit,
      ),
      firstMatches(
        strapi,
        'influencer',
        influencerService.published,
        'search|influencer',
        INFLUENCER_SHAPE,
        terms,
        limit,
      ),
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
