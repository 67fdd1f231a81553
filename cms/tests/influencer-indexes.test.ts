import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@tampa-local/test-kit';
import { pageInside, planOf, sortsNothing, startPlanApp, statementsDuring } from './helpers/plans';

/**
 * The creators list and the other creators on a creator's page are read in order from
 * the influencers_list_followers index (cms/src/core/db/indexes.ts), never by sorting every
 * published creator: under the visitor mix that sort was the costliest statement of a
 * creator page (1.2 ms at 3,333 creators, growing with them).
 */
let app: TestApp;
let db: Knex;

beforeAll(async () => {
  ({ app, db } = await startPlanApp('influencers'));
});

afterAll(async () => {
  await app?.destroy();
});

const FROM_INFLUENCERS = /\bfrom [`"]influencers[`"] as [`"]i[`"]/i;

/** The plans of the ordered statements on the influencers table that answering `url` ran. */
async function orderedPlans(url: string): Promise<string[][]> {
  const seen = await statementsDuring(db, async () => {
    const res = await request(app.server).get(url);
    expect(res.status).toBe(200);
  });
  const ordered = seen.filter(
    (s) => FROM_INFLUENCERS.test(s.sql) && /\border by [`"]i[`"]\.[`"]follower_count/i.test(s.sql),
  );
  expect(ordered.length, `an ordered creators query for ${url}`).toBeGreaterThan(0);
  // A page read with its images: the plan of the page inside (the image is picked per row of the page).
  return Promise.all(ordered.map((statement) => planOf(db, pageInside(statement, 'i') ?? statement)));
}

function expectWalksTheIndex(plan: string[]): void {
  const text = plan.join('\n');
  expect(sortsNothing(plan), text).toBe(true);
  expect(text).toMatch(/influencers_list_followers_[0-9a-f]{8}\b/);
}

describe('creator queries read the followers index in order', () => {
  it('the creators list page', async () => {
    for (const plan of await orderedPlans('/api/influencers?limit=12&offset=0')) expectWalksTheIndex(plan);
  });

  it('the other creators on a creator page', async () => {
    for (const plan of await orderedPlans('/api/influencers/maria-eats-tampa')) expectWalksTheIndex(plan);
  });
});
