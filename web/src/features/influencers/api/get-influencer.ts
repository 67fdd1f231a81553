import useSWR from 'swr';
import { apiGet } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import type { InfluencerDetail } from '@/types/api';

/** GET /api/influencers/{slug}: the creator with recommendations (and their businesses) and four others. */
export function getInfluencer(slug: string): Promise<InfluencerDetail> {
  return apiGet<InfluencerDetail>(`/influencers/${encodeURIComponent(slug)}`);
}

export const influencerQuery = apiQuery(
  (slug: string) => ['/influencers/{slug}', slug] as const,
  ([, slug]) => getInfluencer(slug),
);

export function useInfluencer(slug: string | undefined) {
  return useSWR(slug ? influencerQuery.key(slug) : null, influencerQuery.fetcher);
}
