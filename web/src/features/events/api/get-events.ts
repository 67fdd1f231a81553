import useSWR from 'swr';
import { EVENT_LIST, type EventListRequest } from '@tampa-local/domain';
import { apiGetList, type ListPage } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import { pagedQuery, usePagedList } from '@/lib/use-paged-list';
import type { Event } from '@/types/api';
import { eventCardData } from '../components/event-card';

/** GET /api/events (from today on, by date then time; its filters: EVENT_LIST in packages/domain). */
export function getEvents(params: EventListRequest = {}): Promise<ListPage<Event>> {
  return apiGetList<Event>(EVENT_LIST.path, params);
}

export const eventsQuery = apiQuery(
  (params: EventListRequest) => [EVENT_LIST.path, params] as const,
  ([, params]) => getEvents(params),
);

export function useEvents(params: EventListRequest) {
  return useSWR(eventsQuery.key(params), eventsQuery.fetcher);
}

/** The /events list, paged with 'Load more': each event as its card shows it. */
export const eventListQuery = pagedQuery(EVENT_LIST.path, async (params: EventListRequest) => {
  const page = await getEvents(params);
  return { ...page, items: page.items.map(eventCardData) };
});

export function useEventList(params: Omit<EventListRequest, 'limit' | 'offset'>, firstPage = 1) {
  return usePagedList(eventListQuery, params, firstPage);
}
