import type { Core } from '@strapi/strapi';
import type { ModeratorSession } from '@tampa-local/domain';
import type { Context } from 'koa';
import { unauthorized } from '../../../lib/errors';
import {
  assertCsrf,
  currentSession,
  endSession,
  SIGN_IN_REQUIRED,
  startSession,
  type ActiveSession,
} from '../../../lib/moderator-session';
import { parseCredentials, verifyModerator } from '../../../lib/sign-in';

const answer = (session: ActiveSession): ModeratorSession => ({
  user: { email: session.moderator.email, username: session.moderator.username },
  csrfToken: session.csrfToken,
  expiresAt: session.expiresAt.toISOString(),
});

/** /api/moderator/session: sign in, who is signed in, sign out. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async signIn(ctx: Context) {
    const user = await verifyModerator(strapi, ctx, parseCredentials(ctx));
    // A cookie from an earlier session on this browser ends with the new sign-in (its cookie is replaced).
    await endSession(strapi, ctx, { clearCookie: false });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer(await startSession(strapi, ctx, user));
  },

  async show(ctx: Context) {
    ctx.set('Cache-Control', 'no-store');
    const session = await currentSession(strapi, ctx);
    if (!session) throw unauthorized(SIGN_IN_REQUIRED);
    ctx.body = answer(session);
  },

  async signOut(ctx: Context) {
    const session = await currentSession(strapi, ctx);
    // Signing out of a live session needs its CSRF token: another site cannot sign a moderator out.
    if (session) assertCsrf(ctx, session);
    await endSession(strapi, ctx);
    ctx.status = 204;
    ctx.body = null;
  },
});
