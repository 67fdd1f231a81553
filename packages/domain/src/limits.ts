// Home page sections
export const HOME_FEATURED_COUNT = 3;
export const HOME_EVENTS_COUNT = 3;
export const HOME_PROPERTIES_COUNT = 3;
export const HOME_INFLUENCERS_COUNT = 4;

// Lists and detail pages
export const ADMIN_PICKER_LIMIT = 10;
export const CARD_VIDEO_PREVIEW_LIMIT = 3;
export const SIMILAR_BUSINESSES_LIMIT = 6;
export const OTHER_INFLUENCERS_LIMIT = 4;
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 500;
/**
 * The deepest a list may be paged by offset (400 beyond it): deep offsets make the
 * database skip rows one by one; crawlers reach every business through the sitemap.
 */
export const LIST_MAX_OFFSET = 10_000;
/**
 * A list searched with words (`q`) answers a total of at most this: past it the total is
 * "at least" this many (X-Total-Relation: gte), as search engines say "1,000+". SQLite
 * stops counting there: counting every row holding a word in most of them read the table.
 */
export const SEARCH_TOTAL_BOUND = 1_000;
export const MAX_RECOMMENDATION_POSTS = 8;
