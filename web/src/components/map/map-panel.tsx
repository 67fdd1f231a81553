import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import type { ClusterMapProps } from './cluster-map';
import { MapNote } from './map-note';
import { canShowMap, NO_WEBGL_MESSAGE } from './webgl';

// MapLibre (about 270 KB gzipped) loads only when a map is shown, never with the page.
const ClusterMap = lazy(() => import('./cluster-map'));

const FAILED_MESSAGE = "The map couldn't load. Every result is in the list below.";
const LOADING_MESSAGE = 'Loading the map...';

/**
 * The map view's map, above the list it mirrors: rendered in the browser only (the server
 * sends the list and this frame), with a note instead when the browser has no WebGL.
 */
export function MapPanel(props: ClusterMapProps) {
  const [support, setSupport] = useState<'unknown' | 'yes' | 'no'>('unknown');
  useEffect(() => setSupport(canShowMap() ? 'yes' : 'no'), []);

  return (
    <section aria-labelledby="map-heading" className="mb-8">
      <h2 id="map-heading" className="sr-only">
        Map of the results
      </h2>
      <div className="relative h-[26rem] overflow-hidden rounded-2xl bg-bay-100 ring-1 ring-slate-200 sm:h-[30rem]">
        {support === 'no' ? (
          <MapNote>{NO_WEBGL_MESSAGE}</MapNote>
        ) : support === 'yes' ? (
          <ErrorBoundary fallback={<MapNote>{FAILED_MESSAGE}</MapNote>}>
            <Suspense fallback={<MapNote>{LOADING_MESSAGE}</MapNote>}>
              <ClusterMap {...props} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <MapNote>{LOADING_MESSAGE}</MapNote>
        )}
      </div>
    </section>
  );
}
