import { createContext } from 'react';

/** This response's CSP nonce, set by the server render; the inline scripts of the page carry it. */
export const NonceContext = createContext<string | undefined>(undefined);

/** What the server render writes into the document's `<style>` (the page's own rules take its place). */
export const InlineStylesContext = createContext<string | undefined>(undefined);
