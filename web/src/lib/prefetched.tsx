import { useCallback, useMemo, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Cache, type SWRConfigValue, type SWRConfiguration } from 'swr';
import type { PageData } from './page-data';
import type { SwrFallback } from './query';

// In page-data.ts so that a page can name its data without loading SWR (the home page's first files).
export { clientPageData, NO_PAGE_DATA, type PageData } from './page-data';

/**
 * Data-loading defaults from product spec §7: no retries, data never goes
 * stale on its own, no refetch on window focus or reconnect, no polling.
 */
export const swrDefaults: SWRConfiguration = {
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  dedupingInterval: 60_000,
};

/**
 * The defaults above for every SWR hook inside, and the server's answers (`fallback`).
 * Every page that fetches with SWR is inside one: through Prefetched, or DataDefaults
 * itself for the pages without server data (account, moderation, preview). Settings of an
 * SWRConfig around it (the tests' fresh cache) win over the defaults.
 */
export function DataDefaults({ fallback, children }: { fallback?: SwrFallback; children: ReactNode }) {
  const value = useCallback(
    (parent?: SWRConfigValue): SWRConfigValue => ({
      ...swrDefaults,
      ...parent,
      fallback: { ...parent?.fallback, ...fallback },
    }),
    [fallback],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
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
  return <DataDefaults fallback={fallback}>{children}</DataDefaults>;
}
