/**
 * The production geocoding adapter (spec section 7: "GET to a maps geocoding service ... reads
 * results[0].geometry.location lat and lng"): one GET per lookup to a configurable endpoint shaped
 * like Google's Geocoding API, asking for the postcode within the dealer's country.
 */
import { pointFromGeocodingAnswer, type Geocoder } from '../domain/places/geocoding.ts';
import type { RegionCode } from '../domain/basics/region.ts';

export interface HttpGeocoderOptions {
  /** The service's URL, e.g. https://maps.googleapis.com/maps/api/geocode/json. */
  endpoint: string;
  region: RegionCode;
  /** The service's API key, sent as `key` when given. */
  key?: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
}

/** A Geocoder that asks the service; rejects when the service cannot be reached or answers with an error status. */
export function httpGeocoder({ endpoint, region, key, fetch = globalThis.fetch }: HttpGeocoderOptions): Geocoder {
  return {
    async geocode(postcode) {
      const url = new URL(endpoint);
      url.searchParams.set('address', postcode.trim());
      url.searchParams.set('components', `postal_code:${postcode.trim()}|country:${region}`);
      if (key) url.searchParams.set('key', key);
      const response = await fetch(url, { method: 'GET', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`Geocoding service answered ${response.status}`);
      return pointFromGeocodingAnswer(await response.json());
    },
  };
}
