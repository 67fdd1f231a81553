import { LRUCache } from 'lru-cache';
import { wholeNumberSetting } from '../env/settings';
import { SHOWS_NO_REVIEWS, touchedBy, type AnswerMarks, type ReviewsChange } from './review-changes';

/**
 * In-memory caches of public answers and list totals, per process. Any change to
 * content (document service, the panel, our own SQL writes) empties them
 * (lifecycle/cache-invalidation.ts); an answer also lapses when what the clock decides in
 * it may change (a business opening or closing, midnight for events timeframes:
 * answer-clock.ts), at the latest at the turn of the minute for routes that do not say.
 * Totals do not: a total is keyed by its SQL and bindings, and every clock input of a
 * count (today's date, a timeframe's bounds) is a binding. Each replica keeps its own;
 * changes that other processes commit reach it through the database
 * (lifecycle/content-feed.ts), and with REDIS_URL set a change made through one replica
 * is also announced to the others (lifecycle/cache-bus.ts).
 */

export const RESPONSE_CACHE_ENABLED = !/^(0|false|off|no)$/i.test(process.env.RESPONSE_CACHE ?? '');

let generation = 0;
/** Each cache's way of forgetting what a change touched (null: everything). */
const listeners = new Set<(change: ReviewsChange | null) => void>();

/** Bumped by every content change; work started under an older value must not be cached. */
export const contentGeneration = () => generation;

/** Empties this process's caches. */
export function invalidateLocalContent(): void {
  generation += 1;
  for (const listener of listeners) listener(null);
}

/**
 * Forgets what a change to one business's reviews touched (review-changes.ts). Work
 * started before it is not kept either, whatever it read.
 */
export function invalidateLocalReviews(change: ReviewsChange): void {
  generation += 1;
  for (const listener of listeners) listener(change);
}

/**
 * Calls `listener` with every content change this process learns of (its own, the cache
 * bus's, the database's feed) after its caches forgot what it touched; null: everything.
 * Answers unsubscribe.
 */
export function onContentChange(listener: (change: ReviewsChange | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let announce: ((change: ReviewsChange | null) => void) | null = null;

/** Tells `publish` of every content change made in this process (the cache bus); null: everything changed. */
export function announceContentChanges(publish: ((change: ReviewsChange | null) => void) | null): void {
  announce = publish;
}

/** Content changed in this process: empties its caches and tells the other replicas. */
export function invalidateContent(): void {
  invalidateLocalContent();
  announce?.(null);
}

/** A business's reviews changed in this process: forgets what that touched, here and on the other replicas. */
export function invalidateReviews(change: ReviewsChange): void {
  invalidateLocalReviews(change);
  announce?.(change);
}

let feedLive = false;

/**
 * Whether changes committed by other processes reach this one
 * (lifecycle/content-feed.ts). Until they do, nothing is kept past the minute it was made
 * in.
 */
export function setContentFeedLive(value: boolean): void {
  feedLive = value;
}

export type CachedResponse = {
  body: Buffer;
  gzipped?: Buffer;
  headers: Record<string, string>;
};

type Entry<T> = { value: T; from: number; until: number; size: number; marks: AnswerMarks | undefined };

/** When an entry holds: from `from` until `until` (epoch ms, the end excluded). */
export type Holds = { from: number; until: number };

/** The start of the clock minute `at` (epoch ms) falls in. */
export const startOfMinute = (at: number): number => Math.floor(at / 60_000) * 60_000;

/** The clock minute `at` (epoch ms) falls in, as a stretch an entry holds for. */
export const minuteOf = (at: number): Holds => ({ from: startOfMinute(at), until: startOfMinute(at) + 60_000 });

/**
 * How long something read at `now` may be kept when it holds for `holds`: never past the
 * minute while changes made by other processes do not reach this one (setContentFeedLive).
 */
export function keptUntil(holds: Holds, now = Date.now()): number {
  return feedLive ? holds.until : Math.min(holds.until, minuteOf(now).until);
}

/**
 * A least-recently-used map (lru-cache) bounded by entry count and by bytes, emptied by
 * every content change. Each entry also holds only for a stretch of time (what an answer
 * says about the clock, such as "open now" or this week's events, can change at its
 * end); by default the minute it was stored in, or, built with `perMinute` false (values
 * the clock cannot change), from then on; never past the minute while changes made by
 * other processes do not reach this one (setContentFeedLive).
 */
export class ContentCache<T extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, Entry<T>>;

  constructor(
    maxEntries: number,
    private readonly maxBytes: number,
    private readonly perMinute = true,
  ) {
    this.entries = new LRUCache<string, Entry<T>>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.size,
    });
    listeners.add((change) => (change ? this.forget(change) : this.clear()));
  }

  /** Drops the entries a change to a business's reviews touched, by their marks. */
  private forget(change: ReviewsChange): void {
    const touched: string[] = [];
    for (const [key, entry] of this.entries.entries()) {
      if (touchedBy(entry.marks, change)) touched.push(key);
    }
    for (const key of touched) this.entries.delete(key);
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (now >= entry.until || now < entry.from) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Stores the value unless content changed since `startedAt` (a contentGeneration()),
   * for the time it holds (see the class for the default). `marks`: what it shows of
   * businesses' reviews (review-changes.ts; none: every business's figures).
   */
  set(key: string, value: T, size: number, startedAt: number, holds?: Holds, marks?: AnswerMarks): void {
    if (startedAt !== generation || size < 1 || size > this.maxBytes) return;
    const now = Date.now();
    const minute = minuteOf(now);
    const { from, until } = holds ?? (this.perMinute ? minute : { ...minute, until: Number.POSITIVE_INFINITY });
    if (now >= until || now < from) return;
    this.entries.set(key, { value, from, until: keptUntil({ from, until }, now), size, marks });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as the sizes given to set() count them. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}

/** A size in megabytes from the environment (a bad value stops the cms at start, naming it). */
const megabytes = (name: string, fallback: number) =>
  wholeNumberSetting(name, process.env[name], { min: 1, max: 64 * 1024, fallback }) * 1024 * 1024;

/**
 * Public answers: sized for the working set of real visitors (every business page, list,
 * filter and search phrase they spread over), bounded by bytes (RESPONSE_CACHE_MAX_MB).
 */
export const responseCacheBytes = (): number => megabytes('RESPONSE_CACHE_MAX_MB', 64);
export const responseCache = new ContentCache<CachedResponse>(100_000, responseCacheBytes());
/** List totals, by their SQL and bindings: counted again only after a change to content. */
export const totalsCache = new ContentCache<number>(10_000, 1024 * 1024, false);

/** The cached value for `key`, or the result of `load` (cached when content did not change meanwhile). */
export async function cachedTotal(key: string, load: () => Promise<number>): Promise<number> {
  if (!RESPONSE_CACHE_ENABLED) return load();
  const hit = totalsCache.get(key);
  if (hit !== undefined) return hit;
  const startedAt = generation;
  const value = await load();
  // No list filters on figures: what reviews change never changes a count.
  totalsCache.set(key, value, key.length + 16, startedAt, undefined, SHOWS_NO_REVIEWS);
  return value;
}

/**
 * Rows that many answers share (a category's best-rated businesses, which every business
 * page of the category shows as similar), by a key naming the query: read again only
 * after a change to content. Rows are kept as read; what the clock decides in them is
 * worked out per answer.
 */
export const sharedRowsCache = new ContentCache<readonly Record<string, unknown>[]>(1_000, 8 * 1024 * 1024, false);

/** The kept rows for `key`, or those `load` reads (kept when content did not change meanwhile). */
export async function cachedRows<T extends Record<string, unknown>>(
  key: string,
  load: () => Promise<T[]>,
  marksOf?: (rows: readonly T[]) => AnswerMarks,
): Promise<readonly T[]> {
  if (!RESPONSE_CACHE_ENABLED) return load();
  const hit = sharedRowsCache.get(key);
  if (hit !== undefined) return hit as readonly T[];
  const startedAt = generation;
  // Shared by every answer from now on: none may change them.
  const rows = (await load()).map((row) => Object.freeze(row));
  sharedRowsCache.set(
    key,
    rows,
    Buffer.byteLength(JSON.stringify(rows)) + key.length,
    startedAt,
    undefined,
    marksOf?.(rows),
  );
  return rows;
}

/** What cachedIds keeps when the rows were more than its load reads. */
export const MANY = 'many';

/**
 * Ordered id lists that many answers share (the rows a search word matches, in a list's
 * order), by a key naming the list and the word: read again only after a change to
 * content. A probe that found more rows than it reads answers MANY, kept the same way. A
 * `load` answering null (nothing worth keeping) is not kept.
 */
export const sharedIdsCache = new ContentCache<readonly number[] | typeof MANY>(20_000, 16 * 1024 * 1024, false);

/** The kept ids for `key`, or those `load` reads (kept when content did not change meanwhile). */
export async function cachedIds(
  key: string,
  load: () => Promise<number[] | typeof MANY | null>,
): Promise<readonly number[] | typeof MANY | null> {
  if (!RESPONSE_CACHE_ENABLED) return load();
  const hit = sharedIdsCache.get(key);
  if (hit !== undefined) return hit;
  const startedAt = generation;
  const ids = await load();
  if (ids === null) return null;
  if (ids === MANY) {
    // No review changes how many rows hold a word.
    sharedIdsCache.set(key, ids, key.length + 16, startedAt, undefined, SHOWS_NO_REVIEWS);
    return ids;
  }
  // Shared by every answer from now on: none may change them.
  Object.freeze(ids);
  sharedIdsCache.set(key, ids, ids.length * 8 + key.length, startedAt, undefined, { ...SHOWS_NO_REVIEWS, rowIds: ids });
  return ids;
}
