/**
 * npm run seed [-- --reset] [-- --if-empty] [-- --synthetic N --random-seed S]
 *
 * Loads the sample data into the cms's database (SQLite by default, PostgreSQL with
 * DATABASE_CLIENT=postgres). Safe to run again: existing records are kept.
 */
import type { Core } from '@strapi/strapi';
import { loadSampleData } from './data';
import { ensureEditor, ensureModerator } from './editor';
import { countContent, resetContent, sampleImageNames, seedSample, type SeedCounts } from './sample';
import { bootStrapi } from './strapi';

type Options = { reset: boolean; ifEmpty: boolean; synthetic: number; randomSeed: number };

export function parseArgs(argv: string[]): Options {
  const options: Options = { reset: false, ifEmpty: false, synthetic: 0, randomSeed: 1 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined || !/^\d+$/.test(next)) throw new Error(`${arg} needs a whole number`);
      i += 1;
      return Number(next);
    };
    if (arg === '--reset') options.reset = true;
    else if (arg === '--if-empty') options.ifEmpty = true;
    else if (arg === '--synthetic') options.synthetic = value();
    else if (arg === '--random-seed') options.randomSeed = value();
    else throw new Error(`Unknown option ${arg}. Use --reset, --if-empty, --synthetic N, --random-seed S.`);
  }
  return options;
}

function printCounts(counts: SeedCounts): void {
  console.log('\n  Content now:');
  for (const [kind, n] of Object.entries(counts)) console.log(`    ${kind.padEnd(16)} ${n}`);
}

async function seedModerator(strapi: Core.Strapi): Promise<void> {
  const moderator = await ensureModerator(strapi);
  if (moderator.outcome !== 'created') return;
  console.log(
    moderator.password
      ? `Seed: sign in to the moderation area (/admin) as ${moderator.email} with the password ${moderator.password}.`
      : `Seed: moderator ${moderator.email} can now sign in to the moderation area (/admin).`,
  );
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const strapi = await bootStrapi();
  try {
    const data = loadSampleData();
    if (options.ifEmpty && (await countContent(strapi)).businesses > 0) {
      console.log('Seed: the database already has content; nothing to do.');
      // A database seeded before moderators existed still gets its demo moderator.
      await seedModerator(strapi);
      return;
    }
    if (options.reset) {
      console.log('Seed: emptying the database…');
      await resetContent(strapi, sampleImageNames(data));
    }
    console.log('Seed: loading the Tampa Bay sample data…');
    const started = Date.now();
    await seedSample(strapi, data);
    if (options.synthetic > 0) {
      const { seedSynthetic } = await import('./synthetic');
      await seedSynthetic(strapi, { businesses: options.synthetic, randomSeed: options.randomSeed });
    }
    const editor = await ensureEditor(strapi);
    if (editor === 'created') console.log(`Seed: editor ${process.env.SEED_ADMIN_EMAIL} can now log in to the panel.`);
    await seedModerator(strapi);
    printCounts(await countContent(strapi));
    console.log(`\nSeed: done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await strapi.destroy();
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
