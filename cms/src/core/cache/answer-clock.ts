import type { Context } from 'koa';
import { minuteOf, startOfMinute, type Holds } from './cache';

/**
 * The clock of a public answer: the instant it is worked out for, and until when what the
 * clock decides in it (a business's opening status, the days an events timeframe covers)
 * stays true, so the response cache can keep it that long instead of one clock minute.
 *
 * A route opts in by taking its clock with answerClock(ctx) and passing it as `now` to
 * its services; every part of the answer that reads the clock then reports how long its
 * result holds with holdsUntil(now, …). Routes that do not opt in keep the one-minute
 * lifetime, so a clock dependency nobody reports can never be served late.
 */
const steadyUntil = new WeakMap<Date, number>();

/** Where the response cache keeps a cacheable request's clock (set by answerClock). */
export const ANSWER_CLOCK_STATE = 'answerClock';

/**
 * The instant this request's answer is worked out for. For a request the response cache
 * may keep, it is tracked: until holdsUntil narrows it, the answer holds as long as the
 * content does. Elsewhere (the cache off, a private answer), simply now.
 */
export function answerClock(ctx: Context): Date {
  const now = new Date();
  if (ctx.state[ANSWER_CLOCK_STATE] === null) {
    steadyUntil.set(now, Number.POSITIVE_INFINITY);
    ctx.state[ANSWER_CLOCK_STATE] = now;
  }
  return now;
}

/** Marks a request whose answer the response cache may keep (answerClock then tracks it). */
export function expectAnswerClock(ctx: Context): void {
  ctx.state[ANSWER_CLOCK_STATE] = null;
}

/** What was worked out from `now` stays true until `until` (epoch ms); untracked clocks ignore it. */
export function holdsUntil(now: Date, until: number): void {
  const current = steadyUntil.get(now);
  if (current !== undefined && until < current) steadyUntil.set(now, until);
}

/**
 * When this request's answer holds as far as the clock goes: from the minute its clock
 * read until the earliest holdsUntil of that clock; when the route took no clock, the
 * minute `startedAt` (epoch ms) fell in.
 */
export function answerHolds(ctx: Context, startedAt: number): Holds {
  const clock = ctx.state[ANSWER_CLOCK_STATE] as Date | null | undefined;
  const until = clock ? steadyUntil.get(clock) : undefined;
  if (clock && until !== undefined) return { from: startOfMinute(clock.getTime()), until };
  return minuteOf(startedAt);
}
