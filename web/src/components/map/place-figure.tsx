import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useMapStyleUrl } from '@/lib/site-url';
import { MapNote } from './map-note';
import { canShowMap } from './webgl';

// MapLibre loads with the map, after the page: never part of the page's own code.
const PlaceMap = lazy(() => import('./place-map'));

/**
 * The small map of a place on its page (a business beside "Get Directions", an event's
 * venue). Drawn in the browser only, and left out without WebGL (the address says it all).
 */
export function PlaceFigure({ name, lat, lng }: { name: string; lat: number; lng: number }) {
  const styleUrl = useMapStyleUrl();
  const [support, setSupport] = useState<'unknown' | 'yes' | 'no'>('unknown');
  useEffect(() => setSupport(canShowMap() ? 'yes' : 'no'), []);

  return (
    <figure
      className="relative h-48 overflow-hidden rounded-2xl bg-bay-100 ring-1 ring-white/10"
      aria-label={`Map of ${name}'s place`}
    >
      {support === 'no' && <MapNote>This browser can&apos;t show the map: it needs WebGL.</MapNote>}
      {support === 'yes' && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <PlaceMap styleUrl={styleUrl} name={name} lat={lat} lng={lng} />
          </Suspense>
        </ErrorBoundary>
      )}
    </figure>
  );
}
