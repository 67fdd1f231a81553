import useSWR from 'swr';
import { useAdminSession } from '../lib/admin-session';
import { adminRequest } from './admin-request';

export interface AdminStats {
  /** Published businesses. */
  total: number;
  /** Published businesses per category slug (every category listed, zero when empty). */
  byCategory: Record<string, number>;
}

/** GET /api/admin/stats: live counts of the directory. */
export function getAdminStats(): Promise<AdminStats> {
  return adminRequest<AdminStats>({ method: 'get', url: '/admin/stats' });
}

/** The statistics, while a moderator is signed in; nothing is asked otherwise. */
export function useAdminStats() {
  const session = useAdminSession();
  const who = session.status === 'signed-in' ? session.user.email : null;
  return useSWR(who ? (['admin', '/admin/stats', who] as const) : null, () => getAdminStats());
}
