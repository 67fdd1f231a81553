import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  learnCommonWords,
  POSTGRES_ONLY,
  skipWithout,
  startStrapi,
  usingPostgres,
  type TestApp,
} from '@tampa-local/test-kit';
import { loadFixtures } from './helpers/fixtures';
import { pageInside, planOf, sortsNothing, statementsDuring, type Statement } from './helpers/plans';
import { SEARCH_TOTAL_BOUND } from '@tampa-local/domain';
import { CANDIDATE_CAP, HEAD_ROWS } from '../src/core/search/search-index';

/**
 * /api/search never ranks every match: entries whose name holds every word come first,
 * then the other matches, each group in the list's order, and the first `limit` of them
 * are read from a bounded number of index candidates, or, for a common word, by walking
 * the list's index until enough rows matched. At 1,000,000 businesses ranking every match
 * of 'the' or 'tampa' took seconds. Here more businesses than the candidate cap (2,000)
 * share a word, so the walk is what answers. On PostgreSQL a word found common is not
 * probed again (its GIN probe collects every row holding it): the list's first rows
 * answer it, and with a rarer word only the rarer one is probed.
 */
let app: TestApp;
let db: Knex;

const COMMON = 2_500;
const HERONS = 2_050;

beforeAll(async () => {
  app = await startStrapi();
  await loadFixtures(app.strapi);
  db = app.strapi.db.connection;
  const now = new Date();
  const rows = Array.from({ length: COMMON }, (_, i) => ({
    document_id: `pelican${String(i).padStart(17, '0')}`,
    slug: `pelican-lot-${i}`,
    // Upper case beyond ASCII: a walk must fold it as the index does.
    name: `Pelican Lot ${i} ÉTANG`,
    category: 'shopping',
    area: 'westshore',
    // Every one of them also says 'lagoon', which only two names hold (below).
    description: 'Parking by the lagoon.',
    address: `${i} Bayshore Blvd, Tampa, FL 33606`,
    rating: (i % 50) / 10,
    review_count: i,
    featured: false,
    published_at: now,
    created_at: now,
    updated_at: now,
  }));
  // Another common word in names, which three of them share with 'lot' (common above).
  const herons = Array.from({ length: HERONS }, (_, i) => ({
    ...rows[i]!,
    document_id: `heron${String(i).padStart(19, '0')}`,
    slug: `heron-wharf-${i}`,
    name: i < 3 ? `Heron Lot Wharf ${i}` : `Heron Wharf ${i}`,
    category: 'attractions',
    description: 'Moorings on the bay.',
  }));
  for (const batch of [rows, herons]) {
    for (let i = 0; i < batch.length; i += 250) await db('businesses').insert(batch.slice(i, i + 250));
  }
  const documents = app.strapi.documents('api::business.business');
  for (const [name, rating] of [
    ['Lagoon Oyster Shack', 1.1],
    ['Quiet Lagoon Kayaks', 0.5],
  ] as const) {
    await documents.create({
      data: { name, category: 'attractions', area: 'westshore', rating, reviewCount: 1, featured: false },
      status: 'published',
    });
  }
  if (usingPostgres()) await db.raw('VACUUM ANALYZE businesses');
});

afterAll(async () => {
  await app?.destroy();
});

const slugs = (body: Array<{ slug: string }>) => body.map((x) => x.slug);

/** A list searched with a word in more rows than SEARCH_TOTAL_BOUND: counted to the bound, and said so. */
function expectCountedToTheBound(res: { headers: Record<string, string> }): void {
  expect(res.headers['x-total-count']).toBe(String(SEARCH_TOTAL_BOUND));
  expect(res.headers['x-total-relation']).toBe('gte');
}

/** The answer to `url` and the statements it ran. */
async function answerAndStatements(url: string): Promise<{ body: Record<string, unknown>; seen: Statement[] }> {
  let body: Record<string, unknown> = {};
  const seen = await statementsDuring(db, async () => {
    const res = await request(app.server).get(url);
    expect(res.status).toBe(200);
    body = res.body as Record<string, unknown>;
  });
  return { body, seen };
}

/** A PostgreSQL probe of the trigram index for a word's matches, which it puts in order. */
const isTrigramProbe = (s: Statement) =>
  /^with "probed" as materialized \(select "b"\."id", "b"\."published_at"(, "b"\."\w+")* from "businesses" as "b"/i.test(
    s.sql,
  );

/**
 * The search asked the index for a bounded number of candidates, found more, and walked
 * the list's index in order (nothing sorted, the walk stops at the limit).
 */
async function expectBoundedProbeThenWalk(seen: Statement[]): Promise<void> {
  const probes = seen.filter((s) => (usingPostgres() ? isTrigramProbe(s) : /\bMATCH\b/.test(s.sql)));
  expect(probes.length).toBeGreaterThan(0);
  for (const probe of probes) expect(probe.sql).toMatch(/\bLIMIT\b/i);
  const ofBusinesses = (s: Statement) =>
    /\bfrom [`"]businesses[`"] as [`"]b[`"]/i.test(s.sql) && /\border by\b/i.test(s.sql) && !isTrigramProbe(s);
  if (usingPostgres()) {
    // Past the cap the word is tested row by row, with nothing the trigram index could serve,
    // on the list's index alone (it holds the names): ids only, no row read until the page.
    const walks = seen.filter((s) => ofBusinesses(s) && /LIKE ALL/.test(s.sql));
    expect(walks.length).toBeGreaterThan(0);
    for (const walk of walks) {
      expect(walk.sql).not.toMatch(/' ' \|\|[^)]*\)\) LIKE (?!ALL)/);
      const lines = await planOf(db, walk);
      const plan = lines.join('\n');
      expect(sortsNothing(lines), plan).toBe(true);
      expect(plan).toMatch(/Index Only Scan using businesses_list_rating_[0-9a-f]{8}/);
    }
    // The page reads the ids walked to.
    const pages = seen.filter((s) => ofBusinesses(s) && /\bb\.id = ANY\(/.test(s.sql));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.sql).not.toMatch(/LIKE ALL/);
    return;
  }
  const pages = seen.filter(ofBusinesses);
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    // A page read with its images: the plan of the page inside (what the joins add is per row of the page).
    const lines = await planOf(db, pageInside(page, 'b') ?? page);
    const plan = lines.join('\n');
    expect(sortsNothing(lines), plan).toBe(true);
    expect(plan).toMatch(/SCAN b USING INDEX businesses_list_rating_[0-9a-f]{8}/);
    // The names are tested on the row itself, not on the index's copy of them (13 times
    // dearer per row at 1,000,000 businesses).
    expect(page.sql).not.toMatch(/businesses_search/);
  }
}

describe('/api/search with a common word', () => {
  it('answers the first matches in the list order, the same as the list route', async () => {
    // The first search of the word in this process: it is found common by the probe.
    const { body, seen } = await answerAndStatements('/api/search?q=pelican&limit=20');
    const list = await request(app.server).get('/api/businesses?q=pelican&limit=20');
    expectCountedToTheBound(list);
    expect(slugs(body.businesses as Array<{ slug: string }>)).toEqual(slugs(list.body as Array<{ slug: string }>));
    // Best rated first: 4.9 is the highest rating of the lot.
    expect((body.businesses as Array<{ rating: number }>)[0].rating).toBe(4.9);
    await expectBoundedProbeThenWalk(seen);
    if (usingPostgres()) {
      // The probe found the word common: its rows were counted, never read again and sorted.
      for (const probe of seen.filter(isTrigramProbe)) {
        const sql = probe.sql.replace(/\$\d+/g, '?');
        const analysed = (await db.raw(`EXPLAIN (ANALYZE) ${sql}`, probe.bindings as Knex.RawBinding[])) as {
          rows: Array<{ 'QUERY PLAN': string }>;
        };
        const plan = analysed.rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/^\s*InitPlan \d+[^\n]*\n\s*->[^\n]*\(never executed\)/m);
      }
    }
  });

  it('still puts the names holding the word first, however low they are rated, then the others in order', async () => {
    const { body } = await answerAndStatements('/api/search?q=lagoon&limit=5');
    const found = slugs(body.businesses as Array<{ slug: string }>);
    expect(found.slice(0, 2)).toEqual(['lagoon-oyster-shack', 'quiet-lagoon-kayaks']);
    const rest = await request(app.server).get('/api/businesses?q=lagoon&limit=3');
    expect(found.slice(2)).toEqual(slugs(rest.body as Array<{ slug: string }>));
  });

  it('answers a word found common again from the list’s first rows, without probing it', async () => {
    // (Another limit than above: a cached answer runs no statements.)
    const { body, seen } = await answerAndStatements('/api/search?q=pelican&limit=19');
    const list = await request(app.server).get('/api/businesses?q=pelican&limit=19');
    expect(slugs(body.businesses as Array<{ slug: string }>)).toEqual(slugs(list.body as Array<{ slug: string }>));
    if (!usingPostgres()) {
      // SQLite's index hands back its first candidates in a stream: the probe stays cheap.
      await expectBoundedProbeThenWalk(seen);
      return;
    }
    expect(seen.filter(isTrigramProbe), 'no trigram probe for a word known to be common').toEqual([]);
    const heads = seen.filter((s) => /\) as "b" where coalesce\(lower\([\s\S]* LIKE ALL/.test(s.sql));
    expect(heads.length, 'the list’s first rows are tested').toBe(1);
    expect(heads[0].bindings).toContain(HEAD_ROWS);
    const lines = await planOf(db, heads[0]);
    expect(sortsNothing(lines), lines.join('\n')).toBe(true);
    expect(lines.join('\n')).toMatch(/Limit[\s\S]*Index (Only )?Scan using businesses_list_rating_[0-9a-f]{8}/);
  });

  it('folds case beyond ASCII while walking the list, as the index does', async () => {
    const { body } = await answerAndStatements('/api/search?q=%C3%A9tang&limit=20');
    const list = await request(app.server).get('/api/businesses?q=%C3%A9tang&limit=20');
    expectCountedToTheBound(list);
    const found = slugs(body.businesses as Array<{ slug: string }>);
    expect(found).toHaveLength(20);
    expect(found).toEqual(slugs(list.body as Array<{ slug: string }>));
  });

  it('probes only the rarer word of a common one and a rare one', async () => {
    // 'pelican' is known common by now (in names, so in every column too); '1234' is in one
    // name and one address.
    const { body, seen } = await answerAndStatements('/api/search?q=pelican+1234&limit=20');
    expect(slugs(body.businesses as Array<{ slug: string }>)).toEqual(['pelican-lot-1234']);
    if (!usingPostgres()) return;
    const probes = seen.filter(isTrigramProbe);
    expect(probes.length).toBeGreaterThan(0);
    for (const probe of probes) {
      expect(probe.bindings).toContain('%1234%');
      expect(probe.bindings).not.toContain('%pelican%');
    }
    // The common word is tested on the few candidates alone, read by primary key, never
    // while walking the list's index in order (to its end when few candidates pass).
    const tests = seen.filter((s) => /\bb\.id = ANY\(/.test(s.sql) && /LIKE ALL/.test(s.sql));
    expect(tests.length, 'the candidates tested by primary key').toBeGreaterThan(0);
    for (const test of tests) {
      expect(test.sql).not.toMatch(/\border by\b/i);
      expect((await planOf(db, test)).join('\n')).toMatch(/businesses_pkey/);
    }
    // The page reads those that passed, by id.
    const pages = seen.filter(
      (s) => /\bb\.id = ANY\(/.test(s.sql) && /\border by\b/i.test(s.sql) && !isTrigramProbe(s),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.sql).not.toMatch(/LIKE ALL/);
  });

  it('puts a rare word’s few candidates in order without walking the list', async () => {
    const { body, seen } = await answerAndStatements('/api/search?q=oyster&limit=20');
    expect(slugs(body.businesses as Array<{ slug: string }>)[0]).toBe('lagoon-oyster-shack');
    if (usingPostgres()) {
      const page = seen.find(
        (s) => /\bfrom "businesses" as "b"/i.test(s.sql) && /\bb\.id = ANY\(/.test(s.sql) && !isTrigramProbe(s),
      );
      expect(page, 'the page reads the candidates by id').toBeDefined();
      // The candidates settle the word: it is not looked for again.
      expect(page!.sql).not.toMatch(/LIKE ALL|' ' \|\|[^)]*\)\) LIKE/);
    } else {
      const page = seen.find((s) => /\bfrom [`"]businesses[`"] as [`"]b[`"]/i.test(s.sql) && /json_each/.test(s.sql));
      expect(page, 'the page reads the candidates by id').toBeDefined();
      const plan = (await planOf(db, page!)).join('\n');
      expect(plan).toMatch(/SEARCH b USING INTEGER PRIMARY KEY/);
      // The candidates settle the word: the index is not read again for each of them.
      expect(page!.sql).not.toMatch(/businesses_search/);
      expect(plan).not.toMatch(/\bb_n\b|businesses_search/);
    }
  });
});

describe('a list searched with words counts no further than its bound', () => {
  it('counts a word in more rows than the bound to the bound, reading no more of them', async () => {
    expect(COMMON).toBeGreaterThan(SEARCH_TOTAL_BOUND);
    // A probe finding more than its cap says the total is past the bound.
    expect(CANDIDATE_CAP).toBeGreaterThan(SEARCH_TOTAL_BOUND);
    let res!: request.Response;
    const seen = await statementsDuring(db, async () => {
      res = await request(app.server).get('/api/businesses?q=pelican+bayshore&limit=12');
    });
    expect(res.status).toBe(200);
    expectCountedToTheBound(res);
    expect((res.body as unknown[]).length).toBe(12);
    const counts = seen.filter((s) => /count\(\*\)/i.test(s.sql));
    if (usingPostgres()) {
      // PostgreSQL reads the page and its total as a search reads the words in every column:
      // each probe of the trigram index counts no more than its cap (above the bound), and
      // finding more, the list's index is walked in order to the page, testing each row.
      expect(counts.length).toBeGreaterThan(0);
      for (const count of counts) {
        expect(isTrigramProbe(count), count.sql).toBe(true);
        expect(count.sql).toMatch(/\blimit \$\d+\)/i);
        expect(count.bindings).toContain(CANDIDATE_CAP + 1);
      }
      const walks = seen.filter(
        (s) => /\bfrom "businesses" as "b"/i.test(s.sql) && /\border by\b/i.test(s.sql) && /LIKE ALL/.test(s.sql),
      );
      expect(walks).toHaveLength(1);
      expect(walks[0]!.sql).not.toMatch(/\bb\.id = ANY\(/);
      const lines = await planOf(db, walks[0]!);
      expect(sortsNothing(lines), lines.join('\n')).toBe(true);
      expect(lines.join('\n')).toMatch(/Index (Only )?Scan using businesses_list_rating_[0-9a-f]{8}/);
      return;
    }
    expect(counts).toHaveLength(1);
    expect(counts[0]!.sql).toMatch(new RegExp(`\\blimit ${SEARCH_TOTAL_BOUND + 1}\\b`, 'i'));
    // SQLite reads the page as a search does: the trigram table probed for a bounded number
    // of candidates, then the list's index walked in order (joined to the trigram table, the
    // list's own statement read every match and sorted them).
    const probes = seen.filter((s) => /\bMATCH\b/.test(s.sql) && !/count\(\*\)/i.test(s.sql));
    expect(probes.length).toBeGreaterThan(0);
    for (const probe of probes) expect(probe.sql).toMatch(/\bLIMIT\b/i);
    const pages = seen.filter(
      (s) => /\bfrom [`"]businesses[`"] as [`"]b[`"]/i.test(s.sql) && /\border by\b/i.test(s.sql),
    );
    expect(pages).toHaveLength(1);
    const plan = await planOf(db, pageInside(pages[0]!, 'b') ?? pages[0]!);
    expect(sortsNothing(plan), plan.join('\n')).toBe(true);
    expect(plan.join('\n')).toMatch(/SCAN b USING INDEX businesses_list_rating_[0-9a-f]{8}/);
  });

  it('pages past the bound in the list’s order', async () => {
    const deep = await request(app.server).get(`/api/businesses?q=pelican&sort=name&limit=5&offset=${COMMON - 3}`);
    expect(deep.status).toBe(200);
    expectCountedToTheBound(deep);
    // The last three matches: the same as the end of a longer page over them.
    const longer = await request(app.server).get(`/api/businesses?q=pelican&sort=name&limit=8&offset=${COMMON - 8}`);
    expect(slugs(deep.body as Array<{ slug: string }>)).toHaveLength(3);
    expect(slugs(deep.body as Array<{ slug: string }>)).toEqual(
      slugs(longer.body as Array<{ slug: string }>).slice(-3),
    );
  });

  it('counts every match when there are no more than the bound, and says nothing of a bound', async () => {
    for (const [url, total] of [
      ['/api/businesses?q=heron+lot', 3],
      ['/api/businesses?q=quiet+lagoon+kayaks', 1],
      ['/api/businesses?q=zzqx', 0],
    ] as const) {
      const res = await request(app.server).get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['x-total-count'], url).toBe(String(total));
      expect(res.headers['x-total-relation'], url).toBeUndefined();
    }
    // The list's other filters hold for the page read as a search reads it.
    const herons = await request(app.server).get('/api/businesses?q=heron+lot&category=attractions&sort=name');
    expect(slugs(herons.body as Array<{ slug: string }>)).toEqual(['heron-wharf-0', 'heron-wharf-1', 'heron-wharf-2']);
    const none = await request(app.server).get('/api/businesses?q=heron+lot&category=shopping');
    expect([none.body, none.headers['x-total-count']]).toEqual([[], '0']);
    // Without words a list is counted in full, however long.
    const all = await request(app.server).get('/api/businesses?category=shopping&limit=1');
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(COMMON);
    expect(all.headers['x-total-relation']).toBeUndefined();
  });
});

describe('/api/search with common words that are rare together', () => {
  it('reads the few rows holding them all from the index, without walking the list', async () => {
    // 'heron' is in 2,050 names and 'lot' in 2,503, 'heron lot' in three.
    const { body, seen } = await answerAndStatements('/api/search?q=heron+lot&limit=20');
    const list = await request(app.server).get('/api/businesses?q=heron+lot&limit=20');
    expect(Number(list.headers['x-total-count'])).toBe(3);
    const found = slugs(body.businesses as Array<{ slug: string }>);
    expect([...found].sort()).toEqual(['heron-wharf-0', 'heron-wharf-1', 'heron-wharf-2']);
    expect(slugs(body.businesses as Array<{ slug: string }>)).toEqual(slugs(list.body as Array<{ slug: string }>));
    if (!usingPostgres()) return;
    expect(
      seen.filter(isTrigramProbe).some((s) => s.bindings.includes('%heron%') && s.bindings.includes('%lot%')),
      'one probe for both words',
    ).toBe(true);
    // The page is read by id; no statement walks the list testing the words row by row.
    const walks = seen.filter((s) => /LIKE ALL/.test(s.sql) && !/\bb\.id = ANY\(/.test(s.sql));
    const heads = walks.filter((s) => s.bindings.includes(HEAD_ROWS));
    expect(walks.filter((s) => !heads.includes(s))).toEqual([]);

    // Both words and their combination known: another search of them probes nothing.
    const again = await answerAndStatements('/api/search?q=lot+heron&limit=19');
    expect(slugs(again.body.businesses as Array<{ slug: string }>)).toEqual(found);
    expect(again.seen.filter(isTrigramProbe)).toEqual([]);
  });
});

describe.skipIf(skipWithout(usingPostgres(), POSTGRES_ONLY))(
  '/api/search learns which words are common in names',
  () => {
    it('walks for a word in more than 2,000 names from its first search, without probing it', async () => {
      // 'wharf' is in 2,050 names and was not searched for yet.
      await learnCommonWords(app);
      const { body, seen } = await answerAndStatements('/api/search?q=wharf&limit=20');
      const list = await request(app.server).get('/api/businesses?q=wharf&limit=20');
      expectCountedToTheBound(list);
      expect(slugs(body.businesses as Array<{ slug: string }>)).toEqual(slugs(list.body as Array<{ slug: string }>));
      // Known common in names, so in every column too: neither pass probes it.
      expect(seen.filter(isTrigramProbe)).toEqual([]);
      const walks = seen.filter((s) => /LIKE ALL/.test(s.sql) && s.bindings.includes('%wharf%'));
      expect(walks.length, 'the list is walked').toBeGreaterThan(0);
    });

    it('learns nothing from a word in fewer names: its first search still probes it', async () => {
      // 'shack' is in a few names, not searched for yet.
      await learnCommonWords(app);
      const { body, seen } = await answerAndStatements('/api/search?q=shack&limit=20');
      expect(slugs(body.businesses as Array<{ slug: string }>)).toContain('lagoon-oyster-shack');
      expect(seen.filter(isTrigramProbe).some((s) => s.bindings.includes('%shack%'))).toBe(true);
    });

    it('forgets a word at the next learning once it is in fewer names', async () => {
      // 'wharf' leaves all but 100 of its 2,050 names.
      const herons = (await db('businesses')
        .select('id')
        .where('slug', 'like', 'heron-wharf-%')
        .orderBy('id')) as Array<{
        id: number;
      }>;
      await db('businesses')
        .whereIn(
          'id',
          herons.slice(100).map((row) => row.id),
        )
        .update({ name: db.raw(`replace(name, 'Wharf', 'Pier')`) });
      await learnCommonWords(app);
      const { body, seen } = await answerAndStatements('/api/search?q=wharf&limit=19');
      const still = (await db('businesses').select('slug').where('name', 'like', '%Wharf%')) as Array<{ slug: string }>;
      expect(still).toHaveLength(100);
      const found = slugs(body.businesses as Array<{ slug: string }>);
      expect(found).toHaveLength(19);
      expect(found.filter((slug) => !still.some((row) => row.slug === slug))).toEqual([]);
      // Rare again: its few names are read from the index, not walked for.
      expect(seen.filter(isTrigramProbe).some((s) => s.bindings.includes('%wharf%'))).toBe(true);
    });
  },
);

describe('/api/search keeps a word’s matches until content changes', () => {
  const probedWords = (seen: Statement[]) =>
    seen.filter(isTrigramProbe).flatMap((s) => s.bindings.filter((value) => typeof value === 'string'));

  it('probes a word once for every search holding it, and again after an edit', async () => {
    // 'kayaks' alone, then with 'quiet': the second search probes 'quiet' only.
    const first = await answerAndStatements('/api/search?q=kayaks&limit=7');
    expect(slugs(first.body.businesses as Array<{ slug: string }>)).toContain('quiet-lagoon-kayaks');
    if (usingPostgres()) {
      // The probe puts the rows it found in the list's order from what it read of them: the
      // table is read once, not again by primary key to sort them.
      const probes = first.seen.filter(isTrigramProbe);
      expect(probes.length).toBeGreaterThan(0);
      for (const probe of probes) {
        const plan = (await planOf(db, probe)).join('\n');
        expect(plan.match(/ on businesses\b/g), plan).toHaveLength(1);
      }
    }
    const pair = await answerAndStatements('/api/search?q=quiet+kayaks&limit=7');
    const listed = await request(app.server).get('/api/businesses?q=quiet+kayaks&limit=7');
    expect(slugs(pair.body.businesses as Array<{ slug: string }>)).toEqual(
      slugs(listed.body as Array<{ slug: string }>),
    );
    expect(slugs(pair.body.businesses as Array<{ slug: string }>)).toContain('quiet-lagoon-kayaks');
    if (usingPostgres()) {
      expect(probedWords(pair.seen)).toContain('%quiet%');
      expect(probedWords(pair.seen)).not.toContain('%kayaks%');
    }

    // Renamed, it no longer holds the word: the next search says so at once, probing anew.
    const documents = app.strapi.documents('api::business.business');
    const [kayaks] = await documents.findMany({ filters: { slug: 'quiet-lagoon-kayaks' }, status: 'published' });
    await documents.update({
      documentId: kayaks.documentId,
      data: { name: 'Quiet Lagoon Canoes' },
      status: 'published',
    });
    const after = await answerAndStatements('/api/search?q=kayaks&limit=6');
    expect(slugs(after.body.businesses as Array<{ slug: string }>)).not.toContain('quiet-lagoon-kayaks');
    if (usingPostgres()) expect(probedWords(after.seen)).toContain('%kayaks%');
  });
});
