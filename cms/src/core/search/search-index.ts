import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { escapeLike, SEARCH_TOTAL_BOUND, searchTerms } from '@tampa-local/domain';
import { UID } from '../db/content-types';
import { cachedIds, MANY } from '../cache/cache';
import { knex } from '../db/connection';
import {
  paged,
  quoteName,
  readPageOf,
  readTemplatedPageOf,
  searchTotal,
  tableOf as tableOfType,
  type ListShape,
  type ListTotal,
  type Row,
} from '../db/db';
import { readIds, readRows } from '../db/sqlite-readers';
import { templatedRaw } from '../db/templates';
import { gramToken, MIN_TRIGRAM_LENGTH, nameGramToken, POSTGRES_SEARCH_GRAMS } from './short-grams';

/**
 * Indexed searches: every word must occur, case-insensitively, as a substring of one of
 * a type's text columns.
 *
 * SQLite: an FTS5 trigram table per type holding the lower-cased text (JavaScript rules,
 * as our lower() applies them) of each text column of its published rows, kept in step
 * by triggers, so every write counts: document service, the panel, bulk SQL. A phrase
 * never spans two columns, so a match is a word inside one column, exactly as the
 * column-by-column LIKE it replaces; ranking reads the stored lower-cased columns too.
 * PostgreSQL: a pg_trgm GIN index on the columns' lower-cased text joined with spaces;
 * a search word never contains whitespace, so it occurs in the joined text exactly when
 * it occurs in one column. Trigrams need 3+ characters: words of one or two characters are
 * found by an index of every piece of one or two characters of the same text (short-grams.ts):
 * on SQLite a contentless FTS5 table per type, on PostgreSQL a GIN index of search_grams().
 */
export type SearchKind = 'business' | 'event' | 'property' | 'influencer';

type Source = { uid: string; columns: readonly string[] };

export const SEARCH_SOURCES: Record<SearchKind, Source> = {
  business: { uid: UID.business, columns: ['name', 'category', 'area', 'description', 'address'] },
  event: { uid: UID.event, columns: ['name', 'category', 'location', 'description'] },
  property: { uid: UID.property, columns: ['title', 'description', 'area', 'address'] },
  influencer: { uid: UID.influencer, columns: ['name', 'handle', 'niche', 'bio'] },
};

/**
 * Where an entry's name is: a search lists the entries whose name (a property's title, a
 * creator's name or handle) holds every word first, then the other matches.
 */
export const NAME_COLUMNS: Record<SearchKind, readonly string[]> = {
  business: ['name'],
  event: ['name'],
  property: ['title'],
  influencer: ['name', 'handle'],
};

/**
 * Up to this many candidates of a word are read from a search index and put in the list's
 * order; a word with more is common, so walking the list in its order meets the first
 * matches soon, and the walk stops there. No search ranks every match.
 */
export const CANDIDATE_CAP = 2000;

/**
 * When every probe of a search's words found more than CANDIDATE_CAP rows, each is read
 * again up to this many and the complete ones intersected: a short word and a long one,
 * each common, are often rare together (`tampa fl` in names), and a walk for them read the
 * whole list. Reading 20,000 ids of a word from SQLite's index takes a few milliseconds.
 */
export const WIDE_CAP = 20_000;

const MIN_INDEXED_LENGTH = MIN_TRIGRAM_LENGTH;

type State = { client: 'sqlite' | 'postgres'; indexed: Set<SearchKind>; learning?: NodeJS.Timeout };
const states = new WeakMap<Core.Strapi, State>();

const tableOf = (strapi: Core.Strapi, kind: SearchKind) => tableOfType(strapi, SEARCH_SOURCES[kind].uid);

/** Which of a kind's columns a search looks in: all of them, or the name only. */
export type SearchScope = 'all' | 'name';

const scopeColumns = (kind: SearchKind, scope: SearchScope) =>
  scope === 'name' ? NAME_COLUMNS[kind] : SEARCH_SOURCES[kind].columns;

/** SQLite's FTS5 table of a kind's published rows: every search column, or the name columns only. */
const ftsTableOf = (strapi: Core.Strapi, kind: SearchKind, scope: SearchScope) =>
  `${tableOf(strapi, kind)}_search${scope === 'name' ? '_name' : ''}`;

/** SQLite's FTS5 table of a kind's short pieces: one column, the names' tokens and the other columns'. */
const gramTableOf = (strapi: Core.Strapi, kind: SearchKind) => `${tableOf(strapi, kind)}_grams`;

/** The columns of a kind that are not its name. */
const otherColumns = (kind: SearchKind) =>
  SEARCH_SOURCES[kind].columns.filter((column) => !NAME_COLUMNS[kind].includes(column));

/**
 * The FTS5 query of the gram table for short words, every one required: in the names (its
 * name token), or anywhere (either token).
 */
export function gramQuery(words: string[], scope: SearchScope): string {
  const word = (piece: string) =>
    scope === 'name' ? `"${nameGramToken(piece)}"` : `("${gramToken(piece)}" OR "${nameGramToken(piece)}")`;
  return words.map(word).join(' AND ');
}

/** lower(col1 || ' ' || col2 …) of the scope's columns over the row `alias` (empty for unqualified columns). */
function joinedText(kind: SearchKind, alias: string, scope: SearchScope = 'all'): string {
  const prefix = alias ? `${alias}.` : '';
  return `lower(${scopeColumns(kind, scope)
    .map((column) => `coalesce(${prefix}${quoteName(column)}, '')`)
    .join(` || ' ' || `)})`;
}

/** The FTS5 query: each word as a quoted phrase (no operators), all of them required. */
export function ftsQuery(words: string[]): string {
  return words.map((word) => `"${word.replace(/"/g, '""')}"`).join(' AND ');
}

const isIndexable = (word: string) => [...word].length >= MIN_INDEXED_LENGTH;

/** SQL for the lower-cased text of one of a type's search columns (for LIKE tests and ranking). */
export type SearchText = (column: string) => string;

const usesFtsTable = (strapi: Core.Strapi, kind: SearchKind) => {
  const state = states.get(strapi);
  return state?.client === 'sqlite' && state.indexed.has(kind);
};

const usesTrigramIndex = (strapi: Core.Strapi, kind: SearchKind) => {
  const state = states.get(strapi);
  return state?.client === 'postgres' && state.indexed.has(kind);
};

/**
 * How a query that went through whereSearchMatches(…, kind, alias, terms) reads the
 * lower-cased text of a column: from the joined FTS table on SQLite, else LOWER(…).
 */
export function searchTextOf(strapi: Core.Strapi, kind: SearchKind, alias: string, terms: string[]): SearchText {
  if (terms.length > 0 && usesFtsTable(strapi, kind)) return (column) => `${alias}_s.${quoteName(column)}`;
  return rowText(alias);
}

/** The lower-cased text of the row's own column, by the same lower() the indexes were filled with. */
const rowText =
  (alias: string): SearchText =>
  (column) =>
    `LOWER(COALESCE(${alias}.${quoteName(column)}, ''))`;

/**
 * Adds the search condition for `terms` (lower-case words, see searchTerms) on the rows
 * aliased `alias` of a type; returns how to read the columns' lower-cased text.
 */
export function whereSearchMatches(
  strapi: Core.Strapi,
  query: Knex.QueryBuilder,
  kind: SearchKind,
  alias: string,
  terms: string[],
): SearchText {
  const text = searchTextOf(strapi, kind, alias, terms);
  if (terms.length === 0) return text;
  const state = states.get(strapi);
  const indexed = state?.indexed.has(kind) ? terms.filter(isIndexable) : [];
  if (usesFtsTable(strapi, kind)) {
    const fts = `${tableOf(strapi, kind)}_search`;
    query.join(`${fts} as ${alias}_s`, `${alias}_s.rowid`, `${alias}.id`);
    if (indexed.length > 0) query.whereRaw(`${alias}_s.${quoteName(fts)} MATCH ?`, [ftsQuery(indexed)]);
  } else {
    for (const word of indexed) {
      query.whereRaw(`${joinedText(kind, alias)} LIKE ? ESCAPE ?`, [`%${escapeLike(word)}%`, '\\']);
    }
  }
  whereEachWordInOneOf(
    query,
    terms.filter((word) => !indexed.includes(word)),
    SEARCH_SOURCES[kind].columns,
    text,
  );
  return text;
}

/** `word LIKE` one of `columns` (lower-cased text read by `text`), for each word. */
function whereEachWordInOneOf(
  query: Knex.QueryBuilder,
  words: string[],
  columns: readonly string[],
  text: SearchText,
): void {
  whereEachPatternInOneOf(query, words.map(likePattern), columns, text);
}

/** The LIKE pattern of a word occurring anywhere in a text. */
const likePattern = (word: string) => `%${escapeLike(word)}%`;

/** whereEachWordInOneOf with each word's LIKE pattern given (likePattern). */
function whereEachPatternInOneOf(
  query: Knex.QueryBuilder,
  patterns: readonly string[],
  columns: readonly string[],
  text: SearchText,
): void {
  for (const pattern of patterns) {
    query.where((inner) => {
      for (const column of columns) inner.orWhereRaw(`${text(column)} LIKE ? ESCAPE ?`, [pattern, '\\']);
    });
  }
}

/**
 * A kind's published rows as a search reads them: `shape` (alias, columns, order and what
 * each row gets), `ordered`, the rows selected and in the list's order, and `key`, which
 * names everything that shapes them (as templates.ts's listKey does): a search's
 * statements on PostgreSQL are compiled once per key and shape of the search.
 */
type SearchList = { shape: ListShape; ordered: () => Knex.QueryBuilder; key: string };

/** The SearchList of `rows` (a kind's published rows, filtered, no columns chosen) in `shape`'s order. */
const searchList = (rows: () => Knex.QueryBuilder, key: string, shape: ListShape): SearchList => ({
  shape,
  key,
  ordered: () => shape.order(rows().select([...shape.columns])),
});

/** The first `limit` rows of `query` (ordered, selected) with their images and extras: one statement. */
const readPage = (strapi: Core.Strapi, list: SearchList, query: Knex.QueryBuilder, limit: number, offset = 0) =>
  readPageOf(strapi, list.shape, paged(query, limit, offset));

/**
 * The rows of `list` that hold every word of `terms` in the scope's columns, at most
 * `limit`, leaving out `exclude` (ids). On SQLite the index is asked for at most
 * CANDIDATE_CAP + 1 candidates: fewer, and exactly those are put in order; more, and the
 * list is walked in its order (its index) testing each row, which stops at the limit.
 * PostgreSQL does the same with its trigram index (postgresMatchesInOrder).
 */
async function matchesInOrder(
  strapi: Core.Strapi,
  kind: SearchKind,
  list: SearchList,
  terms: string[],
  scope: SearchScope,
  exclude: unknown[],
  limit: number,
  /** SQLite only (searchedListPage): the page's first row among the matches. */
  offset = 0,
): Promise<Row[]> {
  const { alias } = list.shape;
  const query = list.ordered();
  if (exclude.length > 0) query.whereNotIn(`${alias}.id`, exclude as Knex.Value[]);
  const columns = scopeColumns(kind, scope);
  if (usesTrigramIndex(strapi, kind)) {
    return postgresMatchesInOrder(strapi, kind, list, { query, exclude }, terms, scope, limit);
  }
  if (!usesFtsTable(strapi, kind)) {
    const text = whereSearchMatches(strapi, query, kind, alias, terms);
    if (scope === 'name') whereEachWordInOneOf(query, terms, columns, text);
    return readPage(strapi, list, query, limit, offset);
  }
  const fts = ftsTableOf(strapi, kind, scope);
  // One probe of the trigram table for the long words, one of the table of short pieces for
  // the short ones, each asked for at most CANDIDATE_CAP + 1 rows.
  const long = terms.filter(isIndexable);
  const short = terms.filter((word) => !isIndexable(word));
  const probes: Array<{ words: string[]; sql: string; match: string }> = [];
  if (long.length > 0) {
    probes.push({
      words: long,
      sql: `SELECT rowid AS id FROM ${quoteName(fts)} WHERE ${quoteName(fts)} MATCH ? LIMIT ?`,
      match: ftsQuery(long),
    });
  }
  if (short.length > 0) {
    const grams = gramTableOf(strapi, kind);
    probes.push({
      words: short,
      sql: `SELECT rowid AS id FROM ${quoteName(grams)} WHERE ${quoteName(grams)} MATCH ? LIMIT ?`,
      match: gramQuery(short, scope),
    });
  }
  const probeAll = (cap: number) =>
    Promise.all(probes.map((probe) => readIds(strapi, knex(strapi).raw(probe.sql, [probe.match, cap + 1]))));
  // The candidates: the rows every complete probe found (those that found no more than the
  // cap), their words settled; the other probes' words are tested on them.
  const settle = (lists: number[][], cap: number): { ids: number[]; unchecked: string[] } | null => {
    const complete = lists.filter((ids) => ids.length <= cap);
    if (complete.length === 0) return null;
    return {
      ids: inAll(complete),
      unchecked: probes.filter((_, i) => lists[i]!.length > cap).flatMap((probe) => probe.words),
    };
  };
  let found = settle(await probeAll(CANDIDATE_CAP), CANDIDATE_CAP);
  if (found === null && probes.length > 1) {
    // Common each, perhaps rare together: their fuller lists intersected, if few are left.
    const wide = settle(await probeAll(WIDE_CAP), WIDE_CAP);
    if (wide !== null && wide.ids.length <= CANDIDATE_CAP) found = wide;
  }
  let unchecked = terms;
  if (found !== null) {
    // One bound parameter whatever the count, so the statement is prepared once.
    query.whereRaw(`${alias}.id IN (SELECT value FROM json_each(?))`, [JSON.stringify(found.ids)]);
    unchecked = found.unchecked;
  }
  if (unchecked.length > 0 && scope === 'name') {
    // Words the candidates did not settle, or every word of a walk, tested on the row's own
    // names lower-cased by the same lower() the index was filled with: names are short, and
    // reading the index's copy of a row cost 13 times more (a walk past 10,000 names at
    // 1,000,000 businesses: 49 ms through the index's copy, 3.7 ms on the row).
    whereEachWordInOneOf(query, unchecked, columns, rowText(alias));
  } else if (unchecked.length > 0) {
    // Every column: lower-casing a row's description again costs more than reading the
    // index's lower-cased copy. Only then is it joined: read for every candidate, it
    // doubled the cost of a page of them.
    query.join(`${fts} as ${alias}_n`, `${alias}_n.rowid`, `${alias}.id`);
    whereEachWordInOneOf(query, unchecked, columns, (column) => `${alias}_n.${quoteName(column)}`);
  }
  // Off the cms's thread: at 1,000,000 businesses a walk or a page of candidates is 3-20 ms.
  return readPage(strapi, list, query, limit, offset);
}

/**
 * How many of the list's first rows PostgreSQL tests for a word known to be common. A GIN
 * index is only read as a bitmap of every row holding a trigram, so a LIMIT does not
 * shorten the probe of a common word (`the`: 224 ms at 1,000,000 businesses), while the
 * list's first 500 rows are read in about a millisecond.
 */
export const HEAD_ROWS = 500;

/**
 * Words whose probe found more than CANDIDATE_CAP rows, per kind and scope: the next search
 * holding one of them leaves it out of the probe. Only a choice of plan is kept here, never
 * an answer: a word that has become rare since is still answered exactly, by the walk, and
 * after ten minutes the word is probed again, so such a walk does not last.
 */
const commonWords = new LRUCache<string, true>({ max: 10_000, ttl: 10 * 60_000 });
const commonKey = (kind: SearchKind, scope: SearchScope, words: readonly string[]) =>
  `${kind}|${scope}|${wordsKey(words)}`;
/** Words in one key, whatever their order in the search (`park hyde` is `hyde park`). */
const wordsKey = (words: readonly string[]) => [...new Set(words)].sort().join(' ');
/** The scopes a word common in `scope` is common in: common in names, so in every column too. */
const scopesHolding = (scope: SearchScope): SearchScope[] => (scope === 'name' ? ['name', 'all'] : ['all']);

/** How often a process learns again which words are common in names (learnCommonWords). */
export const LEARN_EVERY_MS = 10 * 60_000;
/** What the last learning found, per kind: forgotten when a later one no longer finds it. */
const learned = new Map<SearchKind, Set<string>>();

/**
 * PostgreSQL: remembers the words in the names of more than CANDIDATE_CAP published rows
 * of each kind as common (commonWords), as a probe finding them so would, so that no
 * process probes such a word before it knows. The words are read from PostgreSQL's own
 * statistics of the names (ts_stat over to_tsvector('simple', …), which cuts the
 * lower-cased names into their words and counts the rows holding each): a word in that
 * many names occurs in at least that many, so its probe would have found it common. At
 * 1,000,000 businesses the statistics of every kind take about 4 s, once per process and
 * LEARN_EVERY_MS, against 10-60 ms for each common word's probe (446 words in the
 * businesses' names there). Like a probe's finding, it is only a choice of plan: the walk
 * answers a word exactly, whatever it is.
 */
export async function learnCommonWords(strapi: Core.Strapi): Promise<void> {
  const state = states.get(strapi);
  if (state?.client !== 'postgres') return;
  const db = knex(strapi);
  for (const kind of state.indexed) {
    const names = `SELECT to_tsvector('simple', ${joinedText(kind, '', 'name')}) FROM ${quoteName(tableOf(strapi, kind))} WHERE published_at IS NOT NULL`;
    const found = (await db.raw(`SELECT word FROM ts_stat(?) WHERE ndoc > ? AND char_length(word) >= ?`, [
      names,
      CANDIDATE_CAP,
      MIN_INDEXED_LENGTH,
    ])) as { rows: Array<{ word: string }> };
    const words = new Set(found.rows.map((row) => row.word));
    for (const scope of scopesHolding('name')) {
      for (const word of learned.get(kind) ?? []) {
        if (!words.has(word)) commonWords.delete(commonKey(kind, scope, [word]));
      }
      // Kept until the next learning has run.
      for (const word of words) commonWords.set(commonKey(kind, scope, [word]), true, { ttl: 2 * LEARN_EVERY_MS });
    }
    learned.set(kind, words);
  }
}

/**
 * Learns the common words before the process serves (about 4 s at 1,000,000 businesses:
 * run during the first searches, it slowed them), then again every LEARN_EVERY_MS in the
 * background.
 */
async function keepLearningCommonWords(strapi: Core.Strapi, state: State): Promise<void> {
  const learn = async (log: (line: string) => void) => {
    const started = Date.now();
    try {
      await learnCommonWords(strapi);
      log(`Words common in names learnt in ${Date.now() - started} ms`);
    } catch (error) {
      strapi.log.warn(`Could not learn the words common in names: ${(error as Error).message}`);
    }
  };
  await learn((line) => strapi.log.info(line));
  state.learning = setInterval(() => void learn((line) => strapi.log.debug(line)), LEARN_EVERY_MS);
  state.learning.unref();
}

/** Stops what setUpSearchIndexes left running (the learning of common words). */
export function stopSearchIndexes(strapi: Core.Strapi): void {
  clearInterval(states.get(strapi)?.learning);
}

/**
 * The ids of the rows of `list` (a kind's list) whose scope's text holds every one of
 * `words`, in the list's order; MANY when more than CANDIDATE_CAP of its rows hold them
 * (the words are common); null when the probe ran past its time. One statement: the
 * trigram index's bounded probe of the list's rows, and the probed rows put in the list's
 * order. Kept until content changes (cache.ts
 * cachedIds): a word is shared by many searches (`hyde`, `park` and `hyde park`), and at
 * 100,000 businesses most of a search's cost on PostgreSQL was probing and ordering words
 * an earlier search had already probed and ordered.
 */
async function orderedMatchesOf(
  strapi: Core.Strapi,
  kind: SearchKind,
  list: SearchList,
  scope: SearchScope,
  words: readonly string[],
): Promise<readonly number[] | typeof MANY | null> {
  const { alias, order, orderColumns } = list.shape;
  return cachedIds(`${list.key}|${scope}|${wordsKey(words)}`, async () => {
    const db = knex(strapi);
    // Compiled once per list, scope and number of words (templates.ts): a search runs a
    // probe per word, kind and scope, and knex compiling each cost more than its answer.
    // Per word, its pattern for the trigram index (l); a short word itself, for the index of
    // short pieces when every word is short (s), or else tested by strpos() on the rows the
    // trigram index gives (t). The two indexes are never both conditions: the planner cannot
    // tell how many rows hold a word, and given both it read a long word's rows from its
    // index and computed search_grams() of each one's whole text to test the short word
    // (`60 tampa` at 1,000,000 businesses: 33-45 s a statement; 1.8 s at 100,000).
    const anyLong = words.some(isIndexable);
    const shape = words.map((word) => (isIndexable(word) ? 'l' : anyLong ? 't' : 's')).join('');
    const probe = templatedRaw(
      strapi,
      `${list.key}|probe|${scope}|${shape}`,
      words.map((word) => (isIndexable(word) ? likePattern(word) : word)),
      (...patterns) => {
        // The list's rows holding the words, with the columns that put them in the list's
        // order: read from the row the index's match is checked on, they are sorted as
        // probed instead of read again by primary key (617 pairs of business-name words
        // rare together at 1,000,000 businesses: 6.6-7.7 ms → 5.4-6.3 ms each; events' name
        // probes 4.4 → 3.5 ms). published_at is read too, so that no list index holding the
        // name can answer the probe by an index-only scan filtering every row: the planner
        // expects a LIMIT to stop such a scan early, and for a word in a few hundred names
        // it read all of them (`bar` in events' names at 1,000,000 businesses: 118 ms,
        // against 16 ms through the trigram index).
        const probed = list
          .ordered()
          .clearSelect()
          .clearOrder()
          .select([...new Set([`${alias}.id`, `${alias}.published_at`, ...orderColumns])])
          .limit(CANDIDATE_CAP + 1);
        const joined = joinedText(kind, alias, scope);
        patterns.forEach((pattern, i) => {
          if (shape[i] === 'l') probed.whereRaw(`${joined} LIKE ? ESCAPE ?`, [pattern, '\\']);
          else if (shape[i] === 't') probed.whereRaw(`strpos(${joined}, ?) > 0`, [pattern]);
          else probed.whereRaw(`search_grams(${joined}) @> ARRAY[?::text]`, [pattern]);
        });
        // Materialised, so the probe runs once and first; ARRAY() keeps its subquery's
        // order. Sorted only when they are at most the cap: a common word's rows are only
        // counted. The ids come as one text: a driver parses an array of 2,000 ids
        // character by character.
        const inOrder = order(db.select(`${alias}.id`).from(`probed as ${alias}`));
        return db
          .withMaterialized('probed', probed)
          .select(
            'counted.n as probed',
            db.raw(`CASE WHEN counted.n <= ${CANDIDATE_CAP} THEN array_to_string(ARRAY(?), ',') END AS ids`, [inOrder]),
          )
          .from(db.raw('(SELECT count(*) AS n FROM probed) AS counted'));
      },
    );
    // A probe that runs past PROBE_TIMEOUT_MS reads a word's rows one by one (a long word
    // in every row, a short one tested beside it): it is given up as if the words were
    // common, and the list is walked for them.
    const rows = await timedOut(
      readRows<{ probed: unknown; ids: unknown }>(
        strapi,
        probe.timeout(timeoutOf('SEARCH_PROBE_TIMEOUT_MS', PROBE_TIMEOUT_MS), CANCEL),
      ),
    );
    if (rows === TIMED_OUT) return null;
    const row = rows[0];
    if (!row) return null;
    if (Number(row.probed) > CANDIDATE_CAP) return MANY;
    const ids = String(row.ids ?? '');
    return ids === '' ? [] : ids.split(',').map(Number);
  });
}

/**
 * How long PostgreSQL may run one probe of a search index, or one walk of a list, before
 * it is cancelled (knex's timeout, which cancels the statement on the server): without
 * them, a search of words each in most rows but rare together held the database for
 * seconds (`60 tampa` at 1,000,000 businesses: 31 s before probes stopped computing
 * search_grams() per row). A probe given up counts its words as common; a walk given up
 * answers 422 (SearchTooCostlyError).
 */
const PROBE_TIMEOUT_MS = 250;
const WALK_TIMEOUT_MS = 2000;
/** The timeouts in force: SEARCH_PROBE_TIMEOUT_MS and SEARCH_WALK_TIMEOUT_MS replace them. */
const timeoutOf = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const CANCEL = { cancel: true } as const;
const TIMED_OUT = Symbol('timed out');

/** The answer of `read`, or TIMED_OUT when knex cancelled its statement at its timeout. */
async function timedOut<T>(read: Promise<T>): Promise<T | typeof TIMED_OUT> {
  try {
    return await read;
  } catch (error) {
    if ((error as Error).name === 'KnexTimeoutError') return TIMED_OUT;
    throw error;
  }
}

/**
 * A search whose walk was given up: its words are each too common and too rare together.
 * Its status (422) and message are what the API answers (middlewares/api-errors.ts).
 */
export class SearchTooCostlyError extends Error {
  readonly status = 422;

  constructor() {
    super('This search would take too long to answer. Add a more distinctive word or use longer words.');
    this.name = 'SearchTooCostlyError';
  }
}

/**
 * At most this many of a search's words are looked up in the indexes one by one (those not
 * known to be common, the longest first: the rarest as a rule); the others are tested on
 * the rows those give, and all of them together are one probe. Twenty one-letter words
 * were twenty probes per kind and scope.
 */
const MAX_PROBED_WORDS = 4;

/** PostgreSQL's text of an array of ids, bound as one value whatever their number. */
const arrayText = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The ids in `lists` (each in the same order) that every list holds, in that order. */
function inAll(lists: ReadonlyArray<readonly number[]>): number[] {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  if (!shortest) return [];
  const sets = others.map((list) => new Set(list));
  return shortest.filter((id) => sets.every((set) => set.has(id)));
}

/**
 * Every pattern (a word's LIKE pattern, likePattern) tested row by row on the rows `target`
 * reads (aliased as the table is) in `joined` (joinedText) by one LIKE ALL: the joined text
 * is made once per row, not once per word (PostgreSQL repeats an expression written twice;
 * twenty words walked through 100,000 properties: 200 ms as twenty strpos() tests). No
 * index serves it, so a list walked with it is read in the list's own order. Wrapped in
 * coalesce(), which the planner cannot see into, the test is taken to pass half the rows
 * (a LIKE's guess is a few in ten thousand): expecting a page's matches to be rare, it
 * read every row and sorted the matches instead of walking the list's index in order to
 * the page (`/api/businesses?q=oyster`, 3,702 matches of 100,000: 250 ms, 9.6 ms walked).
 */
function whereAllPatterns(target: Knex.QueryBuilder, joined: string, patterns: readonly string[]): void {
  if (patterns.length === 0) return;
  const list = patterns.map(() => '?').join(', ');
  target.whereRaw(`coalesce(${joined} LIKE ALL (ARRAY[${list}]::text[]), false)`, [...patterns]);
}

/**
 * The page of `ids` (matches) in the list's order, at most `limit`, compiled once per list
 * (templates.ts): the ids are bound as one array's text.
 */
const pageOfIds = (strapi: Core.Strapi, list: SearchList, ids: readonly number[], limit: number) =>
  readTemplatedPageOf(strapi, list.shape, `${list.key}|by-ids`, [arrayText(ids), limit], (idList, max) =>
    paged(list.ordered().whereRaw(`${list.shape.alias}.id = ANY(?)`, [idList]), max),
  );

/**
 * Of `ids` (candidates in the list's order), those whose scope's text holds every word of
 * `untested`, in the same order. The words are tested on the candidates alone, read by
 * primary key: asked for the list's first rows among the candidates passing them, the
 * planner walked the list's index in order, meeting the candidates on the way, to the end
 * when few passed (`palm` tested on 2,000 events' candidates at 1,000,000 businesses: 205
 * ms for none).
 */
async function passing(
  strapi: Core.Strapi,
  kind: SearchKind,
  list: SearchList,
  scope: SearchScope,
  ids: readonly number[],
  untested: readonly string[],
): Promise<readonly number[]> {
  if (untested.length === 0 || ids.length === 0) return ids;
  const { alias } = list.shape;
  const test = templatedRaw(
    strapi,
    `${list.key}|test|${scope}|${untested.length}`,
    [arrayText(ids), ...untested.map(likePattern)],
    (idList, ...patterns) => {
      const candidates = knex(strapi)
        .select(`${alias}.id`)
        .from(`${tableOf(strapi, kind)} as ${alias}`)
        .whereRaw(`${alias}.id = ANY(?)`, [idList]);
      whereAllPatterns(candidates, joinedText(kind, alias, scope), patterns);
      return candidates;
    },
  );
  const passed = new Set(await readIds(strapi, test));
  return ids.filter((id) => passed.has(id));
}

/** Whether a probe answered ids (neither MANY nor given up). */
const isIds = (found: readonly number[] | typeof MANY | null): found is readonly number[] =>
  found !== null && found !== MANY;

/**
 * Which of a search's words are probed alone: at most MAX_PROBED_WORDS, those not known to
 * be common first, then the longest, then in the search's order. `rare`: the probed ones
 * not known to be common; `common`: the probed ones known to be; `unprobed`: the rest.
 */
function wordsToProbe(
  kind: SearchKind,
  scope: SearchScope,
  words: readonly string[],
): { rare: string[]; common: string[]; unprobed: string[] } {
  const known = (word: string) => commonWords.has(commonKey(kind, scope, [word]));
  const probed = [...new Set(words)]
    .map((word, at) => ({ word, at, known: Number(known(word)) }))
    .sort((a, b) => a.known - b.known || [...b.word].length - [...a.word].length || a.at - b.at)
    .slice(0, MAX_PROBED_WORDS)
    .map(({ word }) => word);
  const common = probed.filter(known);
  return {
    rare: probed.filter((word) => !common.includes(word)),
    common,
    unprobed: words.filter((word) => !probed.includes(word)),
  };
}

/**
 * Each of `words` probed alone (orderedMatchesOf): `settled`, the ordered matches of those
 * with at most CANDIDATE_CAP; `unsettled`, the others, remembered as common (commonWords);
 * `answers`, each word's probe.
 */
async function probeEach(
  strapi: Core.Strapi,
  kind: SearchKind,
  list: SearchList,
  scope: SearchScope,
  words: readonly string[],
): Promise<{
  settled: Array<readonly number[]>;
  unsettled: string[];
  answers: Map<string, readonly number[] | typeof MANY | null>;
}> {
  const lists = await Promise.all(words.map((word) => orderedMatchesOf(strapi, kind, list, scope, [word])));
  const settled: Array<readonly number[]> = [];
  const unsettled: string[] = [];
  words.forEach((word, i) => {
    const ids = lists[i] ?? null;
    if (isIds(ids)) {
      settled.push(ids);
      return;
    }
    unsettled.push(word);
    for (const holding of scopesHolding(scope)) commonWords.set(commonKey(kind, holding, [word]), true);
  });
  return { settled, unsettled, answers: new Map(words.map((word, i) => [word, lists[i] ?? null])) };
}

/**
 * PostgreSQL's part of matchesInOrder. Its planner cannot tell from statistics how many
 * rows hold a word, and given the trigram index it collected every match of a common word
 * and sorted them (`the`: 234 ms at 100,000 businesses). So, as on SQLite, the index is
 * asked for at most CANDIDATE_CAP + 1 rows holding each word: fewer, and exactly those, in
 * the list's order, are the word's matches (orderedMatchesOf, kept until content changes);
 * more, and the word is tested with LIKE, which no index serves here, so the list's own
 * index is walked in order and the walk stops at the limit. A word known to be common
 * (commonWords) is not probed again, and the list's first HEAD_ROWS rows are tested first:
 * when at least `limit` of them match, they hold the first matches. When every word has
 * its ordered matches, the page is their first `limit` ids in common, read by id. When no
 * word has, the words together are probed as one word is, and only a common combination
 * is walked for. A probe or a walk that runs too long is cancelled (PROBE_TIMEOUT_MS).
 */
async function postgresMatchesInOrder(
  strapi: Core.Strapi,
  kind: SearchKind,
  list: SearchList,
  rows: { query: Knex.QueryBuilder; exclude: unknown[] },
  terms: string[],
  scope: SearchScope,
  limit: number,
): Promise<Row[]> {
  const { alias } = list.shape;
  const { query, exclude } = rows;
  // The scope's own trigram index: a word common in descriptions but rare in names finds its few names.
  const joined = joinedText(kind, alias, scope);
  const columns = scopeColumns(kind, scope);
  // Every word has an index: the trigrams, or the short pieces (search_grams) under three
  // characters. Each is tested on a row by LIKE in the joined text, which holds a word
  // (no whitespace) exactly when one column does. At most MAX_PROBED_WORDS of them are
  // probed; the others are tested on the rows the probes give.
  const indexed = terms;
  const { rare, common, unprobed } = wordsToProbe(kind, scope, indexed);
  const whereAllWords = (target: Knex.QueryBuilder, patterns: readonly string[]) =>
    whereAllPatterns(target, joined, patterns);
  const page = (ids: readonly number[]) => pageOfIds(strapi, list, ids, limit);

  if (common.length > 0) {
    // The list's first rows with the columns the words are looked for in. Every match among
    // them is read, not the first `limit`: a subquery's order is not promised to its reader,
    // so the page puts them in order.
    const head = knex(strapi)
      .select(`${alias}.id`)
      .from(
        query
          .clone()
          .clearSelect()
          .select([`${alias}.id`, ...columns.map((column) => `${alias}.${column}`)])
          .limit(HEAD_ROWS)
          .as(alias),
      );
    whereAllWords(head, indexed.map(likePattern));
    const first = await readIds(strapi, head);
    if (first.length >= limit) return page(first);
  }
  // The page from ids of matches in the list's order, every word in `untested` tested on them.
  const fromIds = async (ids: readonly number[], untested: string[]) => {
    const left = new Set(exclude.map(Number));
    const kept = ids.filter((id) => !left.has(id));
    if (kept.length === 0) return [];
    const first = (await passing(strapi, kind, list, scope, kept, untested)).slice(0, limit);
    return first.length === 0 ? [] : page(first);
  };
  if (rare.length > 0) {
    const { settled, unsettled } = await probeEach(strapi, kind, list, scope, rare);
    // The other words are tested on the candidates.
    if (settled.length > 0) return fromIds(inAll(settled), [...common, ...unsettled, ...unprobed]);
  }
  // Every word is common, but together they may be rare (`salty plant`: 58 names of
  // 1,000,000, each word in thousands), and the walk would read the list until it met
  // `limit` of them (half a second there). The index is asked for the rows holding them
  // all, as for one word; a combination found common is remembered as a word is.
  // Every word, also those not probed alone: one statement whatever their number.
  const together = [...new Set(indexed)];
  if (together.length > 1 && !commonWords.has(commonKey(kind, scope, together))) {
    const ids = await orderedMatchesOf(strapi, kind, list, scope, together);
    if (isIds(ids)) return fromIds(ids, []);
    commonWords.set(commonKey(kind, scope, together), true);
  }
  // The walk reads ids only, then the page by id: where the list's index holds the scope's
  // columns (a business's name), no row is read until the page (`hidden` in names at
  // 1,000,000 businesses: 13 ms reading each row walked, 1.1 ms from the index alone).
  const walk = paged(query.clone().clearSelect().select(`${alias}.id`), limit);
  whereAllWords(walk, indexed.map(likePattern));
  const walked = await timedOut(
    readIds(strapi, walk.timeout(timeoutOf('SEARCH_WALK_TIMEOUT_MS', WALK_TIMEOUT_MS), CANCEL)),
  );
  if (walked === TIMED_OUT) throw new SearchTooCostlyError();
  return walked.length === 0 ? [] : page(walked);
}

/**
 * A search's first `limit` rows of a kind: those whose name holds every word, then the
 * other matches, each group in the list's own order (`shape.order`), each row with its
 * image and `shape.perRow`'s extras read in the same statement as its page. `rows`: the
 * kind's published rows, aliased as `shape` says, no columns chosen; `key` names every
 * value that shapes them and the shape (SearchList). Reads at most a bounded number of
 * candidates; never ranks every match.
 */
export async function firstMatches(
  strapi: Core.Strapi,
  kind: SearchKind,
  rows: () => Knex.QueryBuilder,
  key: string,
  shape: ListShape,
  terms: string[],
  limit: number,
): Promise<Row[]> {
  const list = searchList(rows, key, shape);
  if (terms.length === 0) return readPage(strapi, list, list.ordered(), limit);
  const named = await matchesInOrder(strapi, kind, list, terms, 'name', [], limit);
  if (named.length >= limit) return named;
  const others = await matchesInOrder(
    strapi,
    kind,
    list,
    terms,
    'all',
    named.map((row) => row.id),
    limit - named.length,
  );
  return [...named, ...others];
}

/**
 * SQLite's page of a list searched with words (a list route's `q`), or null elsewhere: the
 * rows of `rows` (the list's other filters, aliased as `shape` says, no columns chosen)
 * holding every word in any column, in the list's order, read as a search reads them
 * (matchesInOrder): a word's few candidates put in order, a common word's list walked in
 * its order to the page. Joined to the trigram table, SQLite read every match of a common
 * word and sorted them (`/api/businesses?q=60 tampa` at 100,000 businesses: 0.73 s).
 * PostgreSQL reads its page and total together (postgresSearchedList).
 */
async function searchedListPage(
  strapi: Core.Strapi,
  kind: SearchKind,
  rows: () => Knex.QueryBuilder,
  key: string,
  shape: ListShape,
  terms: string[],
  page: { limit: number; offset: number },
): Promise<Row[] | null> {
  if (terms.length === 0 || !usesFtsTable(strapi, kind)) return null;
  return matchesInOrder(strapi, kind, searchList(rows, key, shape), terms, 'all', [], page.limit, page.offset);
}

/**
 * PostgreSQL's page and total of a list searched with words (a list route's `q`), in the
 * list's order, read as a search reads a kind in every column: the words' probes
 * (orderedMatchesOf, kept until content changes) give every match when a word, or the
 * words together, are in at most CANDIDATE_CAP rows, and then the page is a slice of them
 * and the total their number; when more hold them all, the total is SEARCH_TOTAL_BOUND
 * (CANDIDATE_CAP is above it) and the page walks the list in its order to the page's end.
 * Only a probe given up for its time leaves the total unknown: the walk then reads to one
 * past the bound. A walk that runs past its time answers 422 (SearchTooCostlyError), as a
 * search does. With the list's own statement PostgreSQL counted every match and sorted
 * them (`/api/businesses?q=tampa` at 100,000 businesses: 0.45-0.7 s).
 */
async function postgresSearchedList(
  strapi: Core.Strapi,
  kind: SearchKind,
  list: SearchList,
  terms: string[],
  page: { limit: number; offset: number },
): Promise<{ rows: Row[] } & ListTotal> {
  const scope: SearchScope = 'all';
  const { limit, offset } = page;
  const words = [...new Set(terms)];
  // The page of matches (ids in the list's order, from the first on): a slice of them.
  const pageOf = async (matches: readonly number[]): Promise<Row[]> => {
    const onPage = matches.slice(offset, offset + limit);
    return onPage.length === 0 ? [] : pageOfIds(strapi, list, onPage, limit);
  };
  // Every match: the total is their number.
  const fromMatches = async (matches: readonly number[]) => ({
    rows: await pageOf(matches),
    ...searchTotal(matches.length),
  });
  const { rare, common, unprobed } = wordsToProbe(kind, scope, words);
  const probed = rare.length > 0 ? await probeEach(strapi, kind, list, scope, rare) : null;
  if (probed && probed.settled.length > 0) {
    const untested = [...common, ...probed.unsettled, ...unprobed];
    return fromMatches(await passing(strapi, kind, list, scope, inAll(probed.settled), untested));
  }
  // No word rare alone: the words together are probed as one (one word: its own probe's answer).
  const together =
    words.length === 1 && probed?.answers.has(words[0]!)
      ? (probed.answers.get(words[0]!) ?? null)
      : await orderedMatchesOf(strapi, kind, list, scope, words);
  if (isIds(together)) return fromMatches(together);
  if (words.length > 1) commonWords.set(commonKey(kind, scope, words), true);
  const many = together === MANY;
  const { alias } = list.shape;
  const walk = paged(
    list.ordered().clearSelect().select(`${alias}.id`),
    many ? offset + limit : Math.max(offset + limit, SEARCH_TOTAL_BOUND + 1),
  );
  whereAllPatterns(walk, joinedText(kind, alias, scope), words.map(likePattern));
  const walked = await timedOut(
    readIds(strapi, walk.timeout(timeoutOf('SEARCH_WALK_TIMEOUT_MS', WALK_TIMEOUT_MS), CANCEL)),
  );
  if (walked === TIMED_OUT) throw new SearchTooCostlyError();
  const rows = await pageOf(walked);
  // MANY: more than CANDIDATE_CAP, so more than the bound, hold the words.
  return { rows, ...(many ? { total: SEARCH_TOTAL_BOUND, atLeast: true } : searchTotal(walked.length)) };
}

/**
 * listPage's options for a list whose `q` is `q`: its total bounded (listTotal), and,
 * where `readsPage` (a box's list keeps its own reads), its page read as a search reads
 * it: on SQLite by searchedListPage, on PostgreSQL with its total by postgresSearchedList.
 * `rows`: the list's rows filtered by all but the words.
 */
export function searchedListOptions(
  strapi: Core.Strapi,
  kind: SearchKind,
  q: string | undefined,
  list: {
    rows: () => Knex.QueryBuilder;
    /** Names the rows (their filters, without the words) and the shape (listKey). */
    key: string | undefined;
    shape: ListShape;
    page: { limit: number; offset: number };
  },
  readsPage = true,
): {
  searched: boolean;
  searchedPage?: () => Promise<Row[] | null>;
  searchedList?: () => Promise<{ rows: Row[] } & ListTotal>;
} {
  if (!q) return { searched: false };
  const { rows, key, shape, page } = list;
  if (!readsPage) return { searched: true };
  if (usesTrigramIndex(strapi, kind)) {
    const terms = searchTerms(q);
    // The probes' answers are kept by the list's key: without one, the list's own statement.
    if (terms.length === 0 || key === undefined) return { searched: true };
    return {
      searched: true,
      searchedList: () => postgresSearchedList(strapi, kind, searchList(rows, key, shape), terms, page),
    };
  }
  return {
    searched: true,
    searchedPage: () => searchedListPage(strapi, kind, rows, key ?? '', shape, searchTerms(q), page),
  };
}

const definitionTag = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 8);

async function setUpSqlite(
  db: Knex,
  strapi: Core.Strapi,
  kind: SearchKind,
  scope: SearchScope,
  log: (line: string) => void,
): Promise<void> {
  const table = tableOf(strapi, kind);
  const fts = ftsTableOf(strapi, kind, scope);
  const columns = scopeColumns(kind, scope);
  const columnList = columns.map(quoteName).join(', ');
  const lowered = (prefix: string) =>
    columns.map((column) => `lower(coalesce(${prefix}${quoteName(column)}, ''))`).join(', ');
  const triggers: Record<string, string> = {
    [`${fts}_insert`]:
      `CREATE TRIGGER ${quoteName(`${fts}_insert`)} AFTER INSERT ON ${quoteName(table)} WHEN new.published_at IS NOT NULL ` +
      `BEGIN INSERT INTO ${quoteName(fts)}(rowid, ${columnList}) VALUES (new.id, ${lowered('new.')}); END`,
    [`${fts}_update`]:
      `CREATE TRIGGER ${quoteName(`${fts}_update`)} AFTER UPDATE OF id, published_at, ${columnList} ON ${quoteName(table)} ` +
      `BEGIN DELETE FROM ${quoteName(fts)} WHERE rowid = old.id; ` +
      `INSERT INTO ${quoteName(fts)}(rowid, ${columnList}) SELECT new.id, ${lowered('new.')} WHERE new.published_at IS NOT NULL; END`,
    [`${fts}_delete`]:
      `CREATE TRIGGER ${quoteName(`${fts}_delete`)} AFTER DELETE ON ${quoteName(table)} ` +
      `BEGIN DELETE FROM ${quoteName(fts)} WHERE rowid = old.id; END`,
  };
  const existing = (await db.raw(`SELECT type, name, sql FROM sqlite_master WHERE name = ? OR tbl_name = ?`, [
    fts,
    table,
  ])) as Array<{ type: string; name: string; sql: string | null }>;
  const current = new Map(existing.map((row) => [row.name, row.sql]));
  // Already lower-cased by our lower(), so the trigrams compare exactly.
  const createTable = `CREATE VIRTUAL TABLE ${quoteName(fts)} USING fts5(${columnList}, tokenize='trigram case_sensitive 1')`;
  const upToDate =
    current.get(fts) === createTable && Object.entries(triggers).every(([name, sql]) => current.get(name) === sql);
  if (upToDate) return;

  // Missing or changed (a table rebuild by a schema change drops triggers): rebuild.
  const started = Date.now();
  await db.transaction(async (trx) => {
    for (const name of Object.keys(triggers)) await trx.raw(`DROP TRIGGER IF EXISTS ${quoteName(name)}`);
    await trx.raw(`DROP TABLE IF EXISTS ${quoteName(fts)}`);
    await trx.raw(createTable);
    await trx.raw(
      `INSERT INTO ${quoteName(fts)}(rowid, ${columnList}) SELECT id, ${lowered('')} FROM ${quoteName(table)} WHERE published_at IS NOT NULL`,
    );
    for (const sql of Object.values(triggers)) await trx.raw(sql);
  });
  log(`Search index ${fts} built in ${Date.now() - started} ms`);
}

/**
 * SQLite's table of a kind's short pieces (short-grams.ts): contentless, rows only
 * (`detail=none`: a word of one or two characters is one token), the names' pieces with
 * tokens of their own, filled by triggers through search_name_grams() and search_grams(),
 * which the cms's connections register (config/database.ts).
 */
async function setUpSqliteGrams(db: Knex, strapi: Core.Strapi, kind: SearchKind, log: (line: string) => void) {
  const table = tableOf(strapi, kind);
  const grams = gramTableOf(strapi, kind);
  const columns = [...NAME_COLUMNS[kind], ...otherColumns(kind)];
  const columnList = columns.map(quoteName).join(', ');
  const text = (prefix: string, of: readonly string[]) =>
    `lower(${of.map((column) => `coalesce(${prefix}${quoteName(column)}, '')`).join(` || ' ' || `)})`;
  const values = (prefix: string) =>
    `search_name_grams(${text(prefix, NAME_COLUMNS[kind])}) || ' ' || search_grams(${text(prefix, otherColumns(kind))})`;
  const triggers: Record<string, string> = {
    [`${grams}_insert`]:
      `CREATE TRIGGER ${quoteName(`${grams}_insert`)} AFTER INSERT ON ${quoteName(table)} WHEN new.published_at IS NOT NULL ` +
      `BEGIN INSERT INTO ${quoteName(grams)}(rowid, pieces) VALUES (new.id, ${values('new.')}); END`,
    [`${grams}_update`]:
      `CREATE TRIGGER ${quoteName(`${grams}_update`)} AFTER UPDATE OF id, published_at, ${columnList} ON ${quoteName(table)} ` +
      `BEGIN DELETE FROM ${quoteName(grams)} WHERE rowid = old.id; ` +
      `INSERT INTO ${quoteName(grams)}(rowid, pieces) SELECT new.id, ${values('new.')} WHERE new.published_at IS NOT NULL; END`,
    [`${grams}_delete`]:
      `CREATE TRIGGER ${quoteName(`${grams}_delete`)} AFTER DELETE ON ${quoteName(table)} ` +
      `BEGIN DELETE FROM ${quoteName(grams)} WHERE rowid = old.id; END`,
  };
  const existing = (await db.raw(`SELECT name, sql FROM sqlite_master WHERE name = ? OR tbl_name = ?`, [
    grams,
    table,
  ])) as Array<{ name: string; sql: string | null }>;
  const current = new Map(existing.map((row) => [row.name, row.sql]));
  const createTable = `CREATE VIRTUAL TABLE ${quoteName(grams)} USING fts5(pieces, content='', contentless_delete=1, detail='none', tokenize='ascii')`;
  const upToDate =
    current.get(grams) === createTable && Object.entries(triggers).every(([name, sql]) => current.get(name) === sql);
  if (upToDate) return;
  const started = Date.now();
  await db.transaction(async (trx) => {
    for (const name of Object.keys(triggers)) await trx.raw(`DROP TRIGGER IF EXISTS ${quoteName(name)}`);
    await trx.raw(`DROP TABLE IF EXISTS ${quoteName(grams)}`);
    await trx.raw(createTable);
    await trx.raw(
      `INSERT INTO ${quoteName(grams)}(rowid, pieces) SELECT id, ${values('')} FROM ${quoteName(table)} WHERE published_at IS NOT NULL`,
    );
    for (const sql of Object.values(triggers)) await trx.raw(sql);
  });
  log(`Search index ${grams} built in ${Date.now() - started} ms`);
}

async function setUpPostgres(
  db: Knex,
  strapi: Core.Strapi,
  kind: SearchKind,
  scope: SearchScope,
  log: (line: string) => void,
): Promise<void> {
  const table = tableOf(strapi, kind);
  const expression = joinedText(kind, '', scope);
  // The name carries the definition, so a changed definition gets a new index.
  const prefix = `${table}_search_${scope === 'name' ? 'name_' : ''}`;
  const name = `${prefix}${definitionTag(expression)}`;
  // This scope's earlier definitions: the prefix, then exactly the 8 characters of a tag.
  const stale = (await db.raw(
    `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ? AND indexname LIKE ? AND indexname <> ?`,
    [table, `${prefix.replace(/_/g, '\\_')}________`, name],
  )) as { rows: Array<{ indexname: string }> };
  for (const row of stale.rows) await db.raw(`DROP INDEX IF EXISTS ${quoteName(row.indexname)}`);
  const started = Date.now();
  const created = (await db.raw(`SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ?`, [
    name,
  ])) as {
    rows: unknown[];
  };
  if (created.rows.length > 0) return;
  await db.raw(
    `CREATE INDEX IF NOT EXISTS ${quoteName(name)} ON ${quoteName(table)} USING gin ((${expression}) gin_trgm_ops) WHERE published_at IS NOT NULL`,
  );
  log(`Search index ${name} built in ${Date.now() - started} ms`);
}

/**
 * PostgreSQL's GIN index of a scope's short pieces (search_grams(), short-grams.ts): words
 * of one or two characters, which the trigram index cannot find. Its name carries the
 * definition of the function too.
 */
async function setUpPostgresGrams(
  db: Knex,
  strapi: Core.Strapi,
  kind: SearchKind,
  scope: SearchScope,
  log: (line: string) => void,
): Promise<void> {
  const table = tableOf(strapi, kind);
  const expression = `search_grams(${joinedText(kind, '', scope)})`;
  const prefix = `${table}_grams_${scope === 'name' ? 'name_' : ''}`;
  const name = `${prefix}${definitionTag(`${expression}|${POSTGRES_SEARCH_GRAMS}`)}`;
  const stale = (await db.raw(
    `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ? AND indexname LIKE ? AND indexname <> ?`,
    [table, `${prefix.replace(/_/g, '\\_')}________`, name],
  )) as { rows: Array<{ indexname: string }> };
  for (const row of stale.rows) await db.raw(`DROP INDEX IF EXISTS ${quoteName(row.indexname)}`);
  const created = (await db.raw(`SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ?`, [
    name,
  ])) as { rows: unknown[] };
  if (created.rows.length > 0) return;
  const started = Date.now();
  await db.raw(
    `CREATE INDEX IF NOT EXISTS ${quoteName(name)} ON ${quoteName(table)} USING gin ((${expression})) WHERE published_at IS NOT NULL`,
  );
  log(`Search index ${name} built in ${Date.now() - started} ms`);
}

/** Creates or replaces search_grams() when it is missing or defined otherwise (not at every start: replicas start together). */
async function ensureSearchGramsFunction(db: Knex): Promise<void> {
  const body = POSTGRES_SEARCH_GRAMS.slice(
    POSTGRES_SEARCH_GRAMS.indexOf('$$') + 2,
    POSTGRES_SEARCH_GRAMS.lastIndexOf('$$'),
  );
  const found = (await db.raw(
    `SELECT prosrc FROM pg_proc WHERE proname = 'search_grams' AND pronamespace = current_schema()::regnamespace`,
  )) as { rows: Array<{ prosrc: string }> };
  if (found.rows.some((row) => row.prosrc === body)) return;
  await db.raw(POSTGRES_SEARCH_GRAMS);
}

/** Creates or repairs the search indexes (idempotent; run at every start, after schema sync). */
export async function setUpSearchIndexes(strapi: Core.Strapi): Promise<void> {
  const db = knex(strapi);
  const client = strapi.db.dialect.client === 'postgres' ? 'postgres' : 'sqlite';
  const state: State = { client, indexed: new Set() };
  const log = (line: string) => strapi.log.info(line);
  if (client === 'postgres') {
    try {
      await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await ensureSearchGramsFunction(db);
    } catch (error) {
      strapi.log.warn(
        `Searches scan the tables: the pg_trgm extension could not be enabled (${(error as Error).message}). Ask the database owner to run CREATE EXTENSION pg_trgm.`,
      );
      states.set(strapi, state);
      return;
    }
  }
  for (const kind of Object.keys(SEARCH_SOURCES) as SearchKind[]) {
    if (client === 'sqlite') {
      await setUpSqlite(db, strapi, kind, 'all', log);
      await setUpSqlite(db, strapi, kind, 'name', log);
      await setUpSqliteGrams(db, strapi, kind, log);
    } else {
      await setUpPostgres(db, strapi, kind, 'all', log);
      await setUpPostgres(db, strapi, kind, 'name', log);
      await setUpPostgresGrams(db, strapi, kind, 'all', log);
      await setUpPostgresGrams(db, strapi, kind, 'name', log);
    }
    state.indexed.add(kind);
  }
  states.set(strapi, state);
  if (client === 'postgres') await keepLearningCommonWords(strapi, state);
}
