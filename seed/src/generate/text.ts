/** Small pieces every generator uses: ids, slugs, templates, rounding. */
import { slugify } from '@tampa-local/domain';
import type { Random } from '../random';

const DOCUMENT_ID_FIRST = 'abcdefghijklmnopqrstuvwxyz';
const DOCUMENT_ID_REST = 'abcdefghijklmnopqrstuvwxyz0123456789';
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The characters of YouTube and Instagram ids. */
export const URL_SAFE = `${BASE62}_-`;
export const DIGITS = '0123456789';

/**
 * 24 lowercase letters and digits, starting with a letter, like Strapi's own. Like
 * Strapi's, they are not checked against each other: 26 × 36²³ ids make a repeat among a
 * few million as likely as none, and keeping every id of a run to check would make
 * memory grow with the batch. The loader still avoids ids already in the database.
 */
export function documentId(r: Random): string {
  const codes = new Array<number>(24);
  codes[0] = DOCUMENT_ID_FIRST.charCodeAt(r.int(0, DOCUMENT_ID_FIRST.length - 1));
  for (let i = 1; i < 24; i += 1) codes[i] = DOCUMENT_ID_REST.charCodeAt(r.int(0, DOCUMENT_ID_REST.length - 1));
  return String.fromCharCode(...codes);
}

/** Name-based slug plus a base-36 counter: readable, and unique within the run. */
export function counterSlug(text: string, counter: number): string {
  const base = slugify(text).slice(0, 80).replace(/-+$/, '') || 'item';
  return `${base}-${counter.toString(36)}`;
}

/** 'Best {sells} in {area}' with the values named in braces. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

export const round = (value: number, step: number) => Math.round(value / step) * step;
export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
