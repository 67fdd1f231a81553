/** Longest search text accepted from visitors. */
export const SEARCH_MAX_LENGTH = 200;
/** Most words a query may have: every word must match, so none is silently dropped. */
export const SEARCH_MAX_TERMS = 20;

/** Splits a visitor's query into the distinct lower-case words to match. */
export function searchTerms(q: string): string[] {
  const terms: string[] = [];
  for (const word of q.trim().toLocaleLowerCase('en-US').split(/\s+/)) {
    if (word !== '' && !terms.includes(word)) terms.push(word);
  }
  return terms;
}

/** Escapes LIKE wildcards so a term matches literally with `ESCAPE '\'`. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, '\\$&');
}
