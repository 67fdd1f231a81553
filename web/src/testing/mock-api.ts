import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@/lib/api-client';

export interface MockRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
}

export interface MockReply {
  status?: number;
  data?: unknown;
  /** Sent as the X-Total-Count header. */
  total?: number;
  headers?: Record<string, string>;
}

export type MockRoute = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/**
 * Replaces the network with a fake axios adapter on the app's one client.
 * Routes are keyed 'GET /businesses' (path as the app requests it).
 * Unknown routes answer 404 like the cms does.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const requests: MockRequest[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const request: MockRequest = { method, url, params: { ...(config.params as Record<string, unknown>) } };
    requests.push(request);

    const route = routes[`${method} ${url}`];
    const reply: MockReply = !route
      ? { status: 404, data: { error: 'Not found' } }
      : typeof route === 'function'
        ? await route(request)
        : route;

    const status = reply.status ?? 200;
    const headers: Record<string, string> = { 'content-type': 'application/json', ...reply.headers };
    if (reply.total !== undefined) headers['x-total-count'] = String(reply.total);
    const response: AxiosResponse = {
      data: reply.data ?? null,
      status,
      statusText: status === 404 ? 'Not Found' : status >= 400 ? 'Error' : 'OK',
      headers,
      config,
      request: {},
    };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };

  api.defaults.adapter = adapter;

  return {
    requests,
    /** Requests made to one path, in order. */
    to: (path: string) => requests.filter((request) => request.url === path),
    last: (path: string) => requests.filter((request) => request.url === path).at(-1),
  };
}

/** A list route answering `items`, honouring limit/offset and reporting the total. */
export function listReply<T>(items: T[], total = items.length): (request: MockRequest) => MockReply {
  return ({ params }) => {
    const offset = Number(params.offset ?? 0);
    const limit = Number(params.limit ?? 100);
    return { data: items.slice(offset, offset + limit), total };
  };
}
