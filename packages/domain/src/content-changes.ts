/**
 * What a change to one business's reviews touches among kept answers and pages, so a
 * review written, a helpful vote or a moderation empties those and keeps the rest (an
 * edit by an editor empties everything). Shared by the cms's response caches and the web
 * server's page cache, which learns of changes from the cms (GET /api/content-changes).
 *
 * A kept answer says what it shows of businesses' reviews by its marks: the businesses
 * whose figures (rating, review count) it shows, the business whose reviews it lists, the
 * authors whose review counts it shows, and the stretches of a figures order it covers (a
 * page of the best-rated: another business whose figures cross that stretch moves into
 * or through the page). An answer without marks is taken to show every business's
 * figures.
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
    // The business has a row or two; an answer's list may hold thousands (a scan per change).
    business.rowIds.some((id) => marks.rowIds?.includes(id) ?? false)
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

/** A content change as the cms announces it: everything (an editor's edit) or one business's reviews. */
export type ContentChange = { scope: 'all' } | { scope: 'reviews'; change: ReviewsChange };

/** Reads an announced change; anything unreadable counts as a change to everything. */
export function parseContentChange(value: unknown): ContentChange {
  if (typeof value === 'object' && value !== null && (value as { scope?: unknown }).scope === 'reviews') {
    const change = parseReviewsChange((value as { change?: unknown }).change);
    if (change) return { scope: 'reviews', change };
  }
  return { scope: 'all' };
}

const isOrderKey = (value: unknown): value is OrderKey =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number');
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

function isWindow(value: unknown): value is FiguresWindow {
  if (typeof value !== 'object' || value === null) return false;
  const { order, category, low, high } = value as Partial<FiguresWindow>;
  return (
    (order === 'rating' || order === 'reviews') &&
    (category === null || typeof category === 'string') &&
    (low === null || isOrderKey(low)) &&
    (high === null || isOrderKey(high))
  );
}

/**
 * Reads marks as the cms sends them with an answer (JSON); undefined when they are not
 * marks, which counts as an answer showing every business's figures.
 */
export function parseAnswerMarks(value: unknown): AnswerMarks | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { businesses, windows, reviewsOf, authors, rowIds } = value as Partial<Record<keyof AnswerMarks, unknown>>;
  if (!isStrings(businesses) || !Array.isArray(windows) || !windows.every(isWindow)) return undefined;
  if (reviewsOf !== undefined && !isStrings(reviewsOf)) return undefined;
  if (authors !== undefined && !isNumbers(authors)) return undefined;
  if (rowIds !== undefined && !isNumbers(rowIds)) return undefined;
  return { businesses, windows, reviewsOf, authors, rowIds };
}

/**
 * The marks of a page made of several answers: what any of them shows. Undefined (every
 * business's figures) when one of them has none.
 */
export function combineAnswerMarks(all: readonly (AnswerMarks | undefined)[]): AnswerMarks | undefined {
  if (all.some((marks) => marks === undefined)) return undefined;
  const present = all as readonly AnswerMarks[];
  const union = <T>(pick: (marks: AnswerMarks) => readonly T[] | undefined): T[] => [
    ...new Set(present.flatMap((marks) => pick(marks) ?? [])),
  ];
  return {
    businesses: union((marks) => marks.businesses),
    windows: present.flatMap((marks) => marks.windows),
    reviewsOf: union((marks) => marks.reviewsOf),
    authors: union((marks) => marks.authors),
    rowIds: union((marks) => marks.rowIds),
  };
}
