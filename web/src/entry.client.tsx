import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadApiClient } from '@/lib/api-request';
import stylesheetUrl from './index.css?url';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// Not needed to hydrate, but the next page or filter asks the API for data.
preloadApiClient();

// The page came with the rules it shows inline; the whole stylesheet (kept by the browser
// for every later visit) is there before the next page or a menu needs the rest.
const stylesheet = document.createElement('link');
stylesheet.rel = 'stylesheet';
stylesheet.href = stylesheetUrl;
document.head.append(stylesheet);
