#!/usr/bin/env node
/**
 * `npm run restore -- <folder>`: puts a backup's database and uploads back. Stop the cms
 * first; the database's current content is replaced.
 */
import path from 'node:path';
import { configuredDatabase, restoreDatabase, restoreUploads } from './backups.mjs';
import { ROOT } from './lib.mjs';

const given = process.argv[2];
if (!given) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(2);
}
const folder = path.resolve(given);
const database = configuredDatabase();
await restoreDatabase(folder, database);
restoreUploads(folder, path.join(ROOT, 'cms', 'public', 'uploads'));
console.log(`Restored the ${database.client} database and the uploads from ${folder}`);
