import type { Core } from '@strapi/strapi';
import { FAVORITE_KINDS, type AccountSession, type FavoriteKind } from '@tampa-local/domain';
import type { Context } from 'koa';
import { badRequest, notFound } from '../../../lib/errors';
import { bodyObject } from '../../../lib/params';
import {
  assertAccount,
  assertCsrf,
  carriesSessionCookie,
  currentSession,
  endSession,
  startSession,
  VISITOR_ROLE,
  type ActiveSession,
} from '../../../lib/sessions';
import { parseCredentials, verifyAccount } from '../../../lib/sign-in';
import { countSignUp, parseSignUp } from '../../../lib/sign-up';
import { serviceOf } from '../../services';
import { FAVORITES_MAX, isFavoriteKind } from '../services/account';

const answer = (session: ActiveSession): AccountSession => ({
  user: { email: session.account.email, username: session.account.username },
  csrfToken: session.csrfToken,
  expiresAt: session.expiresAt.toISOString(),
});

function kindAndSlug(ctx: Context): { kind: FavoriteKind; slug: string } {
  const { kind, slug } = ctx.params as { kind?: string; slug?: string };
  if (!kind || !isFavoriteKind(kind)) throw notFound('Not found');
  if (!slug || slug.length > 255) throw badRequest('slug must be 1 to 255 characters');
  return { kind, slug };
}

function slugList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((slug) => typeof slug !== 'string' || slug === '' || slug.length > 255)) {
    throw badRequest(`${name} must be a list of slugs`);
  }
  if (value.length > FAVORITES_MAX) throw badRequest(`At most ${FAVORITES_MAX} ${name}`);
  return [...new Set(value as string[])];
}

/** /api/account/…: a visitor's account, session and favourites. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf(strapi, 'api::account.account');
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'private, no-store');

  return {
    async signUp(ctx: Context) {
      const input = parseSignUp(ctx);
      await countSignUp(ctx, input.email);
      await service().signUp(input);
      ctx.status = 202;
      ctx.body = { ok: true };
    },

    async confirm(ctx: Context) {
      await service().confirm(bodyObject(ctx.request.body).code);
      ctx.body = { ok: true };
    },

    async signIn(ctx: Context) {
      const user = await verifyAccount(strapi, ctx, parseCredentials(ctx), VISITOR_ROLE);
      await endSession(strapi, ctx, { clearCookie: false });
      noStore(ctx);
      ctx.body = answer(await startSession(strapi, ctx, user, VISITOR_ROLE));
    },

    async show(ctx: Context) {
      noStore(ctx);
      const session = await currentSession(strapi, ctx);
      // Nobody signed in is an answer, not an error: 204, and a stale cookie is cleared.
      if (session?.account.role !== VISITOR_ROLE) {
        if (carriesSessionCookie(ctx) && !session) await endSession(strapi, ctx);
        ctx.status = 204;
        ctx.body = null;
        return;
      }
      ctx.body = answer(session);
    },

    async signOut(ctx: Context) {
      const session = await currentSession(strapi, ctx);
      if (session) assertCsrf(ctx, session);
      await endSession(strapi, ctx);
      ctx.status = 204;
      ctx.body = null;
    },

    async favorites(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      noStore(ctx);
      ctx.body = await service().favorites(session.account.id);
    },

    async addFavorite(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      const { kind, slug } = kindAndSlug(ctx);
      noStore(ctx);
      ctx.body = await service().addFavorite(session.account.id, kind, slug);
    },

    async removeFavorite(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      const { kind, slug } = kindAndSlug(ctx);
      noStore(ctx);
      ctx.body = await service().removeFavorite(session.account.id, kind, slug);
    },

    async mergeFavorites(ctx: Context) {
      const session = await assertAccount(strapi, ctx);
      const body = bodyObject(ctx.request.body);
      const incoming = Object.fromEntries(FAVORITE_KINDS.map((kind) => [kind, slugList(body[kind], kind)])) as Record<
        FavoriteKind,
        string[]
      >;
      noStore(ctx);
      ctx.body = await service().mergeFavorites(session.account.id, incoming);
    },
  };
};
