import type { Context } from 'koa';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors';

/**
 * A counter of rate-limiter-flexible in the Redis every replica shares (the cache bus's
 * client); if Redis fails, it counts in this process's memory instead of letting requests
 * through.
 */
export function sharedLimiter(limit: IRateLimiterOptions, client: unknown): RateLimiterRedis {
  return new RateLimiterRedis({
    ...limit,
    storeClient: client,
    useRedisPackage: true,
    insuranceLimiter: new RateLimiterMemory(limit),
  });
}

/** A counted request: give the point back when nothing was done. */
export type Counted = { giveBack: () => Promise<void> };

/**
 * Takes a point from each counter (a limiter and its key); past any of them, gives back
 * the points taken and answers 429 with `message` and Retry-After.
 */
export async function takePoints(
  ctx: Context,
  counters: Array<[RateLimiterAbstract, string]>,
  message: string,
): Promise<Counted> {
  const results = await Promise.allSettled(counters.map(([limiter, key]) => limiter.consume(key)));
  const taken = counters.filter((_, i) => results[i]?.status === 'fulfilled');
  const giveBack = async () => {
    await Promise.allSettled(taken.map(([limiter, key]) => limiter.reward(key, 1)));
  };
  const refused = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!refused) return { giveBack };
  await giveBack();
  const wait = (refused.reason as { msBeforeNext?: unknown }).msBeforeNext;
  if (typeof wait !== 'number') throw refused.reason;
  ctx.set('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
  throw tooManyRequests(message);
}
