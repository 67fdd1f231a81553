#!/usr/bin/env node
/**
 * The web app in production: server-rendered pages (React Router), the built static
 * files, and, for `npm start` without nginx, /api and /uploads passed to the cms.
 *
 * Environment: PORT (5173), HOST (0.0.0.0), CMS_URL (http://127.0.0.1:1337), SITE_URL
 * (the public origin for canonical URLs), PROXY_API (true unless "false": nginx takes
 * /api and /uploads in Docker), TRUST_PROXY and TRUSTED_PROXY_COUNT (true and how many
 * proxies, when something in front of this server adds the client to X-Forwarded-For:
 * see api-proxy.mjs), METRICS_PORT (Prometheus metrics on their own port: metrics.mjs),
 * MAP_STYLE_URL and MAP_ASSET_ORIGINS (the map's style and the origins it loads from:
 * map-style.mjs).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { apiProxy, trustProxySetting } from './api-proxy.mjs';
import { contentSecurityPolicy as pagePolicy } from './content-security-policy.mjs';
import { mapStyleSetting } from './map-style.mjs';
import { measureRequests, readiness, startMetricsServer } from './metrics.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.join(here, 'build');
const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '0.0.0.0';
const cmsUrl = (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');
const proxyApi = process.env.PROXY_API !== 'false';
const mapStyle = mapStyleSetting();

/**
 * The editors' panel, the only page allowed to show the site in a frame, and only its
 * /preview pages (the panel's preview pane).
 */
function panelOrigins() {
  if (process.env.PANEL_URL) return new URL(process.env.PANEL_URL).origin;
  // On a laptop the panel is the cms itself, as localhost or 127.0.0.1.
  const cms = new URL(cmsUrl);
  return ['localhost', '127.0.0.1'].map((host) => `${cms.protocol}//${host}:${cms.port || '80'}`).join(' ');
}
const panelOrigin = panelOrigins();
// Case-insensitive, as React Router matches paths: /PREVIEW/… is the same page.
const isPreviewPath = (pathname) => /^\/preview\//i.test(pathname);

/** This response's Content-Security-Policy, with the map's origins (content-security-policy.mjs). */
const contentSecurityPolicy = (nonce, frameAncestors = "'none'") => pagePolicy(nonce, frameAncestors, mapStyle.origins);

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The list's "Near me" asks for the visitor's position; only this site's own pages may.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

/** The request being served, for the render's calls to the cms (src/lib/request-id.ts). */
const requestContext = new AsyncLocalStorage();
globalThis[Symbol.for('tampa-local.request-context')] = requestContext;
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export async function createApp() {
  const build = await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href);
  const app = express();
  app.disable('x-powered-by');
  // The client's address: the socket's, or what trusted proxies in front of this server say.
  app.set('trust proxy', trustProxySetting());

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
  app.use(compression({ filter: (req, res) => !req.path.startsWith('/sitemaps/') && compression.filter(req, res) }));
  app.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });

  // Hashed file names: cached for a year and never revalidated.
  app.use(
    '/assets',
    express.static(path.join(buildDir, 'client', 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }));

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
  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
      getLoadContext: (_req, res) => ({ nonce: String(res.locals.nonce ?? ''), mapStyleUrl: mapStyle.styleUrl }),
    }),
  );
  return app;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const app = await createApp();
  const server = app.listen(port, host, () => {
    console.log(`web: http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (cms ${cmsUrl})`);
  });
  // Slow or idle clients must not hold sockets forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  const metricsPort = process.env.METRICS_PORT;
  const metrics = metricsPort ? await startMetricsServer(Number(metricsPort), host) : null;
  const stop = () => {
    metrics?.close();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
