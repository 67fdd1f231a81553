import { describe, expect, it } from 'vitest';
import { ContentCache, contentGeneration, invalidateLocalReviews } from '../src/core/cache/cache';
import {
  SHOWS_NO_REVIEWS,
  pageWindow,
  parseReviewsChange,
  touchedBy,
  type AnswerMarks,
  type Figures,
  type ReviewsChange,
} from '../src/core/cache/review-changes';

/**
 * What a change to one business's reviews empties among cached answers: the answers
 * that show that business, the pages of a figures order its new place moves through,
 * its review pages and the authors' counts; nothing else.
 */
const fig = (rating: number | null, reviewCount: number): Figures => ({ rating, reviewCount });

const change = (before: Figures | null, after: Figures | null, extra: Partial<ReviewsChange> = {}): ReviewsChange => ({
  business: { id: 'doc-x', slug: 'cafe-x', category: 'restaurants', rowIds: [7, 8] },
  figures: before && after ? { before, after } : null,
  authors: [],
  ...extra,
});

/** The best-rated restaurants, four a page: page 1 holds 4.9 … 4.5, page 2 4.4 … 4.0. */
const first: AnswerMarks = {
  businesses: ['a', 'b', 'c', 'd'],
  windows: [
    pageWindow('rating', 'restaurants', [fig(4.9, 10), fig(4.8, 3), fig(4.6, 9), fig(4.5, 2)], {
      offset: 0,
      limit: 4,
    }),
  ],
};
const second: AnswerMarks = {
  businesses: ['e', 'f', 'g', 'h'],
  windows: [
    pageWindow('rating', 'restaurants', [fig(4.4, 1), fig(4.2, 5), fig(4.1, 8), fig(4.0, 2)], {
      offset: 4,
      limit: 4,
    }),
  ],
};
/** The last page: it ends the list, so anything below its first item may join it. */
const last: AnswerMarks = {
  businesses: ['i'],
  windows: [pageWindow('rating', 'restaurants', [fig(3.0, 1)], { offset: 8, limit: 4 })],
};

describe('touchedBy', () => {
  it('empties an answer that shows the business, keeps the pages its figures did not move through', () => {
    const small = change(fig(4.2, 4), fig(4.2, 5));
    expect(touchedBy({ businesses: ['doc-x'], windows: [] }, small)).toBe(true);
    expect(touchedBy(first, small)).toBe(false);
    expect(touchedBy(second, small)).toBe(true);
    expect(touchedBy(last, small)).toBe(false);
  });

  it('empties every page a business moves into or through', () => {
    // From no rating (last) to 5.0 (first): every page of the order shifts.
    const jump = change(fig(null, 0), fig(5, 1));
    expect(touchedBy(first, jump)).toBe(true);
    expect(touchedBy(second, jump)).toBe(true);
    expect(touchedBy(last, jump)).toBe(true);
    // Into the first page from the second.
    expect(touchedBy(first, change(fig(4.4, 1), fig(4.7, 2)))).toBe(true);
    expect(touchedBy(last, change(fig(4.4, 1), fig(4.7, 2)))).toBe(false);
  });

  it('orders by review count when the list does', () => {
    const mostReviewed: AnswerMarks = {
      businesses: [],
      windows: [pageWindow('reviews', null, [fig(3, 900), fig(4, 400)], { offset: 0, limit: 2 })],
    };
    expect(touchedBy(mostReviewed, change(fig(5, 20), fig(5, 21)))).toBe(false);
    expect(touchedBy(mostReviewed, change(fig(5, 400), fig(5, 401)))).toBe(true);
  });

  it('keeps another category’s pages', () => {
    const bars: AnswerMarks = { businesses: [], windows: [{ ...first.windows[0]!, category: 'nightlife' }] };
    expect(touchedBy(bars, change(fig(null, 0), fig(5, 1)))).toBe(false);
  });

  it('a change without new figures (a helpful vote, a photo) empties only the business’s review pages', () => {
    const vote = change(null, null);
    expect(touchedBy(undefined, vote)).toBe(false);
    expect(touchedBy({ businesses: ['doc-x'], windows: [] }, vote)).toBe(false);
    expect(touchedBy({ ...SHOWS_NO_REVIEWS, reviewsOf: ['doc-x', 'cafe-x'] }, vote)).toBe(true);
    expect(touchedBy({ ...SHOWS_NO_REVIEWS, reviewsOf: ['doc-y', 'cafe-y'] }, vote)).toBe(false);
  });

  it('empties the review pages that show an author whose count changed', () => {
    const marks: AnswerMarks = { ...SHOWS_NO_REVIEWS, reviewsOf: ['doc-y'], authors: [41, 42] };
    expect(touchedBy(marks, change(fig(4, 1), fig(4.5, 2), { authors: [42] }))).toBe(true);
    expect(touchedBy(marks, change(fig(4, 1), fig(4.5, 2), { authors: [43] }))).toBe(false);
  });

  it('takes an answer without marks to show every business’s figures', () => {
    expect(touchedBy(undefined, change(fig(4, 1), fig(4, 2)))).toBe(true);
    expect(touchedBy(SHOWS_NO_REVIEWS, change(fig(4, 1), fig(4, 2)))).toBe(false);
  });

  it('empties a search word’s ordered rows that hold one of the business’s rows', () => {
    const rows: AnswerMarks = { ...SHOWS_NO_REVIEWS, rowIds: [3, 8, 12] };
    expect(touchedBy(rows, change(fig(4, 1), fig(4, 2)))).toBe(true);
    expect(touchedBy({ ...rows, rowIds: [3, 12] }, change(fig(4, 1), fig(4, 2)))).toBe(false);
  });
});

describe('ContentCache and a change to reviews', () => {
  it('forgets the touched entries only, and refuses work started before the change', () => {
    const cache = new ContentCache<string>(100, 100_000, false);
    const started = contentGeneration();
    cache.set('first', 'page 1', 10, started, undefined, first);
    cache.set('second', 'page 2', 10, started, undefined, second);
    cache.set('events', 'events', 10, started, undefined, SHOWS_NO_REVIEWS);
    cache.set('unmarked', 'anything', 10, started);
    invalidateLocalReviews(change(fig(4.2, 4), fig(4.2, 5)));
    expect(cache.get('first')).toBe('page 1');
    expect(cache.get('events')).toBe('events');
    expect(cache.get('second')).toBeUndefined();
    expect(cache.get('unmarked')).toBeUndefined();
    cache.set('late', 'read before the change', 10, started, undefined, SHOWS_NO_REVIEWS);
    expect(cache.get('late')).toBeUndefined();
  });
});

describe('parseReviewsChange', () => {
  it('reads what another replica sent, and nothing else', () => {
    const sent = change(fig(4, 1), fig(4.5, 2), { authors: [3] });
    expect(parseReviewsChange(JSON.parse(JSON.stringify(sent)))).toEqual(sent);
    expect(parseReviewsChange(JSON.parse(JSON.stringify(change(null, null))))).toEqual(change(null, null));
    for (const bad of [
      null,
      'x',
      [],
      { business: {} },
      { ...sent, authors: ['3'] },
      { ...sent, figures: { before: 1 } },
    ]) {
      expect(parseReviewsChange(bad)).toBeNull();
    }
  });
});
