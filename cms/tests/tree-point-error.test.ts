import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { TAMPA_BAY_REGION, haversineMiles, type GeoBox } from '@tampa-local/domain';
import { treePointErrorMiles } from '../src/core/geo/geo-index';

/**
 * SQLite's R*Tree keeps each point as 32-bit bounds rounded outwards; the near lists and
 * the circles' counts decide from the middle of those bounds, allowing treePointErrorMiles
 * (geo-index.ts) between it and the row's own point. These are SQLite's own bounds.
 */
function largestError(points: ReadonlyArray<{ lat: number; lng: number }>): number {
  const db = new Database(':memory:');
  db.exec('CREATE VIRTUAL TABLE g USING rtree(id, min_lng, max_lng, min_lat, max_lat)');
  const insert = db.prepare('INSERT INTO g VALUES (?, ?, ?, ?, ?)');
  points.forEach((point, i) => insert.run(i + 1, point.lng, point.lng, point.lat, point.lat));
  const rows = db.prepare('SELECT id, min_lng, max_lng, min_lat, max_lat FROM g').all() as Array<{
    id: number;
    min_lng: number;
    max_lng: number;
    min_lat: number;
    max_lat: number;
  }>;
  let largest = 0;
  for (const row of rows) {
    const point = points[row.id - 1]!;
    expect(row.min_lng <= point.lng && point.lng <= row.max_lng, 'the bounds hold the longitude').toBe(true);
    expect(row.min_lat <= point.lat && point.lat <= row.max_lat, 'the bounds hold the latitude').toBe(true);
    const middle = { lat: (row.min_lat + row.max_lat) / 2, lng: (row.min_lng + row.max_lng) / 2 };
    largest = Math.max(largest, haversineMiles(point, middle));
  }
  db.close();
  return largest;
}

/** Points spread over a box, on no grid the floats share. */
function pointsIn(box: GeoBox, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    lat: box.minLat + (box.maxLat - box.minLat) * (((i * 0.6180339887498949) % 1) + 1e-9),
    lng: box.minLng + (box.maxLng - box.minLng) * (((i * 0.7548776662466927) % 1) + 1e-9),
  }));
}

describe('the error allowed between an R*Tree entry and its point', () => {
  it('holds for every point of the region, and is a few metres at most', () => {
    const region: GeoBox = TAMPA_BAY_REGION;
    const error = treePointErrorMiles(region);
    expect(largestError(pointsIn(region, 50_000))).toBeLessThanOrEqual(error);
    expect(error).toBeLessThan(0.002);
  });

  it('grows with the coordinates: far from the region it still holds', () => {
    for (const box of [
      { minLng: -179.9, maxLng: -128.1, minLat: -0.5, maxLat: 0.5 },
      { minLng: 130, maxLng: 179.9, minLat: 60, maxLat: 89.9 },
      { minLng: -0.01, maxLng: 0.01, minLat: -0.01, maxLat: 0.01 },
    ]) {
      expect(largestError(pointsIn(box, 20_000)), JSON.stringify(box)).toBeLessThanOrEqual(treePointErrorMiles(box));
    }
  });
});
