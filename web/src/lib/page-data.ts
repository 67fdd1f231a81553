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
