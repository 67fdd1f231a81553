import { APP_DIR, requireFromApp } from './app';

/** Compiles the TypeScript app once for the whole run; each test file boots from dist. */
export default async function setup(): Promise<void> {
  const { compileStrapi } = requireFromApp('@strapi/strapi') as {
    compileStrapi: (options: { appDir: string }) => Promise<unknown>;
  };
  await compileStrapi({ appDir: APP_DIR });
}
