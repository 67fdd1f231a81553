import useSWR from 'swr';
import { PROPERTY_LIST, SEARCH_TOTAL_BOUND, type PropertyListRequest } from '@tampa-local/domain';
import { apiGetList, type ListPage } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import { pagedQuery, usePagedList } from '@/lib/use-paged-list';
import type { Property } from '@/types/api';
import { propertyCardData } from '../components/property-card';

/**
 * GET /api/properties (every filter, price ranges included, is applied by the server; its
 * filters: PROPERTY_LIST in packages/domain).
 */
export function getProperties(params: PropertyListRequest = {}): Promise<ListPage<Property>> {
  return apiGetList<Property>(PROPERTY_LIST.path, params);
}

export const propertiesQuery = apiQuery(
  (params: PropertyListRequest) => [PROPERTY_LIST.path, params] as const,
  ([, params]) => getProperties(params),
);

export function useProperties(params: PropertyListRequest | null) {
  return useSWR(params ? propertiesQuery.key(params) : null, propertiesQuery.fetcher);
}

/** The real estate and rentals lists, paged with 'Load more': each listing as its card shows it. */
export const propertyListQuery = pagedQuery(PROPERTY_LIST.path, async (params: PropertyListRequest) => {
  const page = await getProperties(params);
  return { ...page, items: page.items.map(propertyCardData) };
});

export function usePropertyList(params: Omit<PropertyListRequest, 'limit' | 'offset'>, firstPage = 1) {
  return usePagedList(propertyListQuery, params, firstPage);
}

/** The one-row request whose X-Total-Count counts the matches. */
export function propertyCountParams(params: Omit<PropertyListRequest, 'limit' | 'offset'>): PropertyListRequest {
  return { ...params, limit: 1, offset: 0 };
}

/**
 * How many properties match: the count alone is kept (and written into the page for
 * hydration), not the row the request brings with it; keyed apart from the row's list.
 */
export const propertyCountQuery = apiQuery(
  (params: PropertyListRequest) => [PROPERTY_LIST.path, params, 'count'] as const,
  // A number alone in the page's data: more than SEARCH_TOTAL_BOUND stands for "more
  // than were counted" (a search's bound, X-Total-Relation), shown as "1,000+".
  async ([, params]) => {
    const { total, totalAtLeast } = await getProperties(params);
    return totalAtLeast ? SEARCH_TOTAL_BOUND + 1 : total;
  },
);

/** How many properties match (the X-Total-Count of a one-item page); null skips the request. */
export function usePropertyCount(params: Omit<PropertyListRequest, 'limit' | 'offset'> | null) {
  const { data, error, isLoading } = useSWR(
    params ? propertyCountQuery.key(propertyCountParams(params)) : null,
    propertyCountQuery.fetcher,
  );
  return { count: data, error, isLoading };
}
