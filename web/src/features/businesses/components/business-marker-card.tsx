import { Link } from 'react-router';
import type { MapBusiness, MapCluster } from '@tampa-local/domain';
import type { MapPlace } from '@/components/map/cluster-map';
import { SafeImage } from '@/components/ui/safe-image';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';

/** A marker's card: the business's picture, name, rating and a link to its page. */
export function BusinessMarkerCard({ business }: { business: MapBusiness }) {
  return (
    <div role="dialog" aria-label={business.name} className="w-56 text-slate-900">
      <SafeImage src={business.imageUrl} alt="" className="mb-2 aspect-[16/10] w-full rounded-lg object-cover" />
      <p className="text-base font-bold">{business.name}</p>
      <StarRating rating={business.rating} className="mt-1" />
      <Link
        to={paths.business(business.slug)}
        className="mt-2 inline-block font-semibold text-bay-700 underline hover:text-bay-800"
      >
        View details
        <span className="sr-only"> of {business.name}</span>
      </Link>
    </div>
  );
}

/** The business of a cluster of one, for the map. */
export function businessPlace(cluster: MapCluster): MapPlace | null {
  const { business } = cluster;
  return business ? { id: business.id, label: business.name, card: <BusinessMarkerCard business={business} /> } : null;
}
