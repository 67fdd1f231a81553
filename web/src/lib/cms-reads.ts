import { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import { Client, Pool } from 'undici';
import { ApiError, apiErrorFromResponse } from './api-error';
import { currentRequestId, noteCmsAnswer } from './request-id';

/**
 * The server render's reads from the cms (apiGet and apiGetList with SSR set): one GET on a
 * kept-open connection (undici's pool), its JSON parsed, its answer noted for the page
 * cache. The browser's calls and every write go through axios (api-client.ts); the render
 * only reads, and axios's layers (configuration merging, header objects, interceptors,
 * transforms) cost about as much CPU as the call itself, on each of a page's calls
 * (docs/decisions.md, "The server render reads the cms through undici").
 *
 * Loaded only by the server render (api-request.ts imports it when SSR is set), never part
 * of the browser's bundle. Answers as api-client.ts does: a status outside 2xx rejects with
 * the ApiError of apiErrorFromResponse, no answer with an ApiError of status 0; a kept-open
 * connection the cms closed just as the call went out on it is tried once more.
 */

export interface CmsAnswer<T> {
  headers: IncomingHttpHeaders;
  data: T;
}

/** A page waits for its data, but not forever (the browser's calls wait 20 s). */
export const CMS_READ_TIMEOUT_MS = 8_000;

interface Connections {
  pool: Pool;
  origin: string;
  /** The cms's /api path (CMS_URL may name a path of its own). */
  prefix: string;
}

let connections: Connections | undefined;

/**
 * Kept open between pages (no TCP handshake per call); an idle one closed after 4 s, before
 * the cms's own 5 s (Node's keepAliveTimeout), so a call never goes out on a socket the cms
 * is closing.
 */
function cmsConnections(): Connections {
  if (connections) return connections;
  const base = new URL(`${(process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '')}/api`);
  connections = {
    pool: new Pool(base.origin, {
      keepAliveTimeout: 4_000,
      keepAliveMaxTimeout: 4_000,
      headersTimeout: CMS_READ_TIMEOUT_MS,
      bodyTimeout: CMS_READ_TIMEOUT_MS,
    }),
    origin: base.origin,
    prefix: base.pathname,
  };
  return connections;
}

/** The body as axios gives it: parsed JSON, else the text ('' when empty). */
function bodyOf(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A connection that was closed under the call (the cms closing an idle one), not a refusal or a timeout. */
function isClosedUnder(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

/** One GET, on one of the pool's connections or (`fresh`) on a new one of its own. */
async function send<T>(path: string, headers: Record<string, string>, fresh = false): Promise<CmsAnswer<T>> {
  const { pool, origin, prefix } = cmsConnections();
  const dispatcher = fresh
    ? new Client(origin, { headersTimeout: CMS_READ_TIMEOUT_MS, bodyTimeout: CMS_READ_TIMEOUT_MS })
    : pool;
  try {
    const response = await dispatcher.request({
      path: `${prefix}${path}`,
      method: 'GET',
      headers,
      signal: AbortSignal.timeout(CMS_READ_TIMEOUT_MS),
    });
    const status = response.statusCode;
    const data = bodyOf(await response.body.text());
    if (status < 200 || status >= 300) throw apiErrorFromResponse(status, STATUS_CODES[status] ?? '', data);
    return { headers: response.headers, data: data as T };
  } finally {
    // Closed once its one answer is read; a failure to close leaves nothing to undo.
    if (fresh) void dispatcher.close().catch(() => undefined);
  }
}

/** GET `path` (under the cms's /api) with `params` as its query. */
export async function cmsRead<T>(
  path: string,
  params: Record<string, string | number | boolean>,
  extraHeaders: Record<string, string> = {},
): Promise<CmsAnswer<T>> {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  const target = query ? `${path}?${query}` : path;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // Next to the cms on a fast network: compressing and inflating every answer costs
    // both sides CPU and saves nothing.
    'Accept-Encoding': 'identity',
    ...extraHeaders,
  };
  const requestId = currentRequestId();
  if (requestId) headers['X-Request-Id'] = requestId;
  try {
    let answer: CmsAnswer<T>;
    try {
      answer = await send<T>(target, headers);
    } catch (error) {
      if (!isClosedUnder(error)) throw error;
      // The pool's other kept-open connections may be closing too: a connection of its own.
      answer = await send<T>(target, headers, true);
    }
    // How long the answer holds and what it shows, for the server's page cache.
    noteCmsAnswer({ until: answer.headers['x-content-until'], marks: answer.headers['x-content-marks'] });
    return answer;
  } catch (error) {
    noteCmsAnswer(null);
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, (error as Error).message || 'Network Error');
  }
}
