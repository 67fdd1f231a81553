import type { Core } from '@strapi/strapi';

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
