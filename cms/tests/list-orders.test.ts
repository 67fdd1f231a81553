import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ORDERS, EVENT_ORDER, PROPERTY_ORDER, columnsOf, orderBy, reversed } from '../src/core/db/list-orders';

/** The lists' orders are said once (list-orders.ts): the indexes and the services' reads use them. */
describe('the order of a list', () => {
  const sql = (alias: string, order: readonly string[]) =>
    orderBy(knexFactory({ client: 'pg' })(`things as ${alias}`).select(`${alias}.id`), alias, order).toSQL().sql;

  it('is written on the table alias, with each direction and NULLs place', () => {
    expect(sql('b', BUSINESS_ORDERS.rating)).toBe(
      'select "b"."id" from "things" as "b" order by "b"."rating" DESC NULLS LAST, "b"."review_count" DESC, "b"."name" ASC, "b"."id" ASC',
    );
    expect(sql('e', EVENT_ORDER)).toBe(
      'select "e"."id" from "things" as "e" order by "e"."date" ASC, "e"."time" ASC NULLS FIRST, "e"."name" ASC, "e"."id" ASC',
    );
    expect(sql('p', PROPERTY_ORDER)).toBe(
      'select "p"."id" from "things" as "p" order by ("p"."available_date" IS NULL) ASC, "p"."available_date" ASC, "p"."price" ASC, "p"."id" ASC',
    );
  });

  it('backwards puts the last rows first, NULLs too', () => {
    expect(reversed(EVENT_ORDER)).toEqual(['date DESC', 'time DESC NULLS LAST', 'name DESC', 'id DESC']);
    expect(reversed(PROPERTY_ORDER)).toEqual([
      '(available_date IS NULL) DESC',
      'available_date DESC',
      'price DESC',
      'id DESC',
    ]);
    expect(reversed(reversed(BUSINESS_ORDERS.reviews))).toEqual([
      'review_count DESC',
      'rating DESC NULLS LAST',
      'name ASC',
      'id ASC',
    ]);
  });

  it('names the columns it reads, each once', () => {
    expect(columnsOf('b', ...Object.values(BUSINESS_ORDERS))).toEqual(['b.rating', 'b.review_count', 'b.name', 'b.id']);
    expect(columnsOf('p', PROPERTY_ORDER)).toEqual(['p.available_date', 'p.price', 'p.id']);
  });

  it('refuses what is not a column', () => {
    expect(() => orderBy(knexFactory({ client: 'pg' })('things'), 't', ['; DROP TABLE things'])).toThrow(
      /Not a column/,
    );
  });
});
