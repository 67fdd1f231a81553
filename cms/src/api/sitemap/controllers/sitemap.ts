import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { SITEMAP_TYPES, isOneOf } from '@tampa-local/domain';
import { badRequest, notFound } from '../../../core/http/errors';
import { parseChunkIndex } from '../rules';
import { serviceOf } from '../../services';

/** Crawlers come back daily; five minutes of shared caching costs nothing in freshness. */
const CACHE_CONTROL = 'public, max-age=300';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::sitemap.sitemap');

  return {
    async index(ctx: Context) {
      ctx.body = await service().index();
      ctx.set('Cache-Control', CACHE_CONTROL);
    },

    async chunk(ctx: Context) {
      const { type, index } = ctx.params as { type?: string; index?: string };
      if (!isOneOf(SITEMAP_TYPES, type)) throw notFound(`Unknown sitemap "${String(type)}"`);
      const number = parseChunkIndex(index);
      if (number === null) throw badRequest('index must be a whole number from 0, without leading zeros');
      const stream = await service().chunk(type, number);
      if (!stream) throw notFound(`No sitemap ${type}-${number}`);
      ctx.set('Cache-Control', CACHE_CONTROL);
      ctx.type = 'application/x-ndjson; charset=utf-8';
      ctx.body = stream;
    },
  };
};
