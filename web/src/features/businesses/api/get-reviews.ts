import useSWR from 'swr';
import { REVIEW_DEFAULT_SORT, REVIEW_SORTS, type ReviewPage, type ReviewSort } from '@tampa-local/domain';
import { apiGet } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';

/** The page's `?sort=` and `?page=`, read leniently: anything else is the first page, newest first. */
export function reviewParams(search: URLSearchParams): { sort: ReviewSort; page: number } {
  const sortParam = search.get('sort');
  const sort = (REVIEW_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as ReviewSort)
    : REVIEW_DEFAULT_SORT;
  const page = Number(search.get('page') ?? '1');
  return { sort, page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 };
}

/** After the visitor's own change: past the browser's copy (public answers are kept a minute). */
export const FRESH = { headers: { 'Cache-Control': 'no-cache' } };

/** GET /api/businesses/{slug}/reviews: one page of its published reviews, the histogram and the figures. */
export function getReviews(slug: string, sort: ReviewSort, page: number, fresh = false): Promise<ReviewPage> {
  return apiGet<ReviewPage>(
    `/businesses/${encodeURIComponent(slug)}/reviews`,
    { sort: sort === REVIEW_DEFAULT_SORT ? undefined : sort, page: page > 1 ? page : undefined },
    fresh ? FRESH : undefined,
  );
}

export const reviewsQuery = apiQuery(
  (slug: string, sort: ReviewSort, page: number) => ['/businesses/{slug}/reviews', slug, sort, page] as const,
  ([, slug, sort, page]) => getReviews(slug, sort, page),
);

export function useReviews(slug: string | undefined, sort: ReviewSort, page: number) {
  return useSWR(slug ? reviewsQuery.key(slug, sort, page) : null, reviewsQuery.fetcher, { keepPreviousData: true });
}
