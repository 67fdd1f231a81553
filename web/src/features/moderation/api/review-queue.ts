import useSWR from 'swr';
import type { PendingReview, ReviewModerationAction } from '@tampa-local/domain';
import { moderationRequest } from './moderation-request';
import { useModeratorSession } from '../lib/moderator-session';

/** How many waiting reviews the queue shows at once. */
export const REVIEW_QUEUE_LIMIT = 50;

/** GET /api/reviews/pending: held and reported reviews, oldest first. */
export function getPendingReviews(): Promise<PendingReview[]> {
  return moderationRequest<PendingReview[]>({
    method: 'get',
    url: '/reviews/pending',
    params: { limit: REVIEW_QUEUE_LIMIT },
  });
}

/** The review queue, while a moderator is signed in. */
export function usePendingReviews() {
  const session = useModeratorSession();
  const who = session.status === 'signed-in' ? session.user.email : null;
  return useSWR(who ? (['moderation', '/reviews/pending', who] as const) : null, () => getPendingReviews());
}

/** POST /api/reviews/{id}/moderation: publish, or remove with a reason the author is shown. */
export function moderateReview(id: number, action: ReviewModerationAction, reason: string): Promise<PendingReview> {
  return moderationRequest<PendingReview>({
    method: 'post',
    url: `/reviews/${id}/moderation`,
    data: { action, reason },
  });
}
