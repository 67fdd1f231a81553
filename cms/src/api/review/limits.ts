import {
  REPORTS_PER_ACCOUNT_PER_DAY,
  REVIEW_ERRORS,
  REVIEW_PHOTOS_PER_ACCOUNT_PER_DAY,
  REVIEW_PHOTOS_PER_CLIENT_PER_DAY,
  REVIEWS_PER_ACCOUNT_PER_DAY,
  REVIEWS_PER_CLIENT_PER_DAY,
} from '@tampa-local/domain';
import type { Context } from 'koa';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedLimiter, takePoints, type Counted } from '../../core/auth/limits';

export type { Counted };

/**
 * Reviews, photos and reports a day, per account and (reviews, photos) per client, as sign-ups are
 * counted (core/auth/sign-up.ts): in this process's memory, or in the Redis every replica
 * shares when REDIS_URL is set. A request that fails after being counted gives its point
 * back, so only what was stored counts.
 */
const DAY = 24 * 60 * 60;
const REVIEWS_ACCOUNT = {
  points: REVIEWS_PER_ACCOUNT_PER_DAY,
  duration: DAY,
  keyPrefix: 'tampa-local:reviews:account',
};
const REVIEWS_CLIENT = { points: REVIEWS_PER_CLIENT_PER_DAY, duration: DAY, keyPrefix: 'tampa-local:reviews:client' };
const REPORTS_ACCOUNT = {
  points: REPORTS_PER_ACCOUNT_PER_DAY,
  duration: DAY,
  keyPrefix: 'tampa-local:reports:account',
};

const PHOTOS_ACCOUNT = {
  points: REVIEW_PHOTOS_PER_ACCOUNT_PER_DAY,
  duration: DAY,
  keyPrefix: 'tampa-local:review-photos:account',
};
const PHOTOS_CLIENT = {
  points: REVIEW_PHOTOS_PER_CLIENT_PER_DAY,
  duration: DAY,
  keyPrefix: 'tampa-local:review-photos:client',
};

type Limiters = {
  reviewsPerAccount: RateLimiterAbstract;
  reviewsPerClient: RateLimiterAbstract;
  reports: RateLimiterAbstract;
  photosPerAccount: RateLimiterAbstract;
  photosPerClient: RateLimiterAbstract;
};

const inMemory = (): Limiters => ({
  reviewsPerAccount: new RateLimiterMemory(REVIEWS_ACCOUNT),
  reviewsPerClient: new RateLimiterMemory(REVIEWS_CLIENT),
  reports: new RateLimiterMemory(REPORTS_ACCOUNT),
  photosPerAccount: new RateLimiterMemory(PHOTOS_ACCOUNT),
  photosPerClient: new RateLimiterMemory(PHOTOS_CLIENT),
});

let limiters = inMemory();

/** Counts in Redis from now on, shared by every replica. */
export function countReviewsIn(client: unknown): void {
  limiters = {
    reviewsPerAccount: sharedLimiter(REVIEWS_ACCOUNT, client),
    reviewsPerClient: sharedLimiter(REVIEWS_CLIENT, client),
    reports: sharedLimiter(REPORTS_ACCOUNT, client),
    photosPerAccount: sharedLimiter(PHOTOS_ACCOUNT, client),
    photosPerClient: sharedLimiter(PHOTOS_CLIENT, client),
  };
}

/** For tests: forget every counted review and report. */
export function resetReviewCounts(): void {
  limiters = inMemory();
}

/** Counts a review by `userId` from this client; 429 with Retry-After past either limit. */
export function countReview(ctx: Context, userId: number): Promise<Counted> {
  return takePoints(
    ctx,
    [
      [limiters.reviewsPerAccount, String(userId)],
      [limiters.reviewsPerClient, ctx.request.ip || 'unknown'],
    ],
    REVIEW_ERRORS.tooManyReviews,
  );
}

/** Counts a report by `userId`; 429 with Retry-After past the limit. */
export function countReport(ctx: Context, userId: number): Promise<Counted> {
  return takePoints(ctx, [[limiters.reports, String(userId)]], REVIEW_ERRORS.tooManyReports);
}

/** Counts a review photo by `userId` from this client; 429 with Retry-After past either limit. */
export function countPhoto(ctx: Context, userId: number): Promise<Counted> {
  return takePoints(
    ctx,
    [
      [limiters.photosPerAccount, String(userId)],
      [limiters.photosPerClient, ctx.request.ip || 'unknown'],
    ],
    REVIEW_ERRORS.tooManyPhotoUploads,
  );
}
