import type { Context } from 'koa';
import type { AnswerMarks } from '@tampa-local/domain';

/**
 * How a public route says what its answer shows of businesses' reviews, for the response
 * caches (cache.ts): its marks. What a change touches is decided by the rules shared with
 * the web's page cache (packages/domain, content-changes.ts), re-exported here.
 */
export {
  SHOWS_NO_REVIEWS,
  orderKey,
  pageWindow,
  parseReviewsChange,
  touchedBy,
  type AnswerMarks,
  type Figures,
  type FiguresOrder,
  type FiguresWindow,
  type OrderKey,
  type ReviewsChange,
} from '@tampa-local/domain';

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
