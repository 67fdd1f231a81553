import useSWR from 'swr';
import { SEARCH_RESULT_LIMIT } from '@/config/site';
import { apiGet } from '@/lib/api-request';
import { apiQuery } from '@/lib/query';
import type { SearchResults } from '@/types/api';

/** GET /api/search?q=: businesses, events, properties and creators matching every word. */
export async function getSearchResults(q: string, limit: number = SEARCH_RESULT_LIMIT): Promise<SearchResults> {
  try {
    const results = await apiGet<Partial<SearchResults>>('/search', { q, limit });
    return {
      query: results.query ?? q,
      businesses: results.businesses ?? [],
      events: results.events ?? [],
      properties: results.properties ?? [],
      influencers: results.influencers ?? [],
    };
  } catch (error) {
    // Spec §8: a failed search is logged as 'Search failed'.
    console.error('Search failed', error);
    throw error;
  }
}

export const searchQuery = apiQuery(
  (text: string) => ['/search', text.trim()] as const,
  ([, text]) => getSearchResults(text),
);

export function useSearchResults(q: string | undefined) {
  const text = q?.trim() ?? '';
  return useSWR(text ? searchQuery.key(text) : null, searchQuery.fetcher);
}
