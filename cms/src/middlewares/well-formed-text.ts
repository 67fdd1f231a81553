import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';

export const NUL_TEXT = 'Text must not contain NUL characters';
export const MALFORMED_TEXT = 'Text must be valid Unicode';

/** A surrogate left unpaired: under the `u` flag a pair is one code point, never matched here. */
const UNPAIRED_SURROGATE = /\p{Surrogate}/u;

/** What is wrong with a string, or null when it is sound text. */
function fault(text: string): string | null {
  if (text.includes('\u0000')) return NUL_TEXT;
  return UNPAIRED_SURROGATE.test(text) ? MALFORMED_TEXT : null;
}

/** The first fault of any string, key or value, of a parsed body (bodies are at most 64 kB). */
function faultIn(value: unknown): string | null {
  if (typeof value === 'string') return fault(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = faultIn(item);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = fault(key) ?? faultIn(item);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Every string of a request body is sound text before any route runs, ours or a plugin's:
 * - no NUL character: PostgreSQL refuses one in a query (sign-up, sign-in and the password
 *   reset answered 500 there);
 * - no unpaired UTF-16 surrogate (JSON may escape one as `\ud800`): the bcrypt library of
 *   users-permissions and of the panel never finishes encoding such a password, and one
 *   sign-in with it brought the whole process down.
 * Query parameters are checked by each route's own parameter rules, which name the parameter.
 */
export default () =>
  async (ctx: Context, next: Next): Promise<void> => {
    const found = faultIn(ctx.request.body);
    if (found) throw new errors.ValidationError(found);
    await next();
  };
