import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { escapeLike, searchTerms } from '@tampa-local/domain';
import { knex, schema, whereEveryTermMatches } from '../../../lib/db';
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
import { BUSINESS_SEARCH_COLUMNS } from '../../business/services/business';
import { influencerColumns } from '../../influencer/services/influencer';

export type SearchResults = {
  query: string;
  businesses: Business[];
  events: Event[];
  properties: Property[];
  influencers: Influencer[];
};

type Weighted = Array<[column: string, weight: number]>;

const INFLUENCER_SEARCH_COLUMNS = ['i.name', 'i.handle', 'i.niche', 'i.bio'];

/**
 * Relevance: a term in the name or title counts most (more when the name starts with
 * it), then the category, niche or area, then the longer texts.
 */
function relevance(db: Knex, weighted: Weighted, nameColumn: string, terms: string[]): Knex.Raw {
  const parts: string[] = [];
  const bindings: unknown[] = [];
  for (const term of terms) {
    const escaped = escapeLike(term);
    parts.push(`(CASE WHEN LOWER(COALESCE(${nameColumn}, '')) LIKE ? ESCAPE ? THEN 3 ELSE 0 END)`);
    bindings.push(`${escaped}%`, '\\');
    for (const [column, weight] of weighted) {
      parts.push(`(CASE WHEN LOWER(COALESCE(${column}, '')) LIKE ? ESCAPE ? THEN ${weight} ELSE 0 END)`);
      bindings.push(`%${escaped}%`, '\\');
    }
  }
  return db.raw(`(${parts.join(' + ')}) AS relevance`, bindings as Knex.RawBinding[]);
}

const patterns = (terms: string[]) => terms.map((term) => `%${escapeLike(term)}%`);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async search(q: string, limit: number, now = new Date()): Promise<SearchResults> {
    const terms = searchTerms(q);
    const db = knex(strapi);
    const s = schema(strapi);
    const businessService = strapi.service('api::business.business') as unknown as {
      withDisplayColumnsFor: (query: Knex.QueryBuilder) => Knex.QueryBuilder;
    };
    const eventService = strapi.service('api::event.event') as unknown as {
      filtered: (filters: { q?: string }, now: Date) => Knex.QueryBuilder;
      withDisplayColumns: (query: Knex.QueryBuilder) => Knex.QueryBuilder;
    };
    const propertyService = strapi.service('api::property.property') as unknown as {
      filtered: (filters: { q?: string }) => Knex.QueryBuilder;
      withDisplayColumns: (query: Knex.QueryBuilder) => Knex.QueryBuilder;
    };

    // Equal relevance keeps the order of each kind's own list route.
    const businessQuery = db(`${s.businesses} as b`).whereNotNull('b.published_at');
    whereEveryTermMatches(businessQuery, BUSINESS_SEARCH_COLUMNS, patterns(terms));
    const businessRows = businessService
      .withDisplayColumnsFor(businessQuery)
      .select(
        relevance(
          db,
          [
            ['b.name', 4],
            ['b.category', 2],
            ['b.area', 2],
            ['b.description', 1],
            ['b.address', 1],
          ],
          'b.name',
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
          [
            ['e.name', 4],
            ['e.category', 2],
            ['e.location', 2],
            ['e.description', 1],
          ],
          'e.name',
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
          [
            ['p.title', 4],
            ['p.area', 2],
            ['p.address', 1],
            ['p.description', 1],
          ],
          'p.title',
          terms,
        ),
      )
      .orderBy('relevance', 'desc')
      .orderByRaw('p.available_date ASC NULLS LAST')
      .orderBy('p.price', 'asc')
      .orderBy('p.id', 'asc')
      .limit(limit);

    const influencerQuery = db(`${s.influencers} as i`).whereNotNull('i.published_at');
    whereEveryTermMatches(influencerQuery, INFLUENCER_SEARCH_COLUMNS, patterns(terms));
    const influencerRows = influencerQuery
      .select(influencerColumns(strapi, 'i'))
      .select(
        relevance(
          db,
          [
            ['i.name', 4],
            ['i.handle', 4],
            ['i.niche', 2],
            ['i.bio', 1],
          ],
          'i.name',
          terms,
        ),
      )
      .orderBy('relevance', 'desc')
      .orderBy('i.follower_count', 'desc')
      .orderBy('i.name', 'asc')
      .orderBy('i.id', 'asc')
      .limit(limit);

    const [businesses, events, properties, influencers] = (await Promise.all([
      businessRows,
      eventRows,
      propertyRows,
      influencerRows,
    ])) as Record<string, unknown>[][];

    return {
      query: q,
      businesses: (businesses ?? []).map((row) => toBusiness(row, now)),
      events: (events ?? []).map(toEvent),
      properties: (properties ?? []).map(toProperty),
      influencers: (influencers ?? []).map(toInfluencer),
    };
  },
});
