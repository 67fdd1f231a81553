/**
 * The map's style (MAP_STYLE_URL), read once by the web server: the URL the browser loads
 * the map's style from, and the origins the page's Content-Security-Policy must let it
 * reach (the style, its tiles, glyphs and sprites).
 *
 * - `builtin`: the style inside the app (the region on a water-coloured background), no
 *   network at all. The default outside production, and the browser tests' style.
 * - a path (`/tiles/style.json`): a style served from this site's own origin (self-hosted
 *   tiles, docs/operations.md).
 * - an http(s) URL: a public style. In production without MAP_STYLE_URL, OpenFreeMap's
 *   "liberty" style (free, no key; OpenStreetMap data, attribution shown on the map).
 *
 * MAP_ASSET_ORIGINS (space- or comma-separated origins) adds origins the style's tiles,
 * glyphs or sprites come from when they are not the style's own origin.
 */

export const BUILTIN_MAP_STYLE = 'builtin';
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** An http(s) origin, or an error that names the variable. */
function originOf(text: string, name: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http(s) URL, a path starting with / or "builtin": "${text}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL: "${text}"`);
  }
  return url.origin;
}

/** The map's style URL and the origins it loads from. */
export type MapStyle = { styleUrl: string; origins: string[] };

export function mapStyleSetting(env: Record<string, string | undefined> = process.env): MapStyle {
  const given = env.MAP_STYLE_URL?.trim();
  const value = given || (env.NODE_ENV === 'production' ? DEFAULT_MAP_STYLE_URL : BUILTIN_MAP_STYLE);
  const extra = (env.MAP_ASSET_ORIGINS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => originOf(origin, 'MAP_ASSET_ORIGINS'));
  if (value === BUILTIN_MAP_STYLE) return { styleUrl: value, origins: [...new Set(extra)] };
  if (value.startsWith('/') && !value.startsWith('//')) return { styleUrl: value, origins: [...new Set(extra)] };
  const origin = originOf(value, 'MAP_STYLE_URL');
  return { styleUrl: new URL(value).href, origins: [...new Set([origin, ...extra])] };
}
