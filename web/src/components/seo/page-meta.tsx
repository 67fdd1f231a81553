import { useLocation } from 'react-router';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '@/config/site';
import { useSiteUrl } from '@/lib/site-url';
import { absoluteUrl, serializeJsonLd } from '@/lib/site-json-ld';

/** The social card image when a page has none of its own. */
export const DEFAULT_SHARE_IMAGE = '/images/share-card.jpg';

export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** One line, at most 300 characters: what search results and link previews show. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= 300 ? line : `${line.slice(0, 297).trimEnd()}…`;
}

export interface PageMetaProps {
  title: string;
  description?: string;
  /** Path (and query) of the page's canonical URL; the current path by default. */
  canonicalPath?: string;
  /** The page's picture for link previews (absolute or site-relative). */
  image?: string | null;
  type?: 'website' | 'profile' | 'business.business' | 'article';
  /** Kept out of search engines: true (admin: links not followed either) or 'follow' (search results). */
  noindex?: boolean | 'follow';
  /** schema.org data; one object or several. */
  jsonLd?: object | object[];
}

/**
 * The page's head: title, description, canonical URL, Open Graph and Twitter tags and
 * JSON-LD. React 19 moves the title, meta and link elements into the document head, on
 * the server and in the browser alike.
 */
export function PageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  canonicalPath,
  image,
  type = 'website',
  noindex = false,
  jsonLd,
}: PageMetaProps) {
  const origin = useSiteUrl();
  const { pathname } = useLocation();
  const fullTitle = pageTitle(title);
  const text = metaDescription(description);
  const canonical = absoluteUrl(origin, canonicalPath ?? pathname);
  const imageUrl = absoluteUrl(origin, image || DEFAULT_SHARE_IMAGE);
  const scripts = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex ? (
        <meta name="robots" content={noindex === 'follow' ? 'noindex, follow' : 'noindex, nofollow'} />
      ) : (
        <link rel="canonical" href={canonical} />
      )}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      {scripts.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD must be raw JSON; serializeJsonLd escapes '<' so no text can end the element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
