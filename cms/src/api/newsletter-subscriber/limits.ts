import type { Context } from 'koa';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedLimiter, takePoints, type Counted } from '../../core/auth/limits';

/**
 * Newsletter requests an hour, counted as sign-ups are (core/auth/sign-up.ts): in this
 * process's memory, or in the Redis every replica shares when REDIS_URL is set.
 * Subscriptions send a mail, so they are counted per client and per address; confirmations
 * per client. Unsubscribing is not counted here (only nginx's general limit applies): mail
 * providers post one-click unsubscribes for many of their users from a few addresses, and
 * an unsubscribe token cannot be guessed.
 */
export const SUBSCRIPTIONS_PER_CLIENT = 10;
export const SUBSCRIPTIONS_PER_ADDRESS = 3;
export const CONFIRMATIONS_PER_CLIENT = 30;
export const TOO_MANY_SUBSCRIPTIONS = 'Too many subscriptions from here. Try again later.';
export const TOO_MANY_CONFIRMATIONS = 'Too many confirmations from here. Try again later.';

const HOUR = 60 * 60;
const CLIENT = { points: SUBSCRIPTIONS_PER_CLIENT, duration: HOUR, keyPrefix: 'tampa-local:newsletter:client' };
const ADDRESS = { points: SUBSCRIPTIONS_PER_ADDRESS, duration: HOUR, keyPrefix: 'tampa-local:newsletter:address' };
const CONFIRM = { points: CONFIRMATIONS_PER_CLIENT, duration: HOUR, keyPrefix: 'tampa-local:newsletter:confirm' };

type Limiters = { perClient: RateLimiterAbstract; perAddress: RateLimiterAbstract; confirmations: RateLimiterAbstract };

const inMemory = (): Limiters => ({
  perClient: new RateLimiterMemory(CLIENT),
  perAddress: new RateLimiterMemory(ADDRESS),
  confirmations: new RateLimiterMemory(CONFIRM),
});

let limiters = inMemory();

/** Counts in Redis from now on, shared by every replica. */
export function countNewsletterIn(client: unknown): void {
  limiters = {
    perClient: sharedLimiter(CLIENT, client),
    perAddress: sharedLimiter(ADDRESS, client),
    confirmations: sharedLimiter(CONFIRM, client),
  };
}

/** For tests: forget every counted request. */
export function resetNewsletterCounts(): void {
  limiters = inMemory();
}

const clientOf = (ctx: Context) => ctx.request.ip || 'unknown';

/** Counts a subscription of `address` from this client; 429 with Retry-After past either limit. */
export function countSubscription(ctx: Context, address: string): Promise<Counted> {
  return takePoints(
    ctx,
    [
      [limiters.perClient, clientOf(ctx)],
      [limiters.perAddress, address],
    ],
    TOO_MANY_SUBSCRIPTIONS,
  );
}

/** Counts a confirmation from this client; 429 with Retry-After past the limit. */
export function countConfirmation(ctx: Context): Promise<Counted> {
  return takePoints(ctx, [[limiters.confirmations, clientOf(ctx)]], TOO_MANY_CONFIRMATIONS);
}
