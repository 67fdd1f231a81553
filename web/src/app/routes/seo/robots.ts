import { siteOrigin } from '@/lib/site-origin.server';

/** /robots.txt: everything but the moderation area, account pages, previews and the newsletter's link pages may be crawled; the sitemap lists what to crawl. */
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /account',
    'Disallow: /preview',
    'Disallow: /reset-password',
    'Disallow: /newsletter',
    '',
    `Sitemap: ${siteOrigin()}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
