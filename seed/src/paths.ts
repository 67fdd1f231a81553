import path from 'node:path';

/** Paths resolve from this file both as TypeScript source (tests) and compiled (dist/src). */
const here = __dirname;
export const SEED_DIR =
  path.basename(path.dirname(here)) === 'dist' ? path.resolve(here, '..', '..') : path.resolve(here, '..');
export const DATA_DIR = path.join(SEED_DIR, 'data');
export const IMAGES_DIR = path.join(SEED_DIR, 'images');
export const CMS_DIR = path.resolve(SEED_DIR, '..', 'cms');
