import { siteOrigin } from '@/lib/site-origin.server';
import { fetchSitemapIndex, sitemapIndexXml, xmlResponse } from '@/lib/sitemap.server';

/** /sitemap.xml: the index of every sitemap file. */
export async function loader() {
  const index = await fetchSitemapIndex();
  return xmlResponse(sitemapIndexXml(siteOrigin(), index));
}
