import {
  authorName,
  HELD_BECAUSE,
  HELD_MESSAGES,
  type HeldBecause,
  type MyReview,
  type PendingReview,
  type Rating,
  type Review,
  type ReviewPhoto,
  type ReviewStatus,
  type ReviewVersion,
} from '@tampa-local/domain';
import { read, type Row } from '../../core/db/db';

/** Review rows as the review queries select them, shaped for the contract (docs/api.md). */

const rating = (value: unknown): Rating => Math.min(5, Math.max(1, read.int(value))) as Rating;
const timestamp = (value: unknown): string => read.timestamp(value) ?? new Date(0).toISOString();

export const heldBecauseOf = (value: unknown): HeldBecause | null =>
  (HELD_BECAUSE as readonly unknown[]).includes(value) ? (value as HeldBecause) : null;

/** A published review as visitors see it (publicColumns). */
export function toReview(row: Row, photos: ReviewPhoto[]): Review {
  return {
    id: read.int(row.id),
    rating: rating(row.rating),
    text: String(row.text ?? ''),
    visitedMonth: read.text(row.visited_month),
    createdAt: timestamp(row.created_at),
    editedAt: read.timestamp(row.edited_at),
    author: { name: authorName(read.text(row.display_name)), reviewCount: read.int(row.author_review_count) },
    helpfulCount: read.int(row.helpful_count),
    photos,
  };
}

/**
 * Why the author's review was removed or waits: the moderator's reason, else what holds
 * it. A reported review stays published and the author is not told of the report.
 */
function moderationReasonOf(row: Row, status: ReviewStatus): string | null {
  const reason = read.text(row.moderation_reason);
  if (reason !== null) return reason;
  const held = heldBecauseOf(row.held_because);
  return status === 'pending' && held !== null && held !== 'report' ? HELD_MESSAGES[held] : null;
}

/** The author's view of a review (ownColumns). */
export function toMyReview(row: Row, photos: ReviewPhoto[]): MyReview {
  const status = String(row.status) as ReviewStatus;
  return {
    id: read.int(row.id),
    business: { slug: String(row.business_slug ?? ''), name: String(row.business_name ?? '') },
    rating: rating(row.rating),
    text: String(row.text ?? ''),
    visitedMonth: read.text(row.visited_month),
    createdAt: timestamp(row.created_at),
    editedAt: read.timestamp(row.edited_at),
    status,
    moderationReason: moderationReasonOf(row, status),
    helpfulCount: read.int(row.helpful_count),
    photos,
  };
}

export function versionsOf(value: unknown): ReviewVersion[] {
  const versions = read.json<unknown>(value);
  return Array.isArray(versions) ? (versions as ReviewVersion[]) : [];
}

/** A review as moderators see it in the queue, with its open reports. */
export function toPendingReview(
  row: Row,
  reports: { reason: string; count: number }[],
  heldBecause: HeldBecause,
  photos: ReviewPhoto[],
): PendingReview {
  return {
    ...toMyReview(row, photos),
    authorName: authorName(read.text(row.display_name)),
    reports,
    previousVersions: versionsOf(row.previous_versions),
    heldBecause,
  };
}
