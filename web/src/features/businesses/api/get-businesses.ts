import useSWR from 'swr';
import { BUSINESS_LIST, type BusinessListRequest } from '@tampa-local/domain';
import { apiGetList, type ListPage } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import { pagedQuery, usePagedList } from '@/lib/use-paged-list';
import type { Business } from '@/types/api';
import { businessCardData } from '../components/business-card';

/** GET /api/businesses (its filters and sorts: BUSINESS_LIST in packages/domain). */
export function getBusinesses(params: BusinessListRequest = {}): Promise<ListPage<Business>> {
  return apiGetList<Business>(BUSINESS_LIST.path, params);
}

/** One page of businesses (home sections, carousels). */
export const businessesQuery = apiQuery(
  (params: BusinessListRequest) => [BUSINESS_LIST.path, params] as const,
  ([, params]) => getBusinesses(params),
);

export function useBusinesses(params: BusinessListRequest) {
  return useSWR(businessesQuery.key(params), businessesQuery.fetcher);
}

/** The /businesses list, paged with 'Load more': each business as its card shows it. */
export const businessListQuery = pagedQuery(BUSINESS_LIST.path, async (params: BusinessListRequest) => {
  const page = await getBusinesses(params);
  return { ...page, items: page.items.map(businessCardData) };
});

export function useBusinessList(params: Omit<BusinessListRequest, 'limit' | 'offset'>, firstPage = 1) {
  return usePagedList(businessListQuery, params, firstPage);
}
