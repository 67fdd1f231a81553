export const SITE_NAME = 'Tampa Local';
export const SITE_TAGLINE = 'Discover the best of Tampa Bay';
export const DEFAULT_DESCRIPTION =
  'Tampa Local is your city guide to Tampa Bay: restaurants, nightlife, events, real estate, short-term rentals and the creators who know them best.';

/** Cards fetched for a home page carousel. */
export const CAROUSEL_ITEM_LIMIT = 12;
/** Results per kind on the search page (the API allows 1-50). */
export const SEARCH_RESULT_LIMIT = 20;

/** Replace with the real support address before launch. */
export const SUPPORT_EMAIL = 'hello@tampalocal.example';

/** Shown on every newsletter block; the claim comes from the product spec. */
export const NEWSLETTER_CLAIM = 'Join 5,000+ Tampa locals';
/** The spec's thank-you, shown once the mailed link is followed (only then is the address on the list). */
export const NEWSLETTER_THANKS = "Thanks! You're on the list. 👍";
/** Shown when the form is sent: the address gets a confirmation mail first (double opt-in). */
export const NEWSLETTER_CHECK_INBOX = 'Thanks! Check your inbox and follow the link we sent to get on the list.';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
export const PLACEHOLDER_AVATAR = '/images/avatar-placeholder.svg';
