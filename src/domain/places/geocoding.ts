/**
 * Finding where a shopper's postcode is (spec section 5, "Geocoding a postcode with no result throws
 * 'Invalid postcode'", and section 7, "Geocoding: GET to a maps geocoding service ... reads
 * results[0].geometry.location lat and lng") and ordering the dealer's locations by distance from it.
 *
 * The lookup is a port, Geocoder, with two adapters: a bundled postcode table for the demo regions
 * (tableGeocoder, fed by src/browser/geocoding-table.ts) and an HTTP geocoding service for
 * production (src/browser/geocoding-http.ts, which reads the service's answer with
 * pointFromGeocodingAnswer). Both answer 'not_found' for a postcode they do not know.
 */
import { formatDistance } from '../basics/format.ts';
import { sortByDistance, type GeoPoint } from './geo.ts';
import type { RegionCode } from '../basics/region.ts';

/** The spec's geocoding message for a postcode the service does not know. */
export const GEOCODING_NOT_FOUND_MESSAGE = 'Invalid postcode';

export type GeocodeResult = GeoPoint | 'not_found';

/** Where a postcode is. Rejects only when the lookup itself fails (the service is down, say). */
export interface Geocoder {
  geocode(postcode: string): Promise<GeocodeResult>;
}

/** Postcode → [latitude, longitude] of its centre (an array as JSON holds it; other lengths are ignored). */
export type PostcodeTable = Readonly<Record<string, readonly number[]>>;

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A geocoder over a postcode table, loaded on the first lookup and kept for the next ones. */
export function tableGeocoder(loadTable: () => Promise<PostcodeTable>): Geocoder {
  let table: Promise<PostcodeTable> | undefined;
  return {
    async geocode(postcode) {
      table ??= loadTable().catch((error: unknown) => {
        // A failed load is not remembered: the next lookup tries again.
        table = undefined;
        throw error;
      });
      const [lat, long, ...rest] = (await table)[postcode.trim()] ?? [];
      return isFiniteNumber(lat) && isFiniteNumber(long) && rest.length === 0 ? { lat, long } : 'not_found';
    },
  };
}

/**
 * The point in a geocoding service's answer: results[0].geometry.location's lat and lng (the shape
 * of Google's Geocoding API). No results, or a first result without a usable point, is 'not_found'.
 */
export function pointFromGeocodingAnswer(answer: unknown): GeocodeResult {
  const results = (answer as { results?: unknown } | null)?.results;
  const first: unknown = Array.isArray(results) ? results[0] : undefined;
  const location = (first as { geometry?: { location?: { lat?: unknown; lng?: unknown } } } | undefined)?.geometry?.location;
  return location && isFiniteNumber(location.lat) && isFiniteNumber(location.lng) ? { lat: location.lat, long: location.lng } : 'not_found';
}

/** A location placed on the map, by id. */
export interface PlacedLocation {
  id: number;
  address: GeoPoint;
}

/** The locations nearest first from `origin`, each with its distance as the region reads it ("12 km", "7 mi"). */
export function locationsByDistance(
  locations: readonly PlacedLocation[],
  origin: GeoPoint,
  region: RegionCode,
): { id: number; distance: string }[] {
  return sortByDistance(locations, origin).map(({ location, distanceKm }) => ({ id: location.id, distance: formatDistance(distanceKm, region) }));
}
