import type { Core } from '@strapi/strapi';
import { endSessionsOf, MODERATOR_ROLE } from './sessions';
import { siteUrl } from '../env/site';

/**
 * The plugin's own sign-up stays closed: its register route is not mounted
 * (src/extensions/users-permissions), and as a second line its "allow registration"
 * setting is kept off. Visitors sign up through /api/account/sign-up instead, which
 * answers the same for every address.
 */
export async function keepSignUpClosed(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const settings = (await store.get({})) as Record<string, unknown> | null | undefined;
  if (settings && settings.allow_register !== false) {
    await store.set({ value: { ...settings, allow_register: false } });
  }
}

/**
 * The users-permissions role of the moderation area's moderators. It grants nothing through
 * the plugin's own permissions: the moderation routes check for it themselves
 * (core/auth/sessions.ts). Editors give the role to an account in the panel
 * (Content Manager → User); blocking the account or changing its role ends its sessions.
 */
export async function ensureModeratorRole(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query('plugin::users-permissions.role');
  if (await roles.findOne({ where: { type: MODERATOR_ROLE } })) return;
  await roles.create({
    data: {
      name: 'Moderator',
      description:
        'Moderates creator videos, exports the directory as CSV and sees its statistics in the in-app admin.',
      type: MODERATOR_ROLE,
    },
  });
}

/** Where the reset mail's link leads: the site's page that asks for the new password. */
export function resetPasswordUrl(env: NodeJS.ProcessEnv = process.env): string {
  const site = siteUrl(env);
  return `${site}/reset-password`;
}

/**
 * The plugin's reset mail: its link points at the site's reset page (SITE_URL), and it
 * comes from Tampa Local rather than Strapi's placeholder sender.
 */
export async function configurePasswordReset(strapi: Core.Strapi, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  const url = resetPasswordUrl(env);
  if (advanced.email_reset_password !== url) {
    await store.set({ key: 'advanced', value: { ...advanced, email_reset_password: url } });
  }
  type Template = { options?: { from?: { name?: string; email?: string }; object?: string } };
  const emails = ((await store.get({ key: 'email' })) ?? {}) as Record<string, Template>;
  const reset = emails.reset_password;
  if (reset?.options && reset.options.from?.email === 'no-reply@strapi.io') {
    reset.options.from = { name: 'Tampa Local', email: env.EMAIL_FROM || 'no-reply@tampalocal.example' };
    reset.options.object = 'Reset your Tampa Local password';
    await store.set({ key: 'email', value: emails });
  }
}

/** A new password (a reset, or an editor in the panel) ends every session of the account. */
export function endSessionsOnPasswordChange(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: ['plugin::users-permissions.user'],
    async afterUpdate(event) {
      const data = (event.params as { data?: Record<string, unknown> }).data;
      const id = (event.result as { id?: number } | undefined)?.id;
      if (data && 'password' in data && typeof id === 'number') await endSessionsOf(strapi, id);
    },
  });
}
