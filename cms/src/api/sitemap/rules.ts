import type { SitemapEntry, SitemapType } from '@tampa-local/domain';
import { UID } from '../../core/db/content-types';
import { wholeNumberSetting } from '../../core/env/settings';

/**
 * The sitemap's rules, apart from the database: which content types it lists, how big a
 * chunk may be, which chunk URLs are valid and how a batch of rows becomes NDJSON.
 */

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_CHUNK_SIZE = 50_000;

/**
 * The content type behind each kind of page the sitemap lists. Listing another kind
 * (properties) is one entry here and its name in the domain's SITEMAP_TYPES: every
 * source is read the same way (published rows with a slug, in id order); `notBefore`
 * names a date column whose rows are listed only from today (Tampa's date) on.
 */
export const SITEMAP_SOURCES: Record<SitemapType, { uid: string; notBefore?: string }> = {
  businesses: { uid: UID.business },
  influencers: { uid: UID.influencer },
  // Only events from today on: an ended event's page asks not to be indexed.
  events: { uid: UID.event, notBefore: 'date' },
};

/**
 * The chunk size from configuration (SITEMAP_CHUNK_SIZE): a whole number from 1 to
 * 50,000; anything else is a mistake, not a wish for the default.
 */
export function sitemapChunkSize(configured: string | undefined): number {
  return wholeNumberSetting('SITEMAP_CHUNK_SIZE', configured, {
    min: 1,
    max: SITEMAP_MAX_CHUNK_SIZE,
    fallback: SITEMAP_MAX_CHUNK_SIZE,
  });
}

/**
 * A chunk number from the URL, written the one way (`0`, `17`; not `017`, `+1`, `1e3`),
 * so each chunk has exactly one cacheable URL; null when the text is not one.
 */
export function parseChunkIndex(text: string | undefined): number | null {
  if (text === undefined || !/^(0|[1-9]\d{0,8})$/.test(text)) return null;
  return Number(text);
}

/** One NDJSON line per entry, each ending with a newline. */
export function ndjsonLines(entries: readonly SitemapEntry[]): string {
  let text = '';
  for (const entry of entries) text += `${JSON.stringify({ slug: entry.slug, updatedAt: entry.updatedAt })}\n`;
  return text;
}
