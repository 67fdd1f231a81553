import { createContext, useContext } from 'react';

/** MAP_STYLE_URL's value for the style built into the app (no network): see web/map-style.mjs. */
export const BUILTIN_MAP_STYLE = 'builtin';

/** The map's style as the web server configured it, handed to the browser by the root route. */
export const MapStyleContext = createContext(BUILTIN_MAP_STYLE);

export function useMapStyleUrl(): string {
  return useContext(MapStyleContext);
}
