import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ErrorBoundary } from '@/components/errors/error-boundary';

/**
 * Data-loading defaults from product spec §7: no retries, data never goes
 * stale on its own, no refetch on window focus or reconnect, no polling.
 */
export const swrDefaults: SWRConfiguration = {
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  dedupingInterval: 60_000,
};

export function AppProvider({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <ErrorBoundary>
      <SWRConfig value={{ ...swrDefaults, ...swr }}>{children}</SWRConfig>
    </ErrorBoundary>
  );
}
