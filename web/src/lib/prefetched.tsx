import { useMemo, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Cache } from 'swr';
import type { SwrFallback } from './query';

/** What a page's server loader hands its component; in the browser, navigations fetch with SWR as before. */
export interface PageData {
  fallback: SwrFallback;
  /** The server found nothing at this URL (answered 404). */
  notFound?: boolean;
}

export const NO_PAGE_DATA: PageData = { fallback: {} };

/**
 * After the first page, navigations run in the browser: the page's hooks fetch what
 * they need, with their loading states, instead of waiting for a server round trip.
 */
export function clientPageData(): PageData {
  return NO_PAGE_DATA;
}

/** How useSWRInfinite names a paged list in the cache: this prefix before its first page's key. */
const INFINITE_PREFIX = '$inf$';

/**
 * Puts the server's answers in the browser's SWR cache, where SWR's own fetches go: a
 * fallback alone is not cached, so coming back to the page (Back) fetched its list again
 * and showed its loading state, and the scroll position it returned to was cut short;
 * 'Load more' fetched the first page again. Answers already cached are kept. Only in the
 * browser: the server's cache is shared by every request.
 */
export function keepInCache(cache: Cache, fallback: SwrFallback): void {
  for (const [key, value] of Object.entries(fallback)) {
    if (cache.get(key)?.data === undefined) cache.set(key, { data: value });
    // A paged list: its first page is cached under its own key too, as useSWRInfinite keeps it.
    if (key.startsWith(INFINITE_PREFIX) && Array.isArray(value) && value.length > 0) {
      const firstPage = key.slice(INFINITE_PREFIX.length);
      if (cache.get(firstPage)?.data === undefined) cache.set(firstPage, { data: value[0] as unknown });
    }
  }
}

/** The server's answers as SWR's fallback: the hooks below start with them instead of fetching. */
export function Prefetched({ data, children }: { data: PageData | undefined; children: ReactNode }) {
  const fallback = data?.fallback;
  const { cache } = useSWRConfig();
  // Before the hooks below read the cache; the same answers as the fallback, so hydration matches.
  useMemo(() => {
    if (fallback && typeof document !== 'undefined') keepInCache(cache, fallback);
  }, [cache, fallback]);
  if (!fallback || Object.keys(fallback).length === 0) return <>{children}</>;
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>;
}
