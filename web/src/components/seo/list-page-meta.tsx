import type { Thing } from 'schema-dts';
import { useLocation } from 'react-router';
import { DIRECTORY_PAGE_SIZE } from '@tampa-local/domain';
import { canonicalListPath } from '@/lib/list-pages';
import { useSiteUrl } from '@/lib/site-url';
import { itemListJsonLd, type ListLink } from '@/lib/structured-data';
import { PageMeta } from './page-meta';

/**
 * The head of a directory page: its canonical URL names the known filters and the page
 * (never tracking parameters), and its JSON-LD lists the shown items in order.
 */
export function ListPageMeta<T>({
  title,
  description,
  filters,
  page,
  items,
  toJsonLd,
}: {
  title: string;
  description: string;
  filters: Record<string, string | undefined>;
  page: number;
  items: T[];
  /** One item as schema.org data, given the site's origin. */
  toJsonLd: (origin: string, item: T) => Thing | ListLink;
}) {
  const origin = useSiteUrl();
  const { pathname } = useLocation();
  const canonicalPath = canonicalListPath(pathname, filters, page);
  return (
    <PageMeta
      title={title}
      description={description}
      canonicalPath={canonicalPath}
      jsonLd={itemListJsonLd(
        origin,
        canonicalPath,
        items.map((item) => toJsonLd(origin, item)),
        (page - 1) * DIRECTORY_PAGE_SIZE + 1,
      )}
    />
  );
}
