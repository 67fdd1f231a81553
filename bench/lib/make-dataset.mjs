#!/usr/bin/env node
/**
 * Child process: fills the database named by the DATABASE_* variables with the seed images
 * and a synthetic data set of BENCH_BUSINESSES businesses (reviews included), the
 * benchmark's moderator and the visitors who write reviews in the mix, then prints one
 * JSON line with what the scenarios need (counts, slugs to rotate through).
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BENCH_MODERATOR, BENCH_VISITORS, ROOT } from './env.mjs';

const require = createRequire(import.meta.url);
const seedDist = path.join(ROOT, 'seed', 'dist', 'src');
// The compiled seed (npm run build -w seed), typed by its sources.
/** @type {typeof import('../../seed/src/strapi.js')} */
const { bootStrapi } = require(path.join(seedDist, 'strapi.js'));
/** @type {typeof import('../../seed/src/media.js')} */
const { MediaLibrary } = require(path.join(seedDist, 'media.js'));
/** @type {typeof import('../../seed/src/synthetic.js')} */
const { seedSynthetic } = require(path.join(seedDist, 'synthetic.js'));
/** @type {typeof import('../../seed/src/editor.js')} */
const { ensureModerator } = require(path.join(seedDist, 'editor.js'));
/** @type {typeof import('../../seed/src/visitors.js')} */
const { ensureVisitorAccounts } = require(path.join(seedDist, 'visitors.js'));

const businesses = Number(process.env.BENCH_BUSINESSES);
const randomSeed = Number(process.env.BENCH_RANDOM_SEED ?? 1);

const strapi = await bootStrapi({ compile: false });
try {
  const library = new MediaLibrary(strapi);
  const images = readdirSync(path.join(ROOT, 'seed', 'images')).filter((name) => /\.(webp|jpg|png)$/.test(name));
  for (const name of images.sort()) await library.ensure(name);
  const counts = await seedSynthetic(strapi, {
    businesses,
    randomSeed,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  await ensureModerator(strapi, {
    NODE_ENV: process.env.NODE_ENV,
    SEED_MODERATOR_EMAIL: BENCH_MODERATOR.email,
    SEED_MODERATOR_PASSWORD: BENCH_MODERATOR.password,
  });
  // The visitors who write reviews in the mix.
  await ensureVisitorAccounts(strapi, {
    emails: Array.from({ length: BENCH_VISITORS.count }, (_, i) => BENCH_VISITORS.email(i)),
    password: BENCH_VISITORS.password,
  });
  // What autovacuum does on a production server (off on some machines that run the
  // benchmark): without statistics the planner guesses, and the figures would be a bad
  // plan's, not the code's. The visibility map lets index-only scans skip the table.
  if (strapi.db.dialect.client === 'postgres') await strapi.db.connection.raw('VACUUM ANALYZE');
  process.stdout.write(`${JSON.stringify({ counts })}\n`);
} finally {
  await strapi.destroy();
}
process.exit(0);
