import type { Knex } from 'knex';
import type { BUSINESS_LIST, BusinessSort } from '@tampa-local/domain';

/**
 * The order each public list is read in, said once: the list indexes (indexes.ts) are
 * these columns after their filters, and the services read their pages in them
 * (`orderBy`), so an index always hands a page over in order.
 *
 * A column is written as in an index: `name`, `name DESC`, `time NULLS FIRST`, or an
 * expression of one column in parentheses. `rating DESC NULLS LAST` is SQLite's natural
 * DESC order; PostgreSQL needs it spelled out.
 */
export type Order = readonly string[];

const RATING = 'rating DESC NULLS LAST';
/** Best rated first: the business list's default order, and its filters' indexes'. */
export const BUSINESS_ORDER: Order = [RATING, 'review_count DESC', 'name', 'id'];

/** Each business sort of packages/domain (lists.ts) but nearest first (read from the spatial index). */
export const BUSINESS_ORDERS: Record<Exclude<BusinessSort, (typeof BUSINESS_LIST)['sorts']['near']>, Order> = {
  rating: BUSINESS_ORDER,
  reviews: ['review_count DESC', RATING, 'name', 'id'],
  name: ['name', 'id'],
};

/** Soonest first; an event without a time first on its day. */
export const EVENT_ORDER: Order = ['date', 'time NULLS FIRST', 'name', 'id'];

/** Soonest available first, undated last (an index serves it on both databases), then price. */
export const PROPERTY_ORDER: Order = ['(available_date IS NULL)', 'available_date', 'price', 'id'];

/** Most followed first. */
export const INFLUENCER_ORDER: Order = ['follower_count DESC', 'name', 'id'];

const COLUMN = /^(\(?)(\w+)([^]*?)(?: (ASC|DESC))?(?: NULLS (FIRST|LAST))?$/;

function parts(column: string) {
  const match = COLUMN.exec(column);
  if (!match) throw new Error(`Not a column of an order: ${column}`);
  const [, open = '', name = '', rest = '', direction = 'ASC', nulls] = match;
  return { open, name, rest, direction, nulls };
}

/** `query` ordered by `order`, its columns read from the table aliased `alias`. */
export function orderBy(query: Knex.QueryBuilder, alias: string, order: Order): Knex.QueryBuilder {
  for (const column of order) {
    const { open, name, rest, direction, nulls } = parts(column);
    // The column as an identifier binding: quoted as the database quotes it.
    query.orderByRaw(`${open}??${rest} ${direction}${nulls ? ` NULLS ${nulls}` : ''}`, [`${alias}.${name}`]);
  }
  return query;
}

/** The same order backwards (the last rows of a list first), NULLs included. */
export function reversed(order: Order): Order {
  return order.map((column) => {
    const { open, name, rest, direction, nulls } = parts(column);
    const flipped = nulls === 'FIRST' ? ' NULLS LAST' : nulls === 'LAST' ? ' NULLS FIRST' : '';
    return `${open}${name}${rest} ${direction === 'ASC' ? 'DESC' : 'ASC'}${flipped}`;
  });
}

/** The columns `orders` read, as `alias.column`, each once: what orders rows read apart from their list. */
export function columnsOf(alias: string, ...orders: Order[]): string[] {
  return namesOf(...orders).map((name) => `${alias}.${name}`);
}

/** The columns these orders read, each once, in the order they first appear. */
export function namesOf(...orders: Order[]): string[] {
  return [...new Set(orders.flat().map((column) => parts(column).name))];
}
