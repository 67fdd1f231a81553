import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** Every URL of the site; pages link through config/paths.ts, never by hand-written strings. */
export default [
  // Full-page screens with their own chrome.
  layout('app/layout/bare-layout.tsx', [
    route('businesses/:slug', 'features/businesses/routes/business-detail.tsx'),
    // The editors' preview, shown inside the panel.
    route('preview/:kind/:documentId', 'app/routes/preview.tsx'),
  ]),
  // The shared header and footer.
  layout('app/layout/root-layout.tsx', [
    index('app/routes/home/home.tsx'),
    route('preview2', 'app/routes/home/landing.tsx'),
    route('businesses', 'features/businesses/routes/businesses.tsx'),
    route('events', 'features/events/routes/events.tsx'),
    route('events/:slug', 'features/events/routes/event-detail.tsx'),
    route('real-estate', 'features/properties/routes/real-estate.tsx'),
    route('short-term-rentals', 'features/properties/routes/short-term-rentals.tsx'),
    route('influencers/:slug', 'app/routes/influencer-profile.tsx'),
    route('search', 'app/routes/search.tsx', { id: 'search' }),
    route('discover', 'app/routes/search.tsx', { id: 'discover' }),
    route('favorites', 'features/favorites/routes/favorites.tsx'),
    route('privacy-policy', 'features/legal/routes/privacy-policy.tsx'),
    route('terms-of-service', 'features/legal/routes/terms-of-service.tsx', { id: 'terms-of-service' }),
    route('termsofservice', 'features/legal/routes/terms-of-service.tsx', { id: 'termsofservice' }),
    route('account', 'features/account/routes/account.tsx'),
    route('account/confirm', 'features/account/routes/account-confirm.tsx'),
    route('admin', 'features/moderation/routes/moderation.tsx'),
    route('admin/videos', 'features/moderation/routes/moderation-videos.tsx'),
    route('reset-password', 'app/routes/reset-password.tsx'),
    route('newsletter', 'features/newsletter/routes/newsletter-subscribe.tsx'),
    route('newsletter/confirm', 'features/newsletter/routes/newsletter-confirm.tsx'),
    route('newsletter/unsubscribe', 'features/newsletter/routes/newsletter-unsubscribe.tsx'),
    route('*', 'app/routes/not-found.tsx'),
  ]),
  // For crawlers.
  route('robots.txt', 'app/routes/seo/robots.ts'),
  route('sitemap.xml', 'app/routes/seo/sitemap-index.ts'),
  route('sitemaps/:file', 'app/routes/seo/sitemap-file.ts'),
] satisfies RouteConfig;
