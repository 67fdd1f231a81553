import type { Core } from '@strapi/strapi';
import { FAVORITE_KINDS, type AccountFavorites, type FavoriteKind } from '@tampa-local/domain';
import { badRequest, notFound } from '../../../core/http/errors';
import { accountTokens } from '../../../core/auth/account-tokens';
import { VISITOR_ROLE } from '../../../core/auth/sessions';
import { isConfirmationCode, newConfirmationCode, type SignUp } from '../../../core/auth/sign-up';
import { serviceOf } from '../../services';
import { siteUrl } from '../../../core/env/site';
import { accountUsers } from '../../../core/auth/user-services';

const USER_UID = 'plugin::users-permissions.user';
const FAVORITE_UID = 'api::account-favorite.account-favorite';
/** How many favourites of each kind an account keeps. */
export const FAVORITES_MAX = 500;
export const CONFIRMATION_INVALID = 'This confirmation link is invalid or was already used.';

type FavoriteRow = { id: number; kind: FavoriteKind; slug: string };
/** A later sign-up's link holds as long as the first one's would: a week. */
const SIGN_UP_LINK_HOURS = 7 * 24;

const confirmationText = (code: string) =>
  `Welcome to Tampa Local!\n\nConfirm your email address to finish creating your account:\n${siteUrl()}/account/confirm?code=${code}\n\nIf you did not sign up, ignore this mail.`;

export function isFavoriteKind(value: string): value is FavoriteKind {
  return (FAVORITE_KINDS as readonly string[]).includes(value);
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);
  const favorites = () => strapi.db.query(FAVORITE_UID);
  const mail = (to: string, subject: string, text: string) =>
    strapi.plugin('email').service('email').send({ to, subject, text }) as Promise<void>;

  /** The favourites of an account, in the order they were added, as the site shows them (published ones only). */
  const favoritesOf = async (userId: number): Promise<AccountFavorites> => {
    const rows = (await favorites().findMany({ where: { userId }, orderBy: { id: 'asc' } })) as FavoriteRow[];
    const slugs = (kind: FavoriteKind) => rows.filter((row) => row.kind === kind).map((row) => row.slug);
    const [businesses, creators] = await Promise.all([
      serviceOf(strapi, 'api::business.business').findPublishedBySlugs(slugs('businesses')),
      serviceOf(strapi, 'api::influencer.influencer').findPublishedBySlugs(slugs('creators')),
    ]);
    const inOrder = <T extends { slug: string }>(kind: FavoriteKind, found: T[]) =>
      slugs(kind)
        .map((slug) => found.find((item) => item.slug === slug))
        .filter((item): item is T => item !== undefined);
    return {
      businesses: inOrder('businesses', businesses).map((b) => ({
        slug: b.slug,
        name: b.name,
        category: b.category,
        area: b.area,
        imageUrl: b.imageUrl,
      })),
      creators: inOrder('creators', creators).map((c) => ({
        slug: c.slug,
        name: c.name,
        handle: c.handle,
        niche: c.niche,
        imageUrl: c.imageUrl,
      })),
    };
  };

  const exists = async (kind: FavoriteKind, slug: string): Promise<boolean> => {
    const found =
      kind === 'businesses'
        ? await serviceOf(strapi, 'api::business.business').findPublishedBySlugs([slug])
        : await serviceOf(strapi, 'api::influencer.influencer').findPublishedBySlugs([slug]);
    return found.length > 0;
  };

  const add = async (userId: number, kind: FavoriteKind, slugs: readonly string[]): Promise<void> => {
    const have = (await favorites().findMany({ where: { userId, kind } })) as FavoriteRow[];
    const known = new Set(have.map((row) => row.slug));
    for (const slug of slugs) {
      if (known.has(slug)) continue;
      if (known.size >= FAVORITES_MAX) throw badRequest(`At most ${FAVORITES_MAX} favourites of each kind`);
      known.add(slug);
      await favorites().create({ data: { userId, kind, slug } });
    }
  };

  return {
    /**
     * A new visitor account, unconfirmed, and a mail with the link that confirms it; for an
     * address that already has an account, a mail saying so (the answer is the same).
     *
     * Every branch hashes the password once, so the time taken does not tell which
     * addresses have accounts. An account that is not confirmed yet is never changed here:
     * a visitor's own unconfirmed account gets a new link, and this sign-up's password
     * applies only when that link is followed (by whoever reads the address's mail). An
     * unconfirmed account of another role (a moderator the panel created) is left alone.
     */
    async signUp(input: SignUp): Promise<void> {
      const userService = accountUsers(strapi);
      const existing = (await strapi.db.query(USER_UID).findOne({
        where: { email: input.email },
        populate: ['role'],
      })) as { id: number; confirmed: boolean | null; role?: { type?: string } | null } | null;
      if (!existing) {
        const role = (await strapi.db
          .query('plugin::users-permissions.role')
          .findOne({ where: { type: VISITOR_ROLE } })) as { id: number } | null;
        if (!role) throw new Error('The users-permissions role "authenticated" is missing');
        const code = newConfirmationCode();
        // The plugin's document service hashes the password: this branch's one bcrypt.
        await userService.add({
          email: input.email,
          username: input.email,
          password: input.password,
          role: role.id,
          provider: 'local',
          confirmed: false,
          blocked: false,
          confirmationToken: code,
        });
        await mail(input.email, 'Confirm your Tampa Local account', confirmationText(code));
        return;
      }
      const { password: passwordHash } = (await userService.ensureHashedPasswords({ password: input.password })) as {
        password: string;
      };
      if (!existing.confirmed && existing.role?.type === VISITOR_ROLE) {
        const code = newConfirmationCode();
        await accountTokens(strapi).issue('sign-up', existing.id, code, SIGN_UP_LINK_HOURS, passwordHash);
        await mail(input.email, 'Confirm your Tampa Local account', confirmationText(code));
        return;
      }
      await mail(
        input.email,
        'You already have a Tampa Local account',
        `Someone, probably you, tried to create a Tampa Local account with this address, which already has one.\n\nSign in at ${siteUrl()}/account, or reset your password from there.`,
      );
    },

    /**
     * Follows a confirmation link: the first sign-up's code confirms the account as it is; a
     * later sign-up's code also sets the password chosen then.
     */
    async confirm(code: unknown): Promise<void> {
      if (!isConfirmationCode(code)) throw badRequest(CONFIRMATION_INVALID);
      const user = (await users().findOne({ where: { confirmationToken: code } })) as { id: number } | null;
      if (user) {
        await users().update({ where: { id: user.id }, data: { confirmed: true, confirmationToken: null } });
        await accountTokens(strapi).forget('sign-up', user.id);
        return;
      }
      const token = await accountTokens(strapi).redeem('sign-up', code);
      if (!token?.passwordHash) throw badRequest(CONFIRMATION_INVALID);
      const owner = (await users().findOne({ where: { id: token.userId } })) as { confirmed: boolean | null } | null;
      if (!owner || owner.confirmed) throw badRequest(CONFIRMATION_INVALID);
      // Already hashed: the query layer stores it as given.
      await users().update({
        where: { id: token.userId },
        data: { confirmed: true, confirmationToken: null, password: token.passwordHash },
      });
      await accountTokens(strapi).forget('sign-up', token.userId);
    },

    favorites: favoritesOf,

    async addFavorite(userId: number, kind: FavoriteKind, slug: string): Promise<AccountFavorites> {
      if (!(await exists(kind, slug)))
        throw notFound(kind === 'businesses' ? 'Business not found' : 'Influencer not found');
      await add(userId, kind, [slug]);
      return favoritesOf(userId);
    },

    async removeFavorite(userId: number, kind: FavoriteKind, slug: string): Promise<AccountFavorites> {
      await favorites().deleteMany({ where: { userId, kind, slug } });
      return favoritesOf(userId);
    },

    /** Adds the browser's favourites to the account's (published ones only; the rest are left out). */
    async mergeFavorites(userId: number, incoming: Record<FavoriteKind, string[]>): Promise<AccountFavorites> {
      const [businesses, creators] = await Promise.all([
        serviceOf(strapi, 'api::business.business').findPublishedBySlugs(incoming.businesses),
        serviceOf(strapi, 'api::influencer.influencer').findPublishedBySlugs(incoming.creators),
      ]);
      const published = (kind: FavoriteKind, found: Array<{ slug: string }>) =>
        incoming[kind].filter((slug) => found.some((item) => item.slug === slug));
      await add(userId, 'businesses', published('businesses', businesses));
      await add(userId, 'creators', published('creators', creators));
      return favoritesOf(userId);
    },
  };
};
