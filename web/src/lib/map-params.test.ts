import { describe, expect, it } from 'vitest';
import {
  bboxParam,
  nearParam,
  normaliseBbox,
  normaliseNear,
  readBbox,
  readNear,
  readView,
  withView,
} from './map-params';

describe('view', () => {
  it('is the map only for view=map, the list otherwise', () => {
    expect(readView(new URLSearchParams('view=map'))).toBe('map');
    expect(readView(new URLSearchParams(''))).toBe('list');
    expect(readView(new URLSearchParams('view=list'))).toBe('list');
    expect(readView(new URLSearchParams('view=MAP'))).toBe('list');
    expect(readView(new URLSearchParams('view=<script>'))).toBe('list');
  });

  it('keeps the other parameters and leaves the list out of the URL', () => {
    const query = new URLSearchParams('category=nightlife&bbox=-82.5,27.9,-82.4,28');
    expect(withView(query, 'map').toString()).toBe('category=nightlife&bbox=-82.5%2C27.9%2C-82.4%2C28&view=map');
    expect(withView(new URLSearchParams('view=map&area=ybor-city'), 'list').toString()).toBe('area=ybor-city');
  });
});

describe('bbox', () => {
  it('reads a box the API accepts', () => {
    expect(readBbox('-82.5,27.9,-82.4,28')).toEqual({ minLng: -82.5, minLat: 27.9, maxLng: -82.4, maxLat: 28 });
    expect(normaliseBbox(' -82.50, 27.9 ,-82.4,28.0')).toBe('-82.5,27.9,-82.4,28');
  });

  it('leaves out a hand-edited box the API would refuse, instead of sending it', () => {
    for (const text of [
      '',
      'x',
      '-82.5,27.9,-82.4',
      '-82.4,27.9,-82.5,28', // inverted
      '-82.5,28,-82.4,27.9', // inverted
      '-82.5,27.9,-82.5,28', // empty
      '-90,27.9,-82.4,28', // outside the region
      'NaN,27.9,-82.4,28',
      '0x1,27.9,-82.4,28',
      'Infinity,27.9,-82.4,28',
    ]) {
      expect(readBbox(text), text).toBeUndefined();
      expect(normaliseBbox(text), text).toBeUndefined();
    }
    expect(readBbox(null)).toBeUndefined();
  });

  it('turns a map view into a box: cut down to the region, 4 decimals', () => {
    expect(bboxParam({ minLng: -82.512345678, minLat: 27.912345678, maxLng: -82.41, maxLat: 28.00004 })).toBe(
      '-82.5123,27.9123,-82.41,28',
    );
    // A view wider than the region asks for the region.
    expect(bboxParam({ minLng: -90, minLat: 20, maxLng: -70, maxLat: 35 })).toBe('-83.1,27,-81.8,28.9');
    // A view beside the region asks for nothing.
    expect(bboxParam({ minLng: -80, minLat: 25, maxLng: -79, maxLat: 26 })).toBeNull();
    // Whatever it gives, the API accepts.
    expect(readBbox(bboxParam({ minLng: -83.3, minLat: 27.95, maxLng: -82.0, maxLat: 29.5 }))).toEqual({
      minLng: -83.1,
      minLat: 27.95,
      maxLng: -82,
      maxLat: 28.9,
    });
  });
});

describe('near', () => {
  it('reads a position in the region (latitude first)', () => {
    expect(readNear('27.95,-82.46')).toEqual({ lat: 27.95, lng: -82.46 });
    expect(normaliseNear('27.950, -82.460')).toBe('27.95,-82.46');
  });

  it('leaves out a position the API would refuse', () => {
    for (const text of ['', '-82.46,27.95', '27.95', '27.95,-82.46,1', '40.7,-74', 'a,b', '1e999,-82']) {
      expect(readNear(text), text).toBeUndefined();
      expect(normaliseNear(text), text).toBeUndefined();
    }
  });

  it("rounds a visitor's position to 3 decimals (about 100 m) and refuses one outside the region", () => {
    expect(nearParam({ lat: 27.950449, lng: -82.457812 })).toBe('27.95,-82.458');
    expect(nearParam({ lat: 40.7128, lng: -74.006 })).toBeNull();
  });
});
