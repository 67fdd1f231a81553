/**
 * The site's public origin (SITE_URL, e.g. https://tampalocal.example): canonical URLs,
 * Open Graph images, JSON-LD and the sitemap are absolute and must name the address
 * visitors use, never the address the server happens to listen on.
 */
export const DEFAULT_SITE_URL = 'http://localhost:5173';

export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must be an http(s) origin, not "${raw}"`);
  }
  return url.origin;
}

/** Where the server reaches the cms (CMS_URL), without a trailing slash. */
export function cmsOrigin(env: Record<string, string | undefined> = process.env): string {
  return (env.CMS_URL?.trim() || 'http://127.0.0.1:1337').replace(/\/+$/, '');
}
