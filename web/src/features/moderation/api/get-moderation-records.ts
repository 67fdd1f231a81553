import useSWR from 'swr';
import type { ModerationRecord } from '@tampa-local/domain';
import { useModeratorSession } from '../lib/moderator-session';
import { moderationRequest } from './moderation-request';

/** GET /api/moderation-records: the latest moderation actions, newest first, or one video's with `videoId`. */
export async function getModerationRecords(params: { videoId?: string; limit: number }): Promise<ModerationRecord[]> {
  const records = await moderationRequest<ModerationRecord[]>({ method: 'get', url: '/moderation-records', params });
  return Array.isArray(records) ? records : [];
}

/** The records, while a moderator is signed in and `enabled` (a closed history asks nothing). */
export function useModerationRecords(params: { videoId?: string; limit: number }, enabled = true) {
  const session = useModeratorSession();
  const who = session.status === 'signed-in' ? session.user.email : null;
  return useSWR(
    who && enabled ? (['moderation', '/moderation-records', params.videoId ?? '', params.limit, who] as const) : null,
    ([, , videoId, limit]) => getModerationRecords({ videoId: videoId || undefined, limit }),
  );
}
