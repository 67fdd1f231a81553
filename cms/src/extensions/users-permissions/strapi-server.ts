/**
 * The users-permissions plugin's public routes are not mounted, except the password reset
 * of moderators' accounts: `POST /api/auth/forgot-password` and `/api/auth/reset-password`,
 * with the plugin's own rate limit. Sign-up, sign-in by token, e-mail confirmation,
 * `/api/users`, roles and permissions stay closed (moderators sign in through
 * `/api/moderator/session`). A reset answers `{ ok: true }` instead of the plugin's token:
 * a moderator signs in again with the new password. A reset link holds for an hour, and
 * the new password follows the sign-up's policy.
 */
import type { Core } from '@strapi/strapi';
import { accountTokens } from '../../core/auth/account-tokens';
import { passwordProblem } from '../../core/auth/sign-up';

/** A reset link holds for an hour; after that, and once used, it is refused. */
export const RESET_LINK_HOURS = 1;
export const RESET_LINK_EXPIRED = 'This reset link has expired. Ask for a new one.';

type Route = { handler?: string };
type Context = { request: { body?: unknown }; status: number; body: unknown };
type Controller = Record<string, (ctx: Context) => Promise<unknown>>;

/** The plugin's handlers read fields of the body: anything but a JSON object is a 400 here, not their TypeError. */
function bodyIsObject(ctx: Context): boolean {
  const body = ctx.request.body;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return true;
  ctx.status = 400;
  ctx.body = { error: 'Request body must be a JSON object' };
  return false;
}
type UsersPermissionsPlugin = {
  routes: Record<string, { routes: Route[] }>;
  controllers: Record<string, (deps: { strapi: Core.Strapi }) => Controller>;
};

const OPEN_ROUTES = new Set(['auth.forgotPassword', 'auth.resetPassword']);

export default (plugin: UsersPermissionsPlugin): UsersPermissionsPlugin => {
  const contentApi = plugin.routes['content-api'];
  if (contentApi) contentApi.routes = contentApi.routes.filter((route) => OPEN_ROUTES.has(route.handler ?? ''));

  const authController = plugin.controllers.auth;
  if (authController) {
    plugin.controllers.auth = (deps: { strapi: Core.Strapi }) => {
      const auth = authController(deps);
      const { strapi } = deps;
      const users = () => strapi.db.query('plugin::users-permissions.user');
      const tokens = accountTokens(strapi);
      return {
        ...auth,
        async forgotPassword(ctx) {
          if (!bodyIsObject(ctx)) return;
          await auth.forgotPassword?.(ctx);
          // The plugin's code never expires by itself: it is recorded with its hour here.
          const { email } = ctx.request.body as { email?: unknown };
          if (typeof email !== 'string') return;
          const user = (await users().findOne({ where: { email: email.toLowerCase() } })) as {
            id: number;
            resetPasswordToken: string | null;
          } | null;
          if (!user?.resetPasswordToken) return;
          await tokens.forget('password-reset', user.id);
          await tokens.issue('password-reset', user.id, user.resetPasswordToken, RESET_LINK_HOURS);
        },
        async resetPassword(ctx) {
          if (!bodyIsObject(ctx)) return;
          const { code, password } = ctx.request.body as { code?: unknown; password?: unknown };
          // The sign-up's password policy, before anything is looked up.
          const problem = typeof password === 'string' ? passwordProblem(password) : null;
          if (problem) {
            ctx.status = 400;
            ctx.body = { error: problem };
            return;
          }
          if (typeof code === 'string' && code !== '') {
            const user = (await users().findOne({ where: { resetPasswordToken: code } })) as { id: number } | null;
            if (user && !(await tokens.holds('password-reset', code))) {
              ctx.status = 400;
              ctx.body = { error: RESET_LINK_EXPIRED };
              return;
            }
            await auth.resetPassword?.(ctx);
            if (user) await tokens.forget('password-reset', user.id);
          } else {
            await auth.resetPassword?.(ctx);
          }
          ctx.body = { ok: true };
        },
      };
    };
  }
  return plugin;
};
