import { TAMPA_BAY_REGION } from '@tampa-local/domain';
import type { StyleSpecification } from 'maplibre-gl';
import { BUILTIN_MAP_STYLE } from '@/lib/site-url';

const { minLng, minLat, maxLng, maxLat } = TAMPA_BAY_REGION;

/**
 * The style built into the app: the region the guide covers, light on a water-coloured
 * background, with its outline. It needs no tiles, glyphs or sprites (the markers are
 * HTML), so the map works offline: in development and the browser tests.
 */
export const builtinMapStyle: StyleSpecification = {
  version: 8,
  name: 'Tampa Local (built-in)',
  sources: {
    region: {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: { name: 'Tampa Bay' },
        geometry: {
          type: 'Polygon',
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
    { id: 'water', type: 'background', paint: { 'background-color': '#bfdbe8' } },
    { id: 'region', type: 'fill', source: 'region', paint: { 'fill-color': '#f1f5f4', 'fill-opacity': 0.9 } },
    { id: 'region-outline', type: 'line', source: 'region', paint: { 'line-color': '#135675', 'line-width': 2 } },
  ],
};

/** What MapLibre is given for a MAP_STYLE_URL: the built-in style, or the URL of another. */
export function mapStyle(styleUrl: string): StyleSpecification | string {
  return styleUrl === BUILTIN_MAP_STYLE ? builtinMapStyle : styleUrl;
}
