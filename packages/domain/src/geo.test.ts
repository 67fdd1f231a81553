import { describe, expect, it } from 'vitest';
import {
  boxAround,
  clampToRegion,
  clusterCellDegrees,
  clusterCellFor,
  clusterLevelFor,
  gridCellsOf,
  gridIndex,
  formatDistance,
  GeoInputError,
  haversineMiles,
  MAP_MAX_CLUSTER_CELLS,
  MAP_MAX_RADIUS_MILES,
  parseBbox,
  parseNear,
  parseRadius,
  parseZoom,
  TAMPA_BAY_REGION,
  type GeoBox,
} from './geo.js';

const refused = (run: () => unknown, message: RegExp) => {
  expect(run).toThrow(GeoInputError);
  expect(run).toThrow(message);
};

describe('parseBbox', () => {
  it('reads west, south, east, north', () => {
    expect(parseBbox('-82.6,27.9,-82.4,28.0')).toEqual({ minLng: -82.6, minLat: 27.9, maxLng: -82.4, maxLat: 28 });
    expect(parseBbox(' -82.6 , 27.9 ,-82.4, 28 ')).toEqual({ minLng: -82.6, minLat: 27.9, maxLng: -82.4, maxLat: 28 });
  });

  it('takes the whole region, edges included', () => {
    const { minLng, minLat, maxLng, maxLat } = TAMPA_BAY_REGION;
    expect(parseBbox(`${minLng},${minLat},${maxLng},${maxLat}`)).toEqual(TAMPA_BAY_REGION);
  });

  it('refuses malformed numbers and the wrong count', () => {
    refused(() => parseBbox('-82.6,27.9,-82.4'), /4 numbers/);
    refused(() => parseBbox('-82.6,27.9,-82.4,28,1'), /4 numbers/);
    refused(() => parseBbox('-82.6,abc,-82.4,28'), /"abc" is not a number/);
    refused(() => parseBbox('-82.6,,-82.4,28'), /is not a number/);
    refused(() => parseBbox('0x10,27.9,-82.4,28'), /is not a number/);
    refused(() => parseBbox('Infinity,27.9,-82.4,28'), /is not a number/);
    refused(() => parseBbox('-82.6,27.9,-82.4,1e999'), /is not a number/);
  });

  it('refuses inverted and empty boxes', () => {
    refused(() => parseBbox('-82.4,27.9,-82.6,28'), /inverted: minLng/);
    refused(() => parseBbox('-82.6,28,-82.4,27.9'), /inverted: minLat/);
    refused(() => parseBbox('-82.6,27.9,-82.6,28'), /inverted/);
  });

  it('refuses boxes reaching out of the region', () => {
    refused(() => parseBbox('-83.2,27.9,-82.4,28'), /inside the Tampa Bay region/);
    refused(() => parseBbox('-82.6,27.9,-82.4,29.5'), /inside the Tampa Bay region/);
    refused(() => parseBbox('-200,27.9,-82.4,28'), /inside the Tampa Bay region/);
  });
});

describe('parseNear and parseRadius', () => {
  it('reads lat,lng inside the region', () => {
    expect(parseNear('27.95,-82.46')).toEqual({ lat: 27.95, lng: -82.46 });
    refused(() => parseNear('-82.46,27.95'), /inside the Tampa Bay region/);
    refused(() => parseNear('27.95'), /2 numbers/);
    refused(() => parseNear('27.95,west'), /not a number/);
  });

  it('reads a radius in miles up to the region', () => {
    expect(parseRadius('2.5')).toBe(2.5);
    expect(parseRadius(String(MAP_MAX_RADIUS_MILES))).toBe(MAP_MAX_RADIUS_MILES);
    refused(() => parseRadius('0'), /more than 0/);
    refused(() => parseRadius('-1'), /more than 0/);
    refused(() => parseRadius(String(MAP_MAX_RADIUS_MILES + 1)), /beyond the region/);
    refused(() => parseRadius('5mi'), /not a number/);
  });

  it('reads a zoom from 0 to 22', () => {
    expect(parseZoom('0')).toBe(0);
    expect(parseZoom('22')).toBe(22);
    refused(() => parseZoom('23'), /between 0 and 22/);
    refused(() => parseZoom('-1'), /whole number/);
    refused(() => parseZoom('10.5'), /whole number/);
  });
});

describe('haversineMiles', () => {
  it('is zero for one point and symmetric', () => {
    const a = { lat: 27.95, lng: -82.46 };
    const b = { lat: 27.978, lng: -82.829 };
    expect(haversineMiles(a, a)).toBe(0);
    expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 12);
  });

  it('measures known distances', () => {
    // One degree of latitude: 69.09 miles on the mean sphere.
    expect(haversineMiles({ lat: 27, lng: -82 }, { lat: 28, lng: -82 })).toBeCloseTo(69.09, 2);
    // Downtown Tampa to Clearwater Beach: about 22.8 miles as the crow flies.
    const miles = haversineMiles({ lat: 27.9506, lng: -82.4572 }, { lat: 27.9775, lng: -82.8271 });
    expect(miles).toBeGreaterThan(22.5);
    expect(miles).toBeLessThan(23.1);
  });

  it('puts every point of a circle inside boxAround', () => {
    const center = { lat: 28.5, lng: -82.5 };
    const box = boxAround(center, 10);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point 9.99 miles away along the bearing (small-distance approximation, inside the circle).
      const dLat = (9.99 / 69.09) * Math.cos((bearing * Math.PI) / 180);
      const dLng = ((9.99 / 69.09) * Math.sin((bearing * Math.PI) / 180)) / Math.cos((center.lat * Math.PI) / 180);
      const point = { lat: center.lat + dLat, lng: center.lng + dLng };
      expect(haversineMiles(center, point)).toBeLessThan(10.05);
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(point.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });
});

describe('formatDistance', () => {
  it('shows tenths under ten miles, whole miles above', () => {
    expect(formatDistance(0.8)).toBe('0.8 mi');
    expect(formatDistance(0.04)).toBe('< 0.1 mi');
    expect(formatDistance(0)).toBe('< 0.1 mi');
    expect(formatDistance(2.449)).toBe('2.4 mi');
    expect(formatDistance(9.96)).toBe('10 mi');
    expect(formatDistance(23.4)).toBe('23 mi');
    expect(formatDistance(Number.NaN)).toBe('');
  });
});

describe('clampToRegion', () => {
  it('cuts a wide view to the region, or gives null when it misses it', () => {
    expect(clampToRegion({ minLng: -90, minLat: 20, maxLng: -70, maxLat: 30 })).toEqual(TAMPA_BAY_REGION);
    expect(clampToRegion({ minLng: -90, minLat: 20, maxLng: -85, maxLat: 25 })).toBeNull();
  });
});

describe('cluster cells', () => {
  it('halves with each zoom level', () => {
    expect(clusterCellDegrees(10) * 2).toBeCloseTo(clusterCellDegrees(9), 12);
  });

  it('never gives more than the cap of cells, whatever the box and zoom', () => {
    const boxes: GeoBox[] = [
      TAMPA_BAY_REGION,
      { minLng: -82.6, minLat: 27.9, maxLng: -82.4, maxLat: 28.0 },
      { minLng: -82.4571, minLat: 27.9412, maxLng: -82.4499, maxLat: 27.9466 },
    ];
    for (const box of boxes) {
      for (let zoom = 0; zoom <= 22; zoom += 1) {
        const level = clusterLevelFor(box, zoom);
        expect(gridCellsOf(box, level)).toBeLessThanOrEqual(MAP_MAX_CLUSTER_CELLS);
        expect(clusterCellFor(box, zoom)).toBeGreaterThanOrEqual(clusterCellDegrees(zoom));
        expect(clusterCellFor(box, zoom)).toBe(360 / 2 ** level);
      }
    }
  });

  it('cuts the world into the same cells at every view, four to a coarser one', () => {
    for (const lng of [-82.4571, -82.6, -180, 179.999, 0]) {
      for (let level = 1; level <= 24; level += 1) {
        expect(gridIndex(lng, 180, level) >> 1).toBe(gridIndex(lng, 180, level - 1));
      }
    }
    // A cell's western edge belongs to it, its eastern edge to the next one.
    expect(gridIndex(-90, 180, 2)).toBe(1);
    expect(gridIndex(-90 - 1e-9, 180, 2)).toBe(0);
    expect(gridIndex(27.95, 90, 10)).toBe(Math.floor(((27.95 + 90) * 1024) / 360));
  });
});
