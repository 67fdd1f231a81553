import type { SearchAction, WebSite, WithContext } from 'schema-dts';
import { paths } from '@/config/paths';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '@/config/site';

/**
 * What every page's head needs for its JSON-LD (page-meta.tsx) and the home page's WebSite
 * node; the other pages' builders are in structured-data.ts.
 */

/** An absolute URL on the site, or an image URL made absolute. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

/** Google's search box markup still reads `query-input`, which schema.org has no type for. */
type SiteSearchAction = SearchAction & { 'query-input': string };

export function websiteJsonLd(origin: string): WithContext<WebSite> {
  const potentialAction: SiteSearchAction = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}${paths.search}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    description: DEFAULT_DESCRIPTION,
    potentialAction,
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so that no text from
 * the cms can close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
