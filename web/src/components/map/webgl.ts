/** Whether this browser can draw a map: MapLibre needs WebGL 2. */
export function canShowMap(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') != null;
  } catch {
    return false;
  }
}

export const NO_WEBGL_MESSAGE =
  "This browser can't show the map: it needs WebGL, which is off or not supported here. Every result is in the list below.";
