import {
  BUSINESS_DIRECTORY,
  EVENT_DIRECTORY,
  directoryOffers,
  SITEMAP_TYPES,
  type SitemapEntry,
  type SitemapIndex,
  type SitemapType,
} from '@tampa-local/domain';
import { paths } from '@/config/paths';
import { cmsOrigin } from './site-origin.server';

/**
 * The sitemaps: an index naming one file of fixed pages and, for businesses, creators and events,
 * one file per chunk of at most 50,000 pages as the cms's sitemap API splits them. Entity
 * files are streamed: each line the cms sends becomes a <url> on the way through, so
 * memory stays flat at a million businesses.
 */

const PAGE_PATH: Record<SitemapType, (slug: string) => string> = {
  businesses: paths.business,
  influencers: paths.influencer,
  events: paths.event,
};

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=3600',
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A directory page for each value its category filter offers. */
function categoryPages(page: typeof BUSINESS_DIRECTORY | typeof EVENT_DIRECTORY): string[] {
  return directoryOffers(page, 'category').map((category) => `${page.path}?category=${category}`);
}

/** The fixed pages: home, the directories (and each business and event category), the legal pages. */
export function fixedPagePaths(): string[] {
  return [
    paths.home,
    paths.landing,
    paths.businesses,
    ...categoryPages(BUSINESS_DIRECTORY),
    paths.events,
    ...categoryPages(EVENT_DIRECTORY),
    paths.realEstate,
    paths.shortTermRentals,
    paths.privacyPolicy,
    paths.termsOfService,
  ];
}

export async function fetchSitemapIndex(): Promise<SitemapIndex> {
  const response = await fetch(`${cmsOrigin()}/api/sitemap`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The cms answered ${response.status} for the sitemap index`);
  return (await response.json()) as SitemapIndex;
}

export function sitemapIndexXml(origin: string, index: SitemapIndex): string {
  const files: { loc: string; lastmod: string | null }[] = [{ loc: `${origin}/sitemaps/pages.xml`, lastmod: null }];
  for (const section of index.sections) {
    for (const chunk of section.chunks) {
      files.push({ loc: `${origin}/sitemaps/${section.type}-${chunk.index}.xml`, lastmod: chunk.lastmod });
    }
  }
  const body = files
    .map(
      (file) =>
        `<sitemap><loc>${xmlEscape(file.loc)}</loc>${file.lastmod ? `<lastmod>${xmlEscape(file.lastmod)}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export function xmlResponse(body: string | ReadableStream<Uint8Array>, status = 200): Response {
  return new Response(body, { status, headers: XML_HEADERS });
}

/** The cms could not be asked: crawlers retry a 503 later instead of dropping the sitemap. */
export function unavailable(error: unknown): Response {
  console.error('Sitemap: the cms could not be reached', error);
  return new Response('The sitemap is unavailable right now. Try again later.\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '120', 'Cache-Control': 'no-store' },
  });
}

export function pagesSitemapXml(origin: string): string {
  const urls = fixedPagePaths()
    .map((path) => `<url><loc>${xmlEscape(new URL(path, `${origin}/`).toString())}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** 'businesses-3.xml' → ['businesses', 3]; 'pages.xml' → ['pages', 0]; anything else → null. */
export function parseSitemapFile(file: string): [SitemapType | 'pages', number] | null {
  if (file === 'pages.xml') return ['pages', 0];
  const match = /^([a-z]+)-(\d{1,6})\.xml$/.exec(file);
  if (!match || !(SITEMAP_TYPES as readonly string[]).includes(match[1] ?? '')) return null;
  return [match[1] as SitemapType, Number(match[2])];
}

/** One sitemap file of entity pages, streamed from the cms's NDJSON lines; null when the cms has no such chunk. */
export async function entitySitemapStream(
  origin: string,
  type: SitemapType,
  index: number,
): Promise<ReadableStream<Uint8Array> | null> {
  const response = await fetch(`${cmsOrigin()}/api/sitemap/${type}/${index}`, {
    headers: { Accept: 'application/x-ndjson' },
  });
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok || !response.body)
    throw new Error(`The cms answered ${response.status} for sitemap ${type}-${index}`);

  const pagePath = PAGE_PATH[type];
  const encoder = new TextEncoder();
  let pending = '';
  const toUrl = (line: string): string => {
    if (line.trim() === '') return '';
    const entry = JSON.parse(line) as SitemapEntry;
    const loc = xmlEscape(`${origin}${pagePath(entry.slug)}`);
    return `<url><loc>${loc}</loc>${entry.updatedAt ? `<lastmod>${xmlEscape(entry.updatedAt)}</lastmod>` : ''}</url>\n`;
  };
  const lines = new TransformStream<string, Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
        ),
      );
    },
    transform(chunk, controller) {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      const xml = parts.map(toUrl).join('');
      if (xml) controller.enqueue(encoder.encode(xml));
    },
    flush(controller) {
      controller.enqueue(encoder.encode(`${toUrl(pending)}</urlset>\n`));
    },
  });
  return response.body.pipeThrough(new TextDecoderStream()).pipeThrough(lines);
}
