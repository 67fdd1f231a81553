import useSWR from 'swr';
import type { EventCategory, Timeframe } from '@tampa-local/domain';
import { apiGetList, type ListPage } from '@/lib/api-request';
import { usePagedList } from '@/lib/use-paged-list';
import type { Event } from '@/types/api';

export interface EventListParams {
  q?: string;
  category?: EventCategory;
  timeframe?: Timeframe;
  limit?: number;
  offset?: number;
}

/** GET /api/events (from today on, by date then time). */
export function getEvents(params: EventListParams = {}): Promise<ListPage<Event>> {
  return apiGetList<Event>('/events', params);
}

export function useEvents(params: EventListParams) {
  return useSWR(['/events', params] as const, ([, query]) => getEvents(query));
}

export function useEventList(params: Omit<EventListParams, 'limit' | 'offset'>) {
  return usePagedList('/events', params, getEvents);
}
