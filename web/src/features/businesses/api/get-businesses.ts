import useSWR from 'swr';
import type { Area, BusinessCategory } from '@tampa-local/domain';
import { apiGetList, type ListPage } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import { pagedQuery, usePagedList } from '@/lib/use-paged-list';
import type { Business } from '@/types/api';

export interface BusinessListParams {
  /** Free text (name, description, address...). */
  q?: string;
  category?: BusinessCategory;
  area?: Area;
  featured?: boolean;
  /** 'distance' needs `near`. */
  sort?: 'rating' | 'reviews' | 'name' | 'distance';
  /** minLng,minLat,maxLng,maxLat: only the businesses in this box. */
  bbox?: string;
  /** lat,lng: every business gets `distanceMiles` from this point. */
  near?: string;
  limit?: number;
  offset?: number;
}

/** GET /api/businesses */
export function getBusinesses(params: BusinessListParams = {}): Promise<ListPage<Business>> {
  return apiGetList<Business>('/businesses', params);
}

/** One page of businesses (home sections, carousels). */
export const businessesQuery = apiQuery(
  (params: BusinessListParams) => ['/businesses', params] as const,
  ([, params]) => getBusinesses(params),
);

export function useBusinesses(params: BusinessListParams) {
  return useSWR(businessesQuery.key(params), businessesQuery.fetcher);
}

/** The /businesses list, paged with 'Load more'. */
export const businessListQuery = pagedQuery('/businesses', getBusinesses);

export function useBusinessList(params: Omit<BusinessListParams, 'limit' | 'offset'>, firstPage = 1) {
  return usePagedList(businessListQuery, params, firstPage);
}
