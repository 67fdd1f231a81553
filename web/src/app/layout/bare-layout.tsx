import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageLoader } from '@/components/ui/page-loader';
import { HydrationMark } from './hydration-mark';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

/** Full-page screens with their own chrome (business detail). */
export function BareLayout() {
  useScrollOnNavigate();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoader tone="dark" />}>
        <Outlet />
        <HydrationMark />
      </Suspense>
    </ErrorBoundary>
  );
}

export default BareLayout;
