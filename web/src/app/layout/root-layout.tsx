import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageLoader } from '@/components/ui/page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layouts/skip-link';
import { HydrationMark } from './hydration-mark';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

/** Shared header and footer around the list, content, static and moderation pages. */
export function RootLayout() {
  useScrollOnNavigate();
  // A new page gets a fresh error boundary, so one crash does not stick.
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      {/* At least a screen tall: the footer stays below the fold while a page and its data load, so it never jumps (layout shift). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-svh flex-1">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <HydrationMark />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}

export default RootLayout;
