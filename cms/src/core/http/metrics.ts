import { createServer, type Server } from 'node:http';
import type { Context } from 'koa';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The cms's metrics in Prometheus' text format (prom-client): requests and their latency
 * per route, the response cache's hits and misses, the database pool, and Node's own
 * (event-loop lag, memory, garbage collection). Served on a port of their own
 * (METRICS_PORT, off when unset; src/core/lifecycle/metrics.ts), never on the public one,
 * so no proxy in front of the site can pass them on.
 */
export const metricsRegistry = new Registry();
metricsRegistry.setDefaultLabels({ service: 'cms' });
collectDefaultMetrics({ register: metricsRegistry });

const requestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the answer, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

const cacheRequests = new Counter({
  name: 'response_cache_requests_total',
  help: 'Public reads the response cache answered (hit) or passed on (miss).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export type PoolState = { used: number; free: number; pending: number };
let poolState: () => PoolState | null = () => null;

new Gauge({
  name: 'db_pool_connections',
  help: 'Database connections of the pool: in use, idle, and requests waiting for one.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const state = poolState();
    if (!state) return;
    this.set({ state: 'used' }, state.used);
    this.set({ state: 'free' }, state.free);
    this.set({ state: 'pending' }, state.pending);
  },
});

/** Where the pool's figures come from (the database layer sets it at start). */
export function measurePool(read: () => PoolState | null): void {
  poolState = read;
}

export const METRICS_ROUTE_STATE = 'metricsRoute';

/**
 * A request's route as a pattern (`/api/businesses/:idOrSlug`), never the path itself, so
 * the number of series stays bounded whatever URLs clients send.
 */
export function routeLabel(ctx: Context): string {
  const fast = ctx.state[METRICS_ROUTE_STATE] as unknown;
  if (typeof fast === 'string') return fast;
  const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  return 'unmatched';
}

export function observeRequest(ctx: Context, status: number, seconds: number): void {
  requestSeconds.observe({ method: ctx.method, route: routeLabel(ctx), status: String(status) }, seconds);
}

export function countCacheRequest(result: 'hit' | 'miss'): void {
  cacheRequests.inc({ result });
}

/**
 * A second listener answering `GET /metrics` on `port` at `host` (METRICS_PORT and HOST);
 * anything else there is a 404.
 */
export function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
