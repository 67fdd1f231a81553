import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The cms app under test: the folder of the workspace's `cms` package, found through the
 * package (wherever the kit sits), and a require rooted there, so that Strapi and the
 * app's compiled modules are the very ones the cms runs with.
 */
export const APP_DIR = path.dirname(createRequire(import.meta.url).resolve('cms/package.json'));

/** Requires a module as the cms would (e.g. `@strapi/strapi`), or a file of the app by its path. */
export const requireFromApp = createRequire(path.join(APP_DIR, 'package.json'));
