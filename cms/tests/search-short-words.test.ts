import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { SEARCH_TOTAL_BOUND } from '@tampa-local/domain';
import { loadFixtures } from './helpers/fixtures';
import { planOf, statementsDuring, type Statement } from './helpers/plans';
import { HEAD_ROWS } from '../src/core/search/search-index';
import { gramToken, nameGramToken, shortPieces } from '../src/core/search/short-grams';

/**
 * Words of one or two characters have an index of their own (every piece of one or two
 * characters of the searched text): a rare one is found without reading the whole list,
 * also beside a common word, and it still matches anywhere inside a word, as longer words
 * do. More businesses than the candidate cap (2,000) share 'harbor' and 'fl', so only an
 * index finds the few rows holding a rare short word, or both common words together.
 */
let app: TestApp;
let db: Knex;

const HARBORS = 2_100;

beforeAll(async () => {
  app = await startStrapi();
  await loadFixtures(app.strapi);
  db = app.strapi.db.connection;
  const now = new Date();
  const row = (i: number, name: string, extra: Record<string, unknown> = {}) => ({
    document_id: `short${String(i).padStart(19, '0')}`,
    slug: `short-${i}`,
    name,
    category: 'shopping',
    area: 'westshore',
    description: 'Boats and bait.',
    address: `${i} Bayshore Blvd, Tampa, FL 33606`,
    // The rare ones are rated lowest: a walk in the list's order would meet them last.
    rating: 4.5,
    review_count: 10,
    featured: false,
    published_at: now,
    created_at: now,
    updated_at: now,
    ...extra,
  });
  const rows = [
    ...Array.from({ length: HARBORS }, (_, i) => row(i, `Harbor Supply ${i}`)),
    ...Array.from({ length: HARBORS }, (_, i) => row(HARBORS + i, `Flamingo Goods ${i}`)),
    // 'fl' and 'harbor' together in three names only.
    row(10_001, 'Harbor Flats', { rating: 0.1 }),
    row(10_002, 'Flying Harbor Kites', { rating: 0.2 }),
    row(10_003, 'Harbor of Flowers', { rating: 0.3 }),
    // A rare two-character word, inside a longer word, and a rare one-character one.
    row(10_004, 'Route 6Q Diner', { rating: 0.4 }),
    row(10_005, 'Harbor Ñandú Café', { rating: 0.5 }),
    // A rare short word only in a description.
    row(10_006, 'Quiet Corner', { rating: 0.6, description: 'Home of the jq cocktail.' }),
  ];
  for (let i = 0; i < rows.length; i += 250) await db('businesses').insert(rows.slice(i, i + 250));
  if (usingPostgres()) await db.raw('VACUUM ANALYZE businesses');
});

afterAll(async () => {
  await app?.destroy();
});

const slugs = (body: Array<{ slug: string }>) => body.map((x) => x.slug);

async function search(q: string, limit = 20): Promise<{ businesses: string[]; seen: Statement[] }> {
  let businesses: string[] = [];
  const seen = await statementsDuring(db, async () => {
    const res = await request(app.server).get(`/api/search?q=${encodeURIComponent(q)}&limit=${limit}`);
    expect(res.status).toBe(200);
    businesses = slugs(res.body.businesses as Array<{ slug: string }>);
  });
  return { businesses, seen };
}

/** Statements that read the short pieces' index. */
const gramProbes = (seen: Statement[]) =>
  seen.filter((s) => (usingPostgres() ? /search_grams\(/.test(s.sql) : /businesses_grams/.test(s.sql)));

/**
 * No statement walks the list testing a word row by row: on SQLite every read of the
 * businesses' list is limited to the index's candidates; on PostgreSQL nothing tests a word
 * with LIKE outside a probe or a read by id.
 */
function expectNoWalk(seen: Statement[]): void {
  const lists = seen.filter(
    (s) => /\bfrom [`"]businesses[`"] as [`"]b[`"]/i.test(s.sql) && /\border by\b/i.test(s.sql),
  );
  for (const list of lists) {
    if (usingPostgres()) {
      // A probe of an index, a read by id, or the list's first HEAD_ROWS rows.
      const probe = /materialized/i.test(list.sql);
      const head = list.bindings.includes(HEAD_ROWS);
      expect(probe || head || /\bb\.id = ANY\(/.test(list.sql), list.sql).toBe(true);
    } else {
      expect(list.sql, 'read from the candidates only').toMatch(/json_each/);
    }
  }
}

describe('/api/search with words of one or two characters', () => {
  it('finds a rare two-character word from the index, inside a word as before', async () => {
    const { businesses, seen } = await search('6q');
    expect(businesses).toEqual(['short-10004']);
    expect(gramProbes(seen).length).toBeGreaterThan(0);
    expectNoWalk(seen);
    // Inside a word: 'ut' is in 'Route'.
    expect((await search('ut 6q')).businesses).toEqual(['short-10004']);
  });

  it('finds a short word only in a description from the index of short pieces, with a bounded probe', async () => {
    const { businesses, seen } = await search('jq');
    expect(businesses).toEqual(['short-10006']);
    expectNoWalk(seen);
    const probes = gramProbes(seen).filter((s) => /businesses/.test(s.sql));
    expect(probes.length).toBeGreaterThan(0);
    for (const probe of probes) {
      const plan = (await planOf(db, probe)).join('\n');
      if (usingPostgres()) {
        expect(plan).toMatch(/Bitmap Index Scan on businesses_grams_/);
        expect(probe.sql).toMatch(/\blimit\b/i);
      } else {
        expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
        expect(probe.sql).toMatch(/\bMATCH\b[\s\S]*\bLIMIT\b/);
      }
    }
  });

  it('finds a rare short word beside a common one', async () => {
    const { businesses, seen } = await search('harbor ñ');
    expect(businesses).toEqual(['short-10005']);
    expectNoWalk(seen);
  });

  it('finds a common short word and a common long one where they meet, in the list order', async () => {
    // 'harbor' is in 2,103 names, 'fl' in 2,102 names and every address.
    const named = await search('harbor fl', 3);
    expect(named.businesses).toEqual(['short-10003', 'short-10002', 'short-10001']);
    const list = await request(app.server).get('/api/businesses?q=harbor+fl&limit=3');
    // The names first; the others hold 'fl' in their address, in the list's order.
    const more = await search('harbor fl', 5);
    expect(more.businesses.slice(0, 3)).toEqual(named.businesses);
    expect(more.businesses).toHaveLength(5);
    // More than the bound hold both: counted to it.
    expect(Number(list.headers['x-total-count'])).toBe(SEARCH_TOTAL_BOUND);
    expect(list.headers['x-total-relation']).toBe('gte');
  });

  it('answers a common short word from the first rows of the list', async () => {
    const { businesses } = await search('fl', 5);
    const list = await request(app.server).get('/api/businesses?q=fl&limit=5');
    // Every business in the names group holds 'fl' in its name; the list holds it anywhere.
    expect(businesses).toHaveLength(5);
    expect(list.status).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBe(SEARCH_TOTAL_BOUND);
    expect(list.headers['x-total-relation']).toBe('gte');
  });

  it('keeps one character, punctuation and letters beyond ASCII as literal pieces', async () => {
    expect((await search('ñ')).businesses).toEqual(['short-10005']);
    expect((await search('ú c')).businesses).toEqual(['short-10005']);
    // Punctuation is a piece like any other: the diner has no '#'.
    expect((await search('6q #')).businesses).toEqual([]);
    expect((await search('6q r')).businesses).toEqual(['short-10004']);
  });
});

describe('/api/search refuses or bounds hostile input', () => {
  it('refuses more than 20 words and more than 200 characters', async () => {
    const many = Array.from({ length: 21 }, (_, i) => String.fromCharCode(97 + i)).join(' ');
    const res = await request(app.server).get(`/api/search?q=${encodeURIComponent(many)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('q must have at most 20 words');
    const long = await request(app.server).get(`/api/search?q=${'ab '.repeat(70)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('q must be at most 200 characters');
  });

  it('answers 20 one-character words and only punctuation, each word from an index', async () => {
    // Nineteen common letters and one that no row holds.
    const many = [...Array.from({ length: 19 }, (_, i) => String.fromCharCode(97 + i)), 'ж'].join(' ');
    const { businesses, seen } = await search(many);
    expect(businesses).toEqual([]);
    expectNoWalk(seen);
    const punctuation = await search('%% ,, .. ;; --');
    expect(punctuation.businesses).toEqual([]);
    expectNoWalk(punctuation.seen);
  });
});

describe('/api/search bounds what one search may cost', () => {
  it.runIf(usingPostgres())(
    "tests a short word beside a long one on the long word's rows, never by computing its pieces per row",
    async () => {
      // 'supply' and 'fl' are each in thousands of rows, in no name together; every
      // supplier's address holds 'fl', so the page is the first three by name.
      const { businesses, seen } = await search('supply fl', 3);
      expect(businesses).toEqual(['short-0', 'short-1', 'short-10']);
      const mixed = seen.filter((s) => /materialized/i.test(s.sql) && /\bLIKE\b/.test(s.sql) && /strpos\(/.test(s.sql));
      expect(mixed.length).toBeGreaterThan(0);
      for (const probe of mixed) {
        expect(probe.sql).not.toMatch(/search_grams\(/);
        expect((await planOf(db, probe)).join('\n')).toMatch(/Bitmap Index Scan on businesses_search_/);
      }
    },
  );

  it('requires every word of a search with more words than are looked up in the indexes', async () => {
    // Six words: the four longest are looked up, 'r' and 'b' or 'q' are tested on their rows.
    expect((await search('harbor flats h a r b')).businesses).toEqual(['short-10001']);
    expect((await search('harbor flats h a r q')).businesses).toEqual([]);
    expect((await search('route diner 6q u t e')).businesses).toEqual(['short-10004']);
    expect((await search('route diner 6q u t ж')).businesses).toEqual([]);
  });

  it.runIf(usingPostgres())(
    'answers 422 with advice when walking the list would take too long, and the next search is answered',
    async () => {
      // Each word in 20,000 rows or more and no row holding all (half the rows name a
      // corner store, half a harbor market): with the probes given up at once (whatever
      // plan the statistics choose, the probe of all four reads long posting lists), only a
      // walk of the whole list could answer, and it takes longer than a millisecond. With
      // 'harbor' in 2,000 names only, fresh statistics let PostgreSQL probe that list alone,
      // within the millisecond, and the search was answered.
      const now = new Date();
      const others = Array.from({ length: 40_000 }, (_, i) => ({
        document_id: `walk${String(i).padStart(20, '0')}`,
        slug: `walk-${i}`,
        name: i % 2 === 0 ? `Corner Store ${i}` : `Harbor Market ${i}`,
        category: 'shopping',
        area: 'westshore',
        description: 'Snacks and newspapers.',
        address: `${i} Kennedy Blvd, Tampa, FL 33609`,
        rating: 4,
        review_count: 3,
        featured: false,
        published_at: now,
        created_at: now,
        updated_at: now,
      }));
      for (let i = 0; i < others.length; i += 2_000) await db('businesses').insert(others.slice(i, i + 2_000));
      // The planner's figures as they are, not as autovacuum may or may not have left them.
      await db.raw('ANALYZE businesses');
      process.env.SEARCH_PROBE_TIMEOUT_MS = '1';
      process.env.SEARCH_WALK_TIMEOUT_MS = '1';
      try {
        const res = await request(app.server).get('/api/search?q=tampa+kennedy+corner+harbor');
        expect(res.status).toBe(422);
        expect(res.body).toEqual({
          error: 'This search would take too long to answer. Add a more distinctive word or use longer words.',
        });
        // A list's own search walks under the same ceiling: two words in 40,000 rows, paged
        // past their ten-thousandth match.
        const list = await request(app.server).get('/api/businesses?q=tampa+kennedy&sort=name&offset=9990');
        expect([list.status, list.body]).toEqual([422, res.body]);
      } finally {
        delete process.env.SEARCH_PROBE_TIMEOUT_MS;
        delete process.env.SEARCH_WALK_TIMEOUT_MS;
      }
      // The cancelled statements left the connections usable.
      const after = await request(app.server).get('/api/search?q=tampa+kennedy+corner+harbor');
      expect(after.status).toBe(200);
      expect(after.body.businesses).toEqual([]);
      const listAfter = await request(app.server).get('/api/businesses?q=tampa+kennedy+corner+harbor&sort=name');
      expect([listAfter.status, listAfter.body, listAfter.headers['x-total-count']]).toEqual([200, [], '0']);
      expect((await search('6q')).businesses).toEqual(['short-10004']);
    },
  );
});

describe('the pieces of a text', () => {
  it('are its distinct characters and pairs, none across a space', () => {
    expect(shortPieces('tampa, fl')).toEqual(['t', 'a', 'ta', 'm', 'am', 'p', 'mp', 'pa', ',', 'a,', 'f', 'l', 'fl']);
    expect(shortPieces('  ')).toEqual([]);
    expect(shortPieces('😀x')).toEqual(['😀', 'x', '😀x']);
  });

  it('each make one token the ascii tokenizer keeps whole, and no two the same', () => {
    expect(gramToken('fl')).toBe('fl');
    expect(gramToken('é')).toBe('é');
    expect(gramToken('%')).toBe('qx25');
    expect(gramToken('0%')).toBe('qc0x25');
    expect(gramToken('"')).toBe('qx22');
    const pieces = ['a', 'ab', 'q', 'qx', 'n', 'nn', 'na', '%', '%%', 'x2', '_', '\\'];
    // A name's pieces have tokens of their own.
    const tokens = [...pieces.map(gramToken), ...pieces.map(nameGramToken)];
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(token).toMatch(/^[a-z0-9\u0080-\uffff]+$/);
  });
});
