import type { HelpfulVote, MyReview, ReportReason, ReviewDraft, ReviewEdit } from '@tampa-local/domain';
import { accountRequest } from '@/lib/account-session';

/** A visitor's changes to reviews, under /api/account (where their session cookie goes). */

export const writeReview = (draft: ReviewDraft) =>
  accountRequest<MyReview>({ method: 'post', url: '/account/reviews', data: draft });

export const editReview = (id: number, edit: ReviewEdit) =>
  accountRequest<MyReview>({ method: 'put', url: `/account/reviews/${id}`, data: edit });

export const deleteReview = (id: number) => accountRequest<void>({ method: 'delete', url: `/account/reviews/${id}` });

export const markHelpful = (id: number, helpful: boolean) =>
  accountRequest<HelpfulVote>({ method: helpful ? 'put' : 'delete', url: `/account/reviews/${id}/helpful` });

export const reportReview = (id: number, reason: ReportReason, note?: string) =>
  accountRequest<{ ok: true }>({ method: 'post', url: `/account/reviews/${id}/reports`, data: { reason, note } });

/** Adds one photo (multipart) to the visitor's own review; answers the review with its photos. */
export function addReviewPhoto(id: number, photo: File, alt: string): Promise<MyReview> {
  const form = new FormData();
  if (alt.trim() !== '') form.append('alt', alt.trim());
  form.append('photo', photo, photo.name);
  return accountRequest<MyReview>({ method: 'post', url: `/account/reviews/${id}/photos`, data: form });
}

export const removeReviewPhoto = (id: number, photoId: number) =>
  accountRequest<MyReview>({ method: 'delete', url: `/account/reviews/${id}/photos/${photoId}` });
