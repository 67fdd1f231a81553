import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { pageInside, planOf, sortsNothing, startPlanApp, statementsDuring, type Statement } from './helpers/plans';

/**
 * A property list filtered by area or property type without the listing type counts its
 * total and reads its page from an index (cms/src/core/db/indexes.ts), not by scanning the
 * properties table: at 100,000+ properties those scans took 400-800 ms on SQLite. The SQL
 * checked is the SQL the route ran, captured from knex, and the plan is asked of the
 * database itself (helpers/plans.ts).
 */
let app: TestApp;
let db: Knex;

beforeAll(async () => {
  ({ app, db } = await startPlanApp('properties'));
});

afterAll(async () => {
  await app?.destroy();
});

const FROM_PROPERTIES = /\bfrom [`"]properties[`"] as [`"]p[`"]/i;

/** The statements on the properties table that answering `url` ran: the total and the page. */
async function propertyStatements(url: string): Promise<{ count: Statement; page: Statement }> {
  const seen = await statementsDuring(db, async () => {
    const res = await request(app.server).get(url);
    expect(res.status).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
  });
  const properties = seen.filter((statement) => FROM_PROPERTIES.test(statement.sql));
  const count = properties.find((statement) => /\bcount\(\*\)/i.test(statement.sql));
  const page = properties.find((statement) => /\border by\b/i.test(statement.sql));
  if (!count || !page)
    throw new Error(`Expected a count and a page query for ${url}, saw:\n${seen.map((s) => s.sql).join('\n')}`);
  return { count, page };
}

/** The page itself (pageInside): its plan is the one that reads the list. */
function innerPage(statement: Statement): Statement {
  const inner = pageInside(statement, 'p');
  if (!inner) throw new Error(`Expected a page read as a subquery, saw:\n${statement.sql}`);
  return inner;
}

/**
 * The plan reads the properties table through one of `indexes` (whose names carry a hash
 * of their definition) and nothing else; `covering`: from the index alone.
 */
function expectReadThrough(plan: string[], indexes: string[], { covering = false } = {}): void {
  const text = plan.join('\n');
  const names = `(${indexes.join('|')})_[0-9a-f]{8}\\b`;
  if (usingPostgres()) {
    expect(text).not.toMatch(/Seq Scan on properties\b/);
    const scans = covering ? 'Index Only Scan using' : '(Index Scan|Index Only Scan) using|Bitmap Index Scan on';
    expect(text).toMatch(new RegExp(`(${scans}) ${names}`));
  } else {
    // SQLite says SCAN for a whole table or a whole index, SEARCH for a range of an index.
    expect(plan.filter((line) => /^SCAN p\b/.test(line))).toEqual([]);
    expect(text).toMatch(
      new RegExp(`^SEARCH p USING ${covering ? 'COVERING ' : '(COVERING )?'}INDEX ${names} \\(`, 'm'),
    );
  }
}

/** The page comes out of the index in the list's order: nothing is sorted. */
function expectNoSort(plan: string[]): void {
  expect(sortsNothing(plan), plan.join('\n')).toBe(true);
}

const LISTING_FIRST = [
  'properties_list_listing_type',
  'properties_list_listing_area',
  'properties_list_listing_area_type',
];

describe('property lists by listing type, area or property type use an index', () => {
  it.each([
    ['area only', 'area=ybor-city', 'properties_list_area', []],
    // type_area serves a total by type as well (its prefix), not the page's order.
    ['property type only', 'propertyType=commercial', 'properties_list_type', ['properties_list_type_area']],
    ['property type and area', 'propertyType=commercial&area=westshore', 'properties_list_type_area', []],
    // The real-estate and rentals pages: a listing type, with or without a price range.
    // Any index that starts with the listing type counts these totals; the page reads the one in order.
    ['listing type', 'listingType=sale', 'properties_list_listing', LISTING_FIRST],
    [
      'listing type and a price range',
      'listingType=short-term&priceRange=100-250',
      'properties_list_listing',
      LISTING_FIRST,
    ],
    // The two pages' filters together.
    ['listing type and property type', 'listingType=sale&propertyType=residential', 'properties_list_listing_type', []],
    [
      'listing type and area',
      'listingType=rent&area=westshore',
      'properties_list_listing_area',
      ['properties_list_listing_area_type'],
    ],
    [
      'listing type, area, property type and a price range',
      'listingType=sale&area=hyde-park&propertyType=residential&priceRange=300k-500k',
      'properties_list_listing_area_type',
      [],
    ],
  ])('%s: the total from the index alone, the page in order', async (_label, filters, index, alsoForTotal) => {
    const { count, page } = await propertyStatements(`/api/properties?${filters}&limit=12`);
    // Drafts never count: the indexes are partial on the condition the queries have.
    expect(count.sql).toMatch(/published_at[`"]? is not null/i);
    expect(page.sql).toMatch(/published_at[`"]? is not null/i);

    expectReadThrough(await planOf(db, count), [index, ...alsoForTotal], { covering: true });

    const pagePlan = await planOf(db, innerPage(page));
    expectReadThrough(pagePlan, [index]);
    expectNoSort(pagePlan);
  });
});
