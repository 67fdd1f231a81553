import { data } from 'react-router';
import { errorSummary, isApiError, isNotFound } from './api-error';
import type { PageData } from './prefetched';
import type { SwrFallback } from './query';

/**
 * Runs a page's server fetches. Unknown entity: 404 with the page's own not-found text.
 * A query the API refuses (400, or 422 for a search too costly to answer): the same
 * status, and the browser shows the API's message inline.
 * The cms unreachable or failing: 503 (crawlers come back later) and the page renders its
 * loading state, from which the browser fetches again.
 */
export async function loadPage(fetches: () => Promise<SwrFallback[]>) {
  try {
    const parts = await fetches();
    return data<PageData>({ fallback: Object.assign({}, ...parts) as SwrFallback });
  } catch (error) {
    if (isNotFound(error)) return data<PageData>({ fallback: {}, notFound: true }, { status: 404 });
    // A query the API refuses (a search of too many words, or one too costly to answer): the
    // page shows the API's message. Not a 503: nginx would try the page on another replica.
    if (isApiError(error) && (error.status === 400 || error.status === 422)) {
      return data<PageData>({ fallback: {} }, { status: error.status });
    }
    console.error(`Server render could not load its data: ${errorSummary(error)}`);
    return data<PageData>({ fallback: {} }, { status: 503, headers: { 'Retry-After': '30' } });
  }
}

/** A page that is not there: 404 with the page's own not-found text. */
export function notFoundPage() {
  return data<PageData>({ fallback: {}, notFound: true }, { status: 404 });
}
