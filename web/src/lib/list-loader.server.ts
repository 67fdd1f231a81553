import {
  DIRECTORY_MAX_PAGE,
  DIRECTORY_PAGE_SIZE,
  directoryRequest,
  type Directory,
  type ListQuery,
} from '@tampa-local/domain';
import { readPageNumber, readUrlFilters, type UrlFilter, type UrlFilterValues } from '@/hooks/use-url-filters';
import type { QueryParams } from './api-request';
import { directoryUrlFilters, type DirectoryUrlKey } from './list-pages';
import { loadPage, notFoundPage } from './page-loader.server';
import { prefetchPagedList, type PagedQuery } from './use-paged-list';
import type { SwrFallback } from './query';

/**
 * The server loader of a directory page: reads the filters and ?page= from the URL as the
 * page does, fetches that page of results (and anything else the page shows first), and
 * answers 404 for a page past the end, so crawlers never index empty pages.
 */
async function loadListPage<T, P extends QueryParams, K extends string>(
  request: Request,
  schema: Record<K, UrlFilter>,
  query: PagedQuery<T, P>,
  toParams: (filters: UrlFilterValues<K>) => P,
  also: (filters: UrlFilterValues<K>) => Promise<SwrFallback>[] = () => [],
) {
  const searchParams = new URL(request.url).searchParams;
  const filters = readUrlFilters(schema, searchParams);
  const page = readPageNumber(searchParams);
  if (page > DIRECTORY_MAX_PAGE) return notFoundPage();
  let empty = false;
  const result = await loadPage(async () => {
    const first = await prefetchPagedList(query, toParams(filters), page, DIRECTORY_PAGE_SIZE);
    empty = first.page.items.length === 0;
    return [first.fallback, ...(await Promise.all(also(filters)))];
  });
  if (page > 1 && empty) return notFoundPage();
  return result;
}

/**
 * The server loader of a directory page (components/layouts/directory-page.tsx): its URL
 * read through the directory's definition, the list asked as the page asks it.
 */
export function loadDirectoryPage<D extends Directory, T>(
  request: Request,
  directory: D,
  query: PagedQuery<T, ListQuery<D['list']>>,
  also?: (values: UrlFilterValues<DirectoryUrlKey<D>>) => Promise<SwrFallback>[],
) {
  return loadListPage(
    request,
    directoryUrlFilters(directory),
    query,
    (values) => directoryRequest(directory, values),
    also,
  );
}
