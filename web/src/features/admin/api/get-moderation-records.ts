import useSWR from 'swr';
import type { ModerationRecord } from '@tampa-local/domain';
import { useAdminSession } from '../lib/admin-session';
import { adminRequest } from './admin-request';

/** GET /api/moderation-records: the latest moderation actions, newest first, or one video's with `videoId`. */
export async function getModerationRecords(params: { videoId?: string; limit: number }): Promise<ModerationRecord[]> {
  const records = await adminRequest<ModerationRecord[]>({ method: 'get', url: '/moderation-records', params });
  return Array.isArray(records) ? records : [];
}

/** The records, while a moderator is signed in and `enabled` (a closed history asks nothing). */
export function useModerationRecords(params: { videoId?: string; limit: number }, enabled = true) {
  const session = useAdminSession();
  const who = session.status === 'signed-in' ? session.user.email : null;
  return useSWR(
    who && enabled ? (['admin', '/moderation-records', params.videoId ?? '', params.limit, who] as const) : null,
    ([, , videoId, limit]) => getModerationRecords({ videoId: videoId || undefined, limit }),
  );
}
