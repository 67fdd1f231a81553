import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { InlineStylesContext, NonceContext } from '@/lib/nonce';
import styles from './index.css?inline';
import { isPrivatePage, pageCacheControl } from '@/lib/page-cache';
import { criticalStylesheet } from '@/lib/critical-css.server';

/** Where the page's own rules go in its `<style>`, once the page is rendered and its classes known. */
const STYLES_SLOT = '/*page-styles*/';
const stylesheet = criticalStylesheet(styles);

/**
 * The rendered document with the stylesheet's rules its classes use in its `<style>`. Read
 * as Latin-1 (one byte, one character: class names are ASCII), so the bytes are neither
 * decoded nor encoded again.
 */
function withPageStyles(chunks: Buffer[]): Buffer<ArrayBuffer> {
  const html = Buffer.concat(chunks);
  const at = html.indexOf(STYLES_SLOT);
  if (at < 0) return html;
  const css = Buffer.from(stylesheet.forHtml(html.toString('latin1')));
  return Buffer.concat([html.subarray(0, at), css, html.subarray(at + STYLES_SLOT.length)]);
}

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
        <InlineStylesContext.Provider value={STYLES_SLOT}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Every part of the page inline, in order: never a hidden block that a script must reveal,
        // which a crawler or a browser without JavaScript would not see.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('error', reject);
          body.on('end', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            resolve(new Response(withPageStyles(chunks), { headers: responseHeaders, status }));
          });
          pipe(body);
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
