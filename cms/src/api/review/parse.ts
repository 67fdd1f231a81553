import {
  checkReview,
  MODERATION_REASON_MAX,
  normalizeDisplayName,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REVIEW_DEFAULT_SORT,
  REVIEW_ERRORS,
  REVIEW_MODERATION_ACTIONS,
  REVIEW_PHOTO_ALT_MAX,
  REVIEW_PHOTO_BYTES_MAX,
  REVIEW_SORTS,
  REVIEWS_MAX_LIMIT,
  REVIEWS_MAX_OFFSET,
  REVIEWS_PAGE_SIZE,
  reviewPageOffset,
  type CheckedReview,
  type ReportReason,
  type ReviewModerationAction,
  type ReviewSort,
} from '@tampa-local/domain';
import type { Context } from 'koa';
import { badRequest, HttpError, notFound } from '../../core/http/errors';
import { bodyObject, optionalInteger, optionalText, type RawParams } from '../../core/http/params';
import type { UploadedPhoto } from './photos';

/**
 * The review routes' input, checked before anything is read or written: a request that
 * fails here stores nothing and counts against no limit.
 */

export type ReviewPageQuery = { sort: ReviewSort; limit: number; offset: number };

export const REVIEW_NOT_FOUND = 'Review not found';

/** `?sort=&page=` (1-based, REVIEWS_PAGE_SIZE a page), or `limit` and `offset` instead of `page`. */
export function parseReviewPageQuery(query: RawParams): ReviewPageQuery {
  const sortText = optionalText(query, 'sort', 20)?.toLowerCase() ?? REVIEW_DEFAULT_SORT;
  if (!(REVIEW_SORTS as readonly string[]).includes(sortText)) {
    throw badRequest(`Unknown sort "${sortText}"`, { allowed: [...REVIEW_SORTS] });
  }
  const sort = sortText as ReviewSort;
  const maxPage = Math.floor(REVIEWS_MAX_OFFSET / REVIEWS_PAGE_SIZE) + 1;
  const page = optionalInteger(query, 'page', { min: 1, max: maxPage, fallback: 0 });
  if (page > 0) {
    if (optionalText(query, 'offset', 12) !== undefined) throw badRequest('Give page or offset, not both');
    return { sort, limit: REVIEWS_PAGE_SIZE, offset: reviewPageOffset(page) };
  }
  return {
    sort,
    limit: optionalInteger(query, 'limit', { min: 1, max: REVIEWS_MAX_LIMIT, fallback: REVIEWS_PAGE_SIZE }),
    offset: optionalInteger(query, 'offset', { min: 0, max: REVIEWS_MAX_OFFSET, fallback: 0 }),
  };
}

/** A JSON object body; a form or text body is refused (415). */
function jsonBody(ctx: Context): RawParams {
  if (!ctx.is('application/json')) throw new HttpError(415, 'Send the review as JSON');
  return bodyObject(ctx.request.body);
}

/** rating, text and visitedMonth of a body, each of the right type, then the domain's rules. */
function reviewFields(body: RawParams, now: Date): CheckedReview {
  const { rating, text, visitedMonth } = body;
  if (text !== undefined && text !== null && typeof text !== 'string') throw badRequest('text must be text');
  if (typeof text === 'string' && text.includes('\u0000')) throw badRequest('text must not contain NUL characters');
  if (visitedMonth !== undefined && visitedMonth !== null && typeof visitedMonth !== 'string') {
    throw badRequest(REVIEW_ERRORS.visitedMonth);
  }
  const checked = checkReview({ rating, text: text ?? '', visitedMonth }, now);
  if (!checked.ok) throw badRequest(checked.error);
  return checked.review;
}

export type NewReview = CheckedReview & { business: string; displayName: string | null };

/** POST /api/account/reviews: a ReviewDraft. */
export function parseNewReview(ctx: Context, now: Date): NewReview {
  const body = jsonBody(ctx);
  const business = body.business;
  if (typeof business !== 'string' || business.trim() === '' || business.length > 255 || business.includes('\u0000')) {
    throw badRequest('business must be the slug of a business');
  }
  const review = reviewFields(body, now);
  let displayName: string | null = null;
  if (body.displayName !== undefined && body.displayName !== null) {
    displayName = normalizeDisplayName(body.displayName);
    if (displayName === null) throw badRequest(REVIEW_ERRORS.displayName);
  }
  return { ...review, business: business.trim(), displayName };
}

/** PUT /api/account/reviews/{id}: `{ rating, text, visitedMonth }`. */
export function parseReviewEdit(ctx: Context, now: Date): CheckedReview {
  return reviewFields(jsonBody(ctx), now);
}

/** A review's id in the path: a row id. Anything else is a review that does not exist. */
export function reviewIdParam(ctx: Context): number {
  const value = (ctx.params as Record<string, string | undefined>).id ?? '';
  if (!/^[1-9]\d{0,11}$/.test(value)) throw notFound(REVIEW_NOT_FOUND);
  return Number(value);
}

export type NewReport = { reason: ReportReason; note: string | null };

/** POST /api/account/reviews/{id}/reports: `{ reason, note? }`. */
export function parseReport(ctx: Context): NewReport {
  const body = jsonBody(ctx);
  const reason = body.reason;
  if (typeof reason !== 'string' || !(REPORT_REASONS as readonly string[]).includes(reason)) {
    throw badRequest(REVIEW_ERRORS.reportReason, { allowed: [...REPORT_REASONS] });
  }
  if (body.note !== undefined && body.note !== null && typeof body.note !== 'string') {
    throw badRequest('note must be text');
  }
  return { reason: reason as ReportReason, note: optionalText(body, 'note', REPORT_NOTE_MAX) ?? null };
}

export type ReviewModeration = { action: ReviewModerationAction; reason: string | null };

/** POST /api/reviews/{id}/moderation: `{ action: 'publish' | 'remove', reason }` (a reason to remove). */
export function parseModeration(ctx: Context): ReviewModeration {
  const body = jsonBody(ctx);
  const action = body.action;
  if (typeof action !== 'string' || !(REVIEW_MODERATION_ACTIONS as readonly string[]).includes(action)) {
    throw badRequest('action must be publish or remove', { allowed: [...REVIEW_MODERATION_ACTIONS] });
  }
  if (body.reason !== undefined && body.reason !== null && typeof body.reason !== 'string') {
    throw badRequest('reason must be text');
  }
  const reason = optionalText(body, 'reason', MODERATION_REASON_MAX) ?? null;
  if (action === 'remove' && reason === null) throw badRequest(REVIEW_ERRORS.removeReason);
  return { action: action as ReviewModerationAction, reason };
}

export type NewPhoto = { file: UploadedPhoto; alt: string | null };

type ParsedFiles = Record<string, Partial<UploadedPhoto> | Partial<UploadedPhoto>[] | undefined>;

/**
 * POST /api/account/reviews/{id}/photos: multipart/form-data with one file, `photo`, and
 * optionally `alt`, what the photo shows. Its bytes are checked by the service.
 */
export function parseNewPhoto(ctx: Context): NewPhoto {
  if (!ctx.is('multipart')) throw new HttpError(415, 'Send the photo as multipart/form-data');
  const files = ((ctx.request as { files?: ParsedFiles }).files ?? {}) as ParsedFiles;
  const fields = Object.keys(files);
  const photo = files.photo;
  if (photo === undefined) throw badRequest(REVIEW_ERRORS.photoMissing);
  if (Array.isArray(photo) || fields.length > 1) throw badRequest(REVIEW_ERRORS.onePhoto);
  if (typeof photo.filepath !== 'string' || typeof photo.size !== 'number')
    throw badRequest(REVIEW_ERRORS.photoMissing);
  if (photo.size === 0) throw badRequest(REVIEW_ERRORS.photoMissing);
  if (photo.size > REVIEW_PHOTO_BYTES_MAX) throw new HttpError(413, REVIEW_ERRORS.photoTooLarge);
  const body = bodyObject(ctx.request.body ?? {});
  const alt = body.alt;
  if (alt !== undefined && alt !== null && typeof alt !== 'string') throw badRequest(REVIEW_ERRORS.photoAlt);
  const text = typeof alt === 'string' ? alt.trim() : '';
  if ([...text].length > REVIEW_PHOTO_ALT_MAX) throw badRequest(REVIEW_ERRORS.photoAlt);
  return {
    file: {
      filepath: photo.filepath,
      size: photo.size,
      mimetype: photo.mimetype ?? null,
      originalFilename: photo.originalFilename ?? null,
    },
    alt: text === '' ? null : text,
  };
}

/** A photo's id in the path. */
export function photoIdParam(ctx: Context): number {
  const value = (ctx.params as Record<string, string | undefined>).photoId ?? '';
  if (!/^[1-9]\d{0,11}$/.test(value)) throw notFound(REVIEW_ERRORS.photoNotFound);
  return Number(value);
}
