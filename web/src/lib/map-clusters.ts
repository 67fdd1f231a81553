import useSWR from 'swr';
import type { Area, BusinessCategory, MapClusters } from '@tampa-local/domain';
import { apiGet } from '@/lib/api-request';

export interface BusinessClusterParams {
  /** minLng,minLat,maxLng,maxLat, inside the region. */
  bbox: string;
  /** The web-map zoom (256 px tiles), 0-22. */
  zoom: number;
  q?: string;
  category?: BusinessCategory;
  area?: Area;
}

/** GET /api/businesses/clusters: the businesses of a box gathered in cells, with their counts. */
export function getBusinessClusters(params: BusinessClusterParams): Promise<MapClusters> {
  return apiGet<MapClusters>('/businesses/clusters', params);
}

/** The clusters of the map's box; the previous answer stays on screen while the next one loads. */
export function useBusinessClusters(params: BusinessClusterParams | null) {
  return useSWR(params ? (['/businesses/clusters', params] as const) : null, ([, p]) => getBusinessClusters(p), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
