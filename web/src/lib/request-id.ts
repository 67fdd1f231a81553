import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the page request being rendered, set by the web server (server.mjs) for each
 * request and sent with every call the render makes to the cms, so one id names a page
 * view in both logs. Shared through a global symbol because the server and the app's
 * build are separate module graphs.
 */
export const REQUEST_CONTEXT = Symbol.for('tampa-local.request-context');

type RequestContext = AsyncLocalStorage<{ requestId: string }>;

/** Undefined in the browser and outside a request. */
export function currentRequestId(): string | undefined {
  const context = (globalThis as { [REQUEST_CONTEXT]?: RequestContext })[REQUEST_CONTEXT];
  return context?.getStore()?.requestId;
}
