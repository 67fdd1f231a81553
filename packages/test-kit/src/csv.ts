import { parse } from 'csv-parse/sync';

/**
 * Rows of cells of CSV text as a spreadsheet reads them (quotes, doubled quotes, CRLF,
 * line breaks inside quoted cells), by csv-parse rather than by hand: the export's bytes
 * are checked by a parser that was not written with them.
 */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: false, relax_column_count: false }) as string[][];
}
