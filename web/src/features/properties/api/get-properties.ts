import useSWR from 'swr';
import type { Area, ListingType, PriceRange, PropertyType, ShortTermCategory } from '@tampa-local/domain';
import { apiGetList, type ListPage } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import { pagedQuery, usePagedList } from '@/lib/use-paged-list';
import type { Property } from '@/types/api';

export interface PropertyListParams {
  q?: string;
  propertyType?: PropertyType;
  listingType?: ListingType;
  shortTermCategory?: ShortTermCategory;
  area?: Area;
  priceRange?: PriceRange;
  /** The map's: a box (minLng,minLat,maxLng,maxLat) and a point (lat,lng) to list nearest first. */
  bbox?: string;
  near?: string;
  limit?: number;
  offset?: number;
}

/** GET /api/properties (every filter, price ranges included, is applied by the server). */
export function getProperties(params: PropertyListParams = {}): Promise<ListPage<Property>> {
  return apiGetList<Property>('/properties', params);
}

export const propertiesQuery = apiQuery(
  (params: PropertyListParams) => ['/properties', params] as const,
  ([, params]) => getProperties(params),
);

export function useProperties(params: PropertyListParams | null) {
  return useSWR(params ? propertiesQuery.key(params) : null, propertiesQuery.fetcher);
}

export const propertyListQuery = pagedQuery('/properties', getProperties);

export function usePropertyList(params: Omit<PropertyListParams, 'limit' | 'offset'>, firstPage = 1) {
  return usePagedList(propertyListQuery, params, firstPage);
}

/** How many properties match (the X-Total-Count of a one-item page); null skips the request. */
/** The one-row request whose X-Total-Count counts the matches. */
export function propertyCountParams(params: Omit<PropertyListParams, 'limit' | 'offset'>): PropertyListParams {
  return { ...params, limit: 1, offset: 0 };
}

export function usePropertyCount(params: Omit<PropertyListParams, 'limit' | 'offset'> | null) {
  const { data, error, isLoading } = useProperties(params ? propertyCountParams(params) : null);
  return { count: data?.total, error, isLoading };
}
