/**
 * Strapi's own core REST `find` and `findOne` for businesses, events and properties under
 * /api/bench-stock/<type>, with Strapi's query validation, sanitisation, document service
 * and response format, so that `npm run bench` can compare the product's routes with what
 * a stock Strapi app would serve. Added by the benchmark's cms process (cms-server.mjs)
 * only: nothing of it is in the cms that ships. (Strapi 5.54 transforms answers asynchronously.)
 */
const TYPES = {
  businesses: 'api::business.business',
  events: 'api::event.event',
  properties: 'api::property.property',
};

/** @param {any} strapi the loaded cms; @param {any} factories Strapi's controller and service factories */
export function addStockRoutes(strapi, factories) {
  /** @type {Map<string, { controller: any, service: any }>} */
  const cores = new Map();
  /** @param {string} uid */
  const core = (uid) => {
    let found = cores.get(uid);
    if (!found) {
      // The core controller's own find/findOne bodies, with the core service (ours are custom).
      found = {
        controller: factories.createCoreController(uid)({ strapi }),
        service: factories.createCoreService(uid)({ strapi }),
      };
      cores.set(uid, found);
    }
    return found;
  };

  const routes = Object.entries(TYPES).flatMap(([plural, uid]) => [
    {
      method: 'GET',
      path: `/${plural}`,
      config: { auth: false },
      /** @param {any} ctx */
      handler: async (ctx) => {
        const { controller, service } = core(uid);
        await controller.validateQuery(ctx);
        const sanitizedQuery = await controller.sanitizeQuery(ctx);
        const { results, pagination } = await service.find(sanitizedQuery);
        const sanitizedResults = await controller.sanitizeOutput(results, ctx);
        ctx.body = await controller.transformResponse(sanitizedResults, { pagination });
      },
    },
    {
      method: 'GET',
      path: `/${plural}/:id`,
      config: { auth: false },
      /** @param {any} ctx */
      handler: async (ctx) => {
        const { controller, service } = core(uid);
        await controller.validateQuery(ctx);
        const sanitizedQuery = await controller.sanitizeQuery(ctx);
        const entity = await service.findOne(String(ctx.params.id), sanitizedQuery);
        const sanitizedEntity = await controller.sanitizeOutput(entity, ctx);
        ctx.body = await controller.transformResponse(sanitizedEntity);
      },
    },
  ]);
  strapi.server.routes({ type: 'content-api', prefix: '/bench-stock', routes });
}
