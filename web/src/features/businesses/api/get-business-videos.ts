import useSWR from 'swr';
import { apiGet } from '@/lib/api-request';
import { errorSummary, isNotFound } from '@/lib/api-error';
import { apiQuery } from '@/lib/query';
import type { BusinessVideo } from '@/types/api';

/** GET /api/businesses/{slug}/videos: the business's active videos. */
export async function getBusinessVideos(slug: string): Promise<BusinessVideo[]> {
  try {
    const videos = await apiGet<BusinessVideo[]>(`/businesses/${encodeURIComponent(slug)}/videos`);
    return Array.isArray(videos) ? videos : [];
  } catch (error) {
    // Spec §8: logged, and the videos section then shows nothing. An unknown business's
    // 404 is an answer, not a failure: its page says so and nothing is logged.
    if (!isNotFound(error)) console.error('Failed to fetch videos', errorSummary(error));
    throw error;
  }
}

export const businessVideosQuery = apiQuery(
  (slug: string) => ['/businesses/{slug}/videos', slug] as const,
  ([, slug]) => getBusinessVideos(slug),
);

export function useBusinessVideos(slug: string | undefined) {
  return useSWR(slug ? businessVideosQuery.key(slug) : null, businessVideosQuery.fetcher);
}
