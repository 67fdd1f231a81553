import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { scrollToHashWhenReady } from '@/lib/scroll';

/**
 * A new page starts at the top; a link with a hash (/businesses/x#videos)
 * scrolls to its section once the page has rendered it. Filter changes on the
 * same page (query only) keep the scroll position. The first page of a visit,
 * a reload, and back or forward stay where React Router's ScrollRestoration put
 * them (the visitor's earlier position).
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash) return scrollToHashWhenReady(hash);
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, navigationType]);
}
