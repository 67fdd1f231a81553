import {
  GeoInputError,
  parseBbox,
  parseNear,
  parseRadius,
  parseZoom,
  type GeoBox,
  type GeoPoint,
} from '@tampa-local/domain';
import { badRequest } from './errors';
import { optionalText, type RawParams } from './params';

/**
 * The map's parameters of every list route (businesses, properties, events): one reading,
 * so each route refuses the same input with the same message.
 */

/** A map parameter read by its domain rule; a refused value is a 400 with the rule's message. */
export function geoParam<T>(query: RawParams, name: string, parse: (text: string) => T): T | undefined {
  const text = optionalText(query, name, 200);
  if (text === undefined) return undefined;
  try {
    return parse(text);
  } catch (error) {
    if (error instanceof GeoInputError) throw badRequest(error.message);
    throw error;
  }
}

/** `bbox=minLng,minLat,maxLng,maxLat`: only the rows whose point lies in it, edges included. */
export const optionalBbox = (query: RawParams): GeoBox | undefined => geoParam(query, 'bbox', parseBbox);

export type NearFilter = {
  /** Each row gets its great-circle distance from here, and only located rows are listed. */
  near?: GeoPoint;
  /** Miles from `near`: only the rows within it. */
  radius?: number;
};

/** `near=lat,lng` and `radius=` (miles, needs `near`). */
export function parseNearFilter(query: RawParams): NearFilter {
  const near = geoParam(query, 'near', parseNear);
  const radius = geoParam(query, 'radius', parseRadius);
  if (radius !== undefined && near === undefined) throw badRequest('radius needs near=lat,lng (its centre)');
  return { near, radius };
}

/** A clusters route's own parameters: a box (required) and a zoom (required). */
export function parseClusterBox(query: RawParams): { bbox: GeoBox; zoom: number } {
  const bbox = optionalBbox(query);
  if (!bbox) throw badRequest('bbox=minLng,minLat,maxLng,maxLat is required');
  const zoom = geoParam(query, 'zoom', parseZoom);
  if (zoom === undefined) throw badRequest('zoom is required');
  return { bbox, zoom };
}
