import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { escapeLike, searchTerms } from '@tampa-local/domain';
import { knex, schema, type Row } from '../../../lib/db';
import { searchTextOf, whereSearchMatches, type SearchText } from '../../../lib/search-index';
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

type Weighted = Array<[column: string, weight: number]>;

/**
 * Relevance: a term in the name or title counts most (more when the name starts with
 * it), then the category, niche or area, then the longer texts.
 */
function relevance(db: Knex, text: SearchText, weighted: Weighted, nameColumn: string, terms: string[]): Knex.Raw {
  const parts: string[] = [];
  const bindings: unknown[] = [];
  for (const term of terms) {
    const escaped = escapeLike(term);
    parts.push(`(CASE WHEN ${text(nameColumn)} LIKE ? ESCAPE ? THEN 3 ELSE 0 END)`);
    bindings.push(`${escaped}%`, '\\');
    for (const [column, weight] of weighted) {
      parts.push(`(CASE WHEN ${text(column)} LIKE ? ESCAPE ? THEN ${weight} ELSE 0 END)`);
      bindings.push(`%${escaped}%`, '\\');
    }
  }
  return db.raw(`(${parts.join(' + ')}) AS relevance`, bindings as Knex.RawBinding[]);
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async search(q: string, limit: number, now = new Date()): Promise<SearchResults> {
    const terms = searchTerms(q);
    const db = knex(strapi);
    const s = schema(strapi);
    const businessService = serviceOf(strapi, 'api::business.business');
    const eventService = serviceOf(strapi, 'api::event.event');
    const propertyService = serviceOf(strapi, 'api::property.property');

    // Equal relevance keeps the order of each kind's own list route.
    const businessQuery = db(`${s.businesses} as b`).whereNotNull('b.published_at');
    const businessText = whereSearchMatches(strapi, businessQuery, 'business', 'b', terms);
    const businessRows = businessService
      .withDisplayColumnsFor(businessQuery)
      .select(
        relevance(
          db,
          businessText,
          [
            ['name', 4],
            ['category', 2],
            ['area', 2],
            ['description', 1],
            ['address', 1],
          ],
          'name',
          terms,
        ),
      )
      .orderBy('relevance', 'desc')
      .orderByRaw('b.rating DESC NULLS LAST')
      .orderBy('b.review_count', 'desc')
      .orderBy('b.name', 'asc')
      .orderBy('b.id', 'asc')
      .limit(limit);

    const eventRows = eventService
      .withDisplayColumns(eventService.filtered({ q }, now))
      .select(
        relevance(
          db,
          searchTextOf(strapi, 'event', 'e', terms),
          [
            ['name', 4],
            ['category', 2],
            ['location', 2],
            ['description', 1],
          ],
          'name',
          terms,
        ),
      )
      .orderBy('relevance', 'desc')
      .orderBy('e.date', 'asc')
      .orderByRaw('e.time ASC NULLS FIRST')
      .orderBy('e.name', 'asc')
      .orderBy('e.id', 'asc')
      .limit(limit);

    const propertyRows = propertyService
      .withDisplayColumns(propertyService.filtered({ q }))
      .select(
        relevance(
          db,
          searchTextOf(strapi, 'property', 'p', terms),
          [
            ['title', 4],
            ['area', 2],
            ['address', 1],
            ['description', 1],
          ],
          'title',
          terms,
        ),
      )
      .orderBy('relevance', 'desc')
      .orderByRaw('(p.available_date IS NULL) ASC, p.available_date ASC')
      .orderBy('p.price', 'asc')
      .orderBy('p.id', 'asc')
      .limit(limit);

    const influencerQuery = db(`${s.influencers} as i`).whereNotNull('i.published_at');
    const influencerText = whereSearchMatches(strapi, influencerQuery, 'influencer', 'i', terms);
    const influencerRows = influencerQuery
      .select(influencerColumns('i'))
      .select(
        relevance(
          db,
          influencerText,
          [
            ['name', 4],
            ['handle', 4],
            ['niche', 2],
            ['bio', 1],
          ],
          'name',
          terms,
        ),
      )
      .orderBy('relevance', 'desc')
      .orderBy('i.follower_count', 'desc')
      .orderBy('i.name', 'asc')
      .orderBy('i.id', 'asc')
      .limit(limit);

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
