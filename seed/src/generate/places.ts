import type { Area } from '@tampa-local/domain';
import { hashSeed, Random } from '../random';
import { AREA_INFO } from '../vocabulary/areas';

/** A street address in the area: '1234 E 7th Ave, Tampa, FL 33605'. */
export function address(area: Area, r: Random, street = r.pick(AREA_INFO[area].streets)): string {
  const info = AREA_INFO[area];
  const suite = r.chance(0.12) ? `, Suite ${r.int(1, 4)}${String(r.int(0, 30)).padStart(2, '0')}` : '';
  return `${r.int(100, 4999)} ${street}${suite}, ${info.city}, FL ${r.pick(info.zips)}`;
}

/**
 * A venue's point: scattered around its area's centre as any place is, but the same for
 * every event held there (drawn from the venue's name, not from the batch's stream).
 */
export function venueCoordinates(venue: string, area: Area): { latitude: number; longitude: number } {
  return coordinates(area, new Random(hashSeed('venue', venue, area)));
}

/** A point scattered around the area's centre. */
export function coordinates(area: Area, r: Random): { latitude: number; longitude: number } {
  const info = AREA_INFO[area];
  return {
    latitude: Number((info.lat + r.normal() * info.spread * 0.5).toFixed(6)),
    longitude: Number((info.lng + r.normal() * info.spread * 0.5).toFixed(6)),
  };
}
