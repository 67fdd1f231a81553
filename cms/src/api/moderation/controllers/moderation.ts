import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { serviceOf } from '../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async stats(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await serviceOf(strapi, 'api::moderation.moderation').stats();
  },
});
