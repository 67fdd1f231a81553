import 'maplibre-gl/dist/maplibre-gl.css';
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// MapLibre, set up once for every map of the site. Only the map modules, loaded on demand,
// import it. Its worker is a file of its own in the build, on this origin (CSP worker-src
// 'self'); without this it would look for it next to a bundle that no longer has it.
setWorkerUrl(workerUrl);

export { Map, Marker, NavigationControl, Popup } from 'maplibre-gl';
export type { MapLibreEvent, MapMouseEvent } from 'maplibre-gl';
