import type { Core } from '@strapi/strapi';
import { CONTENT_IMPORTED_EVENT } from '@tampa-local/domain';
import { LRUCache } from 'lru-cache';
import { UID } from './content-types';

/**
 * In-memory caches of public answers and list totals, per process. Any change to
 * content (document service, admin panel, our own SQL writes) empties them; answers also
 * lapse at the turn of each minute, because opening status and event timeframes follow
 * the clock. Totals do not: a total is keyed by its SQL and bindings, and every clock
 * input of a count (today's date, a timeframe's bounds) is a binding. Each replica keeps
 * its own; with REDIS_URL set, a change made through one replica empties every
 * replica's caches (cache-bus.ts), otherwise the others follow within the minute.
 */

export const RESPONSE_CACHE_ENABLED = !/^(0|false|off|no)$/i.test(process.env.RESPONSE_CACHE ?? '');

const minute = () => Math.floor(Date.now() / 60_000);

let generation = 0;
const listeners = new Set<() => void>();

/** Bumped by every content change; work started under an older value must not be cached. */
export const contentGeneration = () => generation;

/** Empties this process's caches. */
export function invalidateLocalContent(): void {
  generation += 1;
  for (const listener of listeners) listener();
}

let announce: (() => void) | null = null;

/** Tells `publish` of every content change made in this process (the cache bus). */
export function announceContentChanges(publish: (() => void) | null): void {
  announce = publish;
}

/** Content changed in this process: empties its caches and tells the other replicas. */
export function invalidateContent(): void {
  invalidateLocalContent();
  announce?.();
}

export type CachedResponse = {
  body: Buffer;
  gzipped?: Buffer;
  headers: Record<string, string>;
};

type Entry<T> = { value: T; minute: number; size: number };

/**
 * A least-recently-used map (lru-cache) bounded by entry count and by bytes, whose entries
 * are valid within one clock minute: what an answer says (open now, this week's events)
 * can change at the turn of the minute, so an entry from an earlier one is never served
 * (unless built with `perMinute` false, for values the clock cannot change).
 */
export class MinuteCache<T extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, Entry<T>>;

  constructor(
    maxEntries: number,
    private readonly maxBytes: number,
    /** False: entries stay until content changes or room runs out, whatever the clock says. */
    private readonly perMinute = true,
  ) {
    this.entries = new LRUCache<string, Entry<T>>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.size,
    });
    listeners.add(() => this.clear());
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.perMinute && entry.minute !== minute()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores the value unless content changed since `startedAt` (a contentGeneration()). */
  set(key: string, value: T, size: number, startedAt: number): void {
    if (startedAt !== generation || size < 1 || size > this.maxBytes) return;
    this.entries.set(key, { value, minute: minute(), size });
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

const megabytes = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return (Number.isFinite(value) && value > 0 ? value : fallback) * 1024 * 1024;
};

/**
 * Public answers: sized for the working set of real visitors (every business page, list,
 * filter and search phrase they spread over), bounded by bytes (RESPONSE_CACHE_MAX_MB).
 */
export const responseCache = new MinuteCache<CachedResponse>(100_000, megabytes('RESPONSE_CACHE_MAX_MB', 64));
/** List totals, by their SQL and bindings: counted again only after a change to content. */
export const totalsCache = new MinuteCache<number>(10_000, 1024 * 1024, false);

/** The cached value for `key`, or the result of `load` (cached when content did not change meanwhile). */
export async function cachedTotal(key: string, load: () => Promise<number>): Promise<number> {
  if (!RESPONSE_CACHE_ENABLED) return load();
  const hit = totalsCache.get(key);
  if (hit !== undefined) return hit;
  const startedAt = generation;
  const value = await load();
  totalsCache.set(key, value, key.length + 16, startedAt);
  return value;
}

/**
 * Empties the caches on every write to public content, once when it happens and again
 * when its transaction commits (so a read between the two cannot keep the old state).
 */
export function registerCacheInvalidation(strapi: Core.Strapi): void {
  const changed = async () => {
    invalidateContent();
    if (strapi.db.inTransaction()) {
      await strapi.db.transaction(async ({ onCommit }) => {
        onCommit(invalidateContent);
      });
    }
  };
  // Bulk imports (the synthetic seed) write with plain SQL and announce it instead.
  strapi.eventHub.on(CONTENT_IMPORTED_EVENT, async () => invalidateContent());
  strapi.db.lifecycles.subscribe({
    // Every public type, and media (image URLs).
    models: Object.values(UID),
    afterCreate: changed,
    afterCreateMany: changed,
    afterUpdate: changed,
    afterUpdateMany: changed,
    afterDelete: changed,
    afterDeleteMany: changed,
  });
}
