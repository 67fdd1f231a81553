import request from 'supertest';
import type { TestApp } from '@tampa-local/test-kit';

/** Retries `check` until it passes or `ms` have gone; then its last failure is the test's. */
export async function eventually(check: () => Promise<void>, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * Waits for the next clock minute when fewer than `ms` remain of this one. A process
 * whose content feed is stopped keeps answers only until the turn of the minute
 * (cache.ts keptUntil): a test that counts statements across such answers starts where
 * no turn falls inside it.
 */
export async function clearOfMinuteTurn(ms = 20_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * How many SQL statements the cms runs while `run` does (none: the answers came from
 * memory). The content feed's own reads of SQLite's data_version are not counted.
 */
export async function statementsDuring(app: TestApp, run: () => Promise<void>): Promise<number> {
  let statements = 0;
  const count = (query: { sql: string }) => {
    if (!/data_version/.test(query.sql)) statements += 1;
  };
  app.strapi.db.connection.on('query', count);
  try {
    await run();
  } finally {
    app.strapi.db.connection.off('query', count);
  }
  return statements;
}

/** A public GET's answer, and how many statements the cms ran for it. */
export async function answered(app: TestApp, url: string) {
  let response: request.Response | undefined;
  const statements = await statementsDuring(app, async () => {
    response = await request(app.server).get(url);
  });
  if (!response) throw new Error(`No answer for ${url}`);
  return {
    status: response.status,
    body: response.body as Record<string, unknown>,
    total: response.headers['x-total-count'] as string | undefined,
    statements,
  };
}
