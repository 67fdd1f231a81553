import useSWR from 'swr';
import { INFLUENCER_LIST, type InfluencerListRequest } from '@tampa-local/domain';
import { apiGetList, type ListPage } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import type { Influencer } from '@/types/api';

/** GET /api/influencers (most followed first). */
export function getInfluencers(params: InfluencerListRequest = {}): Promise<ListPage<Influencer>> {
  return apiGetList<Influencer>(INFLUENCER_LIST.path, params);
}

export const influencersQuery = apiQuery(
  (params: InfluencerListRequest) => [INFLUENCER_LIST.path, params] as const,
  ([, params]) => getInfluencers(params),
);

export function useInfluencers(params: InfluencerListRequest) {
  return useSWR(influencersQuery.key(params), influencersQuery.fetcher);
}
