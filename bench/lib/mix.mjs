/**
 * The mix: what many visitors do at once, spread over the whole data set rather than one
 * URL per scenario (which only times the response cache).
 *
 * - The URL universe comes from the data set: business detail pages (slugs sampled from
 *   every published business), business lists (every category × area pair that has
 *   businesses, and each alone, pages 1-10 of 12 as the site shows them), searches of one
 *   and two words taken from the business names (the most frequent words and the most
 *   frequent adjacent pairs first, so the commonest words are in it), event lists
 *   (category × timeframe, pages), property lists (listing type × property type × price
 *   range × area, pages) and creator pages (the 5,000 most followed). List pages past
 *   the end are dropped once the cms has said how many rows a list has.
 * - Each request picks a kind by its share (40 % detail, 20 % lists, 15 % search, 10 %
 *   events, 10 % properties, 5 % creators), then a URL of that kind by a Zipf law of
 *   exponent 1 over the kind's URLs in popularity order (page 1 before page 2, the most
 *   common words first, creators by followers, the rest in a seeded random order).
 * - The sequence is fixed by the seed; every server answers the same sequence from its
 *   start (the warm-up takes the first part, the measured run continues from there), and
 *   the 32 connections share one cursor through it, as independent visitors would.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  AREAS,
  BUSINESS_CATEGORIES,
  EVENT_CATEGORIES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  REAL_ESTATE_PRICE_RANGES,
  SHORT_TERM_PRICE_RANGES,
  TIMEFRAMES,
} from '@tampa-local/domain';
import { CMS_DIR } from './env.mjs';

const requireCms = createRequire(path.join(CMS_DIR, 'package.json'));

export const MIX_SHARES = {
  detail: 0.4,
  list: 0.2,
  search: 0.15,
  events: 0.1,
  properties: 0.1,
  creators: 0.05,
};
export const MIX_KINDS = Object.keys(MIX_SHARES);
/** The site's list page size, and how deep visitors page. */
const PAGE_SIZE = 12;
const LIST_PAGES = 10;
const EVENT_PAGES = 5;
const PROPERTY_PAGES = 3;
const SEARCH_ONE_WORD = 600;
const SEARCH_TWO_WORDS = 1400;

/** A small seeded generator (mulberry32): the same seed gives the same universe and sequence. */
export function random(seed) {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle(items, next) {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Rows of one SQL statement on the benchmark's database (read-only). */
async function rows(db, sql) {
  if (db.client === 'sqlite') {
    const Database = requireCms('better-sqlite3');
    const connection = new Database(db.file, { readonly: true });
    try {
      return connection.prepare(sql).all();
    } finally {
      connection.close();
    }
  }
  const pg = requireCms('pg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const query = (params) => {
  const text = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== undefined)).toString();
  return text ? `?${text}` : '';
};

/** Lists of every filter combination, pages 1..pages, ordered by page then fewer filters first. */
function listUrls(route, combos, pages, next) {
  const entries = [];
  for (const combo of combos) {
    const filters = Object.values(combo).filter((value) => value !== undefined).length;
    for (let page = 1; page <= pages; page += 1) {
      const url = `${route}${query({ ...combo, limit: String(PAGE_SIZE), offset: page > 1 ? String((page - 1) * PAGE_SIZE) : undefined })}`;
      entries.push({ url, page, filters, tie: next() });
    }
  }
  entries.sort((a, b) => a.page - b.page || a.filters - b.filters || a.tie - b.tie);
  return entries.map((entry) => entry.url);
}

const withAll = (values) => [undefined, ...values];

/** Words of business names as the search splits them (lower case, letters, digits, apostrophes). */
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
 */
export async function buildUniverse(db, { seed = 1, detail = 6000, creators = 5000 } = {}) {
  const next = random(seed);
  const slugs = (await rows(db, 'SELECT slug FROM businesses WHERE published_at IS NOT NULL ORDER BY id')).map(
    (row) => row.slug,
  );
  const detailUrls = shuffle(slugs, next)
    .slice(0, detail)
    .map((slug) => `/api/businesses/${encodeURIComponent(slug)}`);

  const pairs = await rows(
    db,
    'SELECT category, area, COUNT(*) AS n FROM businesses WHERE published_at IS NOT NULL GROUP BY category, area',
  );
  const present = new Set(pairs.map((row) => `${row.category}|${row.area}`));
  const businessCombos = [];
  for (const category of withAll(BUSINESS_CATEGORIES))
    for (const area of withAll(AREAS))
      if (!category || !area || present.has(`${category}|${area}`)) businessCombos.push({ category, area });
  const listUrlsOfBusinesses = listUrls('/api/businesses', businessCombos, LIST_PAGES, next);

  // Words and adjacent pairs of words in the names, by how many names have them.
  const words = new Map();
  const bigrams = new Map();
  const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  const names = await rows(db, 'SELECT name FROM businesses WHERE published_at IS NOT NULL');
  for (const { name } of names) {
    const split = nameWords(name);
    for (const word of new Set(split)) count(words, word);
    for (let i = 1; i < split.length; i += 1)
      if (split[i - 1] !== split[i]) count(bigrams, `${split[i - 1]} ${split[i]}`);
  }
  const byFrequency = (map, n) =>
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
  for (const category of withAll(EVENT_CATEGORIES))
    for (const timeframe of withAll(TIMEFRAMES)) eventCombos.push({ category, timeframe });
  const eventUrls = listUrls('/api/events', eventCombos, EVENT_PAGES, next);

  const propertyCombos = [];
  for (const listingType of withAll(LISTING_TYPES))
    for (const propertyType of withAll(PROPERTY_TYPES)) {
      const ranges =
        listingType === 'short-term'
          ? SHORT_TERM_PRICE_RANGES
          : listingType === undefined
            ? []
            : REAL_ESTATE_PRICE_RANGES;
      for (const priceRange of withAll(ranges))
        for (const area of withAll(AREAS)) propertyCombos.push({ listingType, propertyType, priceRange, area });
    }
  const propertyUrls = listUrls('/api/properties', propertyCombos, PROPERTY_PAGES, next);

  const creatorUrls = (
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
 */
export async function visitUniverse(base, universe, concurrency = 4) {
  const all = MIX_KINDS.flatMap((kind) => universe[kind].map((url) => ({ kind, url })));
  const beyond = new Set();
  const failures = [];
  let index = 0;
  const worker = async () => {
    while (index < all.length) {
      const { url } = all[index++];
      let response;
      // A connection the server dropped is tried again twice before it counts as a failure.
      for (let attempt = 1; !response; attempt += 1) {
        try {
          response = await fetch(base + url);
          await response.arrayBuffer();
        } catch (error) {
          response = undefined;
          if (attempt === 3) {
            failures.push(`${error.cause?.code ?? error.message} ${url}`);
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
  for (const kind of MIX_KINDS) kept[kind] = universe[kind].filter((url) => !beyond.has(url));
  return { universe: kept, failures };
}

/** Cumulative Zipf weights (exponent 1) over n ranks. */
function zipfTable(n) {
  const table = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r += 1) {
    sum += 1 / (r + 1);
    table[r] = sum;
  }
  for (let r = 0; r < n; r += 1) table[r] /= sum;
  return table;
}

function pick(table, u) {
  let lo = 0;
  let hi = table.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (table[mid] < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The request sequence: `length` requests of the six kinds in their shares, Zipf within each. */
export function mixSequence(universe, { length = 400_000, seed = 1 } = {}) {
  const next = random(seed * 7919 + 17);
  const kinds = MIX_KINDS.filter((kind) => universe[kind].length > 0);
  const total = kinds.reduce((sum, kind) => sum + MIX_SHARES[kind], 0);
  const tables = Object.fromEntries(kinds.map((kind) => [kind, zipfTable(universe[kind].length)]));
  const sequence = new Array(length);
  for (let i = 0; i < length; i += 1) {
    let u = next() * total;
    let kind = kinds[kinds.length - 1];
    for (const k of kinds) {
      if (u < MIX_SHARES[k]) {
        kind = k;
        break;
      }
      u -= MIX_SHARES[k];
    }
    sequence[i] = { kind, path: universe[kind][pick(tables[kind], next())] };
  }
  return sequence;
}

/** Percentile of sorted values (nearest rank). */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}
const round = (value, digits = 2) => (value === null ? null : Number(value.toFixed(digits)));

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function fire({ base, sequence, cursor, connections, seconds, record }) {
  return new Promise((resolve, reject) => {
    const byKind = new Map();
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request, context) => {
              const item = sequence[cursor.next++ % sequence.length];
              context.kind = item.kind;
              return { ...request, path: item.path };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, byKind })),
    );
    if (record) {
      // One request in flight per connection: the answer is the connection's current request.
      instance.on('response', (client, status, _bytes, responseTime) => {
        const kind = client.requestIterator.context.kind;
        let entry = byKind.get(kind);
        if (!entry) byKind.set(kind, (entry = { latencies: [], failed: 0 }));
        entry.latencies.push(responseTime);
        if (status < 200 || status > 299) entry.failed += 1;
      });
    }
  });
}

function summary(latencies, elapsed, failed) {
  latencies.sort((a, b) => a - b);
  return {
    rps: round(latencies.length / elapsed, 1),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    requests: latencies.length,
    non2xx: failed,
  };
}

/**
 * Warm-up, then a measured run of the sequence from where the warm-up stopped: requests
 * per second and p50/p99 (ms) overall and per kind, the server's CPU per request (when
 * its pid is given) and the load generator's own CPU.
 */
export async function measureMix({ base, sequence, connections, seconds, warmup, pid }) {
  const cursor = { next: 0 };
  if (warmup > 0) await fire({ base, sequence, cursor, connections, seconds: warmup, record: false });
  const startedAt = cursor.next;
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const ownBefore = process.cpuUsage();
  const { result, byKind } = await fire({ base, sequence, cursor, connections, seconds, record: true });
  const serverCpu = pid ? cpuSeconds(pid) - cpuBefore : null;
  const own = process.cpuUsage(ownBefore);
  const elapsed = (new Date(result.finish) - new Date(result.start)) / 1000;
  const all = [...byKind.values()].flatMap((entry) => entry.latencies);
  const failed = [...byKind.values()].reduce((sum, entry) => sum + entry.failed, 0);
  const overall = summary(all, elapsed, failed);
  const kinds = {};
  const order = [...MIX_KINDS, ...[...byKind.keys()].filter((kind) => !MIX_KINDS.includes(kind)).sort()];
  for (const kind of order) {
    const entry = byKind.get(kind);
    if (entry) kinds[kind] = summary(entry.latencies, elapsed, entry.failed);
  }
  return {
    ...overall,
    errors: result.errors,
    timeouts: result.timeouts,
    kinds,
    sequenceFrom: startedAt,
    serverCpuMsPerRequest: serverCpu === null ? null : round((serverCpu * 1000) / Math.max(1, overall.requests), 3),
    serverCpuShare: serverCpu === null ? null : round(serverCpu / elapsed, 2),
    loadGeneratorCpuShare: round((own.user + own.system) / 1e6 / elapsed, 2),
  };
}

/** The universe's size per kind, for the report. */
export function universeSizes(universe) {
  const sizes = Object.fromEntries(MIX_KINDS.map((kind) => [kind, universe[kind].length]));
  return { ...sizes, total: Object.values(sizes).reduce((a, b) => a + b, 0) };
}

/**
 * Distinct URLs the measured part of a sequence touched, and how many of its requests
 * asked for a URL for the first time since the server started (certain cache misses;
 * the turn of the minute adds more).
 */
export function sequenceStats(sequence, from, count) {
  const before = new Set();
  for (let i = 0; i < from; i += 1) before.add(sequence[i % sequence.length].path);
  const seen = new Set();
  let firstTime = 0;
  for (let i = 0; i < count; i += 1) {
    const url = sequence[(from + i) % sequence.length].path;
    if (!before.has(url) && !seen.has(url)) firstTime += 1;
    seen.add(url);
  }
  return { distinctUrls: seen.size, firstTimeRequests: firstTime };
}

/**
 * Service time of single requests, one at a time (no queueing): each URL `repeat` times,
 * the median per URL, in ms.
 */
export async function serviceTimes(base, urls, repeat = 3) {
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
      times[Math.floor(times.length / 2)],
      1,
    );
  }
  return out;
}
