import type { Ref } from 'react';
import { Link } from 'react-router';
import type { MapBusiness } from '@tampa-local/domain';
import { SafeImage } from '@/components/ui/safe-image';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { countLabel } from '@/lib/labels';

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sunset-500';

/** A cell of several businesses: its count; choosing it zooms in. */
export function ClusterButton({ count, onChoose }: { count: number; onChoose: () => void }) {
  const size = count < 10 ? 'h-9 w-9' : count < 100 ? 'h-11 w-11' : 'h-13 w-13';
  return (
    <button
      type="button"
      data-count={count}
      aria-label={`${countLabel(count, 'business', 'businesses')} here: zoom in`}
      onClick={onChoose}
      className={`${size} ${focusRing} flex items-center justify-center rounded-full border-2 border-white bg-bay-700 text-sm font-bold text-white shadow-md hover:bg-bay-800`}
    >
      {count.toLocaleString('en-US')}
    </button>
  );
}

/** One business: a pin named after it; choosing it shows its card. */
export function BusinessMarkerButton({
  business,
  expanded,
  buttonRef,
  onChoose,
}: {
  business: MapBusiness;
  expanded: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onChoose: () => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      data-count={1}
      aria-label={business.name}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onChoose}
      className={`${focusRing} flex h-6 w-6 items-center justify-center rounded-full border-2 border-white bg-sunset-700 shadow-md hover:bg-sunset-800`}
    >
      <span className="h-2 w-2 rounded-full bg-white" aria-hidden="true" />
    </button>
  );
}

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
