import { siteOrigin } from '@/lib/site-origin.server';
import { fetchSitemapIndex, sitemapIndexXml, unavailable, xmlResponse } from '@/lib/sitemap.server';

/** /sitemap.xml: the index of every sitemap file. */
export async function loader() {
  try {
    return xmlResponse(sitemapIndexXml(siteOrigin(), await fetchSitemapIndex()));
  } catch (error) {
    return unavailable(error);
  }
}
