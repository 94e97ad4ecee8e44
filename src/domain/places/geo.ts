/**
 * Distances and map defaults (spec section 9, "Reviews, maps and finance"): great-circle distance
 * on a sphere of radius 6371 km, shown in km, or miles in the US; maps open at zoom 10 as a roadmap,
 * with qld as the default state.
 */
import { DEFAULT_MAP_TYPE, DEFAULT_MAP_ZOOM, DEFAULT_STATE, EARTH_RADIUS_KM } from '../basics/constants.ts';
import { distanceInRegionUnit } from '../basics/format.ts';
import type { RegionCode } from '../basics/region.ts';

/** A point in decimal degrees, named as location addresses name them. */
export interface GeoPoint {
  lat: number;
  long: number;
}

/** Where maps start when nothing else decides (spec: "Default map zoom is 10 with roadmap type. Default state is qld."). */
export const MAP_DEFAULTS = {
  zoom: DEFAULT_MAP_ZOOM,
  type: DEFAULT_MAP_TYPE,
  state: DEFAULT_STATE,
} as const;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in kilometres, on a sphere of EARTH_RADIUS_KM. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLong = toRadians(to.long - from.long);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The great-circle distance between two points in the region's unit (km, or miles in the US), rounded. */
export function distanceForRegion(from: GeoPoint, to: GeoPoint, region: RegionCode): ReturnType<typeof distanceInRegionUnit> {
  return distanceInRegionUnit(distanceKm(from, to), region);
}

/** A location with its distance from a point, in kilometres. */
interface WithDistance<T> {
  location: T;
  distanceKm: number;
}

/** Locations nearest first from `origin`, each with its distance; ties keep their given order. */
export function sortByDistance<T extends { address: GeoPoint }>(locations: readonly T[], origin: GeoPoint): WithDistance<T>[] {
  return locations
    .map((location) => ({ location, distanceKm: distanceKm(origin, location.address) }))
    .toSorted((a, b) => a.distanceKm - b.distanceKm);
}

/**
 * The state of an address as written, or, when an Australian address leaves it out, the spec's
 * default state (QLD, as addresses write it). A site location always names its state, but a car's
 * location in a stock feed may not, and what reads a state (the directions to it, the time zone and
 * public holidays of the open-now line) then goes by Queensland. Other regions have no default.
 */
export function stateOrDefault(state: string, region: RegionCode): string {
  const written = state.trim();
  if (written !== '' || region !== 'AU') return written;
  return MAP_DEFAULTS.state.toUpperCase();
}
