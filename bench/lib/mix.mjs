/**
 * The mix: what many visitors do at once, spread over the whole data set rather than one
 * URL per scenario (which only times the response cache).
 *
 * - The URL universe comes from the data set: business detail pages (slugs sampled from
 *   every published business), the same businesses' review pages (newest first, then the
 *   other sorts, then deeper pages as far as each business has reviews), business lists (every category × area pair that has
 *   businesses, and each alone, pages 1-10 of 12 as the site shows them), searches of one
 *   and two words taken from the business names (the most frequent words and the most
 *   frequent adjacent pairs first, so the commonest words are in it), event lists
 *   (category × timeframe, pages), property lists (listing type × property type × price
 *   range × area, pages), creator pages (the 5,000 most followed) and the businesses'
 *   map as visitors pan and zoom it (clusters of each view, and "Search this area" lists;
 *   map-views.mjs). List pages past the end are dropped once the cms has said how many
 *   rows a list has.
 * - Each request picks a kind by its share (34 % detail, 17 % lists, 13 % search, 8.5 %
 *   events, 8.5 % properties, 4.5 % creators, 9 % review pages, 5 % map, 0.5 % review
 *   writes),
 *   then a URL of that kind by a Zipf law of exponent 1 over the kind's URLs in
 *   popularity order (page 1 before page 2, the most common words first, creators by
 *   followers, the rest in a seeded random order). A review write is a signed-in
 *   visitor's POST /api/account/reviews about a business drawn by the same law over the
 *   detail pages' businesses (visitors.mjs).
 * - The sequence is fixed by the seed; every server answers the same sequence from its
 *   start (the warm-up takes the first part, the measured run continues from there), and
 *   the 32 connections share one cursor through it, as independent visitors would.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BUSINESS_LIST,
  DIRECTORY_PAGE_SIZE,
  EVENT_LIST,
  PROPERTY_LIST,
  REAL_ESTATE_DIRECTORY,
  RENTAL_DIRECTORY,
  directoryOffers,
  REVIEW_DEFAULT_SORT,
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
} from '@tampa-local/domain';
import { CMS_DIR, ROOT } from './env.mjs';
import { mapWalks } from './map-views.mjs';

/** @typedef {import('./env.mjs').BenchDatabase} BenchDatabase */

const requireCms = createRequire(path.join(CMS_DIR, 'package.json'));

/** What visitors ask for, by kind: the pages and lists, review pages, the map, review writes. */
export const MIX_SHARES = {
  detail: 0.34,
  list: 0.17,
  search: 0.13,
  events: 0.085,
  properties: 0.085,
  creators: 0.045,
  reviews: 0.09,
  map: 0.05,
  reviewWrite: 0.005,
};
/** @typedef {keyof typeof MIX_SHARES} MixKind */
// Object.keys types the keys as plain strings.
export const MIX_KINDS = /** @type {MixKind[]} */ (Object.keys(MIX_SHARES));
/** The kinds that are plain GETs (every one but the review writes). */
export const READ_KINDS = MIX_KINDS.filter((kind) => kind !== 'reviewWrite');
/** Where review writes go; the body, visitor and business are chosen as each is sent. */
export const REVIEW_WRITE_PATH = '/api/account/reviews';
/** Review pages of a business the mix visits at most (newest first). */
const REVIEW_PAGES = 10;
/** The review sorts besides the default, which the review page's plain URL shows. */
const OTHER_REVIEW_SORTS = REVIEW_SORTS.filter((sort) => sort !== REVIEW_DEFAULT_SORT);

/**
 * URLs of each kind, most popular first.
 * @typedef {Record<MixKind, string[]>} MixUrls
 */
/**
 * The URL universe of a data set (buildUniverse).
 * @typedef {MixUrls & { mostCommonWords: string[], mostCommonPairs: string[], commonSearches: string[] }} Universe
 */
/**
 * One request of a sequence: its kind (a MixKind, or a finer one such as search1) and path.
 * @typedef {{ kind: string, path: string }} MixItem
 */

/** How deep visitors page (the site's pages of DIRECTORY_PAGE_SIZE). */
const LIST_PAGES = 10;
const EVENT_PAGES = 5;
const PROPERTY_PAGES = 3;
const SEARCH_ONE_WORD = 600;
const SEARCH_TWO_WORDS = 1400;

/**
 * The seed's own seeded generator (mulberry32, seed/src/random.ts; compiled before a run):
 * the same seed gives the same universe and sequence.
 * @param {number} seed
 * @returns {() => number}
 */
export function random(seed) {
  /** @type {typeof import('../../seed/src/random.js')} */
  const { mulberry32 } = createRequire(import.meta.url)(path.join(ROOT, 'seed', 'dist', 'src', 'random.js'));
  return mulberry32(seed);
}

/**
 * @template T
 * @param {T[]} items
 * @param {() => number} next
 */
function shuffle(items, next) {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    // Both indexes are below items.length.
    [items[i], items[j]] = [/** @type {T} */ (items[j]), /** @type {T} */ (items[i])];
  }
  return items;
}

/**
 * Rows of one SQL statement on the benchmark's database (read-only); the caller states
 * the columns it selected.
 * @param {BenchDatabase} db
 * @param {string} sql
 * @returns {Promise<unknown[]>}
 */
export async function rows(db, sql) {
  if (db.client === 'sqlite') {
    /** @type {typeof import('better-sqlite3')} */
    const Database = requireCms('better-sqlite3');
    const connection = new Database(db.file, { readonly: true });
    try {
      return connection.prepare(sql).all();
    } finally {
      connection.close();
    }
  }
  /** @type {typeof import('pg')} */
  const pg = requireCms('pg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const query = (/** @type {Record<string, string | undefined>} */ params) => {
  // The filter leaves only entries with a value.
  const set = /** @type {[string, string][]} */ (Object.entries(params).filter(([, value]) => value !== undefined));
  const text = new URLSearchParams(set).toString();
  return text ? `?${text}` : '';
};

/**
 * Lists of every filter combination, pages 1..pages, ordered by page then fewer filters first.
 * @param {string} route
 * @param {Record<string, string | undefined>[]} combos
 * @param {number} pages
 * @param {() => number} next
 */
function listUrls(route, combos, pages, next) {
  const entries = [];
  for (const combo of combos) {
    const filters = Object.values(combo).filter((value) => value !== undefined).length;
    for (let page = 1; page <= pages; page += 1) {
      const url = `${route}${query({ ...combo, limit: String(DIRECTORY_PAGE_SIZE), offset: page > 1 ? String((page - 1) * DIRECTORY_PAGE_SIZE) : undefined })}`;
      entries.push({ url, page, filters, tie: next() });
    }
  }
  entries.sort((a, b) => a.page - b.page || a.filters - b.filters || a.tie - b.tie);
  return entries.map((entry) => entry.url);
}

/**
 * No filter, then each value.
 * @template T
 * @param {readonly T[]} values
 * @returns {(T | undefined)[]}
 */
const withAll = (values) => [undefined, ...values];

/**
 * Words of business names as the search splits them (lower case, letters, digits, apostrophes).
 * @param {string} name
 */
function nameWords(name) {
  return String(name)
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word.length >= 2);
}

/**
 * The URL universe of a data set, per kind, most popular first. `detail` caps how many
 * business pages it holds (sampled evenly at random from all published businesses),
 * `creators` how many creator pages (the most followed).
 * @param {BenchDatabase} db
 * @param {{ seed?: number, detail?: number, creators?: number }} [options]
 * @returns {Promise<Universe>}
 */
export async function buildUniverse(db, { seed = 1, detail = 6000, creators = 5000 } = {}) {
  const next = random(seed);
  const published = /** @type {{ slug: string, review_count: number }[]} */ (
    await rows(db, 'SELECT slug, review_count FROM businesses WHERE published_at IS NOT NULL ORDER BY id')
  );
  const chosen = shuffle(published, next).slice(0, detail);
  const detailUrls = chosen.map((row) => `/api/businesses/${encodeURIComponent(row.slug)}`);
  // Review pages of the same businesses, in the same order: each business's newest page
  // first, then its other sorts, then its deeper pages (as far as it has reviews).
  const reviewEntries = [];
  for (const [rank, row] of chosen.entries()) {
    const base = `/api/businesses/${encodeURIComponent(row.slug)}/reviews`;
    reviewEntries.push({ url: base, depth: 0, rank });
    if (Number(row.review_count) === 0) continue;
    for (const sort of OTHER_REVIEW_SORTS) reviewEntries.push({ url: `${base}?sort=${sort}`, depth: 1, rank });
    const pages = Math.min(REVIEW_PAGES, Math.ceil(Number(row.review_count) / REVIEWS_PAGE_SIZE));
    for (let page = 2; page <= pages; page += 1) reviewEntries.push({ url: `${base}?page=${page}`, depth: page, rank });
  }
  reviewEntries.sort((a, b) => a.depth - b.depth || a.rank - b.rank);
  const reviewUrls = reviewEntries.map((entry) => entry.url);

  const pairs = /** @type {{ category: string, area: string }[]} */ (
    await rows(
      db,
      'SELECT category, area, COUNT(*) AS n FROM businesses WHERE published_at IS NOT NULL GROUP BY category, area',
    )
  );
  const present = new Set(pairs.map((row) => `${row.category}|${row.area}`));
  const businessCombos = [];
  const businessFilters = BUSINESS_LIST.filters;
  for (const category of withAll(businessFilters.category.values))
    for (const area of withAll(businessFilters.area.values))
      if (!category || !area || present.has(`${category}|${area}`)) businessCombos.push({ category, area });
  const listUrlsOfBusinesses = listUrls(`/api${BUSINESS_LIST.path}`, businessCombos, LIST_PAGES, next);

  // Words and adjacent pairs of words in the names, by how many names have them.
  /** @type {Map<string, number>} */
  const words = new Map();
  /** @type {Map<string, number>} */
  const bigrams = new Map();
  const count = (/** @type {Map<string, number>} */ map, /** @type {string} */ key) =>
    map.set(key, (map.get(key) ?? 0) + 1);
  const names = /** @type {{ name: string }[]} */ (
    await rows(db, 'SELECT name FROM businesses WHERE published_at IS NOT NULL')
  );
  for (const { name } of names) {
    const split = nameWords(name);
    for (const word of new Set(split)) count(words, word);
    for (let i = 1; i < split.length; i += 1)
      if (split[i - 1] !== split[i]) count(bigrams, `${split[i - 1]} ${split[i]}`);
  }
  const byFrequency = (/** @type {Map<string, number>} */ map, /** @type {number} */ n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, n)
      .map(([text]) => text);
  const oneWord = byFrequency(words, SEARCH_ONE_WORD);
  const twoWords = byFrequency(bigrams, SEARCH_TWO_WORDS);
  const phrases = [];
  // One word, two words, two words, one word…: the most common of both near the top.
  for (let i = 0, j = 0; i < oneWord.length || j < twoWords.length;) {
    if (i < oneWord.length) phrases.push(oneWord[i++]);
    if (j < twoWords.length) phrases.push(twoWords[j++]);
    if (j < twoWords.length) phrases.push(twoWords[j++]);
  }
  const searchUrls = phrases.map((q) => `/api/search${query({ q, limit: '20' })}`);

  const eventCombos = [];
  for (const category of withAll(EVENT_LIST.filters.category.values))
    for (const timeframe of withAll(EVENT_LIST.filters.timeframe.values)) eventCombos.push({ category, timeframe });
  const eventUrls = listUrls(`/api${EVENT_LIST.path}`, eventCombos, EVENT_PAGES, next);

  const propertyCombos = [];
  const propertyFilters = PROPERTY_LIST.filters;
  for (const listingType of withAll(propertyFilters.listingType.values))
    for (const propertyType of withAll(propertyFilters.propertyType.values)) {
      // The price ranges of the page that shows the listing type: the rentals' by the night.
      const ranges =
        listingType === RENTAL_DIRECTORY.fixed.listingType
          ? directoryOffers(RENTAL_DIRECTORY, 'priceRange')
          : listingType === undefined
            ? []
            : directoryOffers(REAL_ESTATE_DIRECTORY, 'priceRange');
      for (const priceRange of withAll(ranges))
        for (const area of withAll(propertyFilters.area.values))
          propertyCombos.push({ listingType, propertyType, priceRange, area });
    }
  const propertyUrls = listUrls(`/api${PROPERTY_LIST.path}`, propertyCombos, PROPERTY_PAGES, next);

  const creatorUrls = /** @type {{ slug: string }[]} */ (
    await rows(db, 'SELECT slug FROM influencers WHERE published_at IS NOT NULL ORDER BY follower_count DESC, id')
  )
    .slice(0, creators)
    .map((row) => `/api/influencers/${encodeURIComponent(row.slug)}`);

  return {
    detail: detailUrls,
    list: listUrlsOfBusinesses,
    search: searchUrls,
    events: eventUrls,
    properties: propertyUrls,
    creators: [...new Set(creatorUrls)],
    reviews: reviewUrls,
    map: mapWalks({ seed }),
    reviewWrite: [REVIEW_WRITE_PATH],
    mostCommonWords: oneWord.slice(0, 10),
    mostCommonPairs: twoWords.slice(0, 10),
    commonSearches: [...oneWord.slice(0, 10), ...twoWords.slice(0, 10)].map(
      (q) => `/api/search${query({ q, limit: '20' })}`,
    ),
  };
}

/**
 * Fetches every URL of the universe once (a few at a time) from `base`; drops list pages
 * past the end (offset at or beyond X-Total-Count) and returns what is left, with any URL
 * that did not answer 2xx.
 * @param {string} base
 * @param {Universe} universe
 * @returns {Promise<{ universe: Universe, failures: string[] }>}
 */
export async function visitUniverse(base, universe, concurrency = 4) {
  const all = READ_KINDS.flatMap((kind) => universe[kind].map((url) => ({ kind, url })));
  /** @type {Set<string>} */
  const beyond = new Set();
  /** @type {string[]} */
  const failures = [];
  let index = 0;
  const worker = async () => {
    while (index < all.length) {
      const item = all[index++];
      if (!item) break;
      const { url } = item;
      let response;
      // A connection the server dropped is tried again twice before it counts as a failure.
      for (let attempt = 1; !response; attempt += 1) {
        try {
          response = await fetch(base + url);
          await response.arrayBuffer();
        } catch (error) {
          response = undefined;
          if (attempt === 3) {
            // fetch rejects with a TypeError whose cause is the socket's error (ECONNRESET…).
            const { cause, message } = /** @type {Error & { cause?: { code?: string } }} */ (error);
            failures.push(`${cause?.code ?? message} ${url}`);
            break;
          }
        }
      }
      if (!response) continue;
      if (!response.ok) failures.push(`${response.status} ${url}`);
      const total = response.headers.get('x-total-count');
      const offset = Number(new URL(url, base).searchParams.get('offset') ?? 0);
      if (total !== null && offset > 0 && offset >= Number(total)) beyond.add(url);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const kept = { ...universe };
  for (const kind of READ_KINDS) kept[kind] = universe[kind].filter((url) => !beyond.has(url));
  return { universe: kept, failures };
}

/**
 * Cumulative Zipf weights (exponent 1) over n ranks.
 * @param {number} n
 */
function zipfTable(n) {
  const table = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r += 1) {
    sum += 1 / (r + 1);
    table[r] = sum;
  }
  return table.map((cumulative) => cumulative / sum);
}

/**
 * The rank whose cumulative weight first reaches `u` (below table.length).
 * @param {Float64Array} table
 * @param {number} u
 */
function pick(table, u) {
  let lo = 0;
  let hi = table.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1; // below hi, so below table.length
    if (/** @type {number} */ (table[mid]) < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The request sequence: `length` requests of the kinds in their shares (the API mix's by
 * default; the page mix passes its own), Zipf within each.
 * @template {string} K
 * @param {Record<K, string[]>} universe
 * @param {{ length?: number, seed?: number, shares?: Record<K, number> }} [options]
 */
export function mixSequence(universe, { length = 400_000, seed = 1, shares } = {}) {
  const next = random(seed * 7919 + 17);
  // Without shares of its own the universe is the API mix's (MixUrls): K is a MixKind.
  const weights = shares ?? /** @type {Record<K, number>} */ (/** @type {unknown} */ (MIX_SHARES));
  const kinds = /** @type {K[]} */ (Object.keys(weights)).filter((kind) => (universe[kind]?.length ?? 0) > 0);
  const last = kinds[kinds.length - 1];
  if (last === undefined) throw new Error('The universe has no URLs');
  const total = kinds.reduce((sum, kind) => sum + weights[kind], 0);
  // One table per kind that has URLs (Object.fromEntries types its keys as plain strings).
  const tables = /** @type {Record<K, Float64Array>} */ (
    Object.fromEntries(kinds.map((kind) => [kind, zipfTable(universe[kind].length)]))
  );
  /** @type {MixItem[]} */
  const sequence = new Array(length);
  for (let i = 0; i < length; i += 1) {
    let u = next() * total;
    let kind = last;
    for (const k of kinds) {
      if (u < weights[k]) {
        kind = k;
        break;
      }
      u -= weights[k];
    }
    // pick returns a rank below the table's length, the number of the kind's URLs.
    sequence[i] = { kind, path: /** @type {string} */ (universe[kind][pick(tables[kind], next())]) };
  }
  return sequence;
}

/**
 * Percentile of sorted values (nearest rank).
 * @param {number[]} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? null;
}
const round = (/** @type {number | null} */ value, digits = 2) =>
  value === null ? null : Number(value.toFixed(digits));

/**
 * The machine's CPU time so far (the first line of /proc/stat, in ticks): all of it, and
 * the part the hypervisor gave to other guests (steal), or null off Linux. Under steal the
 * machine has less than its cores: figures from runs with different steal do not compare.
 */
function machineTicks() {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    return { total: fields.slice(0, 8).reduce((sum, n) => sum + n, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) a process has used so far.
 * @param {number} pid
 */
export function cpuSeconds(pid) {
  // "pid (comm) state …": the fields after the command name.
  const fields = /** @type {string} */ (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * A process and its descendants (a cluster's primary and its workers), from /proc; just
 * the process where the kernel does not list children.
 * @param {number} pid
 * @returns {number[]}
 */
export function processTree(pid) {
  /** @type {number[]} */
  const out = [pid];
  for (let i = 0; i < out.length; i += 1) {
    const parent = /** @type {number} */ (out[i]);
    try {
      const children = readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8').trim();
      if (children) out.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone, or no children file
    }
  }
  return out;
}

/**
 * CPU seconds of each named group of processes (each pid with its descendants).
 * @param {Record<string, number>} pids
 */
function groupCpuSeconds(pids) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const [name, pid] of Object.entries(pids)) {
    out[name] = processTree(pid).reduce((sum, each) => {
      try {
        return sum + cpuSeconds(each);
      } catch {
        return sum;
      }
    }, 0);
  }
  return out;
}

/** @typedef {{ latencies: number[], failed: number, bytes: number, statuses: Record<string, number> }} KindLatencies */

/**
 * @param {{
 *   base: string,
 *   sequence: MixItem[],
 *   cursor: { next: number },
 *   connections: number,
 *   seconds: number,
 *   record: boolean,
 *   writes?: import('./visitors.mjs').ReviewWrites,
 *   headers?: Record<string, string>,
 *   clientAddress?: (index: number) => string,
 * }} run
 * @returns {Promise<{ result: autocannon.Result, byKind: Map<string, KindLatencies> }>}
 */
function fire({ base, sequence, cursor, connections, seconds, record, writes, headers, clientAddress }) {
  return new Promise((resolve, reject) => {
    /** @type {Map<string, KindLatencies>} */
    const byKind = new Map();
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        ...(headers ? { headers } : {}),
        requests: [
          {
            method: 'GET',
            setupRequest: (request, context) => {
              const index = cursor.next++;
              const item = /** @type {MixItem} */ (sequence[index % sequence.length]);
              context.kind = item.kind;
              if (item.kind === 'reviewWrite') {
                if (!writes) throw new Error('A review write in a sequence without visitors');
                return { ...request, path: item.path, ...writes.request() };
              }
              const headers = { ...request.headers };
              if (clientAddress) headers['X-Forwarded-For'] = clientAddress(index);
              return { ...request, method: 'GET', path: item.path, headers };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, byKind })),
    );
    if (record) {
      // One request in flight per connection: the answer is the connection's current request.
      instance.on('response', (client, status, bytes, responseTime) => {
        // Set by setupRequest above.
        const kind = /** @type {string} */ (client.requestIterator.context.kind);
        let entry = byKind.get(kind);
        if (!entry) byKind.set(kind, (entry = { latencies: [], failed: 0, bytes: 0, statuses: {} }));
        // Only a 2xx answer is a request served: an error page (a proxy's 429, a 5xx) is
        // counted apart and never timed, nor counted in the rates or the bytes.
        if (status < 200 || status > 299) {
          entry.failed += 1;
          entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
          return;
        }
        entry.latencies.push(responseTime);
        entry.bytes += bytes;
      });
    }
  });
}

/**
 * @param {number[]} latencies
 * @param {number} elapsed
 * @param {number} failed
 * @param {number} bytes
 * @param {Record<string, number>} [statuses]
 */
function summary(latencies, elapsed, failed, bytes, statuses = {}) {
  latencies.sort((a, b) => a - b);
  return {
    rps: round(latencies.length / elapsed, 1),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    requests: latencies.length,
    non2xx: failed,
    /** How many answers of each status other than 2xx. */
    failedStatuses: statuses,
    /** Mean bytes of a 2xx answer as sent (headers included; the API mix asks for no encoding, the page mix for gzip). */
    meanBytes: latencies.length > 0 ? Math.round(bytes / latencies.length) : null,
  };
}

/**
 * A cache's hits and misses so far, from a metrics listener: the cms's response cache,
 * or (`counter` page_cache_requests_total) the web server's pages.
 * @param {string} metrics
 * @param {string} [counter]
 */
async function cacheCounts(metrics, counter = 'response_cache_requests_total') {
  const text = await (await fetch(metrics)).text();
  // A sample line: response_cache_requests_total{result="hit",service="cms"} 123
  const count = (/** @type {string} */ result) =>
    Number(new RegExp(`^${counter}\\{[^}]*result="${result}"[^}]*\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { hits: count('hit'), misses: count('miss') };
}

/**
 * Warm-up, then a measured run of the sequence from where the warm-up stopped: requests
 * per second and p50/p99 (ms) overall and per kind, the server's CPU per request (when
 * its pid is given), that of other named processes with their descendants (`pids`: the
 * page mix's web server, cms and nginx), the load generator's own CPU, and (given the cms's
 * `metrics` URL) the share of cacheable requests the response cache answered: unlike the
 * rates, it does not depend on how busy the machine is, only on the sequence. Only 2xx
 * answers count as requests; the others are `non2xx`. `clientAddress` names each request's
 * client in X-Forwarded-For (by its place in the sequence), for a proxy that takes it.
 * @param {{
 *   base: string,
 *   sequence: MixItem[],
 *   connections: number,
 *   seconds: number,
 *   warmup: number,
 *   pid?: number,
 *   pids?: Record<string, number>,
 *   writes?: import('./visitors.mjs').ReviewWrites,
 *   metrics?: string,
 *   cacheCounter?: string,
 *   headers?: Record<string, string>,
 *   clientAddress?: (index: number) => string,
 * }} run
 */
export async function measureMix({
  base,
  sequence,
  connections,
  seconds,
  warmup,
  pid,
  pids = {},
  writes,
  metrics,
  cacheCounter,
  headers,
  clientAddress,
}) {
  const cursor = { next: 0 };
  if (warmup > 0)
    await fire({ base, sequence, cursor, connections, seconds: warmup, record: false, writes, headers, clientAddress });
  const startedAt = cursor.next;
  const groupsBefore = groupCpuSeconds(pids);
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const ownBefore = process.cpuUsage();
  const ticksBefore = machineTicks();
  const cacheBefore = metrics ? await cacheCounts(metrics, cacheCounter) : null;
  const { result, byKind } = await fire({
    base,
    sequence,
    cursor,
    connections,
    seconds,
    record: true,
    writes,
    headers,
    clientAddress,
  });
  const ticksAfter = machineTicks();
  const cacheAfter = metrics ? await cacheCounts(metrics, cacheCounter) : null;
  const hits = cacheBefore && cacheAfter ? cacheAfter.hits - cacheBefore.hits : 0;
  const misses = cacheBefore && cacheAfter ? cacheAfter.misses - cacheBefore.misses : 0;
  const serverCpu = pid ? cpuSeconds(pid) - cpuBefore : null;
  const groupsAfter = groupCpuSeconds(pids);
  const own = process.cpuUsage(ownBefore);
  const elapsed = (result.finish.getTime() - result.start.getTime()) / 1000;
  const all = [...byKind.values()].flatMap((entry) => entry.latencies);
  const failed = [...byKind.values()].reduce((sum, entry) => sum + entry.failed, 0);
  const bytes = [...byKind.values()].reduce((sum, entry) => sum + entry.bytes, 0);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const entry of byKind.values()) {
    for (const [status, n] of Object.entries(entry.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  }
  const overall = summary(all, elapsed, failed, bytes, statuses);
  /** @type {Record<string, { cpuMsPerRequest: number | null, cpuShare: number | null }>} */
  const processCpu = {};
  for (const name of Object.keys(pids)) {
    const used = (groupsAfter[name] ?? 0) - (groupsBefore[name] ?? 0);
    processCpu[name] = {
      cpuMsPerRequest: round((used * 1000) / Math.max(1, overall.requests), 3),
      cpuShare: round(used / elapsed, 2),
    };
  }
  /** @type {Record<string, ReturnType<typeof summary>>} */
  const kinds = {};
  /** @type {readonly string[]} */
  const known = MIX_KINDS;
  const order = [...MIX_KINDS, ...[...byKind.keys()].filter((kind) => !known.includes(kind)).sort()];
  for (const kind of order) {
    const entry = byKind.get(kind);
    if (entry) kinds[kind] = summary(entry.latencies, elapsed, entry.failed, entry.bytes, entry.statuses);
  }
  return {
    ...overall,
    processCpu,
    errors: result.errors,
    timeouts: result.timeouts,
    kinds,
    sequenceFrom: startedAt,
    serverCpuMsPerRequest: serverCpu === null ? null : round((serverCpu * 1000) / Math.max(1, overall.requests), 3),
    serverCpuShare: serverCpu === null ? null : round(serverCpu / elapsed, 2),
    loadGeneratorCpuShare: round((own.user + own.system) / 1e6 / elapsed, 2),
    cacheHitShare: hits + misses > 0 ? round(hits / (hits + misses), 3) : null,
    stealShare:
      ticksBefore && ticksAfter && ticksAfter.total > ticksBefore.total
        ? round((ticksAfter.steal - ticksBefore.steal) / (ticksAfter.total - ticksBefore.total), 2)
        : null,
  };
}

/** @typedef {Awaited<ReturnType<typeof measureMix>>} MixMeasurement */

/**
 * The universe's size per kind, for the report.
 * @param {MixUrls} universe
 */
export function universeSizes(universe) {
  // Object.fromEntries types its keys as plain strings.
  const sizes = /** @type {Record<MixKind, number>} */ (
    Object.fromEntries(MIX_KINDS.map((kind) => [kind, universe[kind].length]))
  );
  return { ...sizes, total: Object.values(sizes).reduce((a, b) => a + b, 0) };
}

/**
 * Distinct URLs the measured part of a sequence touched, and how many of its requests
 * asked for a URL for the first time since the server started (certain cache misses;
 * the turn of the minute adds more).
 * @param {MixItem[]} sequence
 * @param {number} from
 * @param {number} count
 */
export function sequenceStats(sequence, from, count) {
  // The sequence wraps around: every index below is taken modulo its length.
  const at = (/** @type {number} */ i) => /** @type {MixItem} */ (sequence[i % sequence.length]);
  /** @type {Set<string>} */
  const before = new Set();
  for (let i = 0; i < from; i += 1) before.add(at(i).path);
  /** @type {Set<string>} */
  const seen = new Set();
  let firstTime = 0;
  for (let i = 0; i < count; i += 1) {
    const url = at(from + i).path;
    if (!before.has(url) && !seen.has(url)) firstTime += 1;
    seen.add(url);
  }
  return { distinctUrls: seen.size, firstTimeRequests: firstTime };
}

/**
 * Service time of single requests, one at a time (no queueing): each URL `repeat` times,
 * the median per URL, in ms.
 * @param {string} base
 * @param {string[]} urls
 */
export async function serviceTimes(base, urls, repeat = 3) {
  /** @type {Record<string, number | null>} */
  const out = {};
  for (const url of urls) {
    const times = [];
    for (let i = 0; i < repeat; i += 1) {
      const started = performance.now();
      const response = await fetch(base + url);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    out[decodeURIComponent(new URL(url, base).searchParams.get('q') ?? url).replace(/\+/g, ' ')] = round(
      times[Math.floor(times.length / 2)] ?? null,
      1,
    );
  }
  return out;
}
