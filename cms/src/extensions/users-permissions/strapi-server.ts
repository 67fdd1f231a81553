/**
 * Visitors have no accounts yet: the users-permissions plugin's public routes (sign-up,
 * sign-in, password reset, e-mail confirmation, `/api/users`, roles and permissions) are
 * not mounted, so nobody can register or obtain a token. The plugin stays installed: the
 * editors' panel keeps its settings, and a future visitor-accounts feature reopens the
 * routes it needs here, with e-mail confirmation and rate limits.
 */
type UsersPermissionsPlugin = { routes: Record<string, { routes: unknown[] }> };

export default (plugin: UsersPermissionsPlugin): UsersPermissionsPlugin => {
  const contentApi = plugin.routes['content-api'];
  if (contentApi) contentApi.routes = [];
  return plugin;
};
