import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
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

/** The server's answers as SWR's fallback: the hooks below start with them instead of fetching. */
export function Prefetched({ data, children }: { data: PageData | undefined; children: ReactNode }) {
  const fallback = data?.fallback;
  if (!fallback || Object.keys(fallback).length === 0) return <>{children}</>;
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>;
}
