import type { FunctionRegistering } from '../db/sqlite-lower';

/**
 * The index of short words (`search_grams` on both databases): every piece of one or two
 * characters of a row's lower-cased search text, each once, except those holding a space
 * (a search word never holds whitespace: searchTerms splits on it). A word of one or two
 * characters occurs in a text exactly when it is one of the text's pieces, so the index
 * finds what a LIKE scan finds, the trigram indexes cannot (they need three characters).
 */

/** Words shorter than this are looked up in the index of short words, longer ones by trigrams. */
export const MIN_TRIGRAM_LENGTH = 3;

/** Letters and digits of ASCII, and every character beyond ASCII: what FTS5's `ascii` tokenizer keeps in a token. */
const keptByTokenizer = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;

/**
 * SQLite's token for a piece (FTS5's `ascii` tokenizer): the piece itself when the
 * tokenizer keeps all of it (one or two characters), else `q` and each character as
 * `c<character>` or, for ASCII punctuation, spaces and controls, `x<two hex digits>`:
 * at least three characters, so never a plain piece, and a prefix code, so never another
 * piece's token.
 */
export function gramToken(piece: string): string {
  let plain = true;
  for (const char of piece) if (!keptByTokenizer(char.codePointAt(0) ?? 0)) plain = false;
  if (plain) return piece;
  let token = 'q';
  for (const char of piece) {
    const code = char.codePointAt(0) ?? 0;
    token += keptByTokenizer(code) ? `c${char}` : `x${code.toString(16).padStart(2, '0')}`;
  }
  return token;
}

/** The distinct pieces of one and two characters of `text` without a space, in order of first sight. */
export function shortPieces(text: string): string[] {
  const pieces = new Set<string>();
  let previous = '';
  for (const char of text) {
    if (char === ' ') {
      previous = '';
      continue;
    }
    pieces.add(char);
    if (previous !== '') pieces.add(previous + char);
    previous = char;
  }
  return [...pieces];
}

/**
 * A piece's token in a name: `nn` and its token, so at least three characters and never
 * `q…`, and so neither a plain piece's token nor an encoded one's. One table answers both
 * scopes without column filters (a filtered probe read every row holding the piece
 * anywhere: `fl` in the names of 100,000 businesses, 37 ms against 0.7 ms).
 */
export const nameGramToken = (piece: string) => `nn${gramToken(piece)}`;

/** The text SQLite's FTS5 table of short words holds for a row's text: its pieces' tokens. */
export const gramTokens = (text: string) => shortPieces(text).map(gramToken).join(' ');

/** The same for a row's names. */
export const nameGramTokens = (text: string) => shortPieces(text).map(nameGramToken).join(' ');

/**
 * search_grams(text) and search_name_grams(text): the tokens of a text's short pieces, for
 * the triggers that keep the FTS5 tables of short words. Every connection that writes the
 * searched tables registers them (the cms's own, the seed's, which is the cms's); readers
 * need not.
 */
export function registerSearchGrams(connection: FunctionRegistering): void {
  connection.function('search_grams', { deterministic: true }, (value) =>
    typeof value === 'string' ? gramTokens(value) : '',
  );
  connection.function('search_name_grams', { deterministic: true }, (value) =>
    typeof value === 'string' ? nameGramTokens(value) : '',
  );
}

/**
 * PostgreSQL's search_grams(text): the same pieces as an array (GIN indexes it and answers
 * `@> ARRAY[word]`). Plain SQL, immutable, so an index may use it.
 */
export const POSTGRES_SEARCH_GRAMS = `CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT piece), '{}'::text[])
  FROM (
    SELECT substr(t, i, 1) AS piece FROM generate_series(1, char_length(t)) AS i
    UNION ALL
    SELECT substr(t, i, 2) FROM generate_series(1, char_length(t) - 1) AS i
  ) AS pieces
  WHERE strpos(piece, ' ') = 0
$$`;
