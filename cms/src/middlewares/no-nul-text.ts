import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';

export const NUL_TEXT = 'Text must not contain NUL characters';

/** Whether a parsed body holds a NUL character in any string, key or value (bodies are at most 64 kB). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

/**
 * No text anywhere holds a NUL character, and PostgreSQL refuses one in a query, so a
 * NUL in a request body is a 400 before any route runs (sign-up, sign-in and the
 * password reset answered 500 on PostgreSQL). Query parameters are checked by each
 * route's own parameter rules, which name the parameter.
 */
export default () =>
  async (ctx: Context, next: Next): Promise<void> => {
    if (holdsNul(ctx.request.body)) throw new errors.ValidationError(NUL_TEXT);
    await next();
  };
