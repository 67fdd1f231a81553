import useSWR from 'swr';
import type { BusinessVideo } from '@/types/api';
import { useModeratorSession } from '../lib/moderator-session';
import { moderationRequest } from './moderation-request';

/** GET /api/businesses/{idOrSlug}/videos as a moderator: every status, with notes. */
export async function getModerationVideos(idOrSlug: string): Promise<BusinessVideo[]> {
  const videos = await moderationRequest<BusinessVideo[]>({
    method: 'get',
    url: `/businesses/${encodeURIComponent(idOrSlug)}/videos`,
  });
  return Array.isArray(videos) ? videos : [];
}

/** The selected business's videos, while a moderator is signed in. */
export function useModerationVideos(idOrSlug: string | undefined) {
  const session = useModeratorSession();
  const who = session.status === 'signed-in' ? session.user.email : null;
  return useSWR(
    idOrSlug && who ? (['moderation', '/businesses/{id}/videos', idOrSlug, who] as const) : null,
    ([, , id]) => getModerationVideos(id),
  );
}
