import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The component tests' network: msw answers every request the app makes. */
export const server = setupServer();

export interface MockRequest {
  method: string;
  /** The path under /api, as the app requests it ('/businesses'). */
  url: string;
  /** The query string as sent: every value is text. */
  params: Record<string, string>;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
  /** The JSON body, if any. */
  body: unknown;
}

export interface MockReply {
  status?: number;
  /** JSON, or a Blob/string sent as it is. */
  data?: unknown;
  /** Sent as the X-Total-Count header. */
  total?: number;
  headers?: Record<string, string>;
}

export type MockRoute = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  return (request.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : text;
}

async function toResponse(reply: MockReply): Promise<Response> {
  const status = reply.status ?? 200;
  const headers = new Headers(reply.headers);
  if (reply.total !== undefined) headers.set('X-Total-Count', String(reply.total));
  const { data } = reply;
  if (data instanceof Blob) {
    if (data.type && !headers.has('content-type')) headers.set('content-type', data.type);
    // jsdom's Blob is not the fetch API's: send its bytes.
    return new HttpResponse(await data.text(), { status, headers });
  }
  if (typeof data === 'string' && headers.has('content-type')) return new HttpResponse(data, { status, headers });
  return HttpResponse.json(data ?? null, { status, headers });
}

/**
 * Answers the app's requests to /api from `routes`, keyed 'GET /businesses' (the path as
 * the app requests it), over real HTTP requests intercepted by msw. Unknown routes answer
 * 404 like the cms does. A route that throws is a network failure.
 */
export function mockApi(
  routes: Record<string, MockRoute>,
  { onRequest }: { onRequest?: (request: MockRequest) => void } = {},
) {
  const requests: MockRequest[] = [];

  server.resetHandlers(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      const recorded: MockRequest = {
        method: request.method,
        url: path,
        params: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(request.headers),
        body: await readBody(request),
      };
      requests.push(recorded);
      onRequest?.(recorded);
      const route = routes[`${request.method} ${path}`];
      if (!route) return HttpResponse.json({ error: 'Not found' }, { status: 404 });
      try {
        return await toResponse(typeof route === 'function' ? await route(recorded) : route);
      } catch {
        return HttpResponse.error();
      }
    }),
  );

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
