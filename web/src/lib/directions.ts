/** A map search for the address in Google Maps (opens the app on phones), for "Get Directions". */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
