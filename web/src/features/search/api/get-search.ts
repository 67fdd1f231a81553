import useSWR from 'swr';
import { SEARCH_RESULT_LIMIT } from '@/config/site';
import { apiGet } from '@/lib/api-request';
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

export function useSearchResults(q: string | undefined) {
  const text = q?.trim() ?? '';
  return useSWR(text ? (['/search', text] as const) : null, ([, query]) => getSearchResults(query));
}
