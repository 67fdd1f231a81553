// In a file of its own: every page's document draws them (root.tsx), while the ratings that
// use them (star-rating.tsx) load with the pages that show ratings.
export const STAR = 'tl-star';
export const LEFT_HALF = 'tl-star-left-half';

/**
 * The star's outline and the left half that clips a half star, defined once in the document
 * (root.tsx): every rating on a page draws its stars as references to them.
 */
export function StarDefinitions() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <defs>
        <path
          id={STAR}
          d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8L10 1.5z"
          fill="currentColor"
        />
        <clipPath id={LEFT_HALF}>
          <rect x="0" y="0" width="10" height="20" />
        </clipPath>
      </defs>
    </svg>
  );
}
