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

import { ROW } from './star-definitions';

/** How many stars are filled (a half star counts a half). */
function filledStars(states: readonly StarState[]): number {
  return states.reduce((sum, state) => sum + (state === 'full' ? 1 : state === 'half' ? 0.5 : 0), 0);
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
  const filled = filledStars(states);
  const dark = tone === 'dark';
  return (
    <div className={className ? `rating ${className}` : 'rating'}>
      <svg
        role="img"
        aria-label={single && rating !== null ? `${rating} out of 5 stars` : ratingText(rating)}
        viewBox={`0 0 ${states.length * 20} 20`}
        className={`stars${size === 'md' ? ' stars-md' : ''}${dark ? ' stars-dark' : ''}`}
      >
        <use href={`#${ROW}`} className="star-off" />
        {/* An inner viewport cuts the filled row at the rating: 20 units a star. */}
        {filled > 0 && (
          <svg width={filled * 20}>
            <use href={`#${ROW}`} />
          </svg>
        )}
      </svg>
      {rating !== null && !single && (
        <span className={dark ? 'font-semibold text-white' : 'font-semibold text-slate-900'} aria-hidden="true">
          {rating.toFixed(1)}
        </span>
      )}
      {reviewCount !== undefined && (
        <span className={dark ? 'text-slate-300' : 'text-slate-600'}>
          {`(${reviewCount.toLocaleString('en-US')} ${reviewCount === 1 ? 'review' : 'reviews'})`}
        </span>
      )}
    </div>
  );
}
