import { createRequire } from 'node:module';
import path from 'node:path';

/** Compiles the TypeScript app once for the whole run; each test file boots from dist. */
export default async function setup(): Promise<void> {
  const require = createRequire(import.meta.url);
  const { compileStrapi } = require('@strapi/strapi') as {
    compileStrapi: (options: { appDir: string }) => Promise<unknown>;
  };
  await compileStrapi({ appDir: path.resolve(__dirname, '..', '..') });
}
