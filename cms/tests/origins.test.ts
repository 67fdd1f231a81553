import { describe, expect, it } from 'vitest';
import { allowedOrigins, corsVariant } from '../src/core/http/origins';

/** Which browser origins may call the API (CORS), from CORS_ORIGINS, SITE_URL and NODE_ENV. */
describe('allowed origins', () => {
  it('in production: the site origin only, without its path', () => {
    expect(allowedOrigins({ NODE_ENV: 'production', SITE_URL: 'https://tampalocal.example/guide/' })).toEqual([
      'https://tampalocal.example',
    ]);
    expect(allowedOrigins({ NODE_ENV: 'production' })).toEqual([]);
  });

  it('in development: the site and the local web app on both loopback names', () => {
    expect(allowedOrigins({})).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
    expect(allowedOrigins({ NODE_ENV: 'development', SITE_URL: 'http://localhost:8080', WEB_PORT: '8080' })).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });

  it('CORS_ORIGINS replaces the defaults, comma-separated, spaces and trailing slashes ignored', () => {
    expect(
      allowedOrigins({
        NODE_ENV: 'development',
        SITE_URL: 'https://tampalocal.example',
        CORS_ORIGINS: ' https://tampalocal.example/ , https://partners.example ,',
      }),
    ).toEqual(['https://tampalocal.example', 'https://partners.example']);
  });

  it('refuses a value that is not an origin, naming the variables', () => {
    expect(() => allowedOrigins({ CORS_ORIGINS: 'tampalocal.example' })).toThrow(/CORS_ORIGINS and SITE_URL/);
  });

  it('keys cached answers on "this allowed origin" or "none", never on an arbitrary Origin', () => {
    const allowed = ['https://tampalocal.example'];
    expect(corsVariant('https://tampalocal.example', allowed)).toBe('https://tampalocal.example');
    // Apart from a request without an Origin, whose answer allows any origin.
    expect(corsVariant('https://evil.example', allowed)).toBe('other');
    expect(corsVariant(undefined, allowed)).toBe('');
  });
});
