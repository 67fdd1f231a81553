import type { AxiosRequestConfig } from 'axios';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import type { BusinessDetail } from '@/types/api';
import { similarBusinessData, type SimilarBusinessData } from '../components/similar-businesses';

/** A business page's data: the business, and its similar businesses as their tiles show them. */
export type BusinessPageData = Omit<BusinessDetail, 'similar'> & { similar: SimilarBusinessData[] };

export function businessPageData(business: BusinessDetail): BusinessPageData {
  return { ...business, similar: business.similar.map(similarBusinessData) };
}

/** GET /api/businesses/{slug}: the business with its creators, recommendations and similar businesses. */
export function getBusiness(slug: string, config?: AxiosRequestConfig): Promise<BusinessDetail> {
  return apiGet<BusinessDetail>(`/businesses/${encodeURIComponent(slug)}`, undefined, config);
}

export const businessQuery = apiQuery(
  (slug: string) => ['/businesses/{slug}', slug] as const,
  async ([, slug]) => businessPageData(await getBusiness(slug)),
);

export function useBusiness(slug: string | undefined) {
  return useSWR(slug ? businessQuery.key(slug) : null, businessQuery.fetcher);
}
