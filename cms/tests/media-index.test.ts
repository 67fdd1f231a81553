import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { planOf, startPlanApp, statementsDuring, type Statement } from './helpers/plans';

/**
 * Every row a list, a page or a search answers comes with its first picture, looked up
 * in the upload plugin's link table by the row's id, content type and field, first by
 * order (withFirstImage in cms/src/core/db/db.ts). The lookup is read from the
 * files_related_first index alone (cms/src/core/db/indexes.ts), not through Strapi's index
 * of the row's id, which reads every content type's links of that id from the table and
 * sorts them.
 */
let app: TestApp;
let db: Knex;

beforeAll(async () => {
  ({ app, db } = await startPlanApp('files_related_mph'));
});

afterAll(async () => {
  await app?.destroy();
});

/** The statements answering `url` ran that look a row's picture up. */
async function pictureLookups(url: string): Promise<Statement[]> {
  const seen = await statementsDuring(db, async () => {
    const res = await request(app.server).get(url);
    expect(res.status).toBe(200);
  });
  const lookups = seen.filter((statement) => /\bfrom [`"]files_related_mph[`"] as\b/i.test(statement.sql));
  expect(lookups.length, `a picture lookup for ${url}`).toBeGreaterThan(0);
  return lookups;
}

/** Each read of the link table in `plan` (aliased `<row alias>_m`) is from the index alone. */
function expectFromTheIndexAlone(plan: string[]): void {
  const text = plan.join('\n');
  const reads = plan.filter((line) =>
    usingPostgres() ? /\bon files_related_mph\b/.test(line) : /^(SEARCH|SCAN) \w+_m\b/.test(line),
  );
  expect(reads.length, text).toBeGreaterThan(0);
  const fromTheIndex = usingPostgres()
    ? /Index Only Scan using files_related_first_[0-9a-f]{8} on files_related_mph\b/
    : /USING COVERING INDEX files_related_first_[0-9a-f]{8} \(/;
  for (const line of reads) expect(line, text).toMatch(fromTheIndex);
}

describe('a row’s first picture is read from the link index alone', () => {
  for (const url of [
    '/api/businesses?limit=20&offset=0',
    '/api/businesses/harbor-brunch',
    '/api/events?limit=20&offset=0',
    '/api/properties?limit=20&offset=0',
    '/api/influencers?limit=12&offset=0',
    '/api/search?q=tampa&limit=20',
  ]) {
    it(url, async () => {
      for (const statement of await pictureLookups(url)) expectFromTheIndexAlone(await planOf(db, statement));
    });
  }
});
