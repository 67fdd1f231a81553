import type { AsyncLocalStorage } from 'node:async_hooks';
import type { RenderReads } from '../../server/page-cache';

/**
 * The id of the page request being rendered, set by the web server (server/server.ts) for each
 * request and sent with every call the render makes to the cms, so one id names a page
 * view in both logs. Shared through a global symbol because the server and the app's
 * build are separate module graphs.
 */
export const REQUEST_CONTEXT = Symbol.for('tampa-local.request-context');

type RequestContext = AsyncLocalStorage<{ requestId: string; reads?: RenderReads }>;

const store = () => (globalThis as { [REQUEST_CONTEXT]?: RequestContext })[REQUEST_CONTEXT]?.getStore();

/** Undefined in the browser and outside a request. */
export function currentRequestId(): string | undefined {
  return store()?.requestId;
}

/** Notes a cms answer the render read (its headers), or a call that failed (null). */
export function noteCmsAnswer(headers: { until?: unknown; marks?: unknown } | null): void {
  const reads = store()?.reads;
  if (!reads) return;
  if (headers === null || typeof headers.until !== 'string') {
    reads.uncacheable = true;
    return;
  }
  reads.answers.push({ until: headers.until, marks: typeof headers.marks === 'string' ? headers.marks : undefined });
}
