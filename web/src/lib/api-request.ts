import type { AxiosRequestConfig } from 'axios';

export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters as a plain object of scalar values (interfaces welcome). */
export type QueryParams = object;

/** One page of a list route plus the total from the X-Total-Count header. */
export interface ListPage<T> {
  items: T[];
  total: number;
  /**
   * More match than `total` (X-Total-Relation: gte): a list searched with words counts
   * no further than SEARCH_TOTAL_BOUND.
   */
  totalAtLeast?: boolean;
}

// axios (about 20 KB gzipped) is not part of the first JS: it loads with the
// first request, or earlier through preloadApiClient().
/** The app's one HTTP client, loaded on first use. */
export async function apiClient() {
  return (await import('./api-client')).api;
}

/** Starts loading the HTTP client in the background, in parallel with the page's code. */
export function preloadApiClient(): void {
  void import('./api-client').catch(() => {
    // A failed preload is retried by the first real request.
  });
}

/** Absent, null and blank values are left out, so the server sees only real filters. */
export function cleanParams(params: QueryParams = {}): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params) as [string, QueryValue][]) {
    if (value == null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** A GET's answer: its body and its headers (names in lower case). */
interface ReadAnswer<T> {
  data: T;
  headers: Record<string, unknown> & { get?: (name: string) => unknown };
}

/**
 * One GET: in the server render through undici's pool (cms-reads.ts), in the browser
 * through axios. Headers of `config` go along either way.
 */
async function read<T>(path: string, params?: QueryParams, config?: AxiosRequestConfig): Promise<ReadAnswer<T>> {
  if (import.meta.env.SSR) {
    const { cmsRead } = await import('./cms-reads');
    const headers = Object.fromEntries(
      Object.entries((config?.headers ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
    );
    return cmsRead<T>(path, cleanParams(params), headers);
  }
  const api = await apiClient();
  return api.get<T>(path, { ...config, params: cleanParams(params) });
}

export async function apiGet<T>(path: string, params?: QueryParams, config?: AxiosRequestConfig): Promise<T> {
  return (await read<T>(path, params, config)).data;
}

export async function apiGetList<T>(path: string, params?: QueryParams): Promise<ListPage<T>> {
  const response = await read<T[]>(path, params);
  const items = Array.isArray(response.data) ? response.data : [];
  // AxiosHeaders looks names up case-insensitively; Node's headers (and tests') are lower-case.
  const headers = response.headers;
  const named = (name: string) => (typeof headers.get === 'function' ? headers.get(name) : headers[name]);
  const header = Number(named('x-total-count'));
  const page: ListPage<T> = { items, total: Number.isFinite(header) && header >= 0 ? header : items.length };
  if (named('x-total-relation') === 'gte') page.totalAtLeast = true;
  return page;
}
