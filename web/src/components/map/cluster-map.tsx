import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  type MapLibreEvent,
  type MapMouseEvent,
} from './maplibre';
import type { ReactNode } from 'react';
import { MAP_MAX_ZOOM, TAMPA_BAY_REGION, type GeoBox, type GeoPoint, type MapCluster } from '@tampa-local/domain';
import { bboxParam } from '@/lib/map-params';
import { countLabel } from '@/lib/labels';
import { useMapClusters, type MapClusterParams, type MapListPath } from '@/lib/map-clusters';
import { mapStyle } from './builtin-style';
import { ClusterButton, PlaceMarkerButton, type MapNoun } from './map-markers';
import { MapNote } from './map-note';

/** A card's z-index: above every marker (whose z-index is its count, capped below it). */
const ABOVE_MARKERS = 1_000_000;

/** A cluster of one row, as the map shows it: its marker's name and its card. */
export interface MapPlace {
  id: string;
  label: string;
  card: ReactNode;
}

export interface ClusterMapProps {
  styleUrl: string;
  /** The list whose rows the map shows (its clusters route). */
  list: MapListPath;
  /** What the rows are called, for the counts. */
  noun: MapNoun;
  /** The row of a cluster of one (null for a busy cell). */
  placeOf: (cluster: MapCluster) => MapPlace | null;
  /** The list's filters, as its clusters route takes them. */
  filters: Record<string, string | boolean | undefined>;
  /** The searched area (the URL's bbox): the map shows it first and only its rows. */
  searchArea: GeoBox | undefined;
  /** The visitor's position, when the list is sorted by distance from it. */
  near: GeoPoint | undefined;
  /** "Search this area": the box the visitor is looking at, cut down to the region. */
  onSearchArea: (bbox: string) => void;
}

const REGION: GeoBox = TAMPA_BAY_REGION;

const bounds = (box: GeoBox): [number, number, number, number] => [box.minLng, box.minLat, box.maxLng, box.maxLat];

function intersect(a: GeoBox, b: GeoBox): GeoBox {
  return {
    minLng: Math.max(a.minLng, b.minLng),
    minLat: Math.max(a.minLat, b.minLat),
    maxLng: Math.min(a.maxLng, b.maxLng),
    maxLat: Math.min(a.maxLat, b.maxLat),
  };
}

function viewBox(map: MapLibreMap): GeoBox {
  const view = map.getBounds();
  return { minLng: view.getWest(), minLat: view.getSouth(), maxLng: view.getEast(), maxLat: view.getNorth() };
}

/**
 * MapLibre's zoom counts 512 px tiles, the clusters route's the web map's 256 px ones: one
 * more, so a cluster cell is about 64 px on screen.
 */
const clusterZoom = (map: MapLibreMap) => Math.min(MAP_MAX_ZOOM, Math.max(0, Math.round(map.getZoom()) + 1));

interface PlacedMarker {
  key: string;
  cluster: MapCluster;
  place: MapPlace | null;
  element: HTMLElement;
}

type MoveEvent = MapLibreEvent & { fitted?: boolean };

/**
 * The rows of a list (businesses, properties, events) on a map: clusters with their counts
 * where they are dense, one marker per row where not, each an HTML button (reachable with
 * Tab, in the clusters' order: south to north, west to east). Choosing a row shows its
 * card; a cluster zooms in. After a pan or zoom, "Search this area" hands the view's box
 * to the page.
 */
export default function ClusterMap({
  styleUrl,
  list,
  noun,
  placeOf,
  filters,
  searchArea,
  near,
  onSearchArea,
}: ClusterMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState<{ bbox: string; zoom: number } | null>(null);
  const [moved, setMoved] = useState(false);
  const [placed, setPlaced] = useState<PlacedMarker[]>([]);
  const [selected, setSelected] = useState<PlacedMarker | null>(null);
  const [popupNode] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const searchAreaRef = useRef(searchArea);
  const searchedRef = useRef<string | undefined>(undefined);
  const markerButtons = useRef(new Map<string, HTMLButtonElement>());

  // The map itself, once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container,
        style: mapStyle(styleUrl),
        bounds: bounds(searchAreaRef.current ?? REGION),
        fitBoundsOptions: { padding: 16 },
        maxBounds: [REGION.minLng - 1, REGION.minLat - 0.5, REGION.maxLng + 1, REGION.maxLat + 0.5],
        attributionControl: { compact: true },
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
      });
    } catch {
      setFailed(true);
      return;
    }
    created.touchZoomRotate.disableRotation();
    created.keyboard.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    let loaded = false;
    const update = () => {
      const limit = searchAreaRef.current ?? REGION;
      const bbox = bboxParam(intersect(viewBox(created), limit));
      setQuery(bbox ? { bbox, zoom: clusterZoom(created) } : null);
    };
    created.on('load', () => {
      loaded = true;
      update();
    });
    created.on('moveend', (event: MoveEvent) => {
      if (!loaded) return;
      update();
      if (!event.fitted) setMoved(true);
    });
    // Without a listener MapLibre logs every error; a tile that fails leaves a gap, a style
    // that fails leaves no map.
    created.on('error', () => {
      if (!loaded) setFailed(true);
    });
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [styleUrl]);

  // A new searched area from the page (cleared, or back and forward): show it.
  useEffect(() => {
    searchAreaRef.current = searchArea;
    if (!map) return;
    const text = searchArea ? (bboxParam(searchArea) ?? undefined) : undefined;
    if (text !== undefined && text === searchedRef.current) {
      // The area the visitor just searched: the view already shows it.
      const bbox = bboxParam(intersect(viewBox(map), searchArea ?? REGION));
      setQuery(bbox ? { bbox, zoom: clusterZoom(map) } : null);
    } else {
      map.fitBounds(bounds(searchArea ?? REGION), { padding: 16, animate: false }, { fitted: true });
    }
    searchedRef.current = text;
    setMoved(false);
  }, [map, searchArea]);

  const params: MapClusterParams | null = query ? { ...query, ...filters } : null;
  const clusters = useMapClusters(list, params);

  // The markers: one element per cluster, its button rendered into it below.
  useEffect(() => {
    if (!map || !clusters.data) return;
    const markers = clusters.data.clusters.map((cluster) => {
      const element = document.createElement('div');
      // Busier clusters drawn above quieter ones and single places they overlap, so the
      // busiest is always there to choose (the others are in the tab order).
      element.style.zIndex = String(Math.min(cluster.count, ABOVE_MARKERS - 1));
      const marker = new Marker({ element, anchor: 'center' }).setLngLat([cluster.lng, cluster.lat]).addTo(map);
      const place = placeOf(cluster);
      const key = place ? `p:${place.id}` : `c:${cluster.lat},${cluster.lng},${cluster.count}`;
      return { key, cluster, place, element, marker };
    });
    setPlaced(markers.map(({ key, cluster, place, element }) => ({ key, cluster, place, element })));
    return () => {
      for (const { marker } of markers) marker.remove();
    };
  }, [map, clusters.data, placeOf]);

  // The visitor's position, when the list is sorted by distance from it.
  useEffect(() => {
    if (!map || !near) return;
    const element = document.createElement('div');
    element.className = 'h-4 w-4 rounded-full border-2 border-white bg-sunset-600 shadow';
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', 'Your position');
    const marker = new Marker({ element }).setLngLat([near.lng, near.lat]).addTo(map);
    return () => void marker.remove();
  }, [map, near]);

  // The chosen row's card, in a popup at its marker.
  useEffect(() => {
    if (!map || !popupNode || !selected?.place) return;
    const { key } = selected;
    // Not closeOnClick: the marker's own click, which opened it, reaches the map after React.
    const popup = new Popup({ offset: 18, maxWidth: '260px', focusAfterOpen: true, closeOnClick: false })
      .setLngLat([selected.cluster.lng, selected.cluster.lat])
      .setDOMContent(popupNode)
      .addTo(map);
    popup.getElement()?.style.setProperty('z-index', String(ABOVE_MARKERS));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') popup.remove();
    };
    const onMapClick = (event: MapMouseEvent) => {
      const target = event.originalEvent.target;
      if (!(target instanceof Element && target.closest('[data-count]'))) popup.remove();
    };
    popupNode.addEventListener('keydown', onKey);
    map.on('click', onMapClick);
    popup.on('close', () => {
      setSelected(null);
      markerButtons.current.get(key)?.focus();
    });
    return () => {
      popupNode.removeEventListener('keydown', onKey);
      map.off('click', onMapClick);
      if (popup.isOpen()) popup.remove();
    };
  }, [map, popupNode, selected]);

  // A cluster or marker that is gone (new filters, a new view) closes its card.
  useEffect(() => {
    if (selected && !placed.some((marker) => marker.key === selected.key)) {
      setSelected(null);
    }
  }, [placed, selected]);

  if (failed) {
    return <MapNote>The map couldn't load. Every result is in the list below.</MapNote>;
  }

  const total = clusters.data?.total;
  const searchHere = () => {
    if (!map) return;
    const bbox = bboxParam(viewBox(map));
    if (!bbox) return;
    searchedRef.current = bbox;
    setMoved(false);
    onSearchArea(bbox);
  };

  return (
    <>
      {/* MapLibre's stylesheet makes its container `position: relative`: it fills a frame of its own. */}
      <div className="absolute inset-0">
        <div ref={containerRef} className="h-full w-full" />
      </div>
      {moved && (
        <div className="pointer-events-none absolute inset-x-0 top-3 flex justify-center">
          <button
            type="button"
            onClick={searchHere}
            className="pointer-events-auto rounded-full bg-white px-4 py-2 text-sm font-semibold text-bay-800 shadow-md ring-1 ring-slate-300 hover:bg-bay-50"
          >
            Search this area
          </button>
        </div>
      )}
      <p
        role="status"
        className="pointer-events-none absolute bottom-2 left-2 rounded-md bg-white/95 px-2 py-1 text-xs font-semibold text-slate-800 shadow"
      >
        {total === undefined ? 'Loading the map...' : `${countLabel(total, noun.singular, noun.plural)} on the map`}
      </p>
      {placed.map((marker) =>
        createPortal(
          marker.place ? (
            <PlaceMarkerButton
              label={marker.place.label}
              expanded={selected?.key === marker.key}
              buttonRef={(button) => {
                if (button) markerButtons.current.set(marker.key, button);
                else markerButtons.current.delete(marker.key);
              }}
              onChoose={() => setSelected(marker)}
            />
          ) : (
            <ClusterButton
              count={marker.cluster.count}
              noun={noun}
              onChoose={() => {
                if (!map) return;
                map.easeTo({
                  center: [marker.cluster.lng, marker.cluster.lat],
                  zoom: Math.min(map.getZoom() + 2, 18),
                });
                // The cluster's button goes with the new view: the next Tab reaches the new markers.
                map.getCanvas().focus();
              }}
            />
          ),
          marker.element,
          marker.key,
        ),
      )}
      {popupNode && selected?.place && createPortal(selected.place.card, popupNode)}
    </>
  );
}
