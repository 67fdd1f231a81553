/**
 * Every route of the app in one place; pages link through these, never by hand-written strings.
 *
 * The directories' paths are the domain's (BUSINESS_DIRECTORY.path and the others, which
 * paths.test.ts holds them to), written out here: every page's header and footer link to
 * them, and the directories' definitions (their filters and vocabularies) would otherwise
 * load with every page.
 */
const BUSINESSES = '/businesses';

/** Appends the non-empty values as a query string, each URL-encoded (spaces as %20). */
function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] != null && entry[1] !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

export const paths = {
  home: '/',
  landing: '/preview2',
  businesses: BUSINESSES,
  businessesFiltered: (query: { search?: string | null; category?: string | null }) => withQuery(BUSINESSES, query),
  business: (slug: string) => `/businesses/${encodeURIComponent(slug)}`,
  businessVideos: (slug: string) => `/businesses/${encodeURIComponent(slug)}#videos`,
  /** A business page at a page of its reviews (`sort` left out when it is the default). */
  businessReviews: (slug: string, query: { sort?: string | null; page?: number | null } = {}) =>
    `${withQuery(`/businesses/${encodeURIComponent(slug)}`, {
      sort: query.sort,
      page: query.page && query.page > 1 ? String(query.page) : null,
    })}#reviews`,
  events: '/events',
  event: (slug: string) => `/events/${encodeURIComponent(slug)}`,
  /** The event as an `.ics` file (served by the cms under /api). */
  eventCalendarFile: (slug: string) => `/api/events/${encodeURIComponent(slug)}/calendar.ics`,
  /** The calendar feed to subscribe to: every event, or one kind. */
  eventFeed: (category?: string | null) => withQuery('/api/events/feed.ics', { category }),
  realEstate: '/real-estate',
  shortTermRentals: '/short-term-rentals',
  influencer: (slug: string) => `/influencers/${encodeURIComponent(slug)}`,
  search: '/search',
  searchFor: (q: string) => withQuery('/search', { q }),
  discover: '/discover',
  favorites: '/favorites',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  termsOfServiceAlias: '/termsofservice',
  account: '/account',
  accountConfirm: '/account/confirm',
  moderation: '/admin',
  moderationVideos: '/admin/videos',
  resetPassword: '/reset-password',
  /** The newsletter's sign-up, where its form goes when sent before the page's script runs. */
  newsletter: '/newsletter',
  /** Where the newsletter's confirmation mail leads (`?token=…`). */
  newsletterConfirm: '/newsletter/confirm',
  /** Where every newsletter mail's unsubscribe link leads (`?token=…`). */
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;
