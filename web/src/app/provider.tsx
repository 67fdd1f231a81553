import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';

/**
 * Around every page. The data-loading defaults (no retries, no refetch on focus…) are
 * set where data is fetched, by the pages' DataDefaults and Prefetched (lib/prefetched.tsx),
 * so SWR loads with the pages and sections that fetch, not with the document.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <ErrorBoundary>{children}</ErrorBoundary>;
}
