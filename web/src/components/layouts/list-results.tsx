import type { ReactNode } from 'react';
import { countLabel } from '@/lib/labels';
import type { PagedList } from '@/lib/use-paged-list';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorMessage } from '@/components/ui/error-message';
import { SkeletonGrid } from '@/components/ui/skeleton';
import { ListPagination } from './list-pagination';

export interface Noun {
  singular: string;
  plural: string;
}

/**
 * The results half of a list page: skeleton while loading, error with retry,
 * the empty state, the 'Showing N …' count (the server's total) and the grid
 * with its 'Load more' button.
 */
export function ListResults<T>({
  list,
  noun,
  emptyTitle,
  renderItem,
  getKey,
}: {
  list: PagedList<T>;
  noun: Noun;
  /** e.g. 'No businesses found'. */
  emptyTitle: string;
  /** `index` 0 is the first card shown (its picture loads first). */
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
}) {
  if (list.isLoading) {
    return <SkeletonGrid label={`Loading ${noun.plural}...`} />;
  }
  if (list.error && list.items.length === 0) {
    return <ErrorMessage title={`Couldn't load ${noun.plural}`} error={list.error} onRetry={list.retry} />;
  }
  return (
    <div>
      <h2 className="sr-only">Results</h2>
      <p role="status" className="mb-4 text-sm font-medium text-slate-600">
        Showing {countLabel(list.total, noun.singular, noun.plural, list.totalAtLeast)}
      </p>
      {list.items.length === 0 ? (
        <EmptyState title={emptyTitle}>Try adjusting your search criteria or filters.</EmptyState>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.items.map((item, index) => (
              <li key={getKey(item)} className="flex">
                {renderItem(item, index)}
              </li>
            ))}
          </ul>
          {list.error != null && (
            <p role="alert" className="mt-6 text-center text-sm text-sunset-800">
              Couldn't load more {noun.plural}. Please try again.
            </p>
          )}
          {list.hasMore && (
            <div className="mt-8 flex justify-center">
              <Button variant="outline" size="lg" onClick={list.loadMore} disabled={list.isLoadingMore}>
                {list.isLoadingMore ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
          <ListPagination list={list} />
        </>
      )}
    </div>
  );
}
