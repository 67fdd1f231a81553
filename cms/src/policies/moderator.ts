import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { assertModerator } from '../core/auth/sessions';

/**
 * Route policy of the moderation routes: a signed-in moderator (with the CSRF token on
 * state-changing calls) or, on the automation routes (config.automation: the CSV export
 * and the stats), the automation key in the X-Admin-Key header. The moderator is left in
 * ctx.state.moderator for the moderation records.
 */
const moderator = async (
  policyContext: { request: { ctx: Context } },
  config: { automation?: boolean } = {},
  { strapi }: { strapi: Core.Strapi },
) => {
  // A policy gets a copy of the context's own fields; the request leads back to Koa's context.
  const ctx = policyContext.request.ctx;
  ctx.state.moderator = await assertModerator(strapi, ctx, { automation: config.automation === true });
  return true;
};

export default moderator;
