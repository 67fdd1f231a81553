/**
 * The checkpoint thread of the SQLite database (sqlite-checkpoints.ts): with a connection
 * of its own it copies what the write-ahead log holds into the database file every
 * `everyMs`, so that the cms's connection never does it inside a commit. PASSIVE: it takes
 * no lock a reader or the writer waits for, and leaves what it cannot copy yet (frames a
 * reader still needs) to a later turn. A turn that copied something is reported.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

export type CheckpointWorkerData = { filename: string; everyMs: number };
/** Frames in the log and frames of it now in the database file, after a turn. */
export type CheckpointReport = { log: number; checkpointed: number };

const { filename, everyMs } = workerData as CheckpointWorkerData;
const connection = new Database(filename, { fileMustExist: true });

const turn = (): void => {
  const [result] = connection.pragma('wal_checkpoint(PASSIVE)') as Array<CheckpointReport & { busy: number }>;
  if (result && result.checkpointed > 0) {
    parentPort?.postMessage({ log: result.log, checkpointed: result.checkpointed } satisfies CheckpointReport);
  }
};

const timer = setInterval(turn, everyMs);

// Asked to stop: the last turn's work is done, the connection closes, the thread ends.
parentPort?.once('message', () => {
  clearInterval(timer);
  connection.close();
  parentPort?.close();
});
