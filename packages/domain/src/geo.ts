/**
 * Map rules shared by the cms (the `bbox`, `near`, `radius` and `zoom` parameters of the
 * business routes) and the web app (what it may ask for, how it shows a distance).
 * Coordinates are WGS 84 degrees; distances are great-circle distances on a sphere of
 * the Earth's mean radius, in miles.
 */

/** The Tampa Bay region the guide covers: every box and centre must lie inside it. */
export const TAMPA_BAY_REGION = {
  minLng: -83.1,
  minLat: 27.0,
  maxLng: -81.8,
  maxLat: 28.9,
} as const;

/** A box in degrees, west-south to east-north (the order of the `bbox` parameter). */
export type GeoBox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

export type GeoPoint = { lat: number; lng: number };

/** The Earth's mean radius in miles (IUGG), the sphere every distance is measured on. */
export const EARTH_RADIUS_MILES = 3958.7613;

/**
 * The largest `radius` (miles): the region is about 131 miles from north to south, so a
 * larger circle around a point inside it adds nothing but work.
 */
export const MAP_MAX_RADIUS_MILES = 150;

/** Map zoom levels a clusters request may give (web-map zoom: 0 is the world in one tile). */
export const MAP_MIN_ZOOM = 0;
export const MAP_MAX_ZOOM = 22;

/**
 * At most this many cells in a clusters answer, whatever the box, zoom and data size: a
 * finer grid is made coarser until it fits.
 */
export const MAP_MAX_CLUSTER_CELLS = 400;

/** A map input refused, with a message fit to show to the client. */
export class GeoInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeoInputError';
  }
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Comma-separated decimal numbers, exactly `count` of them. */
function numbers(text: string, name: string, count: number, shape: string): number[] {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== count) throw new GeoInputError(`${name} must be ${shape} (${count} numbers)`);
  return parts.map((part) => {
    if (!NUMBER.test(part)) throw new GeoInputError(`${name} must be ${shape}: "${part}" is not a number`);
    const value = Number(part);
    if (!Number.isFinite(value)) throw new GeoInputError(`${name} must be ${shape}: "${part}" is not a number`);
    return value;
  });
}

const region = TAMPA_BAY_REGION;
const regionText = `the Tampa Bay region (longitude ${region.minLng} to ${region.maxLng}, latitude ${region.minLat} to ${region.maxLat})`;

/** Whether a point lies in the region (its edges included). */
export function inRegion(point: GeoPoint): boolean {
  return (
    point.lat >= region.minLat && point.lat <= region.maxLat && point.lng >= region.minLng && point.lng <= region.maxLng
  );
}

/**
 * `bbox=minLng,minLat,maxLng,maxLat`: west, south, east, north edges in degrees. Refused
 * when malformed, inverted or empty (west not less than east, south not less than north),
 * or not inside the region.
 */
export function parseBbox(text: string): GeoBox {
  const [minLng, minLat, maxLng, maxLat] = numbers(text, 'bbox', 4, 'minLng,minLat,maxLng,maxLat') as [
    number,
    number,
    number,
    number,
  ];
  if (minLng >= maxLng) throw new GeoInputError('bbox is inverted: minLng must be less than maxLng');
  if (minLat >= maxLat) throw new GeoInputError('bbox is inverted: minLat must be less than maxLat');
  if (!inRegion({ lat: minLat, lng: minLng }) || !inRegion({ lat: maxLat, lng: maxLng })) {
    throw new GeoInputError(`bbox must lie inside ${regionText}`);
  }
  return { minLng, minLat, maxLng, maxLat };
}

/** `near=lat,lng` in degrees, inside the region. */
export function parseNear(text: string): GeoPoint {
  const [lat, lng] = numbers(text, 'near', 2, 'lat,lng') as [number, number];
  if (!inRegion({ lat, lng })) throw new GeoInputError(`near must lie inside ${regionText}`);
  return { lat, lng };
}

/** `radius=` in miles: more than 0, at most MAP_MAX_RADIUS_MILES. */
export function parseRadius(text: string): number {
  const [miles] = numbers(text, 'radius', 1, 'a distance in miles') as [number];
  if (miles <= 0) throw new GeoInputError('radius must be more than 0 miles');
  if (miles > MAP_MAX_RADIUS_MILES) {
    throw new GeoInputError(`radius must be at most ${MAP_MAX_RADIUS_MILES} miles (beyond the region)`);
  }
  return miles;
}

/** `zoom=` a whole number from MAP_MIN_ZOOM to MAP_MAX_ZOOM. */
export function parseZoom(text: string): number {
  if (!/^\d{1,3}$/.test(text.trim())) throw new GeoInputError('zoom must be a whole number');
  const zoom = Number(text.trim());
  if (zoom < MAP_MIN_ZOOM || zoom > MAP_MAX_ZOOM) {
    throw new GeoInputError(`zoom must be between ${MAP_MIN_ZOOM} and ${MAP_MAX_ZOOM}`);
  }
  return zoom;
}

/** A box cut down to the region (for a map view wider than the region), or null when it misses it. */
export function clampToRegion(box: GeoBox): GeoBox | null {
  const clamped = {
    minLng: Math.max(box.minLng, region.minLng),
    minLat: Math.max(box.minLat, region.minLat),
    maxLng: Math.min(box.maxLng, region.maxLng),
    maxLat: Math.min(box.maxLat, region.maxLat),
  };
  return clamped.minLng < clamped.maxLng && clamped.minLat < clamped.maxLat ? clamped : null;
}

/** `bbox`'s text of a box. */
export const bboxText = (box: GeoBox): string => `${box.minLng},${box.minLat},${box.maxLng},${box.maxLat}`;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in miles (haversine formula). */
export function haversineMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The box around a circle (centre, radius in miles): every point within the radius is in
 * it. Latitude degrees are even; a longitude degree shrinks with the cosine of the
 * latitude, taken at the circle's edge nearest the pole.
 */
export function boxAround(center: GeoPoint, miles: number): GeoBox {
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const farLat = Math.min(89.9, Math.abs(center.lat) + dLat);
  const dLng = dLat / Math.cos(radians(farLat));
  return { minLng: center.lng - dLng, minLat: center.lat - dLat, maxLng: center.lng + dLng, maxLat: center.lat + dLat };
}

// In a module of its own: a card showing a distance needs none of the map's parsing.
export { formatDistance } from './distance.js';

/**
 * The side of a cluster cell in degrees at a zoom: a web-map tile (256 px) spans
 * 360 / 2^zoom degrees of longitude; a cell is a quarter of that (64 px).
 */
export function clusterCellDegrees(zoom: number): number {
  return 360 / 2 ** (zoom + 2);
}

/**
 * The map's grid of cluster cells, one per level: at level `l` a cell is 360 / 2^l degrees
 * on a side, and the world is cut from (-180, -90), so a cell is the same at every view
 * and four cells of level l + 1 make one of level l. The index of the cell holding
 * `degrees` (a longitude, `offset` 180; a latitude, `offset` 90), computed as the cms's
 * SQL computes it, operation for operation: scaling by a power of two is exact, so a
 * point's cell at level l is its cell at level l + 1 halved.
 */
export function gridIndex(degrees: number, offset: 180 | 90, level: number): number {
  return Math.floor(((degrees + offset) * 2 ** level) / 360);
}

/** How many cells of a level a box touches. */
export function gridCellsOf(box: GeoBox, level: number): number {
  const columns = gridIndex(box.maxLng, 180, level) - gridIndex(box.minLng, 180, level) + 1;
  const rows = gridIndex(box.maxLat, 90, level) - gridIndex(box.minLat, 90, level) + 1;
  return columns * rows;
}

/**
 * The grid level of a box's clusters at a zoom: the level of clusterCellDegrees(zoom),
 * coarsened until the box touches at most MAP_MAX_CLUSTER_CELLS cells (so the answer
 * stays small at any zoom and data size).
 */
export function clusterLevelFor(box: GeoBox, zoom: number): number {
  let level = zoom + 2;
  while (level > 0 && gridCellsOf(box, level) > MAP_MAX_CLUSTER_CELLS) level -= 1;
  return level;
}

/** The side in degrees of the cells of clusterLevelFor. */
export function clusterCellFor(box: GeoBox, zoom: number): number {
  return 360 / 2 ** clusterLevelFor(box, zoom);
}
