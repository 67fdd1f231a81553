import useSWRInfinite from 'swr/infinite';
import { LIST_PAGE_SIZE } from '@/config/site';
import type { ListPage, QueryParams } from './api-request';

export interface PagedList<T> {
  items: T[];
  /** The server's X-Total-Count: every match, not only the loaded ones. */
  total: number;
  error: unknown;
  /** True until the first page arrives. */
  isLoading: boolean;
  isLoadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

type PageKey<P> = readonly [path: string, params: P & { limit: number; offset: number }];

/**
 * A list route paged with limit/offset behind a 'Load more' button. New
 * filters make a new key, so paging starts over from the first page.
 */
export function usePagedList<T, P extends QueryParams>(
  path: string,
  params: P,
  fetcher: (params: P & { limit: number; offset: number }) => Promise<ListPage<T>>,
  pageSize: number = LIST_PAGE_SIZE,
): PagedList<T> {
  const getKey = (index: number, previous: ListPage<T> | null): PageKey<P> | null => {
    if (previous && (previous.items.length < pageSize || index * pageSize >= previous.total)) {
      return null;
    }
    return [path, { ...params, limit: pageSize, offset: index * pageSize }] as const;
  };

  const { data, error, size, setSize, mutate, isLoading } = useSWRInfinite(
    getKey,
    ([, pageParams]: PageKey<P>) => fetcher(pageParams),
    { revalidateFirstPage: false },
  );

  const pages = data ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  const lastPage = pages[pages.length - 1];
  const hasMore = lastPage !== undefined && lastPage.items.length === pageSize && items.length < total;

  return {
    items,
    total,
    error,
    isLoading: isLoading && pages.length === 0,
    isLoadingMore: !error && pages.length > 0 && size > pages.length,
    hasMore,
    // After a failed 'Load more' the size is already one ahead: revalidate to fetch
    // the missing page again (loaded pages come from the cache).
    loadMore: () => void (size > pages.length ? mutate() : setSize(pages.length + 1)),
    retry: () => void mutate(),
  };
}
