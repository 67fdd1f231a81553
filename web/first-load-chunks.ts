import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

/**
 * How the browser bundle is cut into files, for the first load of a page.
 *
 * Left to itself the bundler gives each set of routes that share a module a file of its
 * own: the home page preloaded 42 files, most under 1 KB, and gzip compresses each
 * alone (the same names and imports in every one). Here:
 *
 * - `framework`: React and React Router, which change only with an upgrade, so a visitor
 *   keeps them across our releases (React DOM stays in the entry's file).
 * - `shell`: what every page around the shared header needs (the document, the header and
 *   footer) and what the home page's first files share with other pages, in one file.
 *   Modules only the home page uses stay in its route's own file. The domain package is
 *   left out: reached through its index, every one of its modules looks shared, while
 *   pages use a few exports of each.
 * - `pages`: what two or more of the other pages visits start on (the lists, a place, an
 *   event, a creator, search) import and the home page does not, in one file: a list page
 *   preloaded 28 files, most of them a few hundred bytes, and now 8 or 9. A module only one
 *   page imports stays in that page's file; what loads on demand (the map, dialogs) stays
 *   in its own. The domain package's modules are in it too, with every export some page
 *   uses (also those only a lazily loaded screen uses).
 *
 * Measured on the production build, gzip -9 (docs/performance.md, "First load").
 */
const SHELL_ROUTES = ['root.tsx', 'app/layout/root-layout.tsx'];
const HOME_ROUTE = 'app/routes/home/home.tsx';
/** The pages visits start on besides the home page: the lists, a place, an event, a creator, search. */
const PUBLIC_ROUTES = [
  'features/businesses/routes/businesses.tsx',
  'features/businesses/routes/business-detail.tsx',
  'features/events/routes/events.tsx',
  'features/events/routes/event-detail.tsx',
  'features/properties/routes/real-estate.tsx',
  'features/properties/routes/short-term-rentals.tsx',
  'app/routes/influencer-profile.tsx',
  'app/routes/search.tsx',
];
const ENTRY = 'entry.client.tsx';
/** React Router's plugin loads each route's browser module under this query. */
const CLIENT_ROUTE = '?__react-router-build-client-route';
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-router|cookie|set-cookie-parser)[\\/]/;
const DOMAIN = /[\\/]packages[\\/]domain[\\/]/;
const ENTRY_OWN = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

export function firstLoadChunks(): Plugin {
  const source = fileURLToPath(new URL('./src/', import.meta.url));
  const routeModule = (route: string) => `${source}${route}${CLIENT_ROUTE}`;
  const home = routeModule(HOME_ROUTE);
  const shellSeeds = [...SHELL_ROUTES.map(routeModule), `${source}${ENTRY}`];

  /** Every module `seeds` import statically, directly or not. */
  const reachable = (ctx: Rolldown.ChunkingContext, seeds: string[]): Set<string> => {
    const found = new Set<string>();
    const stack = [...seeds];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return found;
  };

  /** Whether a route other than the home page imports `id`, directly or not. */
  const usedElsewhere = (ctx: Rolldown.ChunkingContext, id: string): boolean => {
    const seen = new Set<string>();
    const stack = [id];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (next.endsWith(CLIENT_ROUTE) && next !== home) return true;
      stack.push(...(ctx.getModuleInfo(next)?.importers ?? []));
    }
    return false;
  };

  return {
    name: 'tampa-local:first-load-chunks',
    configEnvironment(name) {
      // The server's bundle is one file; only the browser's is cut.
      if (name !== 'client') return;
      let shell: Set<string> | undefined;
      let pages: Set<string> | undefined;
      const inShell = (id: string, ctx: Rolldown.ChunkingContext): boolean => {
        if (!shell) {
          const everyPage = reachable(ctx, shellSeeds);
          const homeShared = [...reachable(ctx, [home])].filter((module) => usedElsewhere(ctx, module));
          shell = new Set([...everyPage, ...homeShared]);
        }
        const own = id.endsWith(CLIENT_ROUTE) || id.endsWith(ENTRY) || ENTRY_OWN.test(id) || DOMAIN.test(id);
        return shell.has(id) && !own;
      };
      const inPages = (id: string, ctx: Rolldown.ChunkingContext): boolean => {
        if (!pages) {
          const homes = reachable(ctx, [home, ...shellSeeds]);
          const routes = new Map<string, number>();
          for (const route of PUBLIC_ROUTES) {
            for (const module of reachable(ctx, [routeModule(route)]))
              routes.set(module, (routes.get(module) ?? 0) + 1);
          }
          pages = new Set();
          for (const [module, count] of routes) if (count >= 2 && !homes.has(module)) pages.add(module);
        }
        // React, the entry and route files never count twice: the home page's files reach the
        // first two, and each route file is reached only from itself.
        return pages.has(id);
      };
      const groups: Rolldown.CodeSplittingGroup[] = [
        { name: 'framework', test: FRAMEWORK, priority: 2 },
        { name: (id, ctx) => (inShell(id, ctx) ? 'shell' : null), priority: 1 },
        { name: (id, ctx) => (inPages(id, ctx) ? 'pages' : null), priority: 0 },
      ];
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}
