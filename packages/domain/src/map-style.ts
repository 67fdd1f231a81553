/**
 * The map's style (MAP_STYLE_URL), read once by the web server and by the cms (whose
 * editors' panel draws the same map to place a listing): the URL a browser loads the
 * map's style from, and the origins a Content-Security-Policy must let it reach (the
 * style, its tiles, glyphs and sprites).
 *
 * - `builtin`: the style inside the app (the region on a water-coloured background), no
 *   network at all. The default outside production, and the browser tests' style.
 * - a path (`/tiles/style.json`): a style served from the site's own origin (self-hosted
 *   tiles, docs/operations.md).
 * - an http(s) URL: a public style. In production without MAP_STYLE_URL, OpenFreeMap's
 *   "liberty" style (free, no key; OpenStreetMap data, attribution shown on the map).
 *
 * MAP_ASSET_ORIGINS (space- or comma-separated origins) adds origins the style's tiles,
 * glyphs or sprites come from when they are not the style's own origin.
 */
import { TAMPA_BAY_REGION } from './geo.js';

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

export function mapStyleSetting(env: Record<string, string | undefined>): MapStyle {
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

const { minLng, minLat, maxLng, maxLat } = TAMPA_BAY_REGION;

/**
 * The style built into the app, as MapLibre's style JSON: the region the guide covers,
 * light on a water-coloured background, with its outline. It needs no tiles, glyphs or
 * sprites (markers are HTML), so a map works offline: in development and the browser tests.
 */
export const BUILTIN_MAP_STYLE_JSON = {
  version: 8 as const,
  name: 'Tampa Local (built-in)',
  sources: {
    region: {
      type: 'geojson' as const,
      data: {
        type: 'Feature' as const,
        properties: { name: 'Tampa Bay' },
        geometry: {
          type: 'Polygon' as const,
          coordinates: [
            [
              [minLng, minLat],
              [maxLng, minLat],
              [maxLng, maxLat],
              [minLng, maxLat],
              [minLng, minLat],
            ],
          ],
        },
      },
    },
  },
  layers: [
    { id: 'water', type: 'background' as const, paint: { 'background-color': '#bfdbe8' } },
    { id: 'region', type: 'fill' as const, source: 'region', paint: { 'fill-color': '#f1f5f4', 'fill-opacity': 0.9 } },
    {
      id: 'region-outline',
      type: 'line' as const,
      source: 'region',
      paint: { 'line-color': '#135675', 'line-width': 2 },
    },
  ],
};
