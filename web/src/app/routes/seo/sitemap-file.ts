import { siteOrigin } from '@/lib/site-origin.server';
import { entitySitemapStream, pagesSitemapXml, parseSitemapFile, unavailable, xmlResponse } from '@/lib/sitemap.server';
import type { Route } from './+types/sitemap-file';

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** /sitemaps/pages.xml, /sitemaps/businesses-N.xml, /sitemaps/influencers-N.xml. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) return notFound();
  const [type, index] = file;
  const origin = siteOrigin();
  if (type === 'pages') return xmlResponse(pagesSitemapXml(origin));
  try {
    const stream = await entitySitemapStream(origin, type, index);
    return stream ? xmlResponse(stream) : notFound();
  } catch (error) {
    return unavailable(error);
  }
}
