import useSWR from 'swr';
import { apiGet } from '@/lib/api-request';
import type { BusinessDetail } from '@/types/api';

/** GET /api/businesses/{slug}: the business with its creators, recommendations and similar businesses. */
export function getBusiness(slug: string): Promise<BusinessDetail> {
  return apiGet<BusinessDetail>(`/businesses/${encodeURIComponent(slug)}`);
}

export function useBusiness(slug: string | undefined) {
  return useSWR(slug ? (['/businesses/{slug}', slug] as const) : null, ([, key]) => getBusiness(key));
}
