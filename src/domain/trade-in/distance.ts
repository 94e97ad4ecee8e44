/**
 * Miles and kilometres: US shoppers give the odometer in miles; the rules (100,000 km) and the
 * providers take kilometres.
 */
import { KM_PER_MILE } from '../basics/constants.ts';
import type { RegionCode } from '../basics/region.ts';
import { regionSettings } from '../basics/region.ts';

/** Miles as whole kilometres (rounded to the nearest km). */
export function milesToKm(miles: number): number {
  return Math.round(miles * KM_PER_MILE);
}

/** An odometer reading in the region's unit, as whole kilometres. */
export function odometerKm(reading: number, region: RegionCode): number {
  return regionSettings(region).distanceUnit === 'mi' ? milesToKm(reading) : Math.round(reading);
}
