import useSWR from 'swr';
import type { EventCategory, Timeframe } from '@tampa-local/domain';
import { apiGetList, type ListPage } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import { pagedQuery, usePagedList } from '@/lib/use-paged-list';
import type { Event } from '@/types/api';

export interface EventListParams {
  q?: string;
  category?: EventCategory;
  timeframe?: Timeframe;
  /** The map's: a box (minLng,minLat,maxLng,maxLat) and a point (lat,lng) to list nearest first. */
  bbox?: string;
  near?: string;
  limit?: number;
  offset?: number;
}

/** GET /api/events (from today on, by date then time). */
export function getEvents(params: EventListParams = {}): Promise<ListPage<Event>> {
  return apiGetList<Event>('/events', params);
}

export const eventsQuery = apiQuery(
  (params: EventListParams) => ['/events', params] as const,
  ([, params]) => getEvents(params),
);

export function useEvents(params: EventListParams) {
  return useSWR(eventsQuery.key(params), eventsQuery.fetcher);
}

export const eventListQuery = pagedQuery('/events', getEvents);

export function useEventList(params: Omit<EventListParams, 'limit' | 'offset'>, firstPage = 1) {
  return usePagedList(eventListQuery, params, firstPage);
}
