import {
  bboxText,
  clampToRegion,
  GeoInputError,
  inRegion,
  parseBbox,
  parseNear,
  type GeoBox,
  type GeoPoint,
} from '@tampa-local/domain';

/**
 * The map's part of a list URL: `view=map` (the map beside the list), `bbox=` (the list
 * limited to an area, set by "Search this area") and `near=lat,lng` with `sort=distance`
 * (nearest first, set by "Near me"). What the page and its server loader read is what
 * the API accepts; a hand-edited value the API would refuse is left out, never sent.
 */
export const VIEW_PARAM = 'view';

export type ListView = 'list' | 'map';

/** `view=map` shows the map; anything else (or nothing) is the list alone. */
export function readView(searchParams: URLSearchParams): ListView {
  return searchParams.get(VIEW_PARAM) === 'map' ? 'map' : 'list';
}

/** The query with the view set: the list is the default, so it is left out of the URL. */
export function withView(searchParams: URLSearchParams, view: ListView): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  if (view === 'map') next.set(VIEW_PARAM, 'map');
  else next.delete(VIEW_PARAM);
  return next;
}

/** Parsing that refuses with GeoInputError, turned into "absent" for a URL's hand-edited value. */
function lenient<T>(parse: (text: string) => T, text: string | null | undefined): T | undefined {
  if (text == null || text.trim() === '') return undefined;
  try {
    return parse(text);
  } catch (error) {
    if (error instanceof GeoInputError) return undefined;
    throw error;
  }
}

/** The `bbox` of a URL, or undefined when absent or not one the API accepts. */
export const readBbox = (text: string | null | undefined): GeoBox | undefined => lenient(parseBbox, text);

/** The `near` of a URL, or undefined when absent or not one the API accepts. */
export const readNear = (text: string | null | undefined): GeoPoint | undefined => lenient(parseNear, text);

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * The `bbox` of a map view: cut down to the region (a view wider than it asks for the
 * region), rounded to 4 decimals (about 10 m, short URLs that share one cache entry), or
 * null when the view misses the region.
 */
export function bboxParam(view: GeoBox): string | null {
  const box = clampToRegion(view);
  if (!box) return null;
  const rounded = clampToRegion({
    minLng: round(box.minLng, 4),
    minLat: round(box.minLat, 4),
    maxLng: round(box.maxLng, 4),
    maxLat: round(box.maxLat, 4),
  });
  return rounded ? bboxText(rounded) : null;
}

/**
 * The `near` of a visitor's position: rounded to 3 decimals (about 100 m: close enough to
 * sort by, and the URL, which may be shared, does not pin down a home), or null outside
 * the region.
 */
export function nearParam(position: GeoPoint): string | null {
  const point = { lat: round(position.lat, 3), lng: round(position.lng, 3) };
  return inRegion(point) ? `${point.lat},${point.lng}` : null;
}

/** A `bbox` as the API accepts it again (normalised), for the URL filters; undefined when refused. */
export function normaliseBbox(text: string): string | undefined {
  const box = readBbox(text);
  return box ? bboxText(box) : undefined;
}

/** A `near` as the API accepts it again (normalised), for the URL filters; undefined when refused. */
export function normaliseNear(text: string): string | undefined {
  const point = readNear(text);
  return point ? `${point.lat},${point.lng}` : undefined;
}
