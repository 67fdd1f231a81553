import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { CMS_DIR } from './paths';

type StrapiModule = {
  compileStrapi: (options: { appDir: string }) => Promise<unknown>;
  createStrapi: (options: Record<string, unknown>) => Core.Strapi;
};

/**
 * Boots the cms without its HTTP server (the seed talks to Strapi's services directly).
 * The cms's own .env and DATABASE_* variables choose the database.
 */
export async function bootStrapi({
  // Production images ship the compiled cms; elsewhere compile so the seed runs current code.
  compile = process.env.NODE_ENV !== 'production',
}: { compile?: boolean } = {}): Promise<Core.Strapi> {
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  // Strapi reads .env from the working directory when it loads; the seed runs from seed/.
  process.env.ENV_PATH ??= path.join(CMS_DIR, '.env');
  process.env.STRAPI_LOG_LEVEL ??= 'warn';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const strapiModule = require('@strapi/strapi') as StrapiModule;
  if (compile) await strapiModule.compileStrapi({ appDir: CMS_DIR });
  mkdirSync(path.join(CMS_DIR, 'public', 'uploads'), { recursive: true });
  const strapi = strapiModule.createStrapi({
    appDir: CMS_DIR,
    distDir: path.join(CMS_DIR, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  });
  await strapi.load();
  return strapi;
}
