import { Link, useLocation } from 'react-router';
import { DIRECTORY_MAX_PAGE, DIRECTORY_PAGE_SIZE } from '@tampa-local/domain';
import { totalLabel } from '@/lib/labels';
import { listPageHref } from '@/lib/list-pages';
import type { PagedList } from '@/lib/use-paged-list';

/**
 * Real links to the previous and next page of results (?page=N, the filters kept), so
 * crawlers reach every card without running scripts; people may also use 'Load more'.
 */
export function ListPagination<T>({ list }: { list: PagedList<T> }) {
  const { pathname, search } = useLocation();
  const shownLast = list.firstPage + Math.max(1, list.pagesLoaded) - 1;
  const counted = Math.max(1, Math.ceil(list.total / DIRECTORY_PAGE_SIZE));
  // More match than were counted (a search's bound): the pages go on while they are full.
  const lastPage = Math.min(DIRECTORY_MAX_PAGE, list.totalAtLeast ? Math.max(counted, shownLast) : counted);
  const previous = list.firstPage > 1 ? Math.min(list.firstPage - 1, lastPage) : null;
  const nextPage = shownLast + 1;
  const next =
    nextPage <= lastPage || (list.totalAtLeast && list.hasMore && nextPage <= DIRECTORY_MAX_PAGE) ? nextPage : null;
  if (previous === null && next === null) return null;
  const linkClass =
    'rounded-full px-4 py-2 text-sm font-semibold text-bay-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bay-700';
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-center gap-3">
      {previous !== null && (
        <Link to={listPageHref(pathname, search, previous)} rel="prev" className={linkClass}>
          ← Previous page
        </Link>
      )}
      <span className="text-sm text-slate-600">
        {list.pagesLoaded > 1 ? 'Pages' : 'Page'} {list.firstPage}
        {list.pagesLoaded > 1 && `–${list.firstPage + list.pagesLoaded - 1}`} of{' '}
        {totalLabel(lastPage, list.totalAtLeast && lastPage < DIRECTORY_MAX_PAGE)}
      </span>
      {next !== null && (
        <Link to={listPageHref(pathname, search, next)} rel="next" className={linkClass}>
          Next page →
        </Link>
      )}
    </nav>
  );
}
