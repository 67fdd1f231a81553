import useSWR from 'swr';
import { useModeratorSession } from '../lib/moderator-session';
import { moderationRequest } from './moderation-request';

export interface DirectoryStats {
  /** Published businesses. */
  total: number;
  /** Published businesses per category slug (every category listed, zero when empty). */
  byCategory: Record<string, number>;
}

/** GET /api/admin/stats: live counts of the directory. */
export function getDirectoryStats(): Promise<DirectoryStats> {
  return moderationRequest<DirectoryStats>({ method: 'get', url: '/admin/stats' });
}

/** The statistics, while a moderator is signed in; nothing is asked otherwise. */
export function useDirectoryStats() {
  const session = useModeratorSession();
  const who = session.status === 'signed-in' ? session.user.email : null;
  return useSWR(who ? (['moderation', '/admin/stats', who] as const) : null, () => getDirectoryStats());
}
