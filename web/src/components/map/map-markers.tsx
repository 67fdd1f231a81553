import type { Ref } from 'react';
import { countLabel } from '@/lib/labels';

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sunset-500';

/** What a map shows: the noun of its rows, for counts ("3 businesses here"). */
export type MapNoun = { singular: string; plural: string };

/** A cell of several rows: its count; choosing it zooms in. */
export function ClusterButton({ count, noun, onChoose }: { count: number; noun: MapNoun; onChoose: () => void }) {
  const size = count < 10 ? 'h-9 w-9' : count < 100 ? 'h-11 w-11' : 'h-13 w-13';
  return (
    <button
      type="button"
      data-count={count}
      aria-label={`${countLabel(count, noun.singular, noun.plural)} here: zoom in`}
      onClick={onChoose}
      className={`${size} ${focusRing} flex items-center justify-center rounded-full border-2 border-white bg-bay-700 text-sm font-bold text-white shadow-md hover:bg-bay-800`}
    >
      {count.toLocaleString('en-US')}
    </button>
  );
}

/** One row (a business, a listing, an event): a pin named after it; choosing it shows its card. */
export function PlaceMarkerButton({
  label,
  expanded,
  buttonRef,
  onChoose,
}: {
  label: string;
  expanded: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onChoose: () => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      data-count={1}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onChoose}
      className={`${focusRing} flex h-6 w-6 items-center justify-center rounded-full border-2 border-white bg-sunset-700 shadow-md hover:bg-sunset-800`}
    >
      <span className="h-2 w-2 rounded-full bg-white" aria-hidden="true" />
    </button>
  );
}
