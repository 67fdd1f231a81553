import type { Core } from '@strapi/strapi';
import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { UID } from './content-types';

/**
 * Benchmark only (BENCH_STOCK_ROUTES=true): Strapi's own core REST `find` and `findOne`
 * for businesses, events and properties under /api/bench-stock/<type>, with Strapi's
 * query validation, sanitisation, document service and response format, so that
 * `npm run bench` can compare our routes with what a stock Strapi app would serve.
 * Without the flag these routes do not exist.
 */
export const BENCH_STOCK_FLAG = 'BENCH_STOCK_ROUTES';

const TYPES: Record<string, string> = { businesses: UID.business, events: UID.event, properties: UID.property };

type CoreController = {
  validateQuery: (ctx: Context) => Promise<void>;
  sanitizeQuery: (ctx: Context) => Promise<Record<string, unknown>>;
  sanitizeOutput: (data: unknown, ctx: Context) => Promise<unknown>;
  transformResponse: (data: unknown, meta?: unknown) => unknown;
};
type CoreService = {
  find: (params: Record<string, unknown>) => Promise<{ results: unknown; pagination: unknown }>;
  findOne: (documentId: string, params: Record<string, unknown>) => Promise<unknown>;
};

export const benchStockEnabled = () => process.env[BENCH_STOCK_FLAG] === 'true';

export function registerBenchStockRoutes(strapi: Core.Strapi): void {
  if (!benchStockEnabled()) return;
  const cores = new Map<string, { controller: CoreController; service: CoreService }>();
  const core = (uid: string) => {
    let found = cores.get(uid);
    if (!found) {
      // The core controller's own find/findOne bodies, with the core service (ours are custom).
      found = {
        controller: factories.createCoreController(uid as never)({ strapi }) as unknown as CoreController,
        service: factories.createCoreService(uid as never)({ strapi }) as unknown as CoreService,
      };
      cores.set(uid, found);
    }
    return found;
  };

  const routes = Object.entries(TYPES).flatMap(([plural, uid]) => [
    {
      method: 'GET' as const,
      path: `/${plural}`,
      config: { auth: false as const },
      handler: async (ctx: Context) => {
        const { controller, service } = core(uid);
        await controller.validateQuery(ctx);
        const sanitizedQuery = await controller.sanitizeQuery(ctx);
        const { results, pagination } = await service.find(sanitizedQuery);
        const sanitizedResults = await controller.sanitizeOutput(results, ctx);
        ctx.body = controller.transformResponse(sanitizedResults, { pagination });
      },
    },
    {
      method: 'GET' as const,
      path: `/${plural}/:id`,
      config: { auth: false as const },
      handler: async (ctx: Context) => {
        const { controller, service } = core(uid);
        await controller.validateQuery(ctx);
        const sanitizedQuery = await controller.sanitizeQuery(ctx);
        const entity = await service.findOne(String(ctx.params.id), sanitizedQuery);
        const sanitizedEntity = await controller.sanitizeOutput(entity, ctx);
        ctx.body = controller.transformResponse(sanitizedEntity);
      },
    },
  ]);
  strapi.server.routes({ type: 'content-api', prefix: '/bench-stock', routes } as never);
  strapi.log.warn('BENCH_STOCK_ROUTES is on: Strapi core routes are served under /api/bench-stock (benchmarks only).');
}
