/**
 * The users-permissions plugin's public routes are not mounted, except the password reset
 * of moderators' accounts: `POST /api/auth/forgot-password` and `/api/auth/reset-password`,
 * with the plugin's own rate limit. Sign-up, sign-in by token, e-mail confirmation,
 * `/api/users`, roles and permissions stay closed (moderators sign in through
 * `/api/moderator/session`). A reset answers `{ ok: true }` instead of the plugin's token:
 * a moderator signs in again with the new password.
 */
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
  controllers: Record<string, (deps: unknown) => Controller>;
};

const OPEN_ROUTES = new Set(['auth.forgotPassword', 'auth.resetPassword']);

export default (plugin: UsersPermissionsPlugin): UsersPermissionsPlugin => {
  const contentApi = plugin.routes['content-api'];
  if (contentApi) contentApi.routes = contentApi.routes.filter((route) => OPEN_ROUTES.has(route.handler ?? ''));

  const authController = plugin.controllers.auth;
  if (authController) {
    plugin.controllers.auth = (deps: unknown) => {
      const auth = authController(deps);
      return {
        ...auth,
        async forgotPassword(ctx) {
          if (bodyIsObject(ctx)) await auth.forgotPassword?.(ctx);
        },
        async resetPassword(ctx) {
          if (!bodyIsObject(ctx)) return;
          await auth.resetPassword?.(ctx);
          ctx.body = { ok: true };
        },
      };
    };
  }
  return plugin;
};
