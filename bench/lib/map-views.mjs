/**
 * Map views of the benchmarks: boxes around the synthetic data set's areas, and walks of a
 * visitor panning and zooming the businesses' map, each view asked as the web map asks
 * it (`bboxParam`: clamped to the region, 4 decimals; the clusters zoom one more than
 * MapLibre's).
 */
import { DIRECTORY_PAGE_SIZE, TAMPA_BAY_REGION, bboxText, clampToRegion } from '@tampa-local/domain';

/** The synthetic data set's areas (seed/src/vocabulary/areas.ts): where the views look. */
export const CENTRES = /** @type {const} */ ([
  [27.949, -82.459],
  [27.961, -82.438],
  [27.94, -82.476],
  [27.953, -82.525],
  [27.895, -82.505],
  [27.972, -82.46],
  [28.055, -82.43],
  [27.965, -82.79],
  [27.978, -82.829],
]);

/** A seeded pseudo-random sequence in [0, 1) (a linear congruential generator). */
export function seeded(/** @type {number} */ seed) {
  let state = seed * 7919;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A point near one of the areas (within about 2 km). */
export function somewhere(/** @type {() => number} */ random) {
  const [lat, lng] = CENTRES[Math.floor(random() * CENTRES.length)] ?? [27.95, -82.46];
  return {
    lat: Number((lat + (random() - 0.5) * 0.04).toFixed(5)),
    lng: Number((lng + (random() - 0.5) * 0.04).toFixed(5)),
  };
}

const round4 = (/** @type {number} */ value) => Math.round(value * 10_000) / 10_000;

/**
 * The `bbox` of a 1280 × 800 px map view at web-map `zoom` (256 px tiles: 360 / 2^zoom
 * degrees per tile) centred on a point, as the web map sends it; null outside the region.
 * @param {{ lat: number, lng: number }} centre
 * @param {number} zoom
 */
export function viewBbox({ lat, lng }, zoom) {
  const halfWidth = ((360 / 2 ** zoom) * (1280 / 256)) / 2;
  const halfHeight = ((360 / 2 ** zoom) * (800 / 256)) / 2 / 1.13;
  const box = clampToRegion({
    minLng: round4(lng - halfWidth),
    minLat: round4(lat - halfHeight),
    maxLng: round4(lng + halfWidth),
    maxLat: round4(lat + halfHeight),
  });
  return box ? bboxText(box) : null;
}

/** The whole region's box. */
export const REGION_BBOX = bboxText(TAMPA_BAY_REGION);

/**
 * The requests of `walks` visitors each looking around the businesses' map for `steps`
 * views: starting near an area at MapLibre zoom 11-13, each step zooms in or out by one
 * (10-15) or pans by up to about a view; every view asks for its clusters (at MapLibre's
 * zoom + 1), and every third one also for a page of the businesses in it ("Search this
 * area").
 * Most popular first: the walks' first views (where everyone starts) before their later ones.
 * @param {{ seed?: number, walks?: number, steps?: number }} [options]
 * @returns {string[]}
 */
export function mapWalks({ seed = 1, walks = 600, steps = 8 } = {}) {
  const random = seeded(seed);
  /** @type {string[][]} */
  const byStep = Array.from({ length: steps }, () => []);
  for (let walk = 0; walk < walks; walk += 1) {
    let centre = somewhere(random);
    let zoom = 11 + Math.floor(random() * 3);
    for (let step = 0; step < steps; step += 1) {
      if (step > 0) {
        const move = random();
        if (move < 0.3) zoom = Math.min(15, zoom + 1);
        else if (move < 0.45) zoom = Math.max(10, zoom - 1);
        else {
          const span = 360 / 2 ** zoom;
          centre = {
            lat: centre.lat + (random() - 0.5) * span * 1.5,
            lng: centre.lng + (random() - 0.5) * span * 2.5,
          };
        }
      }
      // MapLibre's zoom counts 512 px tiles: its view is the web-map view one zoom deeper.
      const bbox = viewBbox(centre, zoom + 1);
      if (!bbox) continue;
      byStep[step]?.push(`/api/businesses/clusters?bbox=${bbox}&zoom=${zoom + 1}`);
      if (step % 3 === 2) byStep[step]?.push(`/api/businesses?bbox=${bbox}&limit=${DIRECTORY_PAGE_SIZE}`);
    }
  }
  return [...new Set(byStep.flat())];
}
