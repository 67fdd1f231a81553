import type { Core } from '@strapi/strapi';

/**
 * The plugins' user services, typed once as far as the cms calls them (Strapi types
 * plugin services loosely): visitors' and moderators' accounts (users-permissions) and
 * the panel's editors (admin).
 */
export type AccountUserService = {
  add: (values: Record<string, unknown>) => Promise<{ id: number }>;
  ensureHashedPasswords: (values: { password: string }) => Promise<{ password: string }>;
  validatePassword: (password: string, hash: string) => Promise<boolean>;
};

export type PanelUserService = {
  exists: (where?: Record<string, unknown>) => Promise<boolean>;
  createFirstAdmin: (attributes: Record<string, unknown>) => Promise<unknown>;
};

export const accountUsers = (strapi: Core.Strapi): AccountUserService =>
  strapi.plugin('users-permissions').service('user') as unknown as AccountUserService;

export const panelUsers = (strapi: Core.Strapi): PanelUserService =>
  strapi.service('admin::user') as unknown as PanelUserService;
