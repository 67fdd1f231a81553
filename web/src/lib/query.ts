import { unstable_serialize } from 'swr';

/** SWR's `fallback`: answers fetched by the server render, by serialized key. */
export type SwrFallback = Record<string, unknown>;

/**
 * One API read, shared by the page's SWR hook and its server loader: the same key and
 * the same fetcher, so the HTML rendered on the server is the data the hook would fetch.
 */
export function apiQuery<A extends unknown[], K extends readonly unknown[], T>(
  key: (...args: A) => K,
  fetcher: (key: K) => Promise<T>,
) {
  return {
    key,
    fetcher,
    /** Fetches on the server; the answer, keyed as SWR keys it, for the page's fallback. */
    async prefetch(...args: A): Promise<SwrFallback> {
      const k = key(...args);
      return { [unstable_serialize(k)]: await fetcher(k) };
    },
  };
}
