import useSWR from 'swr';
import type { BusinessVideo } from '@/types/api';
import { useAdminSession } from '../lib/admin-session';
import { adminRequest } from './admin-request';

/** GET /api/businesses/{idOrSlug}/videos as a moderator: every status, with notes. */
export async function getAdminVideos(idOrSlug: string): Promise<BusinessVideo[]> {
  const videos = await adminRequest<BusinessVideo[]>({
    method: 'get',
    url: `/businesses/${encodeURIComponent(idOrSlug)}/videos`,
  });
  return Array.isArray(videos) ? videos : [];
}

/** The selected business's videos, while a moderator is signed in. */
export function useAdminVideos(idOrSlug: string | undefined) {
  const session = useAdminSession();
  const who = session.status === 'signed-in' ? session.user.email : null;
  return useSWR(idOrSlug && who ? (['admin', '/businesses/{id}/videos', idOrSlug, who] as const) : null, ([, , id]) =>
    getAdminVideos(id),
  );
}
