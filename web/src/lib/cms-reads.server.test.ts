import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RenderReads } from '../../server/page-cache';
import { server as mockApi } from '@/testing/mock-api';
import { REQUEST_CONTEXT } from './request-id';

/**
 * The server render's reads (apiGet and apiGetList with SSR set, cms-reads.ts) against a real
 * HTTP server on loopback: what goes out (path, query, headers), what comes back (data,
 * totals, errors as ApiError), kept-open connections, the one repeat after a connection the
 * cms closed, and the answers noted for the page cache.
 */
describe('the server render’s reads from the cms', () => {
  let server: Server;
  const connections = new Set<Socket>();
  const used = new WeakSet<Socket>();
  let requests: IncomingMessage[] = [];
  let onReused: 'answer' | 'drop' = 'answer';
  let dropEverything = false;
  const context = new AsyncLocalStorage<{ requestId: string; reads?: RenderReads }>();

  beforeAll(async () => {
    // A real server here: the other tests' mock of the API stops intercepting requests.
    mockApi.close();
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      requests.push(request);
      const socket = request.socket;
      if (dropEverything || (used.has(socket) && onReused === 'drop')) {
        socket.destroy();
        return;
      }
      used.add(socket);
      const url = new URL(request.url ?? '/', 'http://cms');
      if (url.pathname === '/api/missing') {
        response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"Business not found"}');
        return;
      }
      if (url.pathname === '/api/list') {
        response
          .writeHead(200, {
            'Content-Type': 'application/json',
            'X-Total-Count': '227',
            'X-Content-Until': '2026-12-03T05:00:00.000Z',
            'X-Content-Marks': 'b:1',
          })
          .end(JSON.stringify([{ slug: 'a' }, { slug: 'b' }]));
        return;
      }
      if (url.pathname === '/api/empty') {
        response.writeHead(204).end();
        return;
      }
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ path: url.pathname, query: url.search, café: 'é' }));
    });
    server.on('connection', (socket: Socket) => connections.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    vi.stubEnv('SSR', true);
    vi.stubEnv('CMS_URL', `http://127.0.0.1:${port}/`);
    (globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT] = context;
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    delete (globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT];
    for (const socket of connections) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the path under /api with the query cleaned, as JSON, uncompressed, with the page’s request id', async () => {
    const { apiGet } = await import('./api-request');
    requests = [];
    const answer = await context.run({ requestId: 'page-request-1' }, () =>
      apiGet('/businesses/x', { q: ' cuban ', page: 2, featured: true, empty: '', none: null }),
    );
    expect(answer).toEqual({ path: '/api/businesses/x', query: '?q=cuban&page=2&featured=true', café: 'é' });
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['accept-encoding']).toBe('identity');
    expect(request?.headers['x-request-id']).toBe('page-request-1');
  });

  it('reads a list’s total from its header and notes what the answer holds for the page cache', async () => {
    const { apiGetList } = await import('./api-request');
    const reads: RenderReads = { answers: [], uncacheable: false };
    const page = await context.run({ requestId: 'page-request-2', reads }, () => apiGetList('/list'));
    expect(page).toEqual({ items: [{ slug: 'a' }, { slug: 'b' }], total: 227 });
    expect(reads).toEqual({ answers: [{ until: '2026-12-03T05:00:00.000Z', marks: 'b:1' }], uncacheable: false });
  });

  it('turns a status outside 2xx into the ApiError pages check, and marks the page as not to keep', async () => {
    const { apiGet } = await import('./api-request');
    const reads: RenderReads = { answers: [], uncacheable: false };
    const failure = context.run({ requestId: 'page-request-3', reads }, () => apiGet('/missing'));
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: '404: {"error":"Business not found"}',
      serverMessage: 'Business not found',
    });
    expect(reads.uncacheable).toBe(true);
    expect(await apiGet('/empty')).toBe('');
  });

  it('keeps one connection open for reads one after another', async () => {
    const { apiGet } = await import('./api-request');
    await apiGet('/warm');
    const before = connections.size;
    for (const path of ['/a', '/b', '/c']) await apiGet(path);
    expect(connections.size).toBe(before);
  });

  it('sends a read again once when the kept-open connection is closed under it, and then gives up', async () => {
    const { apiGet } = await import('./api-request');
    await apiGet('/warm');
    onReused = 'drop';
    requests = [];
    const again = await apiGet('/again');
    expect(again).toMatchObject({ path: '/api/again' });
    expect(requests).toHaveLength(2);
    onReused = 'answer';

    dropEverything = true;
    requests = [];
    await expect(apiGet('/gone')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    expect(requests).toHaveLength(2);
    dropEverything = false;
  });
});
