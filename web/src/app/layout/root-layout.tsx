import { Suspense } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
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
  // A page whose code comes in parts (the home page) marks itself once its last part is in.
  const pageMarksHydration = useMatches().some((match) => pageMarksItself(match.handle));
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      {/* At least a screen tall: the footer stays below the fold while a page and its data load, so it never jumps (layout shift). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-svh flex-1">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            {pageMarksHydration ? null : <HydrationMark />}
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}

function pageMarksItself(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'marksHydration' in handle && handle.marksHydration === true;
}

export default RootLayout;
