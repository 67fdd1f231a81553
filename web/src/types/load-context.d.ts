import 'react-router';

declare module 'react-router' {
  /** What the web server hands every loader and the server render. */
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response. */
    nonce: string;
    /** The map's style: an http(s) URL, a path on this origin, or 'builtin' (packages/domain/src/map-style.ts). */
    mapStyleUrl?: string;
    /** The visitor's address as the web server sees it (web/server/api-proxy.ts), for the cms's limits per client. */
    clientAddress?: string;
  }
}
