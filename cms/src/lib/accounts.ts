import type { Core } from '@strapi/strapi';
import { MODERATOR_ROLE } from './moderator-session';

/**
 * Visitors have no accounts yet. The plugin's public routes are not mounted
 * (src/extensions/users-permissions); as a second line, its own "allow registration"
 * setting is kept off, so re-mounting the routes does not by itself reopen sign-up.
 * Visitor accounts, when they come, turn it on here deliberately.
 */
export async function keepSignUpClosed(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const settings = (await store.get({})) as Record<string, unknown> | null | undefined;
  if (settings && settings.allow_register !== false) {
    await store.set({ value: { ...settings, allow_register: false } });
  }
}

/**
 * The users-permissions role of the in-app admin's moderators. It grants nothing through
 * the plugin's own permissions: the admin routes check for it themselves
 * (lib/moderator-session.ts). Editors give the role to an account in the panel
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
