import { useEffect, useRef, useState } from 'react';
import { mapStyle } from './builtin-style';
import { Map as MapLibreMap, Marker } from './maplibre';
import { MapNote } from './map-note';

export interface PlaceMapProps {
  styleUrl: string;
  name: string;
  lat: number;
  lng: number;
}

/**
 * A place on a small map: a picture of where it is, not a control (it does not
 * move, take the focus or the scroll wheel); "Get Directions" beside it is the way there.
 */
export default function PlaceMap({ styleUrl, name, lat, lng }: PlaceMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container,
        style: mapStyle(styleUrl),
        center: [lng, lat],
        zoom: 14,
        interactive: false,
        attributionControl: { compact: true },
      });
    } catch {
      setFailed(true);
      return;
    }
    let loaded = false;
    map.on('load', () => {
      loaded = true;
    });
    map.on('error', () => {
      if (!loaded) setFailed(true);
    });
    const element = document.createElement('div');
    element.className = 'h-5 w-5 rounded-full border-2 border-white bg-sunset-700 shadow-md';
    element.setAttribute('aria-hidden', 'true');
    new Marker({ element }).setLngLat([lng, lat]).addTo(map);
    // Not a control: the canvas is a picture, named by the figure around it.
    map.getCanvas().removeAttribute('tabindex');
    map.getCanvas().setAttribute('aria-hidden', 'true');
    return () => map.remove();
  }, [styleUrl, lat, lng]);

  if (failed) return <MapNote>{`The map of ${name}'s place couldn't load.`}</MapNote>;
  return (
    <div className="absolute inset-0">
      <div ref={containerRef} className="h-full w-full" />
    </div>
  );
}
