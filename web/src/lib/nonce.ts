import { createContext } from 'react';

/** This response's CSP nonce, set by the server render; the inline scripts of the page carry it. */
export const NonceContext = createContext<string | undefined>(undefined);

/** The site's stylesheet, inlined into the document by the server render. */
export const InlineStylesContext = createContext<string | undefined>(undefined);
