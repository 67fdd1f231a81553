import {
  type DIRECTORY_MAP_PARAMS,
  DIRECTORY_SORT_PARAM,
  directoryChoice,
  isDirectorySort,
  type Directory,
} from '@tampa-local/domain';
import { PAGE_PARAM, type UrlFilter, type UrlFilterValues } from '@/hooks/use-url-filters';
import { normaliseBbox, normaliseNear } from './map-params';

/** The parameters of a directory page's URL: its filters (packages/domain lists.ts), the map's and the order. */
export type DirectoryUrlKey<D extends Directory> =
  (keyof D['filters'] & string) | (typeof DIRECTORY_MAP_PARAMS)[number] | typeof DIRECTORY_SORT_PARAM;

const urlFilters = new WeakMap<Directory, Record<string, UrlFilter>>();

/**
 * How a directory page reads its URL: each filter as the page offers it (a choice of its
 * values, or text), the map's box and point as the API accepts them, and the sorts the
 * page names. One object per directory, so the page's hook keeps it across renders.
 */
export function directoryUrlFilters<D extends Directory>(page: D): Record<DirectoryUrlKey<D>, UrlFilter> {
  const known = urlFilters.get(page);
  // Made below for this very directory: the keys of DirectoryUrlKey<D>.
  if (known) return known as Record<DirectoryUrlKey<D>, UrlFilter>;
  const out: Record<string, UrlFilter> = {};
  for (const [name, filter] of Object.entries(page.filters)) {
    const allowed = directoryChoice(page.list, filter);
    out[name] = allowed ? { kind: 'choice', values: allowed.values, labels: allowed.labels } : { kind: 'text' };
  }
  // The map's: the list limited to an area ("Search this area"), nearest first ("Near me").
  out.bbox = { kind: 'parsed', parse: normaliseBbox };
  out.near = { kind: 'parsed', parse: normaliseNear };
  out[DIRECTORY_SORT_PARAM] = { kind: 'parsed', parse: (text) => (isDirectorySort(page, text) ? text : undefined) };
  urlFilters.set(page, out);
  // Every filter of the page, then the map's and the order: the keys of DirectoryUrlKey<D>.
  return out as Record<DirectoryUrlKey<D>, UrlFilter>;
}

/** The canonical URL names the page's filters, not a visitor's position, map area or order. */
export function canonicalDirectoryFilters<D extends Directory>(
  page: D,
  values: UrlFilterValues<DirectoryUrlKey<D>>,
): Record<string, string | undefined> {
  const all: Readonly<Record<string, string | undefined>> = values;
  return Object.fromEntries(Object.keys(page.filters).map((name) => [name, all[name]]));
}

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
