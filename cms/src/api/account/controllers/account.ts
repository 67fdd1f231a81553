import type { Core } from '@strapi/strapi';
import { FAVORITE_KINDS, type FavoriteKind } from '@tampa-local/domain';
import type { Context } from 'koa';
import { badRequest, notFound } from '../../../core/http/errors';
import { bodyObject } from '../../../core/http/params';
import { sessionHandlers } from '../../session-handlers';
import { assertAccount, VISITOR_ROLE } from '../../../core/auth/sessions';
import { countSignUp, parseSignUp } from '../../../core/auth/sign-up';
import { serviceOf } from '../../services';
import { FAVORITES_MAX, isFavoriteKind } from '../services/account';

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

    ...sessionHandlers(strapi, VISITOR_ROLE),

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
