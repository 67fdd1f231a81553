/**
 * Visitor accounts that can sign in and write reviews, for the benchmark's review writes:
 * confirmed, role authenticated, all with one password. Addresses already registered are
 * left as they are.
 */
import type { Core } from '@strapi/strapi';

type UserService = { add: (values: Record<string, unknown>) => Promise<{ id: number }> };

/** The users-permissions plugin's user service, as far as the seed creates accounts with it. */
export const accountUsers = (strapi: Core.Strapi): UserService =>
  strapi.plugin('users-permissions').service('user') as unknown as UserService;

/** The id of the visitors' role ("authenticated"). */
export async function visitorRoleId(strapi: Core.Strapi): Promise<number> {
  const role = (await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } })) as { id: number } | null;
  if (!role) throw new Error('The users-permissions role "authenticated" is missing');
  return role.id;
}

export async function ensureVisitorAccounts(
  strapi: Core.Strapi,
  options: { emails: readonly string[]; password: string },
): Promise<{ created: number }> {
  const role = { id: await visitorRoleId(strapi) };
  const users = strapi.db.query('plugin::users-permissions.user');
  const service = accountUsers(strapi);
  let created = 0;
  for (const email of options.emails) {
    if (await users.findOne({ where: { email } })) continue;
    await service.add({
      email,
      username: email,
      password: options.password,
      role: role.id,
      provider: 'local',
      confirmed: true,
      blocked: false,
    });
    created += 1;
  }
  return { created };
}
