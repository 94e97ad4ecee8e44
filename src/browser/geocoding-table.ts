/**
 * The bundled postcode table geocoder. The tables in ./postcodes are an APPROXIMATE DEMO TABLE:
 * rough centres of the postcodes around the demo dealers (Melbourne's bayside, Townsville, Mackay
 * and Brisbane; Auckland; Lake Geneva, Wisconsin), good for ordering locations by distance, not for
 * anything that needs a true centroid. Each region's table is its own chunk, fetched on the first
 * lookup, so no page pays for it until a shopper asks for their nearest location.
 */
import { tableGeocoder, type Geocoder, type PostcodeTable } from '../domain/places/geocoding.ts';
import type { RegionCode } from '../domain/basics/region.ts';

const TABLES: Record<RegionCode, () => Promise<PostcodeTable>> = {
  AU: () => import('./postcodes/au.json').then((module) => module.default),
  NZ: () => import('./postcodes/nz.json').then((module) => module.default),
  US: () => import('./postcodes/us.json').then((module) => module.default),
};

/** The demo geocoder of a region: its bundled table. */
export function bundledGeocoder(region: RegionCode): Geocoder {
  return tableGeocoder(TABLES[region]);
}
