/**
 * The site's public address (SITE_URL, without a trailing slash): where mailed links,
 * the editors' preview and calendar entries send people. Development's web server by default.
 */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL ?? 'http://localhost:5173').replace(/\/+$/, '');
}
