import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';

type AdminService = { stats: () => Promise<unknown> };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async stats(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await (strapi.service('api::admin.admin') as unknown as AdminService).stats();
  },
});
