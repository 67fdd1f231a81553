import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { InlineStylesContext, NonceContext } from '@/lib/nonce';
import styles from './index.css?inline';
import { isPrivatePage, pageCacheControl } from '@/lib/page-cache';

/** A render that has not finished by then is cut off (its boundaries show their fallbacks). */
export const streamTimeout = 5_000;

/**
 * Renders a page to HTML. It waits for the whole page (not only the shell) for every
 * client, so crawlers, link previews and people all receive the complete content, and
 * the status code (404 for an unknown business) is known before the first byte.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce || undefined;
  const pathname = new URL(request.url).pathname;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Cache-Control', pageCacheControl(pathname, responseStatusCode));
  if (isPrivatePage(pathname)) responseHeaders.set('X-Robots-Tag', 'noindex, nofollow');
  responseHeaders.append('Vary', 'Accept-Encoding');

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={styles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Every part of the page inline, in order: never a hidden block that a script must reveal,
        // which a crawler or a browser without JavaScript would not see.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          responseHeaders.set('Cache-Control', 'no-store');
          console.error(error);
        },
      },
    );
  });
}
