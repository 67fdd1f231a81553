/**
 * The page's Content-Security-Policy: scripts only from this origin or with this response's
 * nonce; never in a frame, except a preview inside the panel (`frameAncestors`). The map
 * (MapLibre) starts its workers from this origin's /assets (`blob:` when a worker is
 * another origin's), fetches its style, tiles, glyphs and sprites (`mapOrigins`: the map
 * style's origins, packages/domain/src/map-style.ts, besides this origin) and draws their pictures from `blob:` URLs.
 */
export function contentSecurityPolicy(nonce: string, frameAncestors = "'none'", mapOrigins: string[] = []): string {
  const map = mapOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://i.ytimg.com${map}`,
    "media-src 'self'",
    `connect-src 'self'${map}`,
    'frame-src https://www.tiktok.com https://www.youtube-nocookie.com https://www.instagram.com https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}
