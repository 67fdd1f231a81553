#!/usr/bin/env node
/**
 * Child process: prepares the database named by the DATABASE_* variables for the digest
 * benchmark (bench/digest.mjs): boots the compiled cms once (which creates the schema),
 * adds the coming weekend's events, a few new businesses and a creator through Strapi's
 * document service (what the digest lists), then BENCH_SUBSCRIBERS confirmed subscribers
 * `reader-<n>@bench.example` (n = 1…BENCH_SUBSCRIBERS) inserted in bulk, hundreds of rows a
 * statement in one transaction. Prints one JSON line: the digest's key and the counts.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { addDays, digestWeekend } from '@tampa-local/domain';
import { CMS_DIR } from './env.mjs';

const require = createRequire(path.join(CMS_DIR, 'package.json'));
const { createStrapi } = require('@strapi/strapi');

const subscribers = Number(process.env.BENCH_SUBSCRIBERS);
if (!Number.isInteger(subscribers) || subscribers < 1) throw new Error('BENCH_SUBSCRIBERS: a whole number');

mkdirSync(path.join(CMS_DIR, 'public', 'uploads'), { recursive: true });
const strapi = createStrapi({
  appDir: CMS_DIR,
  distDir: path.join(CMS_DIR, 'dist'),
  autoReload: false,
  serveAdminPanel: false,
});
await strapi.load();
try {
  const weekend = digestWeekend(new Date());
  const events = strapi.documents('api::event.event');
  const categories = ['music', 'food', 'arts', 'sports', 'family', 'other'];
  // Ten on the weekend (the digest lists eight) and a few later, as a real calendar has.
  for (let i = 0; i < 14; i += 1) {
    const date = i < 10 ? addDays(weekend.from, i % 3) : addDays(weekend.to, 7 * (i - 9));
    await events.create({
      data: {
        name: `Bench Event ${i + 1}: Riverwalk ${categories[i % categories.length]} night`,
        category: categories[i % categories.length],
        date: date > weekend.to && i < 10 ? weekend.to : date,
        time: i % 4 === 0 ? null : `${String(10 + (i % 10)).padStart(2, '0')}:30`,
        location: i % 2 === 0 ? 'Curtis Hixon Waterfront Park' : null,
        price: i % 3 === 0 ? 'Free' : `$${5 * (i + 1)}`,
        description: 'An evening by the river, with food trucks and live music.',
        attendingCount: i,
      },
      status: 'published',
    });
  }
  const businessCategories = ['restaurants', 'nightlife', 'attractions', 'shopping', 'services'];
  for (let i = 0; i < 5; i += 1) {
    await strapi.documents('api::business.business').create({
      data: {
        name: `Bench New Place ${i + 1}`,
        slug: `bench-new-place-${i + 1}`,
        category: businessCategories[i],
        area: 'downtown-tampa',
        reviewCount: 0,
        featured: false,
      },
      status: 'published',
    });
  }
  await strapi.documents('api::influencer.influencer').create({
    data: {
      name: 'Bench Creator',
      slug: 'bench-creator',
      handle: '@benchcreator',
      niche: 'Food',
      followerCount: 10_000,
      verified: true,
    },
    status: 'published',
  });

  const knex = strapi.db.connection;
  const table = strapi.db.metadata.get('api::newsletter-subscriber.newsletter-subscriber').tableName;
  const at = new Date();
  // Knex writes a multi-row insert on SQLite as a compound SELECT, at most 500 terms.
  const chunk = strapi.db.dialect.client === 'sqlite' ? 400 : 1000;
  await knex.transaction(async (trx) => {
    for (let from = 1; from <= subscribers; from += chunk) {
      const rows = [];
      for (let n = from; n < Math.min(from + chunk, subscribers + 1); n += 1) {
        rows.push({
          document_id: randomBytes(12).toString('hex'),
          email: `reader-${n}@bench.example`,
          status: 'confirmed',
          consent_at: at,
          confirmed_at: at,
          created_at: at,
          updated_at: at,
          published_at: at,
        });
      }
      await trx(table).insert(rows);
    }
  });
  process.stdout.write(`${JSON.stringify({ digest: weekend.key, subscribers })}\n`);
} finally {
  await strapi.destroy();
}
process.exit(0);
