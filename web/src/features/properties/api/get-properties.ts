import useSWR from 'swr';
import type { Area, ListingType, PriceRange, PropertyType, ShortTermCategory } from '@tampa-local/domain';
import { apiGetList, type ListPage } from '@/lib/api-request';
import { usePagedList } from '@/lib/use-paged-list';
import type { Property } from '@/types/api';

export interface PropertyListParams {
  q?: string;
  propertyType?: PropertyType;
  listingType?: ListingType;
  shortTermCategory?: ShortTermCategory;
  area?: Area;
  priceRange?: PriceRange;
  limit?: number;
  offset?: number;
}

/** GET /api/properties (every filter, price ranges included, is applied by the server). */
export function getProperties(params: PropertyListParams = {}): Promise<ListPage<Property>> {
  return apiGetList<Property>('/properties', params);
}

export function useProperties(params: PropertyListParams | null) {
  return useSWR(params ? (['/properties', params] as const) : null, ([, query]) => getProperties(query));
}

export function usePropertyList(params: Omit<PropertyListParams, 'limit' | 'offset'>) {
  return usePagedList('/properties', params, getProperties);
}

/** How many properties match (the X-Total-Count of a one-item page); null skips the request. */
export function usePropertyCount(params: Omit<PropertyListParams, 'limit' | 'offset'> | null) {
  const { data, error, isLoading } = useProperties(params ? { ...params, limit: 1, offset: 0 } : null);
  return { count: data?.total, error, isLoading };
}
