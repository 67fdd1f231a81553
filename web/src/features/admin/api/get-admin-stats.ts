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
export function getAdminStats(adminKey: string): Promise<AdminStats> {
  return adminRequest<AdminStats>(adminKey, { method: 'get', url: '/admin/stats' });
}

/** The statistics for the session's key; nothing is asked without a key. */
export function useAdminStats() {
  const { key } = useAdminSession();
  return useSWR(key ? (['admin', '/admin/stats', key] as const) : null, ([, , adminKey]) => getAdminStats(adminKey));
}
