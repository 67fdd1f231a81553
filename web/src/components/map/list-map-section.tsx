import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { MapCluster } from '@tampa-local/domain';
import type { MapListPath } from '@/lib/map-clusters';
import { readBbox, readNear, readView } from '@/lib/map-params';
import { useMapStyleUrl } from '@/lib/site-url';
import type { MapPlace } from './cluster-map';
import { NearMe, SearchedArea, ViewSwitch } from './map-controls';
import type { MapNoun } from './map-markers';
import { MapPanel } from './map-panel';

export interface ListMapSectionProps {
  list: MapListPath;
  noun: MapNoun;
  placeOf: (cluster: MapCluster) => MapPlace | null;
  /** The list's filters as its clusters route takes them (the box comes from the map). */
  clusterFilters: Record<string, string | boolean | undefined>;
  bbox: string | undefined;
  near: string | undefined;
  onChange: (next: { bbox?: string; near?: string }) => void;
}

/**
 * Above a list: the List | Map switch, "Near me", the searched area, and the map itself on
 * the map view (the list stays below it, the primary way through).
 */
export function ListMapSection({ list, noun, placeOf, clusterFilters, bbox, near, onChange }: ListMapSectionProps) {
  const [searchParams] = useSearchParams();
  const view = readView(searchParams);
  const styleUrl = useMapStyleUrl();
  const searchArea = useMemo(() => readBbox(bbox), [bbox]);
  const nearPoint = useMemo(() => readNear(near), [near]);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-4">
        <ViewSwitch view={view} />
        <NearMe active={nearPoint !== undefined} onNear={(position) => onChange({ near: position })} />
        {searchArea && <SearchedArea noun={noun.plural} onClear={() => onChange({ bbox: undefined })} />}
      </div>
      {view === 'map' && (
        <MapPanel
          list={list}
          noun={noun}
          placeOf={placeOf}
          styleUrl={styleUrl}
          filters={clusterFilters}
          searchArea={searchArea}
          near={nearPoint}
          onSearchArea={(box) => onChange({ bbox: box })}
        />
      )}
    </>
  );
}
