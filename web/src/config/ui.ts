// The web app's own interface numbers (the API's limits live in @tampa-local/domain).

/** Placeholder cards shown while a list loads. */
export const SKELETON_CARD_COUNT = 6;

// Video embeds
/** Below this width videos show their fallback instead of an embed. */
export const VIDEO_FALLBACK_BREAKPOINT_PX = 768;
/** How long an embed gets to load before it counts as blocked. */
export const EMBED_CHECK_DELAY_MS = 4000;

// Toasts
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_MAX_WIDTH_PX = 420;

// Carousels
export const INFLUENCER_CAROUSEL_STEP_PX = 300;
export const MEDIA_CAROUSEL_STEP_PX = 240;

// Pictures: the width each is shown at, so the browser picks the smallest size that is sharp.
/** A card in the list grids: full width on phones, two columns, then three in the 6xl container. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw';
/** A page's header picture, across the screen. */
export const HERO_IMAGE_SIZES = '100vw';
