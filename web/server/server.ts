/**
 * The web app in production: server-rendered pages (React Router), the built static
 * files, and, for `npm start` without nginx, /api and /uploads passed to the cms.
 *
 * Environment: PORT (5173), HOST (0.0.0.0), CMS_URL (http://127.0.0.1:1337), SITE_URL
 * (the public origin for canonical URLs), PROXY_API (true unless "false": nginx takes
 * /api and /uploads in Docker), TRUST_PROXY and TRUSTED_PROXY_COUNT (true and how many
 * proxies, when something in front of this server adds the client to X-Forwarded-For:
 * see api-proxy.ts), METRICS_PORT (Prometheus metrics on their own port: metrics.ts),
 * MAP_STYLE_URL and MAP_ASSET_ORIGINS (the map's style and the origins it loads from:
 * packages/domain/src/map-style.ts), WEB_WORKERS (how many processes serve pages: web-workers.ts),
 * PAGE_CACHE and PAGE_CACHE_MAX_MB (pages kept in memory until content changes, 256 MB per
 * process; "off" renders every page: page-cache.ts).
 *
 * Compiled by `npm run build -w web` (tsconfig.server.json) into build/node/, next to the
 * app's build (build/client, build/server) that it serves: `node build/node/server.js`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express, { type Express, type RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { mapStyleSetting, wholeNumberSetting } from '@tampa-local/domain';
import { apiProxy, clientAddressOf, trustProxySetting } from './api-proxy.js';
import { followContentChanges } from './content-feed.js';
import { contentSecurityPolicy as pagePolicy } from './content-security-policy.js';
import { countPageCache, measureRequests, readiness, shareMetricsWithPrimary, startMetricsServer } from './metrics.js';
import {
  PageCache,
  cutAtNonce,
  gzipTemplate,
  keepable,
  pageBody,
  pageCacheSetting,
  type RenderReads,
} from './page-cache.js';
import { webWorkers } from './web-workers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The app's build (build/client, build/server): this file runs from build/node/. */
const buildDir = path.resolve(here, '..');
const PORTS = { min: 1, max: 65_535 };
const port = wholeNumberSetting('PORT', process.env.PORT, { ...PORTS, fallback: 5173 });
/** The metrics' own port (METRICS_PORT), or none. */
const metricsPort =
  wholeNumberSetting('METRICS_PORT', process.env.METRICS_PORT, { ...PORTS, fallback: 0 }) || undefined;
const host = process.env.HOST ?? '0.0.0.0';
const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');
const proxyApi = process.env.PROXY_API !== 'false';
const mapStyle = mapStyleSetting(process.env);
const pageCache = pageCacheSetting(process.env);
const trustProxy = trustProxySetting();

/**
 * The editors' panel, the only page allowed to show the site in a frame, and only its
 * /preview pages (the panel's preview pane).
 */
function panelOrigins(): string {
  if (process.env.PANEL_URL) return new URL(process.env.PANEL_URL).origin;
  // On a laptop the panel is the cms itself, as localhost or 127.0.0.1.
  const cms = new URL(cmsUrl);
  return ['localhost', '127.0.0.1'].map((host) => `${cms.protocol}//${host}:${cms.port || '80'}`).join(' ');
}
const panelOrigin = panelOrigins();
// Case-insensitive, as React Router matches paths: /PREVIEW/… is the same page.
const isPreviewPath = (pathname: string): boolean => /^\/preview\//i.test(pathname);

/** This response's Content-Security-Policy, with the map's origins (content-security-policy.ts). */
const contentSecurityPolicy = (nonce: string, frameAncestors = "'none'"): string =>
  pagePolicy(nonce, frameAncestors, mapStyle.origins);

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The list's "Near me" asks for the visitor's position; only this site's own pages may.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

/** The request being served, for the render's calls to the cms (src/lib/request-id.ts). */
const requestContext = new AsyncLocalStorage<{ requestId: string; reads?: RenderReads }>();
(globalThis as unknown as Record<symbol, unknown>)[Symbol.for('tampa-local.request-context')] = requestContext;
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export async function createApp(): Promise<Express> {
  const build: ServerBuild = await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href);
  const app = express();
  app.disable('x-powered-by');
  // The client's address: the socket's, or what trusted proxies in front of this server say.
  app.set('trust proxy', trustProxy);

  // Every request's id: the one nginx (or a caller) gave when it is a plain token, else a
  // new one. Answered in X-Request-Id and sent on to the cms, by the /api proxy and by the
  // render's own calls, so the cms's log lines name the same request.
  app.use((req, res, next) => {
    const given = req.get('x-request-id');
    const requestId = given && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.set('X-Request-Id', requestId);
    requestContext.run({ requestId }, next);
  });

  app.use(measureRequests());

  // Liveness: the process answers.
  app.get('/healthz', (_req, res) => {
    res.type('text/plain').send('ok\n');
  });
  // Readiness: the cms answers that it is ready (its database too).
  app.get('/readyz', readiness(cmsUrl));

  // Same-origin /api for the browser, as nginx gives it in Docker, with the client's address.
  if (proxyApi) app.use(apiProxy(cmsUrl));

  // Sitemap files stream megabytes in many writes; compression's drain handling leaves a
  // listener per stall on its gzip stream, so they go uncompressed here (nginx compresses
  // them in Docker).
  app.use(
    // compression's own types name Express 4's handler.
    compression({
      filter: (req, res) => !req.path.startsWith('/sitemaps/') && compression.filter(req, res),
    }) as unknown as RequestHandler,
  );
  app.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });

  // Hashed file names: cached for a year and never revalidated. Sent as compressed at build
  // (Brotli 11 or gzip 9, as the client accepts: web/precompressed-assets.ts), not again.
  app.use(
    '/assets',
    expressStaticGzip(path.join(buildDir, 'client', 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
    }),
  );
  // The other public files (favicon, robots' images…) are known once at start: a page's URL
  // goes straight to the render instead of a file lookup on disk for every request.
  const publicFiles = listFiles(path.join(buildDir, 'client'), ['assets']);
  const publicStatic = express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false });
  app.use((req, res, next) => (publicFiles.has(req.path) ? publicStatic(req, res, next) : next()));

  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    if (isPreviewPath(req.path)) {
      // frame-ancestors says who may frame it; X-Frame-Options cannot name an origin.
      res.removeHeader('X-Frame-Options');
      res.set('Content-Security-Policy', contentSecurityPolicy(nonce, panelOrigin));
    } else {
      res.set('Content-Security-Policy', contentSecurityPolicy(nonce));
    }
    next();
  });
  if (pageCache) app.use(keptPages(new PageCache(pageCache)));
  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
      getLoadContext: (req, res) => ({
        nonce: String(res.locals.nonce ?? ''),
        mapStyleUrl: mapStyle.styleUrl,
        clientAddress: clientAddressOf(req),
      }),
    }),
  );
  return app;
}

/** Headers of one response, never sent again with a kept page. */
const OWN_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'x-request-id',
  'content-security-policy',
  'set-cookie',
]);

/**
 * Serves pages from `pages` (page-cache.ts) and keeps the ones a render may share: a GET
 * answered 200 with HTML for every visitor (Cache-Control public, no cookie set) from
 * answers the cms said may be kept. Follows the cms's content changes for it. Says which
 * in X-Page-Cache (hit, miss; none while it does not follow the changes).
 */
function keptPages(pages: PageCache): RequestHandler {
  followContentChanges(cmsUrl, {
    onChange: (change) => pages.forget(change),
    onLive: (live) => pages.setLive(live),
  });
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const key = req.originalUrl;
    const nonce = String(res.locals.nonce ?? '');
    const kept = pages.get(key);
    if (kept) {
      countPageCache('hit');
      const slot = Buffer.from(nonce);
      res.set(kept.headers);
      res.set('X-Page-Cache', 'hit');
      res.set('Vary', 'Accept-Encoding');
      const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
      if (gzip) res.set('Content-Encoding', 'gzip');
      const body = pageBody(kept.gzip, slot, gzip);
      res.status(200).set('Content-Length', String(body.length)).end(body);
      return;
    }
    if (!pages.live || !nonce) return next();
    countPageCache('miss');
    res.set('X-Page-Cache', 'miss');
    const startedAt = pages.generation;
    const renderedAt = Date.now();
    const reads: RenderReads = { answers: [], uncacheable: false };
    const context = requestContext.getStore();
    if (context) context.reads = reads;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    /** Whether this response may be kept, decided at its first byte (its headers are set by then). */
    let shareable: boolean | undefined;
    const isShareable = () =>
      (shareable ??=
        res.statusCode === 200 &&
        String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
        String(res.getHeader('cache-control') ?? '').startsWith('public') &&
        !res.getHeader('set-cookie'));
    /** A shareable page's bytes, held until the render ends. */
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!isShareable()) return write.apply(res, [chunk, ...rest] as Parameters<typeof write>);
      collect(chunk, rest[0]);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (!isShareable()) return end.apply(res, [chunk, ...rest] as Parameters<typeof end>);
      if (chunk !== undefined && typeof chunk !== 'function') collect(chunk, rest[0]);
      const html = Buffer.concat(chunks);
      const kept = keepable(reads, renderedAt);
      if (!kept) return end(html);
      // Compressed once, into what this response sends and what is kept.
      const gzip = gzipTemplate(cutAtNonce(html, nonce), Buffer.byteLength(nonce));
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined || OWN_HEADERS.has(name)) continue;
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      pages.set(key, { gzip, headers, ...kept }, startedAt);
      const accepts = req.acceptsEncodings('gzip', 'identity') === 'gzip';
      if (accepts) res.set('Content-Encoding', 'gzip');
      const body = accepts ? pageBody(gzip, Buffer.from(nonce), true) : html;
      res.set('Content-Length', String(body.length));
      end(body);
      return res;
    }) as typeof res.end;
    next();
  };
}

/** URL paths (`/favicon.svg`) of the files under `dir`, leaving out the top-level folders `skip`. */
function listFiles(dir: string, skip: string[]): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (skip.includes(relative[0] ?? '')) continue;
    files.add(`/${relative.map(encodeURIComponent).join('/')}`);
  }
  return files;
}

/** One process serving pages (the only one, or a worker of several). */
async function serve(): Promise<void> {
  const app = await createApp();
  const server = app.listen(port, host, () => {
    if (cluster.isPrimary)
      console.log(`web: http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (cms ${cmsUrl})`);
  });
  // Slow or idle clients must not hold sockets forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  // A worker's metrics are served by the primary, summed over all workers.
  if (cluster.isWorker && metricsPort) shareMetricsWithPrimary();
  const metrics = metricsPort && cluster.isPrimary ? await startMetricsServer(metricsPort, host) : null;
  const stop = () => {
    metrics?.close();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * Several processes on one port (node:cluster): the primary only starts the workers,
 * starts again one that dies, serves the metrics of all, and stops them all on SIGTERM.
 */
async function serveWorkers(count: number): Promise<void> {
  let stopping = false;
  /** Worker starts within the last minute: a worker that dies at once is not restarted in a tight loop. */
  let recentStarts: number[] = [];
  const start = () => {
    const now = Date.now();
    recentStarts = [...recentStarts.filter((at) => now - at < 60_000), now];
    const delay = recentStarts.length > count * 3 ? 5_000 : 0;
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, delay);
  };
  /** Workers that got as far as listening: one that dies before that cannot start at all. */
  const listened = new Set<number>();
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead()).length;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (alive() === 0) process.exit(0);
      return;
    }
    if (!listened.has(worker.id)) {
      console.error(`web: a worker could not start (${signal ?? code}); stopping`);
      process.exitCode = 1;
      stop();
      return;
    }
    console.error(`web: worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    start();
  });
  let listening = 0;
  cluster.on('listening', (worker) => {
    listened.add(worker.id);
    listening += 1;
    if (listening === count)
      console.log(
        `web: http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (cms ${cmsUrl}, ${count} worker processes)`,
      );
  });
  let metrics: Server | null = null;
  function stop(): void {
    if (stopping) return;
    stopping = true;
    metrics?.close();
    if (alive() === 0) process.exit();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < count; i += 1) cluster.fork();
  if (metricsPort) metrics = await startMetricsServer(metricsPort, host, { cluster: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const workers = webWorkers(process.env);
  if (cluster.isPrimary && workers > 1) await serveWorkers(workers);
  else await serve();
}
