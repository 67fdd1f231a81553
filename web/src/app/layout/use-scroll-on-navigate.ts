import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToHashWhenReady } from '@/lib/scroll';

/**
 * A new page starts at the top; a link with a hash (/businesses/x#videos)
 * scrolls to its section once the page has rendered it. Filter changes on the
 * same page (query only) keep the scroll position.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return scrollToHashWhenReady(hash);
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash]);
}
