/**
 * How many processes serve pages (server.ts): WEB_WORKERS, by default one per core the
 * process may use in production (a page render keeps one core busy; one process alone
 * leaves the others idle) and one in development. 1 runs no cluster at all.
 */
import os from 'node:os';
import { wholeNumberSetting } from '@tampa-local/domain';

export function webWorkers(env: Record<string, string | undefined>): number {
  const raw = env.WEB_WORKERS?.trim();
  if (!raw) return env.NODE_ENV === 'production' ? os.availableParallelism() : 1;
  return wholeNumberSetting('WEB_WORKERS', raw, { min: 1, max: 256, fallback: 1 });
}
