/**
 * The web server's metrics in Prometheus' text format (prom-client): page and proxy
 * requests with their latency by kind of page, and Node's own (event-loop lag, memory,
 * garbage collection). Served on a port of their own (METRICS_PORT, off when unset),
 * never on the public one nginx passes on.
 */
import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { AggregatorRegistry, Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
registry.setDefaultLabels({ service: 'web' });
collectDefaultMetrics({ register: registry });

const requestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the answer, by method, kind of page and status.',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

const pageCacheRequests = new Counter({
  name: 'page_cache_requests_total',
  help: 'Page requests the page cache could answer (page-cache.ts): served from it (hit) or rendered (miss).',
  labelNames: ['result'],
  registers: [registry],
});

/** Counts a page served from the page cache (hit) or rendered while it was open (miss). */
export function countPageCache(result: 'hit' | 'miss'): void {
  pageCacheRequests.inc({ result });
}

/** First path segments of the site; a second segment is a slug (or a file) of that kind. */
const SECTIONS = new Set([
  'api',
  'assets',
  'uploads',
  'businesses',
  'events',
  'real-estate',
  'short-term-rentals',
  'influencers',
  'search',
  'discover',
  'favorites',
  'account',
  'admin',
  'preview',
  'privacy-policy',
  'terms-of-service',
  'termsofservice',
  'reset-password',
  'sitemaps',
  'sitemap.xml',
  'robots.txt',
  'healthz',
  'readyz',
]);

/**
 * A request's kind of page as a pattern (`/events/:slug`, `/api/*`), never the path
 * itself, so the number of series stays bounded whatever URLs clients send.
 */
export function routeOf(pathname: string): string {
  if (pathname === '/') return '/';
  const [first = '', second] = pathname.slice(1).split('/');
  const section = first.toLowerCase();
  if (!SECTIONS.has(section)) return 'other';
  if (section === 'api' || section === 'assets' || section === 'uploads') return `/${section}/*`;
  return second ? `/${section}/:slug` : `/${section}`;
}

/** Express middleware: times every request until its answer is sent. */
export function measureRequests(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      requestSeconds.observe(
        { method: req.method, route: routeOf(req.path), status: String(res.statusCode) },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}

/**
 * `GET /readyz`: 200 when the cms answers its own readiness (`/_ready`: its database
 * answers) within two seconds, else 503, so a balancer sends pages to other replicas.
 */
export function readiness(cmsUrl: string): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const cms = await fetch(`${cmsUrl}/_ready`, { signal: AbortSignal.timeout(2000) });
      res
        .status(cms.ok ? 200 : 503)
        .type('text/plain')
        .send(cms.ok ? 'ready\n' : 'the cms is not ready\n');
    } catch {
      res.status(503).type('text/plain').send('the cms does not answer\n');
    }
  };
}

/**
 * In a worker of several web processes (server.ts, WEB_WORKERS): answers the primary's
 * requests for this process's metrics, so the primary serves them summed over all workers.
 */
export function shareMetricsWithPrimary(): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one adds the worker's listener for the primary's requests.
  new AggregatorRegistry();
}

/**
 * A listener answering `GET /metrics` on `port` at `host`; anything else there is a 404.
 * `cluster`: the primary of several web processes, answering with every worker's metrics
 * summed (histograms and counters added up per label set).
 */
export function startMetricsServer(
  port: number,
  host: string,
  { cluster = false }: { cluster?: boolean } = {},
): Promise<Server> {
  const aggregator = cluster ? new AggregatorRegistry() : null;
  const text = () => (aggregator ? aggregator.clusterMetrics() : registry.metrics());
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    text().then(
      (body) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
