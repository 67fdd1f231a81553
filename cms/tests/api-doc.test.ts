import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';

/**
 * docs/api.md names every route the cms answers under /api, as `METHOD /api/path/{param}`
 * (one method per mention, the route's own parameter names in braces), and names no route
 * that is not there. The routes are read from the router Strapi mounted, so a route added
 * in src/api, a plugin route left open, or one taken away shows here.
 */
const API_DOC = path.resolve(__dirname, '..', '..', 'docs', 'api.md');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Routes Strapi's plugins mount for API tokens made in the panel; docs/api.md says they are closed to everyone else. */
const TOKEN_ONLY = /^\/api\/(upload|i18n|content-type-builder|email)(\/|$)/;

let app: TestApp;
let mounted: string[];

beforeAll(async () => {
  app = await startStrapi();
  mounted = mountedRoutes(app);
});

afterAll(async () => {
  await app?.destroy();
});

type Layer = { path: string; methods: string[] };

/** `:param` (with or without a pattern of its own) → `{param}`, the notation of docs/api.md. */
function docNotation(routePath: string): string {
  return routePath.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
}

function mountedRoutes(testApp: TestApp): string[] {
  const layers = testApp.strapi.server.listRoutes() as unknown as Layer[];
  const routes = new Set<string>();
  for (const layer of layers) {
    if (layer.path !== '/api' && !layer.path.startsWith('/api/')) continue;
    // koa-router answers HEAD for every GET on its own: the GET is the route.
    for (const method of layer.methods.filter((name) => METHODS.includes(name))) {
      routes.add(`${method} ${docNotation(layer.path)}`);
    }
  }
  return [...routes].sort();
}

/** Every `METHOD /api/…` the document names, up to the end of the path. */
function namedRoutes(doc: string): string[] {
  const pattern = new RegExp(`\\b(${METHODS.join('|')}) (/api(?:/[\\w{}.-]+)*)`, 'g');
  return [...new Set([...doc.matchAll(pattern)].map((match) => `${match[1]} ${match[2]}`))].sort();
}

describe('docs/api.md', () => {
  it('reads the routes Strapi mounted under /api', () => {
    // A guard for the test itself: the router was read, with our routes and the plugin's open ones.
    expect(mounted).toContain('GET /api/businesses/{idOrSlug}');
    expect(mounted).toContain('POST /api/auth/forgot-password');
    expect(mounted).not.toContain('POST /api/auth/local');
  });

  it('names every route the cms answers under /api', () => {
    const named = new Set(namedRoutes(readFileSync(API_DOC, 'utf8')));
    const missing = mounted.filter((route) => !named.has(route));
    expect(missing, 'routes mounted under /api that docs/api.md does not name').toEqual([]);
  });

  it("finds the plugins' routes closed without an API token, as it says", async () => {
    const tokenOnly = mounted.filter((route) => TOKEN_ONLY.test(route.split(' ')[1] ?? ''));
    expect(tokenOnly.length).toBeGreaterThan(0);
    for (const route of tokenOnly) {
      const [method = 'GET', routePath = ''] = route.split(' ');
      const url = routePath.replace(/\{\w+\}/g, '1');
      const res = await request(app.server)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url);
      expect([route, res.status]).toEqual([route, 403]);
    }
  });

  it('names no route the cms does not answer', () => {
    const exists = new Set(mounted);
    const stale = namedRoutes(readFileSync(API_DOC, 'utf8')).filter((route) => !exists.has(route));
    expect(stale, 'routes docs/api.md names that are not mounted (or not in its notation)').toEqual([]);
  });
});
