import * as React from 'react';
import { Flex, Typography } from '@strapi/design-system';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { useFetchClient, useField, useForm } from '@strapi/strapi/admin';
import type { GeoPoint, MapStyleAnswer } from '@tampa-local/domain';
import { LOCATED_MODELS, placeText, pointOf } from './model';

const LocationMap = React.lazy(() => import('./LocationMap'));

/** Whether this browser can draw a map: MapLibre needs WebGL 2. */
function canShowMap(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') != null;
  } catch {
    return false;
  }
}

const NO_MAP_TEXT =
  "This browser can't show the map (it needs WebGL): type the latitude and longitude in their fields.";
const MAP_FAILED_TEXT = "The map couldn't load: type the latitude and longitude in their fields.";

/** The map style the site draws with (GET /api/map-style), or null while it is asked for. */
function useMapStyleUrl(): { styleUrl: string | null; failed: boolean } {
  const { get } = useFetchClient();
  const [state, setState] = React.useState<{ styleUrl: string | null; failed: boolean }>({
    styleUrl: null,
    failed: false,
  });
  React.useEffect(() => {
    let live = true;
    get<MapStyleAnswer>('/api/map-style').then(
      ({ data }) => live && setState({ styleUrl: data.styleUrl, failed: false }),
      () => live && setState({ styleUrl: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [get]);
  return state;
}

/** The picker: the fields' point on a map, set from the map into both fields at once. */
function LocationPicker() {
  const latitude = useField<number | null>('latitude');
  const longitude = useField<number | null>('longitude');
  const disabled = useForm('LocationPicker', (form) => form.disabled);
  const point = React.useMemo(() => pointOf(latitude.value, longitude.value), [latitude.value, longitude.value]);
  const [webgl] = React.useState(canShowMap);
  const { styleUrl, failed: styleFailed } = useMapStyleUrl();
  const [mapFailed, setMapFailed] = React.useState(false);

  const pick = React.useCallback(
    (next: GeoPoint) => {
      latitude.onChange('latitude', next.lat);
      longitude.onChange('longitude', next.lng);
    },
    [latitude, longitude],
  );
  const fail = React.useCallback(() => setMapFailed(true), []);

  let map: React.ReactNode;
  if (!webgl) map = <Typography variant="pi">{NO_MAP_TEXT}</Typography>;
  else if (styleFailed || mapFailed) map = <Typography variant="pi">{MAP_FAILED_TEXT}</Typography>;
  else if (styleUrl === null) map = <Typography variant="pi">Loading the map…</Typography>;
  else
    map = (
      <React.Suspense fallback={<Typography variant="pi">Loading the map…</Typography>}>
        <LocationMap styleUrl={styleUrl} point={point} disabled={disabled} onPick={pick} onFail={fail} />
      </React.Suspense>
    );

  return (
    <Flex id="location-picker" direction="column" alignItems="stretch" gap={2} width="100%">
      {map}
      <Typography variant="pi" textColor="neutral600" role="status" aria-live="polite">
        {placeText(point)}
      </Typography>
    </Flex>
  );
}

/** "Location" beside the form of every content type with a latitude and a longitude. */
export const LocationPanel: PanelComponent = ({ model }) =>
  LOCATED_MODELS.includes(model) ? { title: 'Location', content: <LocationPicker /> } : null;
