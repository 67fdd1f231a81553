/**
 * A test that cannot run here says so in the run's output, with what it needs, instead
 * of passing as skipped in silence. Returns true (skip) when `available` is false.
 */
export function skipWithout(available: boolean, needs: string): boolean {
  if (!available) console.warn(`skipped: ${needs}`);
  return !available;
}

/** For tests of PostgreSQL's own behaviour: they run in the PostgreSQL stage of `npm test`. */
export const POSTGRES_ONLY = 'PostgreSQL only (runs in the PostgreSQL stage of npm test, with DATABASE_URL)';
/** For tests of SQLite's own behaviour: they run in the SQLite stage of `npm test`. */
export const SQLITE_ONLY = 'SQLite only (runs in the SQLite stage of npm test, without DATABASE_URL)';
