import { starStates, type StarMode, type StarState } from '@tampa-local/domain';

interface StarRatingProps {
  rating: number | null;
  /** Cards fill to the floor of the rating; detail pages show half stars. */
  mode?: StarMode;
  reviewCount?: number;
  tone?: 'light' | 'dark';
  size?: 'sm' | 'md';
  className?: string;
  /** One visitor's stars: "4 out of 5 stars", with no figure beside them. */
  single?: boolean;
}

import { LEFT_HALF, STAR } from './star-definitions';

function Star({ state, index, tone }: { state: StarState; index: number; tone: 'light' | 'dark' }) {
  const filled = tone === 'dark' ? 'text-amber-400' : 'text-amber-600';
  const empty = tone === 'dark' ? 'text-slate-600' : 'text-slate-300';
  return (
    <g transform={index === 0 ? undefined : `translate(${index * 20})`} data-star={state}>
      <use href={`#${STAR}`} className={state === 'full' ? filled : empty} />
      {state === 'half' && <use href={`#${STAR}`} className={filled} clipPath={`url(#${LEFT_HALF})`} />}
    </g>
  );
}

export function ratingText(rating: number | null): string {
  return rating === null ? 'Not rated yet' : `Rated ${rating.toFixed(1)} out of 5`;
}

export function StarRating({
  rating,
  mode = 'floor',
  reviewCount,
  tone = 'light',
  size = 'sm',
  className = '',
  single = false,
}: StarRatingProps) {
  const states = starStates(rating, mode);
  const muted = tone === 'dark' ? 'text-slate-300' : 'text-slate-600';
  return (
    <div className={`flex items-center gap-1.5 ${className}`}>
      <svg
        role="img"
        aria-label={single && rating !== null ? `${rating} out of 5 stars` : ratingText(rating)}
        viewBox={`0 0 ${states.length * 20} 20`}
        className={`${size === 'md' ? 'h-5 w-25' : 'h-4 w-20'} shrink-0`}
      >
        {states.map((state, index) => (
          <Star key={index} state={state} index={index} tone={tone} />
        ))}
      </svg>
      {rating !== null && !single && (
        <span
          className={`text-sm font-semibold ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}
          aria-hidden="true"
        >
          {rating.toFixed(1)}
        </span>
      )}
      {reviewCount !== undefined && (
        <span className={`text-sm ${muted}`}>
          ({reviewCount.toLocaleString('en-US')} {reviewCount === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </div>
  );
}
