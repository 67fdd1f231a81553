/**
 * PostgreSQL's codes for a server that is going away or not ready (class 08: connection
 * exceptions; 57P01-57P03: shut down by an administrator, crashed, not accepting
 * connections yet).
 */
const UNAVAILABLE_CODES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
/** The driver's own words and the sockets' codes when the connection was lost under a query. */
const LOST_CONNECTION =
  /Connection terminated|not queryable|ECONNREFUSED|ECONNRESET|EPIPE|the database system is (starting up|shutting down)/;

/**
 * True for an error that says the database cannot be reached right now (a restart, a
 * failover, a dropped connection), not that the request was wrong: such a request may be
 * tried again in a moment and succeed unchanged.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || LOST_CONNECTION.test(code))) return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}
