import type { Core } from '@strapi/strapi';
import type { ModeratorSession } from '@tampa-local/domain';
import type { Context } from 'koa';
import {
  assertCsrf,
  carriesSessionCookie,
  currentSession,
  endSession,
  startSession,
  type ActiveSession,
  type Role,
} from '../core/auth/sessions';
import { parseCredentials, verifyAccount } from '../core/auth/sign-in';

const answer = (session: ActiveSession): ModeratorSession => ({
  user: { email: session.account.email, username: session.account.username },
  csrfToken: session.csrfToken,
  expiresAt: session.expiresAt.toISOString(),
});

/**
 * Sign in, who is signed in, sign out: the same three handlers for moderators
 * (/api/moderator/session) and visitors (/api/account/session), each for its own role.
 */
export function sessionHandlers(strapi: Core.Strapi, role: Role) {
  return {
    async signIn(ctx: Context) {
      const user = await verifyAccount(strapi, ctx, parseCredentials(ctx), role);
      // A cookie from an earlier session on this browser ends with the new sign-in (its cookie is replaced).
      await endSession(strapi, ctx, { clearCookie: false });
      ctx.set('Cache-Control', 'no-store');
      ctx.body = answer(await startSession(strapi, ctx, user, role));
    },

    async show(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      const session = await currentSession(strapi, ctx);
      // Nobody signed in is an answer, not an error: 204, and a stale cookie is cleared.
      if (session?.account.role !== role) {
        if (carriesSessionCookie(ctx) && !session) await endSession(strapi, ctx);
        ctx.status = 204;
        ctx.body = null;
        return;
      }
      ctx.body = answer(session);
    },

    async signOut(ctx: Context) {
      const session = await currentSession(strapi, ctx);
      // Signing out of a live session needs its CSRF token: another site cannot sign anyone out.
      if (session) assertCsrf(ctx, session);
      await endSession(strapi, ctx, { role: session?.account.role });
      ctx.status = 204;
      ctx.body = null;
    },
  };
}
