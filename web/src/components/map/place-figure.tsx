import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Button } from '@/components/ui/button';
import { useMapStyleUrl } from '@/lib/site-url';
import { MapNote } from './map-note';
import { canShowMap } from './webgl';

// MapLibre loads with the map, after the page: never part of the page's own code.
const PlaceMap = lazy(() => import('./place-map'));

/** How far below the screen a map starts loading, so it is drawn by the time it is scrolled to. */
const LOAD_AHEAD = '200px';

/** What a person using the page does first (a page only loaded, or only looked at, does none). */
const FIRST_USE = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Whether the visitor has used the page yet (moved, touched, scrolled, typed), and a way to say so. */
function useFirstUse(): [boolean, () => void] {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (used) return;
    const use = () => setUsed(true);
    const options = { capture: true, passive: true } as const;
    for (const type of FIRST_USE) window.addEventListener(type, use, options);
    return () => {
      for (const type of FIRST_USE) window.removeEventListener(type, use, options);
    };
  }, [used]);
  return [used, () => setUsed(true)];
}

/**
 * The small map of a place on its page (a business beside "Get Directions", an event's
 * venue). Drawn in the browser only, once the figure comes near the screen and the
 * visitor has used the page (MapLibre is the heaviest script the site has: a phone that
 * only loads the page, or never scrolls there, never runs it, and its first screen is
 * ready sooner), or at once with "Show the map". Left out without WebGL (the address says
 * it all).
 */
export function PlaceFigure({ name, lat, lng }: { name: string; lat: number; lng: number }) {
  const styleUrl = useMapStyleUrl();
  const figureRef = useRef<HTMLElement>(null);
  const [support, setSupport] = useState<'unknown' | 'yes' | 'no'>('unknown');
  const [near, setNear] = useState(false);
  const [used, showMap] = useFirstUse();
  useEffect(() => setSupport(canShowMap() ? 'yes' : 'no'), []);
  useEffect(() => {
    const figure = figureRef.current;
    if (!figure || support !== 'yes') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LOAD_AHEAD} 0px` },
    );
    observer.observe(figure);
    return () => observer.disconnect();
  }, [support]);

  return (
    <figure
      ref={figureRef}
      className="relative h-48 overflow-hidden rounded-2xl bg-bay-100 ring-1 ring-white/10"
      aria-label={`Map of ${name}'s place`}
    >
      {support === 'no' && <MapNote>This browser can&apos;t show the map: it needs WebGL.</MapNote>}
      {support === 'yes' && near && !used && (
        <div className="absolute inset-0 flex items-center justify-center">
          <Button variant="secondary" onClick={showMap}>
            Show the map
          </Button>
        </div>
      )}
      {support === 'yes' && near && used && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <PlaceMap styleUrl={styleUrl} name={name} lat={lat} lng={lng} />
          </Suspense>
        </ErrorBoundary>
      )}
    </figure>
  );
}
