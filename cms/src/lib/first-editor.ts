import type { Core } from '@strapi/strapi';

/**
 * The editors' panel must never be claimed by whoever opens it first. With
 * PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD set, the cms creates that first editor (super
 * admin) when the panel has none yet; in production it refuses to start the panel while
 * it has no editor and none is configured. An existing editor is never changed.
 */

type UserService = {
  exists: (where?: Record<string, unknown>) => Promise<boolean>;
  createFirstAdmin: (attributes: Record<string, unknown>) => Promise<unknown>;
};

/** Strapi's own rule for panel passwords: 8+ characters, at most 72 bytes, lower, upper and a digit. */
export function panelPasswordProblem(password: string): string | null {
  if (password.length < 8) return 'must be at least 8 characters';
  if (new TextEncoder().encode(password).length > 72) return 'must be at most 72 bytes';
  if (!/[a-z]/.test(password)) return 'must contain a lowercase letter';
  if (!/[A-Z]/.test(password)) return 'must contain an uppercase letter';
  if (!/\d/.test(password)) return 'must contain a digit';
  return null;
}

export type FirstEditorOutcome = 'created' | 'exists' | 'not-configured';

export async function ensureFirstEditor(
  strapi: Core.Strapi,
  env: Record<string, string | undefined> = process.env,
): Promise<FirstEditorOutcome> {
  const users = strapi.service('admin::user') as unknown as UserService;
  if (await users.exists()) return 'exists';

  const email = env.PANEL_ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.PANEL_ADMIN_PASSWORD ?? '';
  const servesPanel = strapi.config.get<boolean>('admin.serveAdminPanel', true);
  if (!email || !password) {
    if (env.NODE_ENV === 'production' && servesPanel) {
      throw new Error(
        'The editors panel has no editor yet: set PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD so the first one is created at start (otherwise whoever opens /admin first would own it).',
      );
    }
    return 'not-configured';
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('PANEL_ADMIN_EMAIL must be an e-mail address');
  const problem = panelPasswordProblem(password);
  if (problem) throw new Error(`PANEL_ADMIN_PASSWORD ${problem}`);

  await users.createFirstAdmin({
    email,
    password,
    firstname: env.PANEL_ADMIN_FIRSTNAME?.trim() || 'Tampa Local',
    lastname: env.PANEL_ADMIN_LASTNAME?.trim() || 'Editor',
  });
  strapi.log.info(`Editors' panel: created the first editor ${email}.`);
  return 'created';
}
