import type { Context } from 'koa';

/**
 * What a change to one business's reviews touches among the cached answers, so a review
 * written, a helpful vote or a moderation empties those answers and keeps the rest (an
 * edit by an editor still empties everything: cache.ts).
 *
 * A cached answer says what it shows of businesses' reviews by its marks, set by its
 * route (markAnswer): the businesses whose figures (rating, review count) it shows, the
 * business whose reviews it lists, the authors whose review counts it shows, and the
 * stretches of a figures order it covers (a page of the best-rated: another business
 * whose figures cross that stretch moves into or through the page). An answer without
 * marks is taken to show every business's figures.
 */

/** A business's stored figures. */
export type Figures = { rating: number | null; reviewCount: number };

/** The orders that figures decide: best-rated (`rating`) and most reviewed (`reviews`). */
export type FiguresOrder = 'rating' | 'reviews';

/** Where a business stands in a figures order: compared first by the first number, then the second. */
export type OrderKey = readonly [number, number];

/**
 * A stretch of a figures order an answer covers, from `low` to `high` (null: without end
 * on that side, as for a first page or the last one), among the businesses of `category`
 * (null: of every category, or a filter the stretch does not follow).
 */
export type FiguresWindow = {
  order: FiguresOrder;
  category: string | null;
  low: OrderKey | null;
  high: OrderKey | null;
};

export type AnswerMarks = {
  /** Document ids of the businesses whose figures the answer shows. */
  businesses: readonly string[];
  windows: readonly FiguresWindow[];
  /** The business whose reviews the answer lists (its document id and slug). */
  reviewsOf?: readonly string[];
  /** Accounts whose review counts the answer shows. */
  authors?: readonly number[];
  /**
   * Row ids in a list's order (a search word's matches), which may be in a figures
   * order: a change to the figures of one of them may reorder them.
   */
  rowIds?: readonly number[];
};

/** An answer that shows no business's reviews or figures. */
export const SHOWS_NO_REVIEWS: AnswerMarks = Object.freeze({ businesses: [], windows: [] });

/** A change to the reviews of one business, as cache.ts and the other replicas receive it. */
export type ReviewsChange = {
  business: { id: string; slug: string; category: string; rowIds: readonly number[] };
  /** Its figures before and after, when they changed (a review published, edited, removed). */
  figures: { before: Figures; after: Figures } | null;
  /** Accounts whose count of published reviews changed. */
  authors: readonly number[];
};

const NO_RATING = -1;

/** Where figures stand in an order (no rating comes last, as in the lists). */
export function orderKey(order: FiguresOrder, figures: Figures): OrderKey {
  const rating = figures.rating ?? NO_RATING;
  return order === 'rating' ? [rating, figures.reviewCount] : [figures.reviewCount, rating];
}

function compare(a: OrderKey, b: OrderKey): number {
  return a[0] - b[0] || a[1] - b[1];
}

/**
 * The stretch a page of `items` (in the order, best first) covers: from its first item
 * (or without end for the first page) to its last (or without end when the list ends
 * on this page).
 */
export function pageWindow(
  order: FiguresOrder,
  category: string | null,
  items: readonly Figures[],
  page: { offset: number; limit: number },
): FiguresWindow {
  const first = items[0];
  const last = items.at(-1);
  return {
    order,
    category,
    high: page.offset === 0 || !first ? null : orderKey(order, first),
    low: items.length < page.limit || !last ? null : orderKey(order, last),
  };
}

function crosses(window: FiguresWindow, change: ReviewsChange): boolean {
  const { figures, business } = change;
  if (!figures) return false;
  if (window.category !== null && window.category !== business.category) return false;
  const before = orderKey(window.order, figures.before);
  const after = orderKey(window.order, figures.after);
  const [from, to] = compare(before, after) <= 0 ? [before, after] : [after, before];
  return (
    (window.low === null || compare(window.low, to) <= 0) && (window.high === null || compare(from, window.high) <= 0)
  );
}

/** Whether an answer with these marks (undefined: none) may show something the change altered. */
export function touchedBy(marks: AnswerMarks | undefined, change: ReviewsChange): boolean {
  const { business, figures } = change;
  if (marks?.reviewsOf?.some((id) => id === business.id || id === business.slug)) return true;
  if (marks?.authors?.some((author) => change.authors.includes(author))) return true;
  if (!figures) return false;
  if (!marks) return true;
  return (
    marks.businesses.includes(business.id) ||
    marks.windows.some((window) => crosses(window, change)) ||
    (marks.rowIds?.some((id) => business.rowIds.includes(id)) ?? false)
  );
}

/** Reads a change as another process sent it; null when it is not one (then everything is emptied). */
export function parseReviewsChange(value: unknown): ReviewsChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { business, figures, authors } = value as Partial<ReviewsChange>;
  const isFigures = (f: unknown): f is Figures =>
    typeof f === 'object' &&
    f !== null &&
    (typeof (f as Figures).rating === 'number' || (f as Figures).rating === null) &&
    typeof (f as Figures).reviewCount === 'number';
  if (
    typeof business !== 'object' ||
    business === null ||
    typeof business.id !== 'string' ||
    typeof business.slug !== 'string' ||
    typeof business.category !== 'string' ||
    !Array.isArray(business.rowIds) ||
    !business.rowIds.every((id) => typeof id === 'number') ||
    !Array.isArray(authors) ||
    !authors.every((id) => typeof id === 'number')
  ) {
    return null;
  }
  if (figures !== null && !(typeof figures === 'object' && isFigures(figures?.before) && isFigures(figures?.after))) {
    return null;
  }
  return { business, figures: figures ?? null, authors };
}

/** Where a route leaves its answer's marks for the response cache. */
export const ANSWER_MARKS_STATE = 'answerMarks';

/** Says what a public answer shows of businesses' reviews (see the top of this file). */
export function markAnswer(ctx: Context, marks: AnswerMarks): void {
  ctx.state[ANSWER_MARKS_STATE] = marks;
}

/** The marks a route left (undefined: none, so every business's figures). */
export const answerMarks = (ctx: Context): AnswerMarks | undefined =>
  ctx.state[ANSWER_MARKS_STATE] as AnswerMarks | undefined;

/** The marks of an answer that shows these businesses' figures, in no figures order. */
export const showsBusinesses = (businesses: readonly { id: string }[]): AnswerMarks => ({
  businesses: businesses.map((business) => business.id),
  windows: [],
});
