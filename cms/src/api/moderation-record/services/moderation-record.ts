import type { Core } from '@strapi/strapi';
import type {
  ModerationRecord,
  ModerationRecordAction,
  ReviewModerationAction,
  ReviewModerationRecord,
  ReviewStatus,
  VideoStatus,
} from '@tampa-local/domain';
import { UID } from '../../../core/db/content-types';
import type { Moderator } from '../../../core/auth/sessions';
import type { Paging } from '../../../core/http/params';

/** What a moderation action leaves behind; the video's own fields are copied, so they outlive it. */
export type NewRecord = {
  action: ModerationRecordAction;
  actor: Moderator;
  video: {
    id: string;
    title: string | null;
    videoUrl: string | null;
    businessId: string | null;
    businessName: string | null;
  };
  fromStatus: VideoStatus | null;
  toStatus: VideoStatus | null;
  notes?: string | null;
};

/** What a moderator's action on a review leaves behind (copied, so it outlives the review). */
export type NewReviewRecord = {
  action: ReviewModerationAction;
  actor: Moderator;
  reviewId: number;
  businessId: string | null;
  businessName: string | null;
  fromStatus: ReviewStatus | null;
  toStatus: ReviewStatus | null;
  notes: string | null;
};

type Row = {
  id: number;
  action: ModerationRecordAction;
  videoId: string;
  videoTitle: string | null;
  videoUrl: string | null;
  businessId: string | null;
  businessName: string | null;
  fromStatus: VideoStatus | null;
  toStatus: VideoStatus | null;
  notes: string | null;
  actor: string;
  createdAt: string | Date;
  reviewId: number | null;
};

const toRecord = (row: Row): ModerationRecord => ({
  id: String(row.id),
  action: row.action,
  videoId: row.videoId,
  videoTitle: row.videoTitle ?? null,
  videoUrl: row.videoUrl ?? null,
  businessId: row.businessId ?? null,
  businessName: row.businessName ?? null,
  fromStatus: row.fromStatus ?? null,
  toStatus: row.toStatus ?? null,
  notes: row.notes ?? null,
  actor: row.actor,
  createdAt: new Date(row.createdAt).toISOString(),
});

const toReviewRecord = (row: Row): ReviewModerationRecord => ({
  id: String(row.id),
  action: row.action as ReviewModerationAction,
  reviewId: Number(row.reviewId),
  businessId: row.businessId ?? null,
  businessName: row.businessName ?? null,
  fromStatus: (row.fromStatus ?? null) as ReviewStatus | null,
  toStatus: (row.toStatus ?? null) as ReviewStatus | null,
  notes: row.notes ?? null,
  actor: row.actor,
  createdAt: new Date(row.createdAt).toISOString(),
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const records = () => strapi.db.query(UID.moderationRecord);

  return {
    /** Called inside the action's transaction: the record and the change land together or not at all. */
    async record(entry: NewRecord): Promise<void> {
      await records().create({
        data: {
          action: entry.action,
          videoId: entry.video.id,
          videoTitle: entry.video.title,
          videoUrl: entry.video.videoUrl,
          businessId: entry.video.businessId,
          businessName: entry.video.businessName,
          fromStatus: entry.fromStatus,
          toStatus: entry.toStatus,
          notes: entry.notes ?? null,
          actor: entry.actor.email,
          actorUserId: entry.actor.id,
        },
      });
    },

    /** Called inside the review's moderation transaction, as `record` for videos. */
    async recordReview(entry: NewReviewRecord): Promise<void> {
      await records().create({
        data: {
          action: entry.action,
          reviewId: entry.reviewId,
          businessId: entry.businessId,
          businessName: entry.businessName,
          fromStatus: entry.fromStatus,
          toStatus: entry.toStatus,
          notes: entry.notes,
          actor: entry.actor.email,
          actorUserId: entry.actor.id,
        },
      });
    },

    /** Newest first: one review's history. */
    async listForReview(reviewId: number, page: Paging): Promise<{ items: ReviewModerationRecord[]; total: number }> {
      const where = { reviewId };
      const [rows, total] = await Promise.all([
        records().findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          limit: page.limit,
          offset: page.offset,
        }),
        records().count({ where }),
      ]);
      return { items: (rows as Row[]).map(toReviewRecord), total };
    },

    /** Newest first; one video's history with `videoId`. Records of reviews are listed apart (listForReview). */
    async list(filter: { videoId?: string }, page: Paging): Promise<{ items: ModerationRecord[]; total: number }> {
      const where = filter.videoId ? { videoId: filter.videoId } : { reviewId: { $null: true } };
      const [rows, total] = await Promise.all([
        records().findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          limit: page.limit,
          offset: page.offset,
        }),
        records().count({ where }),
      ]);
      return { items: (rows as Row[]).map(toRecord), total };
    },
  };
};
