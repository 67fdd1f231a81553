import type { ReactNode } from 'react';
import type { PagedList } from '@/lib/use-paged-list';
import { ListResults, type Noun } from './list-results';
import { PageHeader } from './page-header';

/**
 * A directory page (businesses, events, real estate, rentals): the header band with its
 * search bar, the filters, then the paged results.
 */
export function ListPage<T extends { id: string }>({
  title,
  intro,
  searchBar,
  filters,
  filtersLayout = 'row',
  beforeFilters,
  beforeResults,
  list,
  noun,
  emptyTitle,
  renderItem,
}: {
  title: string;
  intro: string;
  searchBar: ReactNode;
  /** The select fields. */
  filters: ReactNode;
  /** 'row': fields of a fixed width side by side; 'grid': four columns on wide screens. */
  filtersLayout?: 'row' | 'grid';
  /** Shown above the filters (the rentals page's summary tiles). */
  beforeFilters?: ReactNode;
  /** Between the filters and the results (the businesses' view switch and map). */
  beforeResults?: ReactNode;
  list: PagedList<T>;
  noun: Noun;
  /** e.g. 'No businesses found'. */
  emptyTitle: string;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} intro={intro}>
        {searchBar}
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-36 sm:pt-32">
        {beforeFilters}
        <div
          className={
            filtersLayout === 'grid'
              ? 'mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4'
              : 'mb-6 flex flex-wrap gap-4 *:w-full sm:*:w-60'
          }
          role="group"
          aria-label="Filters"
        >
          {filters}
        </div>
        {beforeResults}
        <ListResults
          list={list}
          noun={noun}
          emptyTitle={emptyTitle}
          getKey={(item) => item.id}
          renderItem={renderItem}
        />
      </div>
    </>
  );
}
