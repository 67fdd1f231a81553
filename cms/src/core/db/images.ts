/** One size of an uploaded picture, as the upload plugin stores it in `files.formats`. */
interface Format {
  url?: unknown;
  width?: unknown;
}

const widthOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : null;

/**
 * The `srcset` of an uploaded picture: every size the upload plugin made of it (its
 * breakpoints and the thumbnail) and the original, narrowest first, one URL per width.
 * `formats` arrives as JSON text on SQLite and as an object on PostgreSQL. Null when no
 * width is known (a file loaded without its dimensions): `src` alone then serves.
 */
export function srcsetOf(file: { url: unknown; width: unknown; formats: unknown }): string | null {
  let formats: unknown = file.formats;
  if (typeof formats === 'string') {
    try {
      formats = JSON.parse(formats) as unknown;
    } catch {
      formats = null;
    }
  }
  const candidates: Array<{ url: string; width: number }> = [];
  if (formats && typeof formats === 'object') {
    for (const format of Object.values(formats as Record<string, Format>)) {
      const width = widthOf(format?.width);
      if (width !== null && typeof format.url === 'string' && format.url !== '') {
        candidates.push({ url: format.url, width });
      }
    }
  }
  const width = widthOf(file.width);
  if (width !== null && typeof file.url === 'string' && file.url !== '') candidates.push({ url: file.url, width });
  if (candidates.length === 0) return null;
  const byWidth = new Map<number, string>();
  for (const candidate of candidates.sort((a, b) => a.width - b.width)) {
    if (!byWidth.has(candidate.width)) byWidth.set(candidate.width, candidate.url);
  }
  // Whitespace and commas separate srcset candidates: never raw inside a URL.
  return [...byWidth].map(([w, url]) => `${url.replace(/[\s,]/g, encodeURIComponent)} ${w}w`).join(', ');
}
