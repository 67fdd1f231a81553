import { BUILTIN_MAP_STYLE_JSON } from '@tampa-local/domain';
import type { StyleSpecification } from 'maplibre-gl';
import { BUILTIN_MAP_STYLE } from '@/lib/site-url';

/** The style built into the app (the region, no network), shared with the editors' panel's map. */
export const builtinMapStyle: StyleSpecification = BUILTIN_MAP_STYLE_JSON;

/** What MapLibre is given for a MAP_STYLE_URL: the built-in style, or the URL of another. */
export function mapStyle(styleUrl: string): StyleSpecification | string {
  return styleUrl === BUILTIN_MAP_STYLE ? builtinMapStyle : styleUrl;
}
