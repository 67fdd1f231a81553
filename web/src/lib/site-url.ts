import { createContext, useContext } from 'react';

/** The site's public origin, read on the server from SITE_URL and handed to the browser by the root route. */
export const SiteUrlContext = createContext('http://localhost:5173');

export function useSiteUrl(): string {
  return useContext(SiteUrlContext);
}

/** MAP_STYLE_URL's value for the style built into the app (no network): see packages/domain/src/map-style.ts. */
export const BUILTIN_MAP_STYLE = 'builtin';

/**
 * The map's style as the web server configured it (MAP_STYLE_URL), handed to the browser
 * by the root route with the origin (here, so the home page loads no module more).
 */
export const MapStyleContext = createContext(BUILTIN_MAP_STYLE);

export function useMapStyleUrl(): string {
  return useContext(MapStyleContext);
}
