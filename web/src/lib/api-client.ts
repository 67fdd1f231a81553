import axios, { isAxiosError } from 'axios';
import { ApiError, apiErrorFromResponse } from './api-error';
import { currentRequestId, noteCmsAnswer } from './request-id';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one repeat of a read whose kept-open connection the cms had closed. */
    retriedAfterReset?: boolean;
  }
}

/**
 * The app's one HTTP client. In the browser, same-origin '/api' (the web server or nginx
 * passes it to the cms); cookies go along, as in the spec's loader. In the server render,
 * the cms directly (CMS_URL), with a shorter timeout: a page waits for its data.
 *
 * Import it only through lib/api-request.ts, which loads this module (and
 * axios with it) on the first request, keeping axios out of the first JS.
 */
export const api = axios.create(
  import.meta.env.SSR
    ? {
        baseURL: `${(process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '')}/api`,
        // Next to the cms on a fast network: compressing and inflating every answer costs
        // both sides CPU and saves nothing.
        headers: { Accept: 'application/json', 'Accept-Encoding': 'identity' },
        timeout: 8_000,
        ...cmsConnections(),
      }
    : {
        baseURL: '/api',
        withCredentials: true,
        headers: { Accept: 'application/json' },
        timeout: 20_000,
      },
);

/**
 * The server render's connections to the cms: kept open between pages (no TCP handshake per
 * call), an idle one closed after 4 s, before the cms's own 5 s (Node's keepAliveTimeout)
 * so a call never goes out on a socket the cms is closing. The cms API never redirects:
 * no redirect-following layer around each call.
 */
function cmsConnections() {
  // Loaded only on the server (node:http is no module of the browser's bundle).
  const { Agent } = process.getBuiltinModule('node:http');
  const { Agent: SecureAgent } = process.getBuiltinModule('node:https');
  const options = { keepAlive: true, timeout: 4_000, scheduling: 'lifo' } as const;
  return {
    adapter: 'http',
    httpAgent: new Agent(options),
    httpsAgent: new SecureAgent(options),
    maxRedirects: 0,
  } as const;
}

if (import.meta.env.SSR) {
  // The page request's id goes along to the cms, so its log names the same request.
  api.interceptors.request.use((config) => {
    const requestId = currentRequestId();
    if (requestId) config.headers.set('X-Request-Id', requestId);
    return config;
  });
}

if (import.meta.env.SSR) {
  // A kept-open connection the cms closed just as a call went out on it ("socket hang up"):
  // a read is sent again once, on a fresh connection, instead of failing the page.
  api.interceptors.response.use(undefined, (error: unknown) => {
    const config = isAxiosError(error) ? error.config : undefined;
    if (isAxiosError(error) && error.code === 'ECONNRESET' && config?.method === 'get' && !config.retriedAfterReset) {
      return api.request({ ...config, retriedAfterReset: true });
    }
    return Promise.reject(error);
  });
}

if (import.meta.env.SSR) {
  // How long each answer holds and what it shows, for the server's page cache (after the
  // retry above, so a read sent again counts by its second answer).
  api.interceptors.response.use(
    (response) => {
      noteCmsAnswer({ until: response.headers['x-content-until'], marks: response.headers['x-content-marks'] });
      return response;
    },
    (error: unknown) => {
      noteCmsAnswer(null);
      return Promise.reject(error);
    },
  );
}

api.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (isAxiosError(error)) {
      const response = error.response;
      if (response) {
        return Promise.reject(apiErrorFromResponse(response.status, response.statusText, response.data));
      }
      return Promise.reject(new ApiError(0, error.message || 'Network Error'));
    }
    return Promise.reject(error);
  },
);
