import type { Core } from '@strapi/strapi';
import { accountUsers } from './visitors';

type AdminUserService = {
  exists: (params: { email: string }) => Promise<boolean>;
  create: (attributes: Record<string, unknown>) => Promise<{ id: number }>;
};
type AdminRoleService = { findOne: (params: { code: string }) => Promise<{ id: number } | null> };

/**
 * With SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD set, creates that editor in the panel
 * (role Editor) unless the address is already registered.
 */
export async function ensureEditor(strapi: Core.Strapi, env = process.env): Promise<'created' | 'exists' | 'skipped'> {
  const email = env.SEED_ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.SEED_ADMIN_PASSWORD;
  if (!email || !password) return 'skipped';
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists({ email })) return 'exists';
  const editor = await (strapi.service('admin::role') as unknown as AdminRoleService).findOne({
    code: 'strapi-editor',
  });
  if (!editor) throw new Error('The Editor role is missing from the panel');
  await users.create({
    email,
    firstname: env.SEED_ADMIN_FIRSTNAME ?? 'Tampa',
    lastname: env.SEED_ADMIN_LASTNAME ?? 'Editor',
    password,
    roles: [editor.id],
    isActive: true,
  });
  return 'created';
}

/** The demo moderator of the moderation area, outside production (the address and password say so). */
export const DEMO_MODERATOR = { email: 'moderator@tampalocal.example', password: 'tampa-local-moderator' } as const;

/**
 * A moderator account for the moderation area (users-permissions role `moderator`): the one
 * SEED_MODERATOR_EMAIL and SEED_MODERATOR_PASSWORD name, or outside production the demo
 * moderator. Never touches an address that is already registered.
 */
export async function ensureModerator(
  strapi: Core.Strapi,
  env = process.env,
): Promise<{ outcome: 'created' | 'exists' | 'skipped'; email?: string; password?: string }> {
  const configured = env.SEED_MODERATOR_EMAIL?.trim().toLowerCase();
  const demo = !configured && env.NODE_ENV !== 'production';
  const email = configured || (demo ? DEMO_MODERATOR.email : undefined);
  const password = configured ? env.SEED_MODERATOR_PASSWORD : demo ? DEMO_MODERATOR.password : undefined;
  if (!email || !password) return { outcome: 'skipped' };
  if (env.NODE_ENV === 'production' && (password.length < 12 || /change-me/i.test(password))) {
    throw new Error('SEED_MODERATOR_PASSWORD must be at least 12 characters and not the example value in production');
  }
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email } })) return { outcome: 'exists', email };
  const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'moderator' } })) as {
    id: number;
  } | null;
  if (!role) throw new Error('The moderator role is missing (the cms creates it when it starts)');
  await accountUsers(strapi).add({
    email,
    username: email.split('@')[0],
    password,
    role: role.id,
    provider: 'local',
    confirmed: true,
    blocked: false,
  });
  return { outcome: 'created', email, password: demo ? password : undefined };
}
