import assert from 'node:assert/strict';
import { test } from 'vitest';
import { BUILTIN_MAP_STYLE, DEFAULT_MAP_STYLE_URL, mapStyleSetting } from './map-style.js';
import { contentSecurityPolicy } from './content-security-policy.js';

/** One directive of a policy, e.g. "connect-src 'self' https://tiles.example". */
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

test('the map style: built in outside production, OpenFreeMap in production, or MAP_STYLE_URL', () => {
  assert.deepEqual(mapStyleSetting({}), { styleUrl: BUILTIN_MAP_STYLE, origins: [] });
  assert.deepEqual(mapStyleSetting({ NODE_ENV: 'production' }), {
    styleUrl: DEFAULT_MAP_STYLE_URL,
    origins: ['https://tiles.openfreemap.org'],
  });
  assert.deepEqual(mapStyleSetting({ NODE_ENV: 'production', MAP_STYLE_URL: 'builtin' }), {
    styleUrl: BUILTIN_MAP_STYLE,
    origins: [],
  });
  // A style on this site's own origin (self-hosted tiles) needs no other origin.
  assert.deepEqual(mapStyleSetting({ NODE_ENV: 'production', MAP_STYLE_URL: '/tiles/style.json' }), {
    styleUrl: '/tiles/style.json',
    origins: [],
  });
  assert.deepEqual(
    mapStyleSetting({
      MAP_STYLE_URL: ' https://maps.example.com/styles/x.json ',
      MAP_ASSET_ORIGINS: 'https://tiles.example.com, https://fonts.example.com https://maps.example.com',
    }),
    {
      styleUrl: 'https://maps.example.com/styles/x.json',
      origins: ['https://maps.example.com', 'https://tiles.example.com', 'https://fonts.example.com'],
    },
  );
});

test('a wrong MAP_STYLE_URL or MAP_ASSET_ORIGINS stops the start with a message naming it', () => {
  assert.throws(() => mapStyleSetting({ MAP_STYLE_URL: 'tiles.example.com/style.json' }), /MAP_STYLE_URL must be/);
  assert.throws(() => mapStyleSetting({ MAP_STYLE_URL: '//tiles.example.com/style.json' }), /MAP_STYLE_URL must be/);
  assert.throws(
    () => mapStyleSetting({ MAP_STYLE_URL: 'javascript:alert(1)' }),
    /MAP_STYLE_URL must be an http\(s\) URL/,
  );
  assert.throws(() => mapStyleSetting({ MAP_ASSET_ORIGINS: 'ftp://x.example' }), /MAP_ASSET_ORIGINS must be/);
});

test("the page's CSP lets MapLibre start its workers and reach the style's origins, and nothing more", () => {
  const builtin = contentSecurityPolicy('n0nce', "'none'", []);
  assert.equal(directive(builtin, 'worker-src'), "worker-src 'self' blob:");
  assert.equal(directive(builtin, 'connect-src'), "connect-src 'self'");
  assert.match(directive(builtin, 'img-src') ?? '', /blob:/);

  const { origins } = mapStyleSetting({ NODE_ENV: 'production' });
  const openFreeMap = contentSecurityPolicy('n0nce', "'none'", origins);
  assert.equal(directive(openFreeMap, 'connect-src'), "connect-src 'self' https://tiles.openfreemap.org");
  assert.match(directive(openFreeMap, 'img-src') ?? '', / https:\/\/tiles\.openfreemap\.org$/);
  assert.equal(directive(openFreeMap, 'script-src'), "script-src 'self' 'nonce-n0nce'");
});
