import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server as mockApi } from '@/testing/mock-api';

/**
 * The server render's client to the cms (api-client.ts with SSR set): calls share kept-open
 * connections, and a read that meets a connection the cms has just closed is sent again on
 * a fresh one instead of failing the page. Against a real HTTP server on loopback.
 */
describe('the server render’s HTTP client', () => {
  let server: Server;
  const connections = new Set<Socket>();
  let requests = 0;
  /** What the server does with the next request on an already-used connection. */
  let onReused: 'answer' | 'drop' = 'answer';
  let dropEverything = false;
  const used = new WeakSet<Socket>();

  beforeAll(async () => {
    // A real server here: the other tests' mock of the API stops intercepting requests.
    mockApi.close();
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      requests += 1;
      const socket = request.socket;
      if (dropEverything || (used.has(socket) && onReused === 'drop')) {
        socket.destroy();
        return;
      }
      used.add(socket);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ path: request.url }));
    });
    server.on('connection', (socket: Socket) => connections.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    vi.stubEnv('SSR', true);
    vi.stubEnv('CMS_URL', `http://127.0.0.1:${port}`);
    process.env.CMS_URL = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    for (const socket of connections) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps one connection open for calls one after another', async () => {
    const { api } = await import('./api-client');
    const before = connections.size;
    for (const path of ['/a', '/b', '/c']) expect((await api.get(path)).data).toEqual({ path: `/api${path}` });
    expect(connections.size - before).toBe(1);
  });

  it('sends a read again once when the kept-open connection is closed under it', async () => {
    const { api } = await import('./api-client');
    await api.get('/warm');
    onReused = 'drop';
    requests = 0;
    const before = connections.size;
    expect((await api.get('/again')).data).toEqual({ path: '/api/again' });
    expect(requests).toBe(2);
    expect(connections.size - before).toBe(1);
    onReused = 'answer';
  });

  it('gives up after the second failure, and never sends a write again', async () => {
    const { api } = await import('./api-client');
    dropEverything = true;
    requests = 0;
    await expect(api.get('/gone')).rejects.toMatchObject({ status: 0 });
    expect(requests).toBe(2);
    requests = 0;
    await expect(api.post('/write', { a: 1 })).rejects.toMatchObject({ status: 0 });
    expect(requests).toBe(1);
    dropEverything = false;
  });
});
