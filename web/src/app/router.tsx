import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BareLayout, RootLayout } from './layout/root-layout';

// Every page is its own chunk (React.lazy), so the home page loads only its own code.
// Declarative routing keeps React Router's data-router code (about 17 KB gzipped) out of the bundle.
const HomeRoute = lazy(() => import('./routes/home/home'));
const LandingRoute = lazy(() => import('./routes/home/landing'));
const BusinessesRoute = lazy(() => import('@/features/businesses/routes/businesses'));
const BusinessDetailRoute = lazy(() => import('@/features/businesses/routes/business-detail'));
const EventsRoute = lazy(() => import('@/features/events/routes/events'));
const RealEstateRoute = lazy(() => import('@/features/properties/routes/real-estate'));
const ShortTermRentalsRoute = lazy(() => import('@/features/properties/routes/short-term-rentals'));
const InfluencerRoute = lazy(() => import('./routes/influencer-profile'));
const SearchRoute = lazy(() => import('./routes/search'));
const FavoritesRoute = lazy(() => import('@/features/favorites/routes/favorites'));
const PrivacyPolicyRoute = lazy(() => import('@/features/legal/routes/privacy-policy'));
const TermsOfServiceRoute = lazy(() => import('@/features/legal/routes/terms-of-service'));
const AdminRoute = lazy(() => import('@/features/admin/routes/admin'));
const AdminVideosRoute = lazy(() => import('@/features/admin/routes/admin-videos'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

/** The route table; rendered inside a BrowserRouter here and a MemoryRouter in tests. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<BareLayout />}>
        <Route path="/businesses/:slug" element={<BusinessDetailRoute />} />
      </Route>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.landing} element={<LandingRoute />} />
        <Route path={paths.businesses} element={<BusinessesRoute />} />
        <Route path={paths.events} element={<EventsRoute />} />
        <Route path={paths.realEstate} element={<RealEstateRoute />} />
        <Route path={paths.shortTermRentals} element={<ShortTermRentalsRoute />} />
        <Route path="/influencers/:slug" element={<InfluencerRoute />} />
        <Route path={paths.search} element={<SearchRoute />} />
        <Route path={paths.discover} element={<SearchRoute />} />
        <Route path={paths.favorites} element={<FavoritesRoute />} />
        <Route path={paths.privacyPolicy} element={<PrivacyPolicyRoute />} />
        <Route path={paths.termsOfService} element={<TermsOfServiceRoute />} />
        <Route path={paths.termsOfServiceAlias} element={<TermsOfServiceRoute />} />
        <Route path={paths.admin} element={<AdminRoute />} />
        <Route path={paths.adminVideos} element={<AdminVideosRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
