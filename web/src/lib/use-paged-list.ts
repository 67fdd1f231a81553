import useSWRInfinite, { unstable_serialize, type SWRInfiniteKeyLoader } from 'swr/infinite';
import { DIRECTORY_PAGE_SIZE, LIST_MAX_OFFSET } from '@tampa-local/domain';
import type { ListPage, QueryParams } from './api-request';
import type { SwrFallback } from './query';

export interface PagedList<T> {
  items: T[];
  /** The server's X-Total-Count: every match, not only the loaded ones. */
  total: number;
  /** More match than `total` (a search's bound, ListPage): pages go on while they are full. */
  totalAtLeast: boolean;
  error: unknown;
  /** True until the first page arrives. */
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** The page of the URL (?page=N) the list starts at, 1 for the first. */
  firstPage: number;
  /** How many pages are shown, from firstPage on. */
  pagesLoaded: number;
}

type Paged<P> = P & { limit: number; offset: number };
type PageKey<P> = readonly [path: string, params: Paged<P>];

/** A list route paged with limit/offset: its path and fetcher, for the hook and the server loader alike. */
export interface PagedQuery<T, P extends QueryParams> {
  path: string;
  fetcher: (params: Paged<P>) => Promise<ListPage<T>>;
}

export function pagedQuery<T, P extends QueryParams>(
  path: string,
  fetcher: (params: Paged<P>) => Promise<ListPage<T>>,
): PagedQuery<T, P> {
  return { path, fetcher };
}

/** The SWR key of each page: page `index` of the list that starts at `firstPage`. */
function keyLoader<T, P extends QueryParams>(
  query: PagedQuery<T, P>,
  params: P,
  firstPage: number,
  pageSize: number,
): SWRInfiniteKeyLoader<ListPage<T>, PageKey<P> | null> {
  return (index, previous) => {
    const offset = (firstPage - 1 + index) * pageSize;
    if (previous) {
      const counted = !previous.totalAtLeast && (firstPage + index - 1) * pageSize >= previous.total;
      if (previous.items.length < pageSize || counted || offset > LIST_MAX_OFFSET) return null;
    }
    return [query.path, { ...params, limit: pageSize, offset }] as const;
  };
}

/**
 * The first page of a list, fetched on the server and keyed as the hook keys it, so the
 * server render shows the cards and the browser starts with them.
 */
export async function prefetchPagedList<T, P extends QueryParams>(
  query: PagedQuery<T, P>,
  params: P,
  firstPage = 1,
  pageSize: number = DIRECTORY_PAGE_SIZE,
): Promise<{ fallback: SwrFallback; page: ListPage<T> }> {
  const getKey = keyLoader(query, params, firstPage, pageSize);
  const key = getKey(0, null);
  if (!key) throw new Error('A first page always has a key');
  const page = await query.fetcher(key[1]);
  return { fallback: { [unstable_serialize(getKey)]: [page] }, page };
}

/**
 * A list route paged with limit/offset behind a 'Load more' button. New
 * filters make a new key, so paging starts over from the first page.
 */
export function usePagedList<T, P extends QueryParams>(
  query: PagedQuery<T, P>,
  params: P,
  firstPage = 1,
  pageSize: number = DIRECTORY_PAGE_SIZE,
): PagedList<T> {
  const { data, error, size, setSize, mutate, isLoading } = useSWRInfinite(
    keyLoader(query, params, firstPage, pageSize),
    ([, pageParams]: PageKey<P>) => query.fetcher(pageParams),
    { revalidateFirstPage: false },
  );

  const pages = data ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  const totalAtLeast = pages[0]?.totalAtLeast === true;
  const lastPage = pages[pages.length - 1];
  const shownBefore = (firstPage - 1) * pageSize;
  const shown = shownBefore + items.length;
  const hasMore =
    lastPage !== undefined &&
    lastPage.items.length === pageSize &&
    (totalAtLeast ? shown <= LIST_MAX_OFFSET : shown < total);

  return {
    items,
    total,
    totalAtLeast,
    error,
    isLoading: isLoading && pages.length === 0,
    isLoadingMore: !error && pages.length > 0 && size > pages.length,
    hasMore,
    // After a failed 'Load more' the size is already one ahead: revalidate to fetch
    // the missing page again (loaded pages come from the cache).
    loadMore: () => void (size > pages.length ? mutate() : setSize(pages.length + 1)),
    retry: () => void mutate(),
    firstPage,
    pagesLoaded: pages.length,
  };
}
