import { useCallback, useMemo, type ReactNode } from 'react';
import type { Thing } from 'schema-dts';
import type { ListLink } from '@/lib/structured-data';
import { directoryRequest, type Directory, type ListQuery, type MapCluster } from '@tampa-local/domain';
import type { MapPlace } from '@/components/map/cluster-map';
import { ListMapSection } from '@/components/map/list-map-section';
import { ListPageMeta } from '@/components/seo/list-page-meta';
import { SearchForm } from '@/components/ui/search-form';
import { SelectField } from '@/components/ui/select-field';
import { useUrlFilters, type UrlFilterValues } from '@/hooks/use-url-filters';
import { canonicalDirectoryFilters, directoryUrlFilters, type DirectoryUrlKey } from '@/lib/list-pages';
import type { MapListPath } from '@/lib/map-clusters';
import { usePagedList, type PagedQuery } from '@/lib/use-paged-list';
import { ListPage } from './list-page';
import type { Noun } from './list-results';

/** A directory of packages/domain (lists.ts) whose list has a map. */
export type MappedDirectory = Directory & { readonly list: { readonly path: MapListPath } };

/** A directory page's URL values: its filters, the map's box and point, the order. */
export type DirectoryUrlValues<D extends Directory> = UrlFilterValues<DirectoryUrlKey<D>>;

/** A select bound to one of the page's choice filters. */
export interface DirectorySelect<D extends Directory> {
  filter: keyof D['filters'] & string;
  label: string;
  /** The empty choice, no filter ('All Areas'). */
  allLabel: string;
}

export interface DirectoryPageProps<D extends MappedDirectory, T extends { id: string }> {
  directory: D;
  /** The list's paged read, keyed as the server loader keys it (loadDirectoryPage). */
  query: PagedQuery<T, ListQuery<D['list']>>;
  title: string;
  /** The meta description. */
  description: string;
  intro: string;
  search: { label: string; placeholder: string; category?: DirectorySelect<D> };
  selects: DirectorySelect<D>[];
  filtersLayout?: 'row' | 'grid';
  /** Above the filters, from the URL's values (the rentals' summary tiles). */
  beforeFilters?: (values: DirectoryUrlValues<D>) => ReactNode;
  /** A map marker's card for a cluster of one row. */
  placeOf: (cluster: MapCluster) => MapPlace | null;
  noun: Noun;
  /** e.g. 'No businesses found'. */
  emptyTitle: string;
  renderItem: (item: T, index: number) => ReactNode;
  /** One item as schema.org data, given the site's origin. */
  toJsonLd: (origin: string, item: T) => Thing | ListLink;
}

/**
 * A directory page (businesses, events, real estate, rentals) from its definition: the
 * filters in its URL, the list they ask for (paged, with 'Load more' and page links), the
 * map of the same results, and the head's canonical URL and JSON-LD. The server loader
 * reads the same URL the same way (loadDirectoryPage).
 */
export function DirectoryPage<D extends MappedDirectory, T extends { id: string }>({
  directory,
  query,
  title,
  description,
  intro,
  search,
  selects,
  filtersLayout,
  beforeFilters,
  placeOf,
  noun,
  emptyTitle,
  renderItem,
  toJsonLd,
}: DirectoryPageProps<D, T>) {
  const [values, setFilters, choice, page] = useUrlFilters(directoryUrlFilters(directory));
  const params = useMemo(() => directoryRequest(directory, values), [directory, values]);
  const list = usePagedList(query, params, page);
  // The map's clusters take the list's filters; the box and point come from the map.
  const clusterFilters = useMemo(() => {
    const { bbox: _bbox, near: _near, sort: _sort, ...filters } = params;
    return filters;
  }, [params]);
  const nearSort = directory.list.sorts?.near;
  const nearFirst = nearSort !== undefined && (directory.sorts as readonly string[]).includes(nearSort);
  const onMapChange = useCallback(
    (next: { bbox?: string; near?: string }) => {
      // "Near me" on a page that names nearest first in its URL sorts by it too.
      const patch = nearFirst && 'near' in next ? { ...next, sort: next.near ? nearSort : undefined } : next;
      // bbox, near and sort are parameters of every directory's URL (DirectoryUrlKey).
      setFilters(patch as Partial<DirectoryUrlValues<D>>);
    },
    [setFilters, nearFirst, nearSort],
  );

  return (
    <>
      <ListPageMeta
        title={title}
        description={description}
        filters={canonicalDirectoryFilters(directory, values)}
        page={page}
        items={list.items}
        toJsonLd={toJsonLd}
      />
      <ListPage
        title={title}
        intro={intro}
        searchBar={
          <SearchForm
            label={search.label}
            placeholder={search.placeholder}
            name="search"
            value={values.search}
            onSearch={(text) => setFilters({ search: text } as Partial<DirectoryUrlValues<D>>)}
            category={
              search.category && {
                label: search.category.label,
                allLabel: search.category.allLabel,
                ...choice(search.category.filter),
              }
            }
          />
        }
        beforeFilters={beforeFilters?.(values)}
        filtersLayout={filtersLayout}
        filters={selects.map((select) => (
          <SelectField key={select.filter} label={select.label} allLabel={select.allLabel} {...choice(select.filter)} />
        ))}
        beforeResults={
          <ListMapSection
            list={directory.list.path}
            noun={noun}
            placeOf={placeOf}
            clusterFilters={clusterFilters}
            bbox={params.bbox}
            near={params.near}
            onChange={onMapChange}
          />
        }
        list={list}
        noun={noun}
        emptyTitle={emptyTitle}
        renderItem={renderItem}
      />
    </>
  );
}
