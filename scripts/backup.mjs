#!/usr/bin/env node
/**
 * `npm run backup [-- <folder>]`: the database and the uploads into
 * backups/<time>/ (or <folder>), while the cms runs. docs/operations.md says how to restore.
 */
import path from 'node:path';
import { backupDatabase, backupUploads, configuredDatabase, writeManifest } from './backups.mjs';
import { ROOT } from './lib.mjs';

const folder = path.resolve(
  process.argv[2] ?? path.join(ROOT, 'backups', new Date().toISOString().replace(/[:.]/g, '-')),
);
const database = configuredDatabase();
const file = await backupDatabase(database, folder);
backupUploads(path.join(ROOT, 'cms', 'public', 'uploads'), folder);
writeManifest(folder, database);
console.log(`Backup of the ${database.client} database (${path.basename(file)}) and the uploads in ${folder}`);
