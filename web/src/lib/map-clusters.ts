import useSWR from 'swr';
import type { MapClusters } from '@tampa-local/domain';
import { apiGet } from '@/lib/api-request';

/** The list routes with a map: each has its clusters route beside it. */
export type MapListPath = '/businesses' | '/properties' | '/events';

export interface MapClusterParams {
  /** minLng,minLat,maxLng,maxLat, inside the region. */
  bbox: string;
  /** The web-map zoom (256 px tiles), 0-22. */
  zoom: number;
  /** The list's own filters (its clusters route takes the same). */
  [filter: string]: string | number | boolean | undefined;
}

/** GET /api/{list}/clusters: the rows of a box gathered in cells, with their counts. */
export function getMapClusters(list: MapListPath, params: MapClusterParams): Promise<MapClusters> {
  return apiGet<MapClusters>(`${list}/clusters`, params);
}

/** The clusters of the map's box; the previous answer stays on screen while the next one loads. */
export function useMapClusters(list: MapListPath, params: MapClusterParams | null) {
  return useSWR(params ? ([`${list}/clusters`, params] as const) : null, ([, p]) => getMapClusters(list, p), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
