import { TAMPA_BAY_REGION, inRegion, type GeoPoint } from '@tampa-local/domain';

/** The content types editors place on the map: those with `latitude` and `longitude`. */
export const LOCATED_MODELS: readonly string[] = [
  'api::business.business',
  'api::property.property',
  'api::event.event',
];

/** Six decimals: about 11 cm, finer than any pin drop and no noise in the stored number. */
export const roundDegrees = (degrees: number): number => Math.round(degrees * 1e6) / 1e6;

/** The point the fields hold, or null while either is empty (or not a number). */
export function pointOf(latitude: unknown, longitude: unknown): GeoPoint | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { lat: latitude, lng: longitude };
}

/** What the picker says of the fields (read by screen readers as it changes). */
export function placeText(point: GeoPoint | null): string {
  if (!point) return 'Not placed yet: click the map, or move it and place the pin at its centre.';
  if (!inRegion(point)) return `Latitude ${point.lat}, longitude ${point.lng} is outside the Tampa Bay region.`;
  return `Placed at latitude ${point.lat}, longitude ${point.lng}.`;
}

/** The region as MapLibre's [[west, south], [east, north]]. */
export const REGION_BOUNDS: [[number, number], [number, number]] = [
  [TAMPA_BAY_REGION.minLng, TAMPA_BAY_REGION.minLat],
  [TAMPA_BAY_REGION.maxLng, TAMPA_BAY_REGION.maxLat],
];
