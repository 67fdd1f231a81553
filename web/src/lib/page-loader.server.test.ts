import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { loadPage } from './page-loader.server';

/** The status and headers loadPage answers when the page's fetch fails with `error`. */
async function answerTo(error: unknown) {
  const answer = await loadPage(() => Promise.reject(error));
  return { status: answer.init?.status, headers: new Headers(answer.init?.headers), data: answer.data };
}

describe('loadPage', () => {
  it('answers the data of the fetches with no status of its own', async () => {
    const answer = await loadPage(() => Promise.resolve([{ '/search|tampa': { query: 'tampa' } }]));
    expect(answer.init?.status).toBeUndefined();
    expect(answer.data).toEqual({ fallback: { '/search|tampa': { query: 'tampa' } } });
  });

  it('keeps the status of a query the API refuses, so nothing retries it elsewhere', async () => {
    const tooCostly = new ApiError(422, '422: This search would take too long to answer.');
    expect(await answerTo(tooCostly)).toEqual({ status: 422, headers: new Headers(), data: { fallback: {} } });
    const tooManyWords = new ApiError(400, '400: q must have at most 20 words');
    expect((await answerTo(tooManyWords)).status).toBe(400);
  });

  it('answers 404 for an unknown entry and 503 with Retry-After when the cms fails', async () => {
    const missing = await answerTo(new ApiError(404, '404: Not found'));
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ fallback: {}, notFound: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = await answerTo(new ApiError(500, '500: Something went wrong'));
    expect(failing.status).toBe(503);
    expect(failing.headers.get('Retry-After')).toBe('30');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
