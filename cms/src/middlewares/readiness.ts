import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { knex } from '../core/db/connection';

/**
 * `GET /_ready`: whether this process can serve now, for load balancers and orchestrators
 * (liveness stays Strapi's `/_health`, which answers as long as the process runs). Ready
 * means the database answers a query within READY_TIMEOUT_MS: 200 `{"status":"ready"}`,
 * else 503 `{"status":"unavailable"}`, so traffic goes to other replicas until it is back.
 */
const READY_TIMEOUT_MS = 2000;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== '/_ready' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        knex(strapi).raw('SELECT 1'),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
        }),
      ]);
      ctx.status = 200;
      ctx.body = { status: 'ready' };
    } catch (error) {
      strapi.log.warn(`Not ready: the database did not answer (${String(error)}).`);
      ctx.status = 503;
      ctx.body = { status: 'unavailable' };
    } finally {
      clearTimeout(timer);
    }
  };
