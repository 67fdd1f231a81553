/** The part of a better-sqlite3 connection that registers SQL functions. */
export type FunctionRegistering = {
  function: (name: string, options: { deterministic: boolean }, fn: (value: unknown) => unknown) => unknown;
};

/**
 * Replaces SQLite's lower(), which only folds ASCII, with JavaScript's: searches must
 * match 'Élan' with 'élan' as PostgreSQL does. Every connection that fills or reads the
 * search index registers it (the cms's own and its read workers').
 */
export function registerUnicodeLower(connection: FunctionRegistering): void {
  connection.function('lower', { deterministic: true }, (value) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
}
