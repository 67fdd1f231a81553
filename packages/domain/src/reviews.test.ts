import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_AUTHOR,
  authorName,
  averageRating,
  checkReview,
  isRating,
  isVisitedMonth,
  normalizeDisplayName,
  REVIEW_ERRORS,
  REVIEW_PHOTO_BYTES_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  reviewPageOffset,
  reviewPhotoError,
  reviewTextError,
  reviewTextFingerprint,
  reviewTextLength,
} from './reviews.js';

const now = new Date('2026-03-15T12:00:00Z');
const text = 'A friendly place with strong Cuban coffee and fresh pastries.';

describe('review text', () => {
  it('is counted after trimming, an emoji as one character', () => {
    expect(reviewTextLength('   abc  \n')).toBe(3);
    expect(reviewTextLength('😀😀')).toBe(2);
  });

  it('needs at least the minimum and at most the maximum', () => {
    expect(reviewTextError('x'.repeat(REVIEW_TEXT_MIN - 1))).toBe(REVIEW_ERRORS.textTooShort);
    expect(reviewTextError(` ${'x'.repeat(REVIEW_TEXT_MIN - 1)}      `)).toBe(REVIEW_ERRORS.textTooShort);
    expect(reviewTextError('x'.repeat(REVIEW_TEXT_MIN))).toBeNull();
    expect(reviewTextError('x'.repeat(REVIEW_TEXT_MAX))).toBeNull();
    expect(reviewTextError('x'.repeat(REVIEW_TEXT_MAX + 1))).toBe(REVIEW_ERRORS.textTooLong);
    expect(REVIEW_ERRORS.textTooLong).toBe('Keep your review under 5,000 characters');
    expect(REVIEW_ERRORS.textTooShort).toBe('Write at least 30 characters');
  });
});

describe('rating', () => {
  it('is a whole number of stars from 1 to 5', () => {
    expect([1, 2, 3, 4, 5].every(isRating)).toBe(true);
    for (const bad of [0, 6, 4.5, '5', null, Number.NaN]) expect(isRating(bad)).toBe(false);
  });
});

describe('visitedMonth', () => {
  it('is a past or current month in Tampa, as YYYY-MM', () => {
    expect(isVisitedMonth('2026-03', now)).toBe(true);
    expect(isVisitedMonth('2025-12', now)).toBe(true);
    expect(isVisitedMonth('2026-04', now)).toBe(false);
    expect(isVisitedMonth('2026-3', now)).toBe(false);
    expect(isVisitedMonth('2026-13', now)).toBe(false);
    expect(isVisitedMonth('1999-12', now)).toBe(false);
    expect(isVisitedMonth(202603, now)).toBe(false);
  });

  it('turns with Tampa’s calendar, not UTC’s', () => {
    // 1 April 02:00 UTC is still 31 March in Tampa.
    expect(isVisitedMonth('2026-04', new Date('2026-04-01T02:00:00Z'))).toBe(false);
    expect(isVisitedMonth('2026-04', new Date('2026-04-01T05:00:00Z'))).toBe(true);
  });
});

describe('display name', () => {
  it('is 2 to 40 characters, trimmed, with single spaces', () => {
    expect(normalizeDisplayName('  Ana   M. ')).toBe('Ana M.');
    expect(normalizeDisplayName('A')).toBeNull();
    expect(normalizeDisplayName('x'.repeat(41))).toBeNull();
    expect(normalizeDisplayName('x'.repeat(40))).toBe('x'.repeat(40));
    expect(normalizeDisplayName('Ana\u0000')).toBeNull();
    expect(normalizeDisplayName('Ana\nBob')).toBeNull();
    expect(normalizeDisplayName(42)).toBeNull();
  });

  it('shows a neutral name when an account has none', () => {
    expect(authorName(null)).toBe(ANONYMOUS_AUTHOR);
    expect(authorName(' ')).toBe(ANONYMOUS_AUTHOR);
    expect(authorName('Ana')).toBe('Ana');
  });
});

describe('checkReview', () => {
  it('answers the trimmed review', () => {
    expect(checkReview({ rating: 4, text: `  ${text}  `, visitedMonth: '2026-01' }, now)).toEqual({
      ok: true,
      review: { rating: 4, text, visitedMonth: '2026-01' },
    });
    expect(checkReview({ rating: 4, text, visitedMonth: '' }, now)).toMatchObject({ review: { visitedMonth: null } });
  });

  it('refuses with the first problem, in the form’s order', () => {
    expect(checkReview({ rating: 0, text: 'x' }, now)).toEqual({ ok: false, error: REVIEW_ERRORS.rating });
    expect(checkReview({ rating: 3, text: 'short' }, now)).toEqual({ ok: false, error: REVIEW_ERRORS.textTooShort });
    expect(checkReview({ rating: 3, text: { nested: true } }, now)).toEqual({
      ok: false,
      error: REVIEW_ERRORS.textTooShort,
    });
    expect(checkReview({ rating: 3, text, visitedMonth: '2030-01' }, now)).toEqual({
      ok: false,
      error: REVIEW_ERRORS.visitedMonth,
    });
  });
});

describe('reviewTextFingerprint', () => {
  it('ignores case, accents, punctuation and spacing', () => {
    expect(reviewTextFingerprint('Great café!!  Loved it.')).toBe(reviewTextFingerprint('great cafe loved   it'));
    expect(reviewTextFingerprint('Great café')).not.toBe(reviewTextFingerprint('Great bar'));
  });
});

describe('averageRating', () => {
  it('is the average to one decimal, null with no reviews', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(5, 1)).toBe(5);
  });
});

describe('reviewPageOffset', () => {
  it('counts pages from 1', () => {
    expect(reviewPageOffset(1)).toBe(0);
    expect(reviewPageOffset(3)).toBe(20);
  });
});

describe('reviewPhotoError', () => {
  it('accepts a picture under the size limit while the review has room', () => {
    expect(reviewPhotoError({ type: 'image/jpeg', size: 2_000_000 }, 0)).toBeNull();
    expect(reviewPhotoError({ type: 'image/avif', size: REVIEW_PHOTO_BYTES_MAX }, REVIEW_PHOTOS_MAX - 1)).toBeNull();
  });
  it('refuses a fifth photo, a file that is not a picture, and one over 10 MB', () => {
    expect(reviewPhotoError({ type: 'image/png', size: 10 }, REVIEW_PHOTOS_MAX)).toBe(
      'A review can have up to 4 photos',
    );
    expect(reviewPhotoError({ type: 'image/svg+xml', size: 10 }, 0)).toBe(REVIEW_ERRORS.photoType);
    expect(reviewPhotoError({ type: 'application/pdf', size: 10 }, 0)).toBe(REVIEW_ERRORS.photoType);
    expect(reviewPhotoError({ type: 'image/webp', size: REVIEW_PHOTO_BYTES_MAX + 1 }, 0)).toBe(
      'Photos must be under 10 MB',
    );
  });
});
