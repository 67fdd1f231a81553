import type { Core } from '@strapi/strapi';
import { isPlaceholder } from '../env/production-secrets';
import { panelUsers } from '../auth/user-services';

/**
 * The editors' panel must never be claimed by whoever opens it first. With
 * PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD set, the cms creates that first editor (super
 * admin) when the panel has none yet; in production it refuses to start the panel while
 * it has no editor and none is configured. An existing editor is never changed.
 *
 * SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD (the sample data's editor) still work when the
 * PANEL_ pair is not set: that address then becomes the first editor instead of an
 * Editor-role account on a panel nobody administers.
 */

type Env = Record<string, string | undefined>;

export const FIRST_EDITOR_MISSING =
  'The editors panel has no editor yet: set PANEL_ADMIN_EMAIL and PANEL_ADMIN_PASSWORD so the first one is created at start (otherwise whoever opens /admin first would own it).';

/** Strapi's own rule for panel passwords: 8+ characters, at most 72 bytes, lower, upper and a digit. */
export function panelPasswordProblem(password: string): string | null {
  if (password.length < 8) return 'must be at least 8 characters';
  if (new TextEncoder().encode(password).length > 72) return 'must be at most 72 bytes';
  if (!/[a-z]/.test(password)) return 'must contain a lowercase letter';
  if (!/[A-Z]/.test(password)) return 'must contain an uppercase letter';
  if (!/\d/.test(password)) return 'must contain a digit';
  return null;
}

type Configured = { email: string; password: string; emailName: string; passwordName: string; prefix: string };

/** The configured first editor: the PANEL_ pair, else the SEED_ pair, else none. */
function configuredEditor(env: Env): Configured | null {
  for (const prefix of ['PANEL_ADMIN_', 'SEED_ADMIN_']) {
    const email = env[`${prefix}EMAIL`]?.trim().toLowerCase();
    const password = env[`${prefix}PASSWORD`] ?? '';
    if (email && password) {
      return { email, password, emailName: `${prefix}EMAIL`, passwordName: `${prefix}PASSWORD`, prefix };
    }
  }
  return null;
}

export type FirstEditorOutcome = 'created' | 'exists' | 'not-configured';

export async function ensureFirstEditor(strapi: Core.Strapi, env: Env = process.env): Promise<FirstEditorOutcome> {
  const users = panelUsers(strapi);
  if (await users.exists()) return 'exists';

  const editor = configuredEditor(env);
  const production = env.NODE_ENV === 'production';
  if (!editor) {
    if (production && strapi.config.get<boolean>('admin.serveAdminPanel', true)) throw new Error(FIRST_EDITOR_MISSING);
    return 'not-configured';
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(editor.email))
    throw new Error(`${editor.emailName} must be an e-mail address`);
  const problem = panelPasswordProblem(editor.password);
  if (problem) throw new Error(`${editor.passwordName} ${problem}`);
  if (production && isPlaceholder(editor.password)) {
    throw new Error(`${editor.passwordName} is an example value; choose one of your own`);
  }

  try {
    await users.createFirstAdmin({
      email: editor.email,
      password: editor.password,
      firstname: env[`${editor.prefix}FIRSTNAME`]?.trim() || 'Tampa Local',
      lastname: env[`${editor.prefix}LASTNAME`]?.trim() || 'Editor',
    });
  } catch (error) {
    // Another replica starting at the same moment created it first (Strapi serialises this).
    if (await users.exists()) return 'exists';
    throw error;
  }
  strapi.log.info(`Editors' panel: created the first editor ${editor.email}.`);
  return 'created';
}
