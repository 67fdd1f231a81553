import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DIRECTORY_PAGE_PARAM, parseVocabulary } from '@tampa-local/domain';
import { vocabularyOptions, type SelectOption } from '@/components/ui/select-field';

/**
 * A filter kept in the URL query: free text, one value of a vocabulary, or a value with a
 * shape of its own (a map box, a position), normalised by `parse` or left out (undefined).
 */
export type UrlFilter =
  | { kind: 'text'; maxLength?: number }
  | { kind: 'choice'; values: readonly string[]; labels: Record<string, string> }
  | { kind: 'parsed'; parse: (raw: string) => string | undefined };

export type UrlFilterValues<K extends string> = Record<K, string | undefined>;

/** The filters of a URL query, as the page and its server loader both read them. */
export function readUrlFilters<K extends string>(
  schema: Record<K, UrlFilter>,
  searchParams: URLSearchParams,
): UrlFilterValues<K> {
  const out = {} as UrlFilterValues<K>;
  for (const key of Object.keys(schema) as K[]) {
    const filter = schema[key];
    const raw = searchParams.get(key)?.trim() ?? '';
    if (raw === '') {
      out[key] = undefined;
    } else if (filter.kind === 'text') {
      out[key] = raw.slice(0, filter.maxLength ?? 200);
    } else if (filter.kind === 'parsed') {
      out[key] = filter.parse(raw.slice(0, 200));
    } else {
      out[key] = parseVocabulary(raw, filter.values, filter.labels) ?? undefined;
    }
  }
  return out;
}

/** The list page of the URL (?page=N), 1 when absent or not a whole number from 1 on. */
export function readPageNumber(searchParams: URLSearchParams): number {
  const raw = searchParams.get(PAGE_PARAM);
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export const PAGE_PARAM = DIRECTORY_PAGE_PARAM;

/**
 * Filters read from and written back to the URL query, so a list is
 * shareable and survives a reload. Unknown values (hand-edited links) are
 * ignored instead of being sent to the server, which would refuse them.
 * Labels are accepted too (?area=Ybor%20City), as the API does.
 */
/** Pass a module-level schema: a new object on every render would recompute the values each time. */
export function useUrlFilters<K extends string>(schema: Record<K, UrlFilter>) {
  const [searchParams, setSearchParams] = useSearchParams();

  const values = useMemo(() => readUrlFilters(schema, searchParams), [schema, searchParams]);

  const setFilters = useCallback(
    (patch: Partial<UrlFilterValues<K>>) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        // New filters start the list over at its first page.
        next.delete(PAGE_PARAM);
        for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
          if (value == null || value.trim() === '') next.delete(key);
          else next.set(key, value.trim());
        }
        return next;
      });
    },
    [setSearchParams],
  );

  const options = useMemo(() => {
    const out: Partial<Record<K, SelectOption[]>> = {};
    for (const key of Object.keys(schema) as K[]) {
      const filter = schema[key];
      if (filter.kind === 'choice') out[key] = vocabularyOptions(filter.values, filter.labels);
    }
    return out;
  }, [schema]);

  /** A select bound to one choice filter: its value, its options from the schema, and writing it back. */
  const choice = useCallback(
    (key: K) => ({
      value: values[key],
      options: options[key] ?? [],
      onChange: (value: string | undefined) => setFilters({ [key]: value } as Partial<UrlFilterValues<K>>),
    }),
    [values, options, setFilters],
  );

  const page = useMemo(() => readPageNumber(searchParams), [searchParams]);

  return [values, setFilters, choice, page] as const;
}
