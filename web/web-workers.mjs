/**
 * How many processes serve pages (server.mjs): WEB_WORKERS, by default one per core the
 * process may use in production (a page render keeps one core busy; one process alone
 * leaves the others idle) and one in development. 1 runs no cluster at all.
 */
import os from 'node:os';

/**
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function webWorkers(env) {
  const raw = env.WEB_WORKERS?.trim();
  if (!raw) return env.NODE_ENV === 'production' ? os.availableParallelism() : 1;
  const count = Number(raw);
  if (!Number.isSafeInteger(count) || count < 1 || count > 256)
    throw new Error(`WEB_WORKERS must be a whole number from 1 to 256, not "${raw}"`);
  return count;
}
