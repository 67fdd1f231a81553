import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  VIDEO_STATUSES,
  VIDEO_STATUS_LABELS,
  canTransition,
  parseVideoUrl,
  type PendingVideo,
  type VideoStatus,
} from '@tampa-local/domain';
import { invalidateContent } from '../../../core/cache/cache';
import { UID } from '../../../core/db/content-types';
import { knex } from '../../../core/db/connection';
import { read, schema } from '../../../core/db/db';
import { badRequest, conflict, notFound } from '../../../core/http/errors';
import { bodyObject, optionalChoice, optionalText, type Paging, type RawParams } from '../../../core/http/params';
import type { Moderator } from '../../../core/auth/sessions';
import { toVideo, type BusinessVideo } from '../../shapes';
import { serviceOf } from '../../services';
import type { NewRecord } from '../../moderation-record/services/moderation-record';

/** What a moderation record keeps of a video row (so the record outlives the video). */
const recordedVideo = (row: Record<string, unknown>): NewRecord['video'] => ({
  id: String(row.document_id),
  title: row.title == null ? null : String(row.title),
  videoUrl: row.video_url == null ? null : String(row.video_url),
  businessId: row.business_document_id == null ? null : String(row.business_document_id),
  businessName: row.business_name == null ? null : String(row.business_name),
});

const ACTION_OF: Record<string, NewRecord['action']> = { active: 'approve', rejected: 'reject', pending: 'hide' };

const COLUMNS = [
  'v.id',
  'v.document_id',
  'v.status',
  'v.notes',
  'v.moderated_at',
  'v.title',
  'v.description',
  'v.platform',
  'v.video_url',
  'v.embed_url',
  'v.thumbnail_url',
  'v.creator_username',
  'v.is_own_content',
  'v.like_count',
  'v.comment_count',
  'v.share_count',
  'v.created_at',
];

export type NewVideo = {
  videoUrl: string;
  title?: string;
  description?: string;
  isOwnContent: boolean;
};

export function parseNewVideo(body: unknown): NewVideo {
  const params = bodyObject(body);
  const videoUrl = params.videoUrl;
  if (videoUrl !== undefined && videoUrl !== null && typeof videoUrl !== 'string') {
    throw badRequest('videoUrl must be text');
  }
  const isOwnContent = params.isOwnContent;
  if (isOwnContent !== undefined && isOwnContent !== null && typeof isOwnContent !== 'boolean') {
    throw badRequest('isOwnContent must be true or false');
  }
  return {
    videoUrl: typeof videoUrl === 'string' ? videoUrl.trim() : '',
    title: textField(params, 'title', 200),
    description: textField(params, 'description', 2000),
    isOwnContent: isOwnContent === true,
  };
}

function textField(params: RawParams, name: string, max: number): string | undefined {
  const value = params[name];
  if (value !== undefined && value !== null && typeof value !== 'string') throw badRequest(`${name} must be text`);
  return optionalText(params, name, max);
}

export function parseModeration(body: unknown): { status: VideoStatus; notes: string | null } {
  const params = bodyObject(body);
  if (params.status === undefined || params.status === null || params.status === '')
    throw badRequest('status is required');
  if (typeof params.status !== 'string') throw badRequest('status must be text');
  const status = optionalChoice(params, 'status', VIDEO_STATUSES, VIDEO_STATUS_LABELS);
  if (!status) throw badRequest(`Unknown status "${params.status}"`, { allowed: [...VIDEO_STATUSES] });
  if (params.notes !== undefined && params.notes !== null && typeof params.notes !== 'string') {
    throw badRequest('notes must be text');
  }
  return { status, notes: optionalText(params, 'notes', 500) ?? null };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => knex(strapi);
  const businesses = () => serviceOf(strapi, 'api::business.business');
  const records = () => serviceOf(strapi, 'api::moderation-record.moderation-record');

  const selectVideos = (): Knex.QueryBuilder => {
    const s = schema(strapi);
    return db()(`${s.videos} as v`)
      .join(`${s.videoBusiness.table} as l`, `l.${s.videoBusiness.from}`, 'v.id')
      .join(`${s.businesses} as bx`, 'bx.id', `l.${s.videoBusiness.to}`)
      .distinct(COLUMNS)
      .select('bx.document_id as business_document_id', 'bx.name as business_name');
  };

  const requireBusiness = async (idOrSlug: string): Promise<string> => {
    const business = await businesses().findPublished(idOrSlug);
    if (!business) throw notFound('Business not found');
    return business.id;
  };

  const findVideo = async (id: string, trx?: Knex.Transaction): Promise<Record<string, unknown> | undefined> => {
    const query = selectVideos().where('v.document_id', id);
    if (trx) query.transacting(trx);
    return (await query.first()) as Record<string, unknown> | undefined;
  };

  return {
    async listForBusiness(idOrSlug: string, includeAll: boolean): Promise<BusinessVideo[]> {
      const businessId = await requireBusiness(idOrSlug);
      // The business's rows first (an index lookup), then its links: joining from the
      // business document instead let the planner start from every active video
      // (25 ms a page at 100,000 businesses on SQLite).
      const s = schema(strapi);
      const rowIds = (await db()(s.businesses).where('document_id', businessId).pluck('id')) as number[];
      const query = selectVideos().whereIn(`l.${s.videoBusiness.to}`, rowIds);
      if (!includeAll) query.where('v.status', 'active');
      const rows = (await query.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc')) as Record<string, unknown>[];
      return rows.map((row) => toVideo(row, includeAll));
    },

    /**
     * Pending videos of every business, oldest first (the order they were added in), with
     * the business's name and slug; the total counts them all.
     */
    async listPending(page: Paging): Promise<{ items: PendingVideo[]; total: number }> {
      const s = schema(strapi);
      const [rows, counted] = await Promise.all([
        selectVideos()
          .select('bx.name as business_name', 'bx.slug as business_slug')
          .where('v.status', 'pending')
          .orderBy('v.created_at', 'asc')
          .orderBy('v.id', 'asc')
          .limit(page.limit)
          .offset(page.offset) as Promise<Record<string, unknown>[]>,
        db()(s.videos).where('status', 'pending').count({ n: '*' }).first() as Promise<{ n: unknown } | undefined>,
      ]);
      return {
        items: rows.map((row) => ({
          ...toVideo(row, true),
          businessName: String(row.business_name),
          businessSlug: String(row.business_slug),
        })),
        total: read.int(counted?.n),
      };
    },

    async add(idOrSlug: string, input: NewVideo, actor: Moderator): Promise<BusinessVideo> {
      const businessId = await requireBusiness(idOrSlug);
      const parsed = parseVideoUrl(input.videoUrl);
      if (!parsed.ok) throw badRequest(parsed.error);

      const duplicate = await selectVideos()
        .where('bx.document_id', businessId)
        .where('v.platform', parsed.platform)
        .where('v.video_id', parsed.videoId)
        .first();
      if (duplicate) throw conflict('This video is already added to this business');

      const row = await strapi.db.transaction(async ({ trx }) => {
        const created = await strapi.documents(UID.video).create({
          data: {
            business: businessId,
            status: 'pending',
            title: input.title,
            description: input.description,
            platform: parsed.platform,
            videoUrl: parsed.url,
            videoId: parsed.videoId,
            embedUrl: parsed.embedUrl,
            thumbnailUrl: parsed.thumbnailUrl ?? undefined,
            creatorUsername: parsed.creatorUsername ?? undefined,
            isOwnContent: input.isOwnContent,
            likeCount: 0,
            commentCount: 0,
            shareCount: 0,
          },
        });
        const added = await findVideo(created.documentId, trx);
        if (!added) throw notFound('Video not found');
        await records().record({
          action: 'add',
          actor,
          video: recordedVideo(added),
          fromStatus: null,
          toStatus: 'pending',
        });
        return added;
      });
      return toVideo(row, true);
    },

    async moderate(
      id: string,
      change: { status: VideoStatus; notes: string | null },
      actor: Moderator,
    ): Promise<BusinessVideo> {
      const row = await findVideo(id);
      if (!row) throw notFound('Video not found');
      const from = String(row.status) as VideoStatus;
      if (!canTransition(from, change.status)) {
        throw conflict(`A ${from} video cannot become ${change.status}`, { from, to: change.status });
      }
      await strapi.db.transaction(async ({ trx }) => {
        // Compare-and-set on the status: two moderators moving the same video cannot both win.
        const now = new Date();
        const changed = await db()(schema(strapi).videos)
          .transacting(trx)
          .where({ document_id: id, status: from })
          .update({ status: change.status, notes: change.notes, moderated_at: now, updated_at: now });
        if (changed === 0) throw conflict('The video was changed meanwhile; reload and try again');
        await records().record({
          action: ACTION_OF[change.status] ?? 'hide',
          actor,
          video: recordedVideo(row),
          fromStatus: from,
          toStatus: change.status,
          notes: change.notes,
        });
      });
      // Written with plain SQL, so Strapi's lifecycles do not see it.
      invalidateContent();
      const updated = await findVideo(id);
      if (!updated) throw notFound('Video not found');
      return toVideo(updated, true);
    },

    async remove(id: string, actor: Moderator): Promise<void> {
      const existing = await findVideo(id);
      if (!existing) throw notFound('Video not found');
      await strapi.db.transaction(async () => {
        await strapi.documents(UID.video).delete({ documentId: id });
        await records().record({
          action: 'delete',
          actor,
          video: recordedVideo(existing),
          fromStatus: String(existing.status) as VideoStatus,
          toStatus: null,
        });
      });
    },
  };
};
