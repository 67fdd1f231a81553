import { cityDate } from './time.js';

/**
 * Reviews by visitors: the shapes of the HTTP contract (docs/api.md) and the rules the
 * cms enforces and the web app says inline as people type. Lengths are counted in
 * characters (code points) after trimming, the same on both sides.
 */

export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_DEFAULT_SORT: ReviewSort = 'newest';
export const REVIEWS_PAGE_SIZE = 10;
/** A review page's `limit` and `offset`, when given instead of `page`. */
export const REVIEWS_MAX_LIMIT = 50;
export const REVIEWS_MAX_OFFSET = 10_000;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;
export const REPORT_REASONS = ['spam', 'offensive', 'not-a-real-visit', 'conflict-of-interest', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_NOTE_MAX = 500;
export const MODERATION_REASON_MAX = 500;
export const REVIEW_STATUSES = ['published', 'pending', 'removed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const HELD_BECAUSE = ['report', 'new-account', 'repeated-text'] as const;
export type HeldBecause = (typeof HELD_BECAUSE)[number];
export const REVIEW_MODERATION_ACTIONS = ['publish', 'remove'] as const;
export type ReviewModerationAction = (typeof REVIEW_MODERATION_ACTIONS)[number];
/** Limits per day (the cms counts them; the web says them). */
export const REVIEWS_PER_ACCOUNT_PER_DAY = 10;
export const REVIEWS_PER_CLIENT_PER_DAY = 20;
export const REPORTS_PER_ACCOUNT_PER_DAY = 20;

/** Photos of a review: how many, how large, and how many an account adds a day. */
export const REVIEW_PHOTOS_MAX = 4;
export const REVIEW_PHOTO_BYTES_MAX = 10 * 1024 * 1024;
export const REVIEW_PHOTO_ALT_MAX = 150;
/** Pixels a photo may have (a small file can unpack to gigabytes: a "pixel bomb"). */
export const REVIEW_PHOTO_PIXELS_MAX = 50_000_000;
export const REVIEW_PHOTOS_PER_ACCOUNT_PER_DAY = 40;
export const REVIEW_PHOTOS_PER_CLIENT_PER_DAY = 80;
/** The picture formats a review photo may be (the cms reads the file's own bytes). */
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;

export type Rating = 1 | 2 | 3 | 4 | 5;

/** A photo of a review: the original's URL, its smaller sizes as a srcset, and its description. */
export type ReviewPhoto = {
  id: number;
  url: string;
  srcset: string | null;
  width: number | null;
  height: number | null;
  /** What the author said the photo shows; empty when they said nothing. */
  alt: string;
};

/** One published review as visitors see it. */
export type Review = {
  id: number;
  rating: Rating;
  text: string;
  /** 'YYYY-MM' */
  visitedMonth: string | null;
  createdAt: string;
  /** When the author changed it after writing it. */
  editedAt: string | null;
  /** The display name, and how many published reviews the author has. */
  author: { name: string; reviewCount: number };
  helpfulCount: number;
  photos: ReviewPhoto[];
};

export type ReviewPage = {
  items: Review[];
  /** Published reviews of the business. */
  total: number;
  /** Count of 1★ … 5★. */
  histogram: [number, number, number, number, number];
  /** The business's stored figure (one decimal), null with no reviews. */
  rating: number | null;
  reviewCount: number;
};

/** The author's own view of a review, with its moderation state. */
export type MyReview = {
  id: number;
  business: { slug: string; name: string };
  rating: Rating;
  text: string;
  visitedMonth: string | null;
  createdAt: string;
  editedAt: string | null;
  status: ReviewStatus;
  /** Why it was removed or is held. */
  moderationReason: string | null;
  helpfulCount: number;
  photos: ReviewPhoto[];
};

export type MyReviews = {
  displayName: string | null;
  reviews: MyReview[];
  /** Ids of the reviews this account marked helpful. */
  helpful: number[];
};

export type ReviewDraft = {
  /** The business's slug. */
  business: string;
  rating: number;
  text: string;
  visitedMonth?: string | null;
  displayName?: string;
};

export type ReviewEdit = { rating: number; text: string; visitedMonth?: string | null };

export type ReviewVersion = { rating: number; text: string; visitedMonth: string | null; replacedAt: string };

export type PendingReview = MyReview & {
  authorName: string;
  reports: { reason: string; count: number }[];
  previousVersions: ReviewVersion[];
  heldBecause: HeldBecause;
};

export type HelpfulVote = { helpfulCount: number; helpful: boolean };

/** One moderation action on a review (GET /api/moderation-records?reviewId=). */
export type ReviewModerationRecord = {
  id: string;
  action: ReviewModerationAction;
  reviewId: number;
  businessId: string | null;
  businessName: string | null;
  fromStatus: ReviewStatus | null;
  toStatus: ReviewStatus | null;
  notes: string | null;
  actor: string;
  createdAt: string;
};

/** The messages of a refused review, as the API answers them and the form says them. */
export const REVIEW_ERRORS = {
  textTooShort: `Write at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: `Keep your review under ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`,
  rating: 'Choose a rating from 1 to 5 stars',
  visitedMonth: 'visitedMonth must be a past month as YYYY-MM',
  displayName: `Choose a display name of ${DISPLAY_NAME_MIN} to ${DISPLAY_NAME_MAX} characters`,
  duplicate: 'You already reviewed this business',
  tooManyReviews: 'Too many reviews today. Try again tomorrow.',
  tooManyReports: 'Too many reports today.',
  reportReason: 'Choose a reason for the report',
  removeReason: 'Give a reason for removing the review',
  photoMissing: 'Choose a photo to add',
  onePhoto: 'Send one photo at a time',
  tooManyPhotos: `A review can have up to ${REVIEW_PHOTOS_MAX} photos`,
  photoTooLarge: `Photos must be under ${REVIEW_PHOTO_BYTES_MAX / 1024 / 1024} MB`,
  photoType: 'Photos must be JPEG, PNG, GIF, WebP or AVIF pictures',
  photoAlt: `Keep the photo's description under ${REVIEW_PHOTO_ALT_MAX} characters`,
  photoPixels: `Photos must be at most ${REVIEW_PHOTO_PIXELS_MAX / 1_000_000} megapixels`,
  tooManyPhotoUploads: 'Too many photos today. Try again tomorrow.',
  photoNotFound: 'Photo not found',
} as const;

/** What the author is told while a review waits for a moderator (a reported review stays published). */
export const HELD_MESSAGES: Record<Exclude<HeldBecause, 'report'>, string> = {
  'new-account': 'A moderator reads the first reviews of new accounts before they appear.',
  'repeated-text':
    'The same text is in your review of another business, so a moderator will read it before it appears.',
};

/** Length in characters (code points, so an emoji is one) after trimming. */
export function reviewTextLength(text: string): number {
  return Array.from(text.trim()).length;
}

/** The error for a review's text, or null when it is fine. */
export function reviewTextError(text: string): string | null {
  const length = reviewTextLength(text);
  if (length < REVIEW_TEXT_MIN) return REVIEW_ERRORS.textTooShort;
  if (length > REVIEW_TEXT_MAX) return REVIEW_ERRORS.textTooLong;
  return null;
}

export function isRating(value: unknown): value is Rating {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** The earliest visit month accepted. */
export const VISITED_MONTH_MIN = '2000-01';

/**
 * A visit's month: 'YYYY-MM', from VISITED_MONTH_MIN to the current month in Tampa
 * (a visit earlier this month counts as past).
 */
export function isVisitedMonth(value: unknown, now: Date): value is string {
  if (typeof value !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return false;
  return value >= VISITED_MONTH_MIN && value <= cityDate(now).slice(0, 7);
}

/** Control characters (line breaks included) have no place in a name shown beside reviews. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A display name trimmed with its inner runs of spaces made one, or null when it is not acceptable. */
export function normalizeDisplayName(value: unknown): string | null {
  if (typeof value !== 'string' || CONTROL.test(value)) return null;
  const name = value.trim().replace(/\s+/g, ' ');
  const length = Array.from(name).length;
  return length >= DISPLAY_NAME_MIN && length <= DISPLAY_NAME_MAX ? name : null;
}

/** What a review page shows for an author who has no display name (an account made before names). */
export const ANONYMOUS_AUTHOR = 'Tampa Local visitor';

export function authorName(displayName: string | null | undefined): string {
  return displayName && displayName.trim() !== '' ? displayName : ANONYMOUS_AUTHOR;
}

export type CheckedReview = { rating: Rating; text: string; visitedMonth: string | null };

export type ReviewCheck = { ok: true; review: CheckedReview } | { ok: false; error: string };

/**
 * A review's rating, text and month checked in the order the form shows them: the text
 * comes back trimmed, an empty month as null.
 */
export function checkReview(input: { rating: unknown; text: unknown; visitedMonth?: unknown }, now: Date): ReviewCheck {
  if (!isRating(input.rating)) return { ok: false, error: REVIEW_ERRORS.rating };
  if (typeof input.text !== 'string') return { ok: false, error: REVIEW_ERRORS.textTooShort };
  const textError = reviewTextError(input.text);
  if (textError) return { ok: false, error: textError };
  const month = input.visitedMonth;
  let visitedMonth: string | null = null;
  if (month !== undefined && month !== null && month !== '') {
    if (!isVisitedMonth(month, now)) return { ok: false, error: REVIEW_ERRORS.visitedMonth };
    visitedMonth = month;
  }
  return { ok: true, review: { rating: input.rating, text: input.text.trim(), visitedMonth } };
}

/**
 * The text as compared for "the same text on another business": case, accents,
 * punctuation and spacing do not make two texts different.
 */
export function reviewTextFingerprint(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A business's rating from its published reviews: the average to one decimal, null with none. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** The page's `limit` and `offset` for a 1-based page number. */
export function reviewPageOffset(page: number, pageSize = REVIEWS_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/**
 * What is wrong with a photo before it is sent (the form's check; the cms checks the
 * file's bytes as well): its type, its size, and room on the review for it.
 */
export function reviewPhotoError(photo: { type: string; size: number }, photosBefore: number): string | null {
  if (photosBefore >= REVIEW_PHOTOS_MAX) return REVIEW_ERRORS.tooManyPhotos;
  if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(photo.type)) return REVIEW_ERRORS.photoType;
  if (photo.size > REVIEW_PHOTO_BYTES_MAX) return REVIEW_ERRORS.photoTooLarge;
  return null;
}
