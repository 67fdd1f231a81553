import useSWR from 'swr';
import { apiGet } from '@/lib/api-request';
import type { BusinessVideo } from '@/types/api';

/** GET /api/businesses/{slug}/videos: the business's active videos. */
export async function getBusinessVideos(slug: string): Promise<BusinessVideo[]> {
  try {
    const videos = await apiGet<BusinessVideo[]>(`/businesses/${encodeURIComponent(slug)}/videos`);
    return Array.isArray(videos) ? videos : [];
  } catch (error) {
    // Spec §8: logged, and the videos section then shows nothing.
    console.error('Failed to fetch videos', error);
    throw error;
  }
}

export function useBusinessVideos(slug: string | undefined) {
  return useSWR(slug ? (['/businesses/{slug}/videos', slug] as const) : null, ([, key]) => getBusinessVideos(key));
}
