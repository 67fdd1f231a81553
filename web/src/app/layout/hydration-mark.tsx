import { useEffect } from 'react';

/**
 * Marks the document once React has taken over the page's own HTML (the browser tests
 * wait for it before they type or click). It sits inside the layout's Suspense boundary,
 * after the page: React hydrates such a boundary after the shell around it, so an effect
 * of the shell (the root's) runs while the page's inputs are still the server's, and text
 * typed then is lost to the page's state. A page whose code comes in parts marks the
 * first part too (the home page's `heroHydrated`: its header, section nav and search work
 * while the sections under them still load).
 */
export function HydrationMark({ part = 'hydrated' }: { part?: 'hydrated' | 'heroHydrated' }) {
  useEffect(() => {
    document.documentElement.dataset[part] = 'true';
  }, [part]);
  return null;
}
