import { Link } from 'react-router';
import { SIMILAR_BUSINESSES_LIMIT } from '@tampa-local/domain';
import { SafeImage } from '@/components/ui/safe-image';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { areaLabel } from '@/lib/labels';
import { pick } from '@/lib/pick';
import type { Business } from '@/types/api';

/**
 * What a similar business's tile shows: a business page's loader data carries these
 * fields of each, not the whole business (its hours' table, address, description).
 */
export const SIMILAR_BUSINESS_FIELDS = [
  'id',
  'slug',
  'name',
  'area',
  'rating',
  'imageUrl',
  'imageSrcset',
] as const satisfies readonly (keyof Business)[];

export type SimilarBusinessData = Pick<Business, (typeof SIMILAR_BUSINESS_FIELDS)[number]>;

export function similarBusinessData(business: Business): SimilarBusinessData {
  return pick(business, SIMILAR_BUSINESS_FIELDS);
}

export function SimilarBusinesses({ businesses }: { businesses: SimilarBusinessData[] }) {
  if (businesses.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading">
      <h2 id="similar-heading" className="text-2xl font-bold text-white">
        Similar businesses
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {businesses.slice(0, SIMILAR_BUSINESSES_LIMIT).map((business) => (
          <li key={business.id}>
            <Link
              to={paths.business(business.slug)}
              className="flex gap-3 rounded-xl bg-white/5 p-3 ring-1 ring-white/10 hover:bg-white/10"
            >
              <SafeImage
                src={business.imageUrl}
                srcSet={business.imageSrcset}
                sizes="64px"
                alt=""
                className="h-16 w-16 shrink-0 rounded-lg object-cover"
              />
              <div className="min-w-0">
                <p className="truncate font-semibold text-white">{business.name}</p>
                <p className="text-sm text-slate-300">{areaLabel(business.area)}</p>
                <StarRating rating={business.rating} tone="dark" />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
