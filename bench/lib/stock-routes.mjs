/**
 * Strapi's own core REST `find` and `findOne` for businesses, events and properties under
 * /api/bench-stock/<type>, with Strapi's query validation, sanitisation, document service
 * and response format, so that `npm run bench` can compare the product's routes with what
 * a stock Strapi app would serve. Added by the benchmark's cms process (cms-server.mjs)
 * only: nothing of it is in the cms that ships. (Strapi 5.54 transforms answers asynchronously.)
 */

/**
 * @typedef {import('@strapi/strapi').Core.Strapi} Strapi
 * @typedef {import('@strapi/strapi').Core.Route} Route
 * @typedef {import('@strapi/strapi').Core.CoreAPI.Controller.Base} CoreController
 * @typedef {import('@strapi/strapi').Core.CoreAPI.Service.CollectionType} CollectionTypeService
 * @typedef {import('@strapi/strapi').UID.ContentType} ContentTypeUid
 */

/** @type {Record<string, ContentTypeUid>} */
const TYPES = {
  businesses: 'api::business.business',
  events: 'api::event.event',
  properties: 'api::property.property',
};

/**
 * @param {Strapi} strapi the loaded cms
 * @param {typeof import('@strapi/strapi').factories} factories Strapi's controller and service factories
 */
export function addStockRoutes(strapi, factories) {
  /** @type {Map<ContentTypeUid, { controller: CoreController, service: CollectionTypeService }>} */
  const cores = new Map();
  /** @param {ContentTypeUid} uid */
  const core = (uid) => {
    let found = cores.get(uid);
    if (!found) {
      // The core controller's own find/findOne bodies, with the core service (ours are custom).
      found = {
        controller: factories.createCoreController(uid)({ strapi }),
        // All three are collection types, which Strapi's types can only tell from the cms's
        // generated content-type registry (not part of this program): without it they type
        // every core service method as optional.
        service: /** @type {CollectionTypeService} */ (
          /** @type {unknown} */ (factories.createCoreService(uid)({ strapi }))
        ),
      };
      cores.set(uid, found);
    }
    return found;
  };

  /** @type {Omit<Route, 'info'>[]} */
  const routes = Object.entries(TYPES).flatMap(([plural, uid]) => [
    {
      method: 'GET',
      path: `/${plural}`,
      config: { auth: false },
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
  // Strapi's route manager gives each route its `info` ({ ...route.info, type }) as it adds it.
  strapi.server.routes(
    /** @type {import('@strapi/strapi').Core.Router} */ ({ type: 'content-api', prefix: '/bench-stock', routes }),
  );
}
