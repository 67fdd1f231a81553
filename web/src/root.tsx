import { useContext, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import { AppProvider } from '@/app/provider';
import { StarDefinitions } from '@/components/ui/star-definitions';
import { InlineStylesContext, NonceContext } from '@/lib/nonce';
import { BUILTIN_MAP_STYLE, MapStyleContext, SiteUrlContext } from '@/lib/site-url';
import { siteOrigin } from '@/lib/site-origin.server';
import type { Route } from './+types/root';

/**
 * The public origin (canonical URLs, Open Graph, JSON-LD), the same on the server and in
 * the browser, and the map's style (MAP_STYLE_URL, read by the web server; the built-in
 * style under the development server).
 */
export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: siteOrigin(), mapStyleUrl: context.mapStyleUrl ?? BUILTIN_MAP_STYLE };
}

// The origin never changes while the app runs: filters and navigations do not ask again.
export const shouldRevalidate = () => false;

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }];
}

/** The HTML document around every page; pages add their own title and meta tags (React 19 hoists them). */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  const styles = useContext(InlineStylesContext);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#135675" />
        {/*
          The rules this page uses are inline (entry.server.tsx), so the first paint waits for
          no other request; the whole stylesheet follows once the page is interactive
          (entry.client.tsx). Only the server has the text; the browser keeps the element as it came.
        */}
        <style dangerouslySetInnerHTML={{ __html: styles ?? '' }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body>
        <StarDefinitions />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteUrlContext.Provider value={loaderData.siteUrl}>
      <MapStyleContext.Provider value={loaderData.mapStyleUrl}>
        <AppProvider>
          <Outlet />
        </AppProvider>
      </MapStyleContext.Provider>
    </SiteUrlContext.Provider>
  );
}

/** A crash outside every page's own boundary: a plain message instead of a blank page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{notFound ? 'Page Not Found | Tampa Local' : 'Something went wrong | Tampa Local'}</title>
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? '404 Page Not Found' : 'Something went wrong'}</h1>
      <p className="mt-2 text-slate-600">
        {notFound
          ? 'Did you forget to add the page to the router?'
          : 'Please reload the page. If it keeps happening, try again later.'}
      </p>
      <a href="/" className="mt-6 inline-block font-semibold text-bay-700 underline">
        Back to Tampa Local
      </a>
    </main>
  );
}
