import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useMapStyleUrl } from '@/lib/site-url';
import { MapNote } from './map-note';
import { canShowMap } from './webgl';

// MapLibre loads with the map, after the page: never part of the page's own code.
const PlaceMap = lazy(() => import('./place-map'));

/** How far below the screen a map starts loading, so it is drawn by the time it is scrolled to. */
const LOAD_AHEAD = '200px';

/**
 * The small map of a place on its page (a business beside "Get Directions", an event's
 * venue). Drawn in the browser only, once the figure comes near the screen (MapLibre is
 * the heaviest script the site has: a phone that never scrolls there never runs it), and
 * left out without WebGL (the address says it all).
 */
export function PlaceFigure({ name, lat, lng }: { name: string; lat: number; lng: number }) {
  const styleUrl = useMapStyleUrl();
  const figureRef = useRef<HTMLElement>(null);
  const [support, setSupport] = useState<'unknown' | 'yes' | 'no'>('unknown');
  const [near, setNear] = useState(false);
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
      {support === 'yes' && near && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <PlaceMap styleUrl={styleUrl} name={name} lat={lat} lng={lng} />
          </Suspense>
        </ErrorBoundary>
      )}
    </figure>
  );
}
