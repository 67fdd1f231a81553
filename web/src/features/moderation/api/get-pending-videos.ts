import useSWR from 'swr';
import type { PendingVideo } from '@/types/api';
import { apiClient } from '@/lib/api-request';
import { useModeratorSession, withModeratorAuth } from '../lib/moderator-session';

/** How many pending videos the queue shows at once (the heading counts them all). */
export const PENDING_QUEUE_LIMIT = 50;

/** GET /api/business-videos/pending: the oldest pending videos of every business, and how many wait. */
export async function getPendingVideos(): Promise<{ items: PendingVideo[]; total: number }> {
  return withModeratorAuth(async () => {
    const api = await apiClient();
    const response = await api.get<PendingVideo[]>('/business-videos/pending', {
      params: { limit: PENDING_QUEUE_LIMIT },
    });
    const items = Array.isArray(response.data) ? response.data : [];
    const total = Number(response.headers['x-total-count']);
    return { items, total: Number.isFinite(total) ? total : items.length };
  });
}

/** The moderation queue, while a moderator is signed in. */
export function usePendingVideos() {
  const session = useModeratorSession();
  const who = session.status === 'signed-in' ? session.user.email : null;
  return useSWR(who ? (['moderation', '/business-videos/pending', who] as const) : null, () => getPendingVideos());
}
