import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { loggableUrl } from '../core/http/redact';
import { observeRequest } from '../core/http/metrics';

/**
 * First of every request: its id and its access line. The id is the caller's
 * `X-Request-Id` when it is a plain token (the web server sends the id of the page
 * request it serves, so one id follows a page through both), else a new one; it is
 * answered in `X-Request-Id` and carried by every log entry of the request
 * (`ctx.state.requestId`). The access line, `GET /api/… (3 ms) 200` at the `http` level,
 * is written for every answer, cached or not, with secrets in the URL redacted, and its
 * time counted in the metrics by route pattern (core/http/metrics.ts).
 */
export const REQUEST_ID_STATE = 'requestId';
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const requestIdOf = (ctx: Context): string | undefined => {
  const id = ctx.state[REQUEST_ID_STATE] as unknown;
  return typeof id === 'string' ? id : undefined;
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const log = strapi.log as unknown as { isHttpEnabled?: () => boolean };
  return async (ctx: Context, next: Next): Promise<void> => {
    const started = performance.now();
    const given = ctx.get('x-request-id');
    const requestId = WELL_FORMED_ID.test(given) ? given : randomUUID();
    ctx.state[REQUEST_ID_STATE] = requestId;
    ctx.set('X-Request-Id', requestId);
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const status = failed ? 500 : ctx.status;
      const elapsed = performance.now() - started;
      observeRequest(ctx, status, elapsed / 1000);
      if (log.isHttpEnabled?.() ?? true) {
        strapi.log.http(`${ctx.method} ${loggableUrl(ctx.url)} (${Math.ceil(elapsed)} ms) ${status}`, { requestId });
      }
    }
  };
};
