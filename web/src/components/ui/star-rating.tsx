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

/**
 * One star: a reference to the star's outline, in the rating's colour unless it is off
 * (component classes, index.css). A half star is an off star with the filled left half
 * over it, moved as a group so that the half's clip moves with it.
 */
function Star({ state, index }: { state: StarState; index: number }) {
  const x = index * 20;
  if (state !== 'half') {
    return (
      <use
        href={`#${STAR}`}
        x={x || undefined}
        data-star={state}
        className={state === 'full' ? undefined : 'star-off'}
      />
    );
  }
  return (
    <g transform={x ? `translate(${x})` : undefined} data-star={state}>
      <use href={`#${STAR}`} className="star-off" />
      <use href={`#${STAR}`} clipPath={`url(#${LEFT_HALF})`} />
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
  const dark = tone === 'dark';
  return (
    <div className={className ? `rating ${className}` : 'rating'}>
      <svg
        role="img"
        aria-label={single && rating !== null ? `${rating} out of 5 stars` : ratingText(rating)}
        viewBox={`0 0 ${states.length * 20} 20`}
        className={`stars${size === 'md' ? ' stars-md' : ''}${dark ? ' stars-dark' : ''}`}
      >
        {states.map((state, index) => (
          <Star key={index} state={state} index={index} />
        ))}
      </svg>
      {rating !== null && !single && (
        <span className={dark ? 'font-semibold text-white' : 'font-semibold text-slate-900'} aria-hidden="true">
          {rating.toFixed(1)}
        </span>
      )}
      {reviewCount !== undefined && (
        <span className={dark ? 'text-slate-300' : 'text-slate-600'}>
          ({reviewCount.toLocaleString('en-US')} {reviewCount === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </div>
  );
}
