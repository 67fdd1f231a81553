import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Core } from '@strapi/strapi';
import { knex, sqliteDatabaseFile } from './connection';
import type { CheckpointWorkerData } from './sqlite-checkpoint-worker';

/**
 * SQLite's checkpoints on a thread of their own. In WAL mode a commit appends to the log,
 * and by default the commit that takes the log past 1,000 pages also copies the log into
 * the database file and syncs it (the automatic checkpoint), on the thread that commits:
 * the cms's. About one review write in forty then took 13-17 ms instead of 0.3-0.5, and the
 * cms answered nothing meanwhile. Here the cms's connection never checkpoints
 * (`wal_autocheckpoint = 0`) while a thread with its own connection runs a PASSIVE
 * checkpoint every second (sqlite-checkpoint-worker.ts), which neither waits for nor holds
 * up the writer and the readers. If the thread fails or stops, the cms's connection
 * checkpoints itself again, so the log never grows without bound.
 */

/** How often the thread copies the log into the database file. */
export const CHECKPOINT_EVERY_MS = 1_000;
/** SQLite's own automatic checkpoint, in pages, when the thread is not there. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1_000;

type Checkpoints = { worker: Worker; turns: number; stopping: boolean; ended: Promise<unknown> };

const WORKER_FILE = path.join(__dirname, 'sqlite-checkpoint-worker.js');
const running = new WeakMap<Core.Strapi, Checkpoints>();
let onThread = false;

/**
 * The cms's connections' `wal_autocheckpoint`: 0 while the thread checkpoints, else
 * SQLite's default. A connection made later (config/database.ts) is set up with it too.
 */
export const connectionAutocheckpoint = (): number => (onThread ? 0 : SQLITE_AUTOCHECKPOINT_PAGES);

const setConnection = async (strapi: Core.Strapi): Promise<void> => {
  await knex(strapi).raw(`PRAGMA wal_autocheckpoint = ${connectionAutocheckpoint()}`);
};

async function handBack(strapi: Core.Strapi, state: Checkpoints): Promise<void> {
  if (running.get(strapi) !== state) return;
  running.delete(strapi);
  onThread = false;
  await setConnection(strapi);
}

/**
 * Starts the thread (SQLite with a database file, run from the compiled cms: the worker is
 * compiled next to this file) and takes the checkpoints away from the cms's connection.
 */
export async function startCheckpoints(strapi: Core.Strapi): Promise<void> {
  const filename = sqliteDatabaseFile(strapi);
  if (!filename || running.has(strapi) || !existsSync(WORKER_FILE)) return;
  const worker = new Worker(WORKER_FILE, {
    name: 'checkpoints',
    workerData: { filename, everyMs: CHECKPOINT_EVERY_MS } satisfies CheckpointWorkerData,
  });
  // The thread never keeps the process alive by itself.
  worker.unref();
  // Settles when the thread ends (or fails: `once` rejects on 'error').
  const ended = once(worker, 'exit').catch(() => undefined);
  const state: Checkpoints = { worker, turns: 0, stopping: false, ended };
  worker.on('message', () => {
    state.turns += 1;
  });
  const fail = (reason: string) => {
    if (state.stopping || running.get(strapi) !== state) return;
    strapi.log.error(`SQLite checkpoint thread failed, the cms's connection checkpoints again: ${reason}`);
    handBack(strapi, state).catch((error: unknown) => {
      strapi.log.error(`SQLite checkpoints could not be handed back: ${String(error)}`);
    });
  };
  worker.on('error', (error: unknown) => fail(String(error)));
  worker.on('exit', (code) => fail(`the thread ended (${code})`));
  running.set(strapi, state);
  onThread = true;
  await setConnection(strapi);
}

/** How many turns of the thread copied something (the tests ask), or null without the thread. */
export function checkpointTurns(strapi: Core.Strapi): number | null {
  return running.get(strapi)?.turns ?? null;
}

/** Stops the thread (the cms shutting down) after its turn under way, and hands checkpoints back. */
export async function stopCheckpoints(strapi: Core.Strapi): Promise<void> {
  const state = running.get(strapi);
  if (!state) return;
  state.stopping = true;
  state.worker.postMessage('stop');
  const late = setTimeout(() => void state.worker.terminate(), 5_000);
  await state.ended;
  clearTimeout(late);
  await handBack(strapi, state).catch((error: unknown) => {
    strapi.log.warn(`SQLite checkpoints could not be handed back: ${String(error)}`);
  });
}
