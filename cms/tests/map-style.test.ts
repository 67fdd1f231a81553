import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapStyleAnswer } from '@tampa-local/domain';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';
import { panelMapStyleUrl } from '../src/core/env/map-style';

/**
 * GET /api/map-style: the style the editors' panel draws its location picker with, the
 * site's own (MAP_STYLE_URL), absolute since the panel is served from another host.
 */
describe('the panel’s map style from the environment', () => {
  it('is the built-in style outside production, OpenFreeMap in production, or MAP_STYLE_URL', () => {
    expect(panelMapStyleUrl({})).toBe('builtin');
    expect(panelMapStyleUrl({ NODE_ENV: 'production' })).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(panelMapStyleUrl({ MAP_STYLE_URL: 'https://maps.example.com/x.json' })).toBe(
      'https://maps.example.com/x.json',
    );
  });

  it("makes a path on the site's origin (self-hosted tiles) absolute against SITE_URL", () => {
    expect(panelMapStyleUrl({ MAP_STYLE_URL: '/tiles/style.json', SITE_URL: 'https://tampalocal.example/' })).toBe(
      'https://tampalocal.example/tiles/style.json',
    );
  });

  it('refuses what a browser must not be sent to', () => {
    expect(() => panelMapStyleUrl({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL must be/);
    expect(() => panelMapStyleUrl({ MAP_STYLE_URL: '//evil.example/style.json' })).toThrow(/MAP_STYLE_URL must be/);
  });
});

describe('GET /api/map-style', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startStrapi({ env: { MAP_STYLE_URL: '/tiles/style.json', SITE_URL: 'https://tampalocal.example' } });
  });

  afterAll(async () => {
    await app?.destroy();
  });

  it('answers anyone with the configured style, cacheable', async () => {
    const res = await request(app.server).get('/api/map-style');
    expect(res.status).toBe(200);
    expect(res.body as MapStyleAnswer).toEqual({ styleUrl: 'https://tampalocal.example/tiles/style.json' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('takes nothing from the request: a style named in the query or a header is not reflected', async () => {
    const res = await request(app.server)
      .get('/api/map-style?styleUrl=https://evil.example/style.json&MAP_STYLE_URL=javascript:alert(1)')
      .set('X-Forwarded-Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.body as MapStyleAnswer).toEqual({ styleUrl: 'https://tampalocal.example/tiles/style.json' });
  });

  it.each(['post', 'put', 'delete'] as const)('refuses %s with a JSON error, changing nothing', async (method) => {
    const res = await request(app.server)[method]('/api/map-style').send({ styleUrl: 'https://evil.example/s.json' });
    expect([404, 405]).toContain(res.status);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const again = await request(app.server).get('/api/map-style');
    expect(again.body as MapStyleAnswer).toEqual({ styleUrl: 'https://tampalocal.example/tiles/style.json' });
  });
});
