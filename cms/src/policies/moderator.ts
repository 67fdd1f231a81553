import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { assertModerator } from '../core/auth/sessions';

/**
 * Route policy of the in-app admin: a signed-in moderator (with the CSRF token on
 * state-changing calls) or, for automation, the admin key (config.allowQuery: also
 * `?adminKey=`). The moderator is left in ctx.state.moderator for the moderation records.
 */
const moderator = async (
  policyContext: { request: { ctx: Context } },
  config: { allowQuery?: boolean } = {},
  { strapi }: { strapi: Core.Strapi },
) => {
  // A policy gets a copy of the context's own fields; the request leads back to Koa's context.
  const ctx = policyContext.request.ctx;
  ctx.state.moderator = await assertModerator(strapi, ctx, { allowQueryKey: config.allowQuery === true });
  return true;
};

export default moderator;
