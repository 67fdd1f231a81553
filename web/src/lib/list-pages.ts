import { LIST_MAX_OFFSET } from '@tampa-local/domain';
import { LIST_PAGE_SIZE } from '@/config/site';
import { PAGE_PARAM } from '@/hooks/use-url-filters';

/**
 * The deepest list page a link may name: the API refuses offsets past LIST_MAX_OFFSET; a
 * crawler reaches every business through the sitemap, not through page 9,000.
 */
export const LIST_MAX_PAGE = Math.floor(LIST_MAX_OFFSET / LIST_PAGE_SIZE) + 1;

/** The URL of page `page` of the list at `pathname` with the query `search` (its other filters kept). */
export function listPageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The canonical URL of a list page: its known filters in schema order, then the page. */
export function canonicalListPath(pathname: string, filters: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
