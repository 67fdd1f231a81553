import useSWR from 'swr';
import { apiGetList, type ListPage } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import type { Influencer } from '@/types/api';

export interface InfluencerListParams {
  /** Substring of the niche, case-insensitive ('food' matches 'Food & Drink'). */
  niche?: string;
  limit?: number;
  offset?: number;
}

/** GET /api/influencers (most followed first). */
export function getInfluencers(params: InfluencerListParams = {}): Promise<ListPage<Influencer>> {
  return apiGetList<Influencer>('/influencers', params);
}

export const influencersQuery = apiQuery(
  (params: InfluencerListParams) => ['/influencers', params] as const,
  ([, params]) => getInfluencers(params),
);

export function useInfluencers(params: InfluencerListParams) {
  return useSWR(influencersQuery.key(params), influencersQuery.fetcher);
}
