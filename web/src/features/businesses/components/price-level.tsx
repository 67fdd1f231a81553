import { PRICE_LEVELS } from '@tampa-local/domain';

/** '$$' as four dollar signs with the first two highlighted. */
export function PriceLevel({ priceRange }: { priceRange: string | null }) {
  const level = priceRange ? PRICE_LEVELS.indexOf(priceRange as (typeof PRICE_LEVELS)[number]) + 1 : 0;
  if (level < 1) return null;
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="text-slate-300">Price</span>
      <span
        role="img"
        aria-label={`Price level ${level} of ${PRICE_LEVELS.length}`}
        className="font-bold tracking-wider"
      >
        {PRICE_LEVELS.map((_, index) => (
          <span key={index} className={index < level ? 'text-palm-300' : 'text-slate-600'} aria-hidden="true">
            $
          </span>
        ))}
      </span>
    </p>
  );
}
