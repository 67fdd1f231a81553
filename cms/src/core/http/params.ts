import {
  isOneOf,
  parseVocabulary,
  searchTerms,
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  LIST_MAX_OFFSET,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_TERMS,
  type ListFilter,
  type ListFilterValues,
  type ListSorts,
} from '@tampa-local/domain';
import type { Context } from 'koa';
import { badRequest } from './errors';

/** Query or body values as Koa/qs hand them over: strings, arrays or nested objects. */
export type RawParams = Record<string, unknown>;

/** A single text value, trimmed; empty counts as absent. Arrays and objects are refused. */
export function optionalText(params: RawParams, name: string, maxLength = 200): string | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be a single text value`);
  // PostgreSQL cannot store or compare NUL; no real text has one.
  if (value.includes('\u0000')) throw badRequest(`${name} must not contain NUL characters`);
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > maxLength) throw badRequest(`${name} must be at most ${maxLength} characters`);
  return trimmed;
}

/** A search text: at most 200 characters and 20 words (every word must match). */
export function optionalSearch(params: RawParams, name: string): string | undefined {
  const text = optionalText(params, name, SEARCH_MAX_LENGTH);
  if (text !== undefined && searchTerms(text).length > SEARCH_MAX_TERMS) {
    throw badRequest(`${name} must have at most ${SEARCH_MAX_TERMS} words`);
  }
  return text;
}

export function requiredText(params: RawParams, name: string, maxLength = 200): string {
  const value = optionalText(params, name, maxLength);
  if (value === undefined) throw badRequest(`${name} is required`);
  return value;
}

/** One value of a vocabulary, given as its slug or its label, case-insensitively. */
export function optionalChoice<T extends string>(
  params: RawParams,
  name: string,
  values: readonly T[],
  labels: Record<T, string>,
): T | undefined {
  const text = optionalText(params, name, 100);
  if (text === undefined) return undefined;
  if (text.toLowerCase() === 'all') return undefined;
  const parsed = parseVocabulary(text, values, labels);
  if (parsed === null) {
    throw badRequest(`Unknown ${name} "${text}"`, { allowed: [...values] });
  }
  return parsed;
}

/**
 * A list's filters as packages/domain defines its route (lists.ts), each read by its kind,
 * in the definition's order: the first refused one is the 400.
 */
export function listFilters<S extends Readonly<Record<string, ListFilter>>>(
  params: RawParams,
  filters: S,
): ListFilterValues<S> {
  const out: Record<string, string | boolean | undefined> = {};
  for (const [name, filter] of Object.entries(filters)) {
    if (filter.kind === 'choice') out[name] = optionalChoice(params, name, filter.values, filter.labels);
    else if (filter.kind === 'boolean') out[name] = optionalBoolean(params, name);
    else if (filter.kind === 'text') out[name] = optionalText(params, name, filter.maxLength);
    else out[name] = optionalSearch(params, name) ?? (filter.alias ? optionalSearch(params, filter.alias) : undefined);
  }
  // Each key is a filter of S, its value read by the filter's kind.
  return out as ListFilterValues<S>;
}

/**
 * `sort=`, one of the list's sorts (any case); without it the default, or with `near` the
 * nearest-first order, which needs `near`.
 */
export function listSort<S extends string>(params: RawParams, sorts: ListSorts<S>, hasNear: boolean): S {
  const text = optionalText(params, 'sort', 20)?.toLowerCase() ?? (hasNear ? sorts.near : sorts.default);
  if (!isOneOf(sorts.values, text)) throw badRequest(`Unknown sort "${text}"`, { allowed: sorts.values });
  if (text === sorts.near && !hasNear) throw badRequest(`sort=${sorts.near} needs near=lat,lng`);
  return text;
}

export function optionalBoolean(params: RawParams, name: string): boolean | undefined {
  const text = optionalText(params, name, 10);
  if (text === undefined) return undefined;
  const lower = text.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  throw badRequest(`${name} must be true or false`);
}

export function optionalInteger(
  params: RawParams,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  const text = optionalText(params, name, 12);
  if (text === undefined) return fallback;
  if (!/^-?\d+$/.test(text)) throw badRequest(`${name} must be a whole number`);
  const value = Number(text);
  if (value < min || value > max) throw badRequest(`${name} must be between ${min} and ${max}`);
  return value;
}

export type Paging = { limit: number; offset: number };

export function paging(params: RawParams): Paging {
  return {
    limit: optionalInteger(params, 'limit', { min: 1, max: LIST_MAX_LIMIT, fallback: LIST_DEFAULT_LIMIT }),
    offset: optionalInteger(params, 'offset', { min: 0, max: LIST_MAX_OFFSET, fallback: 0 }),
  };
}

/**
 * A list's total before paging in X-Total-Count; when it is a search's bound and more
 * match (`atLeast`, SEARCH_TOTAL_BOUND), X-Total-Relation says `gte`.
 */
export function setListTotal(ctx: Context, { total, atLeast = false }: { total: number; atLeast?: boolean }): void {
  ctx.set('X-Total-Count', String(total));
  if (atLeast) ctx.set('X-Total-Relation', 'gte');
}

/** A JSON request body must be an object; anything else is a 400. */
export function bodyObject(body: unknown): RawParams {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  return body as RawParams;
}

/** A path parameter (id or slug): present, at most 200 characters, no NUL. */
export function idParam(ctx: Context, name = 'idOrSlug'): string {
  const value = (ctx.params as Record<string, string | undefined>)[name];
  if (!value || value.length > 200 || value.includes('\u0000')) throw badRequest(`${name} is not valid`);
  return value;
}
