import 'maplibre-gl/dist/maplibre-gl.css';
import * as React from 'react';
import { Button, Flex } from '@strapi/design-system';
import { BUILTIN_MAP_STYLE, BUILTIN_MAP_STYLE_JSON, type GeoPoint } from '@tampa-local/domain';
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { REGION_BOUNDS, roundDegrees } from './model';

// The worker is a file of the panel's build on its own origin (the panel's CSP allows
// workers from 'self' only), not the blob MapLibre would make.
setWorkerUrl(workerUrl);

const builtinStyle: StyleSpecification = BUILTIN_MAP_STYLE_JSON;

export interface LocationMapProps {
  styleUrl: string;
  point: GeoPoint | null;
  disabled: boolean;
  onPick: (point: GeoPoint) => void;
  onFail: () => void;
}

const toPoint = ({ lat, lng }: { lat: number; lng: number }): GeoPoint => ({
  lat: roundDegrees(lat),
  lng: roundDegrees(lng),
});

/**
 * The map the location is picked on: a click places the pin, the pin can be dragged, and
 * with the keyboard the map moves (arrow keys, + and -) and "Place the pin at the map's
 * centre" places it. It never leaves the region, so a pick is always inside it. The
 * latitude and longitude fields stay the form's; the map follows them as they are typed.
 */
export default function LocationMap({ styleUrl, point, disabled, onPick, onFail }: LocationMapProps) {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const mapRef = React.useRef<MapLibreMap | null>(null);
  const markerRef = React.useRef<Marker | null>(null);
  // The latest props for the map's listeners, which are added once.
  const latest = React.useRef({ onPick, onFail, disabled });
  latest.current = { onPick, onFail, disabled };
  const firstPoint = React.useRef(point);

  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = firstPoint.current;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container,
        style: styleUrl === BUILTIN_MAP_STYLE ? builtinStyle : styleUrl,
        maxBounds: REGION_BOUNDS,
        ...(start ? { center: [start.lng, start.lat], zoom: 14 } : { bounds: REGION_BOUNDS }),
        attributionControl: { compact: true },
        cooperativeGestures: false,
      });
    } catch {
      latest.current.onFail();
      return;
    }
    let loaded = false;
    map.on('load', () => {
      loaded = true;
    });
    map.on('error', () => {
      if (!loaded) latest.current.onFail();
    });
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.getCanvas().setAttribute('aria-label', 'Map of the location: the arrow keys move it, + and - zoom');
    map.on('click', (event) => {
      if (!latest.current.disabled) latest.current.onPick(toPoint(event.lngLat));
    });
    mapRef.current = map;
    return () => {
      markerRef.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, [styleUrl]);

  // The pin follows the fields: placed, moved (the map pans to it if it is out of view) or removed.
  React.useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!point) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current) {
      const marker = new Marker({ draggable: true, color: '#135675' });
      marker.on('dragend', () => {
        if (!latest.current.disabled) latest.current.onPick(toPoint(marker.getLngLat()));
      });
      marker.getElement().setAttribute('aria-label', 'The pin');
      markerRef.current = marker.setLngLat([point.lng, point.lat]).addTo(map);
    } else {
      markerRef.current.setLngLat([point.lng, point.lat]);
    }
    markerRef.current.setDraggable(!disabled);
    if (!map.getBounds().contains([point.lng, point.lat])) map.easeTo({ center: [point.lng, point.lat] });
  }, [point, disabled]);

  const placeAtCentre = () => {
    const map = mapRef.current;
    if (map) onPick(toPoint(map.getCenter()));
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <div ref={containerRef} style={{ height: 240, width: '100%', borderRadius: 4, overflow: 'hidden' }} />
      <Button variant="secondary" onClick={placeAtCentre} disabled={disabled} fullWidth>
        Place the pin at the map&apos;s centre
      </Button>
    </Flex>
  );
}
