import { BUILTIN_MAP_STYLE, mapStyleSetting } from '@tampa-local/domain';
import { siteUrl } from './site';

/**
 * The map style the editors' panel draws with: the site's own (MAP_STYLE_URL, read as the
 * web server reads it), with a path on the site's origin (self-hosted tiles) made absolute
 * against SITE_URL, since the panel is served from another host. A wrong value stops the
 * start (called at register), as it stops the web server's.
 */
export function panelMapStyleUrl(env: NodeJS.ProcessEnv = process.env): string {
  const { styleUrl } = mapStyleSetting(env);
  if (styleUrl === BUILTIN_MAP_STYLE || !styleUrl.startsWith('/')) return styleUrl;
  return new URL(styleUrl, `${siteUrl(env)}/`).href;
}
