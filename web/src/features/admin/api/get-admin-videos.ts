import useSWR from 'swr';
import type { BusinessVideo } from '@/types/api';
import { useAdminSession } from '../lib/admin-session';
import { adminRequest } from './admin-request';

/** GET /api/businesses/{idOrSlug}/videos with the admin key: every status, with notes. */
export async function getAdminVideos(idOrSlug: string, adminKey: string): Promise<BusinessVideo[]> {
  const videos = await adminRequest<BusinessVideo[]>(adminKey, {
    method: 'get',
    url: `/businesses/${encodeURIComponent(idOrSlug)}/videos`,
  });
  return Array.isArray(videos) ? videos : [];
}

/** The selected business's videos for the session's key. */
export function useAdminVideos(idOrSlug: string | undefined) {
  const { key } = useAdminSession();
  return useSWR(
    idOrSlug && key ? (['admin', '/businesses/{id}/videos', idOrSlug, key] as const) : null,
    ([, , id, adminKey]) => getAdminVideos(id, adminKey),
  );
}
