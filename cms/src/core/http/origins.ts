/**
 * The browser origins allowed to call the API from another origin (CORS): CORS_ORIGINS
 * (comma-separated), else the site's own origin (SITE_URL) and, outside production, the
 * local web app. Any other Origin gets no Access-Control-Allow-Origin.
 */
export function allowedOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const listed = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const origins = new Set<string>();
  for (const origin of listed) origins.add(normalizeOrigin(origin));
  if (listed.length === 0) {
    if (env.SITE_URL) origins.add(normalizeOrigin(env.SITE_URL));
    if (env.NODE_ENV !== 'production') {
      const port = env.WEB_PORT ?? '5173';
      origins.add(`http://localhost:${port}`);
      origins.add(`http://127.0.0.1:${port}`);
    }
  }
  return [...origins];
}

function normalizeOrigin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`CORS_ORIGINS and SITE_URL must be origins such as https://tampalocal.example, not "${value}"`);
  }
}

/**
 * The Origin as the answer depends on it: the origin itself when allowed; '' when the
 * request names none (Strapi's CORS then answers `Access-Control-Allow-Origin: *`, which
 * only a caller outside a browser sees); 'other' for any other origin, which gets none.
 */
export function corsVariant(origin: string | undefined, allowed: readonly string[]): string {
  if (!origin) return '';
  return allowed.includes(origin) ? origin : 'other';
}
