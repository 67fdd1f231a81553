import type { Core } from '@strapi/strapi';

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
