/**
 * Synthetic reviews and the visitor accounts that write them. Each business's reviews
 * are drawn from a stream of their own (seeded by the batch and the business's position),
 * so they are the same whichever order or slice the loader asks for them in; the
 * business's rating and review count are then the cms's own figures over its published
 * reviews (averageRating), so a recount finds what the loader stored.
 */
import {
  AREA_LABELS,
  REVIEW_TEXT_MAX,
  averageRating,
  normalizeDisplayName,
  type Rating,
  type ReviewVersion,
} from '@tampa-local/domain';
import { Random, hashSeed } from '../random';
import { CATEGORY_WORDS } from '../vocabulary/businesses';
import { FIRST_NAMES, LAST_NAMES } from '../vocabulary/name-words';
import {
  HOMETOWNS,
  REMOVAL_REASONS,
  REVIEW_CLOSERS,
  REVIEW_DETAILS,
  REVIEW_OPENERS,
  REVIEW_REMARKS,
  REVIEW_SENTENCES,
  WINTER_HOMES,
  type ReviewTone,
} from '../vocabulary/reviews';
import type { SyntheticAccount, SyntheticBusiness, SyntheticReview } from './records';
import { clamp, documentId, fill } from './text';

/** Reviews per business on average, and per visitor account. */
export const REVIEWS_PER_BUSINESS = 10;
export const REVIEWS_PER_ACCOUNT = 20;
/** The most reviews one business gets (the long tail's end). */
export const MAX_REVIEWS_PER_BUSINESS = 3000;
/** Shares of businesses nobody reviewed yet, and of reviews waiting for a moderator or removed. */
const UNREVIEWED = 0.05;
const PENDING = 0.004;
const REMOVED = 0.015;
const EDITED = 0.04;
/** Reviews go back this many years, more of them recent (the site grew). */
const YEARS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Median and spread of the log-normal count of a reviewed business: mean ≈ 10 over all. */
const COUNT_MEDIAN = 4.85;
const COUNT_SPREAD = 1.25;
/** Synthetic visitors cannot sign in: no password hashes to this (bcrypt compares false). */
export const NO_PASSWORD = '!synthetic-visitor: no password';
export const SYNTHETIC_VISITOR_DOMAIN = 'visitors.synthetic.invalid';

export function accountsFor(businesses: number): number {
  if (businesses <= 0) return 0;
  return Math.max(20, Math.round((businesses * REVIEWS_PER_BUSINESS) / REVIEWS_PER_ACCOUNT));
}

function displayName(r: Random): string {
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  const roll = r.float();
  let name: string;
  if (roll < 0.5) name = `${first} ${last[0]}.`;
  else if (roll < 0.72) name = `${first} ${last}`;
  else if (roll < 0.88) name = `${first} from ${r.pick(HOMETOWNS)}`;
  else if (roll < 0.94) name = `${first} (winters here from ${r.pick(WINTER_HOMES)})`;
  else name = `${first}${last[0]}${r.int(10, 99)}`;
  return normalizeDisplayName(name) ?? `${first} ${last[0]}.`;
}

/**
 * The visitor accounts, one at a time. Their user names and addresses end in a counter
 * that starts at `start` (the seeder passes the highest user id + 1), so a second batch
 * never meets the first.
 */
export function* generateAccounts(count: number, start: number, now: Date, r: Random): Generator<SyntheticAccount> {
  for (let i = 0; i < count; i += 1) {
    const key = `visitor-${(start + i).toString(36)}`;
    yield {
      documentId: documentId(r),
      username: key,
      email: `${key}@${SYNTHETIC_VISITOR_DOMAIN}`,
      displayName: displayName(r),
      // Accounts predate their reviews.
      createdAt: new Date(now.getTime() - (YEARS * 365 + r.int(1, 365)) * DAY_MS),
    };
  }
}

const toneOf = (rating: number): ReviewTone => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor');

/** A mixed review says what was good too; a poor one what was only middling. */
const POOLS: Record<ReviewTone, { details: string[]; remarks: string[] }> = {
  good: { details: REVIEW_DETAILS.good, remarks: [...REVIEW_REMARKS.good, ...REVIEW_REMARKS.mixed.slice(0, 3)] },
  mixed: {
    details: [...REVIEW_DETAILS.mixed, ...REVIEW_DETAILS.good],
    remarks: [...REVIEW_REMARKS.mixed, ...REVIEW_REMARKS.good],
  },
  poor: {
    details: [...REVIEW_DETAILS.poor, ...REVIEW_DETAILS.mixed],
    remarks: [...REVIEW_REMARKS.poor, ...REVIEW_REMARKS.mixed],
  },
};

/**
 * 'YYYY-MM' of a moment, read at UTC-5 (Tampa's winter clock): never later than Tampa's
 * own month (at UTC-4 in summer), so never a future month, and no time zone lookup per
 * review.
 */
const monthOf = (time: number) => new Date(time - 5 * 60 * 60 * 1000).toISOString().slice(0, 7);

/** The review's text: an opener, sentences about what it sells and the rest, a closer; paragraphs when long. */
function reviewText(business: SyntheticBusiness, rating: number, r: Random): string {
  const tone = toneOf(rating);
  const sells = CATEGORY_WORDS[business.category].sells;
  const values = { name: business.name, area: AREA_LABELS[business.area], sells: r.pick(sells) };
  const [min, max] = r.weighted(REVIEW_SENTENCES);
  const wanted = r.int(min, max);
  const { details, remarks } = POOLS[tone];
  const sentences = [fill(r.pick(REVIEW_OPENERS[tone]), values)];
  const used = new Set<string>();
  let length = sentences[0]!.length;
  for (let tries = 0; sentences.length < wanted - 1 && tries < wanted * 3; tries += 1) {
    const detail = r.chance(0.3);
    const template = r.pick(detail ? details : remarks);
    const sold = detail ? r.pick(sells) : values.sells;
    const key = `${template}|${sold}`;
    if (used.has(key)) continue;
    used.add(key);
    const sentence = fill(template, { ...values, sells: sold });
    if (length + sentence.length + 60 > REVIEW_TEXT_MAX) break;
    sentences.push(sentence);
    length += sentence.length + 1;
  }
  if (wanted > 1) sentences.push(fill(r.pick(REVIEW_CLOSERS[tone]), values));
  if (sentences.length <= 6) return sentences.join(' ');
  // Long reviews come in paragraphs of three to five sentences.
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length;) {
    const n = r.int(3, 5);
    paragraphs.push(sentences.slice(i, i + n).join(' '));
    i += n;
  }
  return paragraphs.join('\n\n');
}

/** 1-5 stars about the business's own level, with the odd furious or delighted visitor. */
function starsAround(level: number, r: Random): Rating {
  if (r.chance(0.06)) return r.chance(0.7) ? 1 : 2;
  return clamp(Math.round(level + r.normal() * 0.8), 1, 5) as Rating;
}

/** An author no other review of this business has: the active ones come up more often. */
function pickAuthor(accounts: number, taken: Set<number>, r: Random): number {
  for (let tries = 0; tries < 6; tries += 1) {
    // u^1.6: the first accounts write hundreds of reviews, most accounts a handful.
    const author = Math.min(accounts - 1, Math.floor(accounts * r.float() ** 1.6));
    if (!taken.has(author)) return author;
  }
  let author = r.int(0, accounts - 1);
  while (taken.has(author)) author = (author + 1) % accounts;
  return author;
}

export type BusinessReviews = {
  reviews: SyntheticReview[];
  rating: number | null;
  reviewCount: number;
};

/**
 * Each business's reviews, and its figures from them; counts each account's reviews
 * (`written`) as it goes, for the accounts' profiles.
 */
export class ReviewPlanner {
  /** Reviews each account wrote (every status), by account position. */
  readonly written: Uint32Array;
  private readonly seed: number;
  private readonly cap: number;

  constructor(
    private readonly accounts: number,
    r: Random,
    private readonly now: Date,
  ) {
    this.written = new Uint32Array(accounts);
    this.seed = r.seed;
    this.cap = Math.min(MAX_REVIEWS_PER_BUSINESS, accounts);
  }

  /** The reviews of the business at `position` in the batch, newest last. */
  reviewsOf(business: SyntheticBusiness, position: number): BusinessReviews {
    const r = new Random(hashSeed(this.seed, position));
    const count = this.cap === 0 || r.chance(UNREVIEWED) ? 0 : r.logNormal(COUNT_MEDIAN, COUNT_SPREAD, 1, this.cap);
    const level = clamp(4.1 + r.normal() * 0.55, 1.5, 4.95);
    const taken = new Set<number>();
    const reviews: SyntheticReview[] = [];
    let sum = 0;
    let published = 0;
    const now = this.now.getTime();
    for (let i = 0; i < count; i += 1) {
      const author = pickAuthor(this.accounts, taken, r);
      taken.add(author);
      this.written[author] = (this.written[author] ?? 0) + 1;
      const roll = r.float();
      const status = roll < PENDING ? 'pending' : roll < PENDING + REMOVED ? 'removed' : 'published';
      const rating = starsAround(level, r);
      // Pending reviews are recent: moderators keep up with the queue.
      const daysAgo = status === 'pending' ? r.between(0, 14) : YEARS * 365 * (1 - Math.sqrt(r.float()));
      const createdAt = new Date(Math.floor(now - daysAgo * DAY_MS));
      const visitedMonth = r.chance(0.75) ? monthOf(createdAt.getTime() - r.int(0, 45) * DAY_MS) : null;
      const text = reviewText(business, rating, r);
      const age = (now - createdAt.getTime()) / DAY_MS;
      const helpfulCount =
        status !== 'pending' && r.chance(Math.min(0.6, 0.15 + age / 1000)) ? r.logNormal(2, 1.1, 1, 2000) : 0;
      let editedAt: Date | null = null;
      const previousVersions: ReviewVersion[] = [];
      if (status === 'published' && r.chance(EDITED)) {
        editedAt = new Date(Math.min(now, createdAt.getTime() + r.between(0.1, 60) * DAY_MS));
        const before = clamp(rating + r.int(-1, 1), 1, 5);
        previousVersions.push({
          rating: before,
          text: reviewText(business, before, r),
          visitedMonth,
          replacedAt: editedAt.toISOString(),
        });
      }
      const removed = status === 'removed';
      reviews.push({
        documentId: documentId(r),
        author,
        status,
        rating,
        text,
        visitedMonth,
        createdAt,
        editedAt,
        helpfulCount,
        moderationReason: removed ? r.pick(REMOVAL_REASONS) : null,
        moderatedAt: removed ? new Date(Math.min(now, createdAt.getTime() + r.between(0.2, 10) * DAY_MS)) : null,
        heldBecause: status === 'pending' ? 'new-account' : null,
        heldAt: status === 'pending' ? createdAt : null,
        previousVersions,
      });
      if (status === 'published') {
        sum += rating;
        published += 1;
      }
    }
    return { reviews, rating: averageRating(sum, published), reviewCount: published };
  }
}
