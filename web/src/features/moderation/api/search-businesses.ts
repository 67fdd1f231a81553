import useSWR from 'swr';
import { ADMIN_PICKER_LIMIT } from '@tampa-local/domain';
import { apiGetList, type ListPage } from '@/lib/api-request';
import { businessCategoryLabel } from '@/lib/labels';
import type { Business } from '@/types/api';

/** How many businesses the picker asks for per search, before its own name/category filter. */
export const PICKER_FETCH_LIMIT = 50;

/** GET /api/businesses?q=&limit=50: candidates for the moderators' business picker. */
export function searchBusinesses(q: string): Promise<ListPage<Business>> {
  return apiGetList<Business>('/businesses', { q, limit: PICKER_FETCH_LIMIT });
}

/** Candidates for the picker's text; nothing is asked while the text is blank. */
export function useBusinessSearch(q: string) {
  const text = q.trim();
  return useSWR(
    text ? (['moderation', '/businesses', text] as const) : null,
    ([, , query]) => searchBusinesses(query),
    {
      keepPreviousData: true,
    },
  );
}

export interface PickerMatches {
  /** At most ADMIN_PICKER_LIMIT businesses. */
  shown: Business[];
  /** More businesses match than are shown (or the server had more candidates than it sent). */
  hasMore: boolean;
}

/**
 * The picker's matches: businesses whose name or category contains the text,
 * case-insensitively, the first ADMIN_PICKER_LIMIT of them.
 */
export function pickerMatches(page: ListPage<Business> | undefined, text: string): PickerMatches {
  const needle = text.trim().toLocaleLowerCase('en-US');
  if (!page || needle === '') return { shown: [], hasMore: false };
  const matches = page.items.filter((business) =>
    [business.name, business.category, businessCategoryLabel(business.category)].some((value) =>
      (value ?? '').toLocaleLowerCase('en-US').includes(needle),
    ),
  );
  return {
    shown: matches.slice(0, ADMIN_PICKER_LIMIT),
    hasMore: matches.length > ADMIN_PICKER_LIMIT || page.total > page.items.length,
  };
}
