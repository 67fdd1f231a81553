import { useId } from 'react';
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

function Star({ state, tone, size }: { state: StarState; tone: 'light' | 'dark'; size: 'sm' | 'md' }) {
  const filled = tone === 'dark' ? 'text-amber-400' : 'text-amber-600';
  const empty = tone === 'dark' ? 'text-slate-600' : 'text-slate-300';
  const box = size === 'md' ? 'h-5 w-5' : 'h-4 w-4';
  const clipId = useId();
  const path = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8L10 1.5z';
  return (
    <svg viewBox="0 0 20 20" className={`${box} shrink-0`} aria-hidden="true" data-star={state}>
      {state === 'half' ? (
        <>
          <defs>
            <clipPath id={clipId}>
              <rect x="0" y="0" width="10" height="20" />
            </clipPath>
          </defs>
          <path d={path} className={empty} fill="currentColor" />
          <path d={path} className={filled} fill="currentColor" clipPath={`url(#${clipId})`} />
        </>
      ) : (
        <path d={path} className={state === 'full' ? filled : empty} fill="currentColor" />
      )}
    </svg>
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
      <span
        role="img"
        aria-label={single && rating !== null ? `${rating} out of 5 stars` : ratingText(rating)}
        className="flex items-center"
      >
        {states.map((state, index) => (
          <Star key={index} state={state} tone={tone} size={size} />
        ))}
      </span>
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
