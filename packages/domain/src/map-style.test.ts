import { expect, test } from 'vitest';
import { BUILTIN_MAP_STYLE, DEFAULT_MAP_STYLE_URL, mapStyleSetting } from './map-style.js';

test('the map style: built in outside production, OpenFreeMap in production, or MAP_STYLE_URL', () => {
  expect(mapStyleSetting({})).toEqual({ styleUrl: BUILTIN_MAP_STYLE, origins: [] });
  expect(mapStyleSetting({ NODE_ENV: 'production' })).toEqual({
    styleUrl: DEFAULT_MAP_STYLE_URL,
    origins: ['https://tiles.openfreemap.org'],
  });
  expect(mapStyleSetting({ NODE_ENV: 'production', MAP_STYLE_URL: 'builtin' })).toEqual({
    styleUrl: BUILTIN_MAP_STYLE,
    origins: [],
  });
  // A style on this site's own origin (self-hosted tiles) needs no other origin.
  expect(mapStyleSetting({ NODE_ENV: 'production', MAP_STYLE_URL: '/tiles/style.json' })).toEqual({
    styleUrl: '/tiles/style.json',
    origins: [],
  });
  expect(
    mapStyleSetting({
      MAP_STYLE_URL: ' https://maps.example.com/styles/x.json ',
      MAP_ASSET_ORIGINS: 'https://tiles.example.com, https://fonts.example.com https://maps.example.com',
    }),
  ).toEqual({
    styleUrl: 'https://maps.example.com/styles/x.json',
    origins: ['https://maps.example.com', 'https://tiles.example.com', 'https://fonts.example.com'],
  });
});

test('a wrong MAP_STYLE_URL or MAP_ASSET_ORIGINS stops the start with a message naming it', () => {
  expect(() => mapStyleSetting({ MAP_STYLE_URL: 'tiles.example.com/style.json' })).toThrow(/MAP_STYLE_URL must be/);
  expect(() => mapStyleSetting({ MAP_STYLE_URL: '//tiles.example.com/style.json' })).toThrow(/MAP_STYLE_URL must be/);
  expect(() => mapStyleSetting({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(
    /MAP_STYLE_URL must be an http\(s\) URL/,
  );
  expect(() => mapStyleSetting({ MAP_ASSET_ORIGINS: 'ftp://x.example' })).toThrow(/MAP_ASSET_ORIGINS must be/);
});
