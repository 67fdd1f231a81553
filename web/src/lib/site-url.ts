import { createContext, useContext } from 'react';

/** The site's public origin, read on the server from SITE_URL and handed to the browser by the root route. */
export const SiteUrlContext = createContext('http://localhost:5173');

export function useSiteUrl(): string {
  return useContext(SiteUrlContext);
}
