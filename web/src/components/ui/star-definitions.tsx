// In a file of its own: every page's document draws them (root.tsx), while the ratings that
// use them (star-rating.tsx) load with the pages that show ratings.
export const STAR = 'tl-star';
export const ROW = 'tl-stars';
/** The domain's STAR_COUNT, written out so the document's first files need no domain module (held equal by star-rating.test). */
export const STARS_IN_ROW = 5;

/**
 * A star's outline and a row of five, defined once in the document (root.tsx): every
 * rating on a page draws the row twice, off and then filled up to its value.
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
        <g id={ROW}>
          {Array.from({ length: STARS_IN_ROW }, (_, index) => (
            <use key={index} href={`#${STAR}`} x={index * 20 || undefined} />
          ))}
        </g>
      </defs>
    </svg>
  );
}
