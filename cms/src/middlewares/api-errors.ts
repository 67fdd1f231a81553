import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isDatabaseUnavailable } from '../core/db/unavailable';
import { isHttpError } from '../core/http/errors';
import { requestIdOf } from './request-log';

type StrapiErrorBody = { data: null; error: { status?: number; name?: string; message?: string; details?: unknown } };

const isStrapiErrorBody = (body: unknown): body is StrapiErrorBody =>
  body !== null && typeof body === 'object' && 'error' in body && typeof (body as StrapiErrorBody).error === 'object';

const STATUS_BY_ERROR_NAME: Record<string, number> = {
  ValidationError: 400,
  YupValidationError: 400,
  PayloadTooLargeError: 413,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  PolicyError: 403,
  NotFoundError: 404,
  RateLimitError: 429,
};

/** The body parser's complaints about a malformed multipart form carry no status of their own. */
const multipartStatus = (error: Error | undefined): number | undefined =>
  error && /multipart|boundary|content-type/i.test(error.message ?? '') ? 400 : undefined;

/** Strapi serves public files through GET routes matching every path; under /api they are no route. */
const PUBLIC_FILE_ROUTES = new Set(['/', '/((?!uploads/).+)']);
type RouteLayer = { path: string; methods: string[] };
type PathMatcher = { match: (path: string, method: string) => { path: RouteLayer[] } };

/** True when nothing under this path is an API route in any method (so a 405 would mislead). */
const noApiRouteAt = (strapi: Core.Strapi, path: string): boolean =>
  (strapi.server.router as unknown as PathMatcher)
    .match(path, 'GET')
    .path.every((layer) => layer.methods.length === 0 || PUBLIC_FILE_ROUTES.has(layer.path));

/** The multipart parser's own errors carry their status as httpCode, which Strapi does not read. */
const malformedBodyStatus = (error: (Error & { httpCode?: number }) | undefined): number | undefined => {
  const code = error?.httpCode;
  if (code !== undefined && code >= 400 && code < 500) return code;
  return multipartStatus(error);
};

export const DATABASE_UNAVAILABLE = 'The guide is briefly unavailable. Please try again in a moment.';

const hasDetails = (details: unknown) =>
  details !== undefined && details !== null && !(typeof details === 'object' && Object.keys(details).length === 0);

/**
 * Every answer under /api is JSON of the form `{ "error": "message" }` when something is
 * wrong: client mistakes keep their 4xx status and message; anything unexpected is logged
 * and answered with a plain 500 message, never a stack trace or an HTML page; a database
 * that cannot be reached for a moment is a 503 with Retry-After.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) {
      // The panel's routes keep Strapi's error format; a malformed body is still the client's mistake.
      try {
        await next();
      } catch (caught) {
        const status = malformedBodyStatus(caught as Error & { httpCode?: number });
        if (status === undefined) throw caught;
        ctx.status = status;
        ctx.body = {
          data: null,
          error: { status, name: 'BadRequestError', message: 'Request body is malformed', details: {} },
        };
      }
      return;
    }
    try {
      await next();
      // A method on a path no API route has: not there at all, not 'Method Not Allowed'.
      if (ctx.status === 405 && noApiRouteAt(strapi, ctx.path)) {
        ctx.remove('Allow');
        ctx.status = 404;
        ctx.body = { error: 'Not found' };
      } else if (ctx.status === 404 && (ctx.body === undefined || ctx.body === null || isStrapiErrorBody(ctx.body))) {
        ctx.status = 404;
        ctx.body = {
          error:
            isStrapiErrorBody(ctx.body) && ctx.body.error.message && ctx.body.error.message !== 'Not Found'
              ? ctx.body.error.message
              : 'Not found',
        };
      } else if (ctx.status >= 400 && isStrapiErrorBody(ctx.body)) {
        const { message, details } = ctx.body.error;
        ctx.body = hasDetails(details)
          ? { error: message ?? 'Request failed', details }
          : { error: message ?? 'Request failed' };
      } else if (ctx.status >= 400 && (typeof ctx.body === 'string' || ctx.body === undefined || ctx.body === null)) {
        // e.g. the router's plain-text 405 'Method Not Allowed'.
        const status = ctx.status;
        ctx.body = { error: typeof ctx.body === 'string' && ctx.body !== '' ? ctx.body : ctx.message };
        ctx.status = status;
      }
    } catch (caught) {
      const error = caught as Error & {
        status?: number;
        statusCode?: number;
        httpCode?: number;
        expose?: boolean;
        details?: unknown;
      };
      if (isHttpError(error)) {
        ctx.status = error.status;
        ctx.body = hasDetails(error.details)
          ? { error: error.message, details: error.details }
          : { error: error.message };
        return;
      }
      const named = STATUS_BY_ERROR_NAME[error?.name ?? ''];
      // httpCode: the multipart parser's own errors (a malformed form is the client's mistake).
      const status = named ?? error?.status ?? error?.statusCode ?? error?.httpCode ?? multipartStatus(error);
      if (status && status >= 400 && status < 500) {
        ctx.status = status;
        const message =
          error.name === 'SyntaxError' || /JSON/i.test(error.message)
            ? 'Request body is not valid JSON'
            : error.message || 'Bad request';
        ctx.body = hasDetails(error.details) ? { error: message, details: error.details } : { error: message };
        return;
      }
      if (isDatabaseUnavailable(error)) {
        // A restart or failover of the database: nothing was stored, and the same request
        // will succeed in a moment (nginx tries an idempotent one on another replica).
        strapi.log.warn(`${ctx.method} ${ctx.path}: the database is unavailable (${error.message})`, {
          requestId: requestIdOf(ctx),
        });
        ctx.status = 503;
        ctx.set('Retry-After', '1');
        ctx.body = { error: DATABASE_UNAVAILABLE };
        return;
      }
      strapi.log.error(`${ctx.method} ${ctx.path} failed: ${error?.stack ?? String(error)}`, {
        requestId: requestIdOf(ctx),
      });
      ctx.status = 500;
      ctx.body = { error: 'Something went wrong on our side. Please try again.' };
    }
  };
