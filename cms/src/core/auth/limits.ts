import { RateLimiterMemory, RateLimiterRedis, type IRateLimiterOptions } from 'rate-limiter-flexible';

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
