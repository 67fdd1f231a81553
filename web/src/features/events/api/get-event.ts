import useSWR from 'swr';
import { apiGet } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import type { EventDetail } from '@/types/api';

/** GET /api/events/{slug}: the event (past ones too) and the upcoming events beside it. */
export function getEvent(slug: string): Promise<EventDetail> {
  return apiGet<EventDetail>(`/events/${encodeURIComponent(slug)}`);
}

export const eventQuery = apiQuery(
  (slug: string) => ['/events/{slug}', slug] as const,
  ([, slug]) => getEvent(slug),
);

export function useEvent(slug: string | undefined) {
  return useSWR(slug ? eventQuery.key(slug) : null, eventQuery.fetcher);
}
