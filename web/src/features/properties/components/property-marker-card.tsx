import { formatPrice, type MapCluster, type MapProperty } from '@tampa-local/domain';
import type { MapPlace } from '@/components/map/cluster-map';
import { SafeImage } from '@/components/ui/safe-image';

/** A marker's card: the listing's picture, title and price (its card in the list below says the rest). */
export function PropertyMarkerCard({ property }: { property: MapProperty }) {
  return (
    <div role="dialog" aria-label={property.title} className="w-56 text-slate-900">
      <SafeImage src={property.imageUrl} alt="" className="mb-2 aspect-[16/10] w-full rounded-lg object-cover" />
      <p className="text-base font-bold">{property.title}</p>
      <p className="mt-1 font-semibold text-bay-800">{formatPrice(property.price, property.priceType)}</p>
    </div>
  );
}

/** The listing of a cluster of one, for the map. */
export function propertyPlace(cluster: MapCluster): MapPlace | null {
  const { property } = cluster;
  return property ? { id: property.id, label: property.title, card: <PropertyMarkerCard property={property} /> } : null;
}
