import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { swrDefaults } from '@/lib/prefetched';

/** Shows the router's current location so tests can assert on URL changes. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}${location.hash}`}
    </output>
  );
}

export function TestProviders({ children }: { children: ReactNode }) {
  // A fresh cache per test, so no response leaks from one test into another.
  return <SWRConfig value={{ ...swrDefaults, provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

interface RenderRouteOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Route pattern of the element, e.g. '/businesses/:slug'. */
  path?: string;
  /** Starting URL. */
  url?: string;
}

/** Renders `ui` at `url` inside a memory router, fresh SWR cache and a location probe. */
export function renderRoute(ui: ReactElement, { path = '/', url = path, ...options }: RenderRouteOptions = {}) {
  const user = userEvent.setup();
  const result = render(
    <TestProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>Other page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
    options,
  );
  return { user, ...result };
}

export function currentLocation(container: ParentNode = document): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? '';
}
