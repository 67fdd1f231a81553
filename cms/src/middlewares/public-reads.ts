import type { Core, UID } from '@strapi/strapi';
import type { Context, Middleware, Next } from 'koa';
import compose from 'koa-compose';
import { apiSecurityHeaders } from '../core/http/security-headers';
import { PUBLIC_READ_STATE } from './response-cache';
import { METRICS_ROUTE_STATE } from '../core/http/metrics';

/**
 * The fast path for public reads (the routes a visitor's pages call, when the response
 * cache does not hold the answer): they run the few middlewares that shape their answer,
 * the same instances with the same configuration, and call the route's controller
 * directly, instead of walking the whole stack and the router. A cache miss then costs
 * its queries and little else (docs/performance.md).
 *
 * Every middleware of config/middlewares.ts is either kept or skipped here with the
 * reason; one this file does not know turns the fast path off, so a middleware added
 * later is never bypassed unnoticed. So does a route that gained an auth, a policy or a
 * middleware of its own. PUBLIC_FAST_PATH=off sends every request through the whole stack.
 */

/** The routes taken: public GETs of published content, the same for every caller. */
const HANDLERS: readonly string[] = [
  'api::business.business.list',
  'api::business.business.clusters',
  'api::business.business.findOne',
  'api::event.event.list',
  'api::event.event.findOne',
  'api::property.property.list',
  'api::influencer.influencer.list',
  'api::influencer.influencer.findOne',
  'api::search.search.search',
  'api::review.review.listForBusiness',
];

/** What a public read needs of the stack, run in the stack's order. */
const KEPT: readonly string[] = [
  'global::api-errors', // every error under /api as JSON
  'strapi::compression',
  'global::http-cache', // validator, Cache-Control, and the response cache's copy
  'strapi::security', // the same headers from a helmet built once (core/http/security-headers)
  'strapi::cors',
];

/** Why each other middleware has nothing to do for a public read. */
const SKIPPED: Readonly<Record<string, string>> = {
  'global::request-log': 'runs before this one (and writes the access line)',
  'global::readiness': 'runs before this one (and answers /_ready only)',
  'global::forwarded-headers': 'runs before this one',
  'global::response-cache': 'runs before this one',
  'global::public-reads': 'this one',
  'strapi::query': 'it installs its query-string parser once, for every request, at start',
  'strapi::errors': 'global::api-errors answers every error under /api',
  'strapi::body': 'a GET has no body to parse',
  'global::well-formed-text': 'it checks bodies only',
  'global::multipart-files': 'it removes the files of a multipart body, which a GET does not have',
  'strapi::session': 'a public read carries no session cookie (publicRead) and sets none',
  'strapi::favicon': 'it answers /favicon.ico only',
  'global::upload-headers': 'it acts under /uploads only',
  'strapi::public': 'it serves files outside /api',
};

type RouteConfig = {
  method?: string;
  path?: string;
  handler?: unknown;
  config?: { auth?: unknown; policies?: unknown[]; middlewares?: unknown[] };
};

const ROUTE_STATE = 'fastRoute';

type FastRoute = { handler: string; path: string; pattern: RegExp; run: (ctx: Context) => Promise<unknown> };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route path under /api as a pattern: `/businesses/:idOrSlug` matches one segment as `idOrSlug`. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^/api${source}$`);
}

/** A GET open to everyone with nothing of its own to run before the controller. */
export const isPlainPublicGet = (route: RouteConfig): boolean =>
  route.method === 'GET' &&
  route.config?.auth === false &&
  (route.config.policies ?? []).length === 0 &&
  (route.config.middlewares ?? []).length === 0;

const contentApiRoutes = (strapi: Core.Strapi): RouteConfig[] =>
  Object.values(strapi.apis).flatMap((api) =>
    Object.values((api.routes ?? {}) as Record<string, { routes?: RouteConfig[] }>).flatMap(
      (router) => router.routes ?? [],
    ),
  );

const nameOf = (item: unknown): string | undefined =>
  typeof item === 'string'
    ? item
    : item !== null && typeof item === 'object' && 'name' in item && typeof item.name === 'string'
      ? item.name
      : undefined;

type Plan = { routes: FastRoute[]; others: RegExp[]; run: (ctx: Context, route: FastRoute) => Promise<void> };

/** The routes and middlewares of the fast path, or the reason it stays off. */
export function plan(strapi: Core.Strapi): Plan | string {
  const configured = strapi.config.get('middlewares') as unknown[];
  const chain: Middleware[] = [];
  for (const item of configured) {
    const name = nameOf(item);
    if (name === undefined) return 'a middleware without a name is configured';
    if (name in SKIPPED) continue;
    if (!KEPT.includes(name)) return `the middleware ${name} is not known to it`;
    const config = typeof item === 'object' && item !== null && 'config' in item ? item.config : {};
    const handler =
      name === 'strapi::security' ? apiSecurityHeaders(config) : strapi.middleware(name)(config ?? {}, { strapi });
    if (handler) chain.push(handler);
  }

  const routes: FastRoute[] = [];
  const others: RegExp[] = [];
  for (const route of contentApiRoutes(strapi)) {
    if (route.method !== 'GET' || typeof route.path !== 'string') continue;
    const pattern = pathPattern(route.path);
    if (typeof route.handler !== 'string' || !HANDLERS.includes(route.handler)) {
      others.push(pattern);
      continue;
    }
    if (!isPlainPublicGet(route)) {
      strapi.log.warn(`${route.handler} has an auth, a policy or a middleware of its own: it takes the whole stack.`);
      others.push(pattern);
      continue;
    }
    const dot = route.handler.lastIndexOf('.');
    const controller = strapi.controller(route.handler.slice(0, dot) as UID.Controller) as unknown as Record<
      string,
      (ctx: Context, next: Next) => Promise<unknown>
    >;
    const action = controller[route.handler.slice(dot + 1)];
    if (typeof action !== 'function') return `${route.handler} has no controller action`;
    routes.push({
      handler: route.handler,
      path: `/api${route.path}`,
      pattern,
      run: (ctx) => action.call(controller, ctx, async () => {}),
    });
  }

  const composed = compose<Context>([
    ...chain,
    async (ctx) => {
      await (ctx.state[ROUTE_STATE] as FastRoute).run(ctx);
    },
  ]);
  return {
    routes,
    others,
    run: async (ctx, route) => {
      ctx.state[ROUTE_STATE] = route;
      // The router is not run: the metrics take the route's pattern from here.
      ctx.state[METRICS_ROUTE_STATE] = route.path;
      await composed(ctx);
    },
  };
}

/** Read at each request, so that one process can answer both ways (the test comparing them does). */
const enabled = () => !/^(0|false|off|no)$/i.test(process.env.PUBLIC_FAST_PATH ?? '');

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let planned: Plan | string | undefined;

  return async (ctx: Context, next: Next): Promise<void> => {
    // global::response-cache, just before, found it a public read (publicRead).
    if (!enabled() || ctx.state[PUBLIC_READ_STATE] === undefined) return next();
    if (planned === undefined) {
      planned = plan(strapi);
      if (typeof planned === 'string') strapi.log.warn(`Public reads take the whole stack: ${planned}.`);
    }
    if (typeof planned === 'string') return next();
    const path = ctx.path;
    const route = planned.routes.find((candidate) => candidate.pattern.test(path));
    // A path another route could answer too is left to the router.
    if (!route || planned.others.some((pattern) => pattern.test(path))) return next();
    const groups = route.pattern.exec(path)?.groups ?? {};
    ctx.params = Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, decoded(value)]));
    await planned.run(ctx, route);
  };
};
