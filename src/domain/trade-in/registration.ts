/**
 * What identifies a trade-in car to a valuation provider (spec section 7, "valuation by
 * registration"): the plate and, where plates are issued by states, the state; on US sites the VIN
 * alone will do. Shared by the server's schemas and the trade-in form, so both accept the same input.
 */
import type { RegionCode } from '../basics/region.ts';

/** The Australian states and territories that issue plates. */
export const AU_REGO_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;

/** The US states and DC, by their two-letter postal codes. */
export const US_REGO_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

/** The states a region's plates are issued by; empty where plates are national (New Zealand). */
export function regoStatesOf(region: RegionCode): readonly string[] {
  switch (region) {
    case 'AU':
      return AU_REGO_STATES;
    case 'US':
      return US_REGO_STATES;
    case 'NZ':
      return [];
  }
}

/** Whether a region's plates need a state beside them. */
export function regoNeedsState(region: RegionCode): boolean {
  return regoStatesOf(region).length > 0;
}

/** A plate as providers match it: upper case letters and digits only ("abc 12-3" is "ABC123"). */
export function normalisePlate(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** Longest plate any of the three regions issues (personalised AU plates: 9; NZ: 6; US: 8). */
export const MAX_PLATE_LENGTH = 9;

/** Whether a normalised plate could be a plate: 1 to 9 letters and digits. */
export function isPlate(normalised: string): boolean {
  return new RegExp(`^[A-Z0-9]{1,${MAX_PLATE_LENGTH}}$`).test(normalised);
}

/** 17 characters of digits and capital letters other than I, O and Q (ISO 3779). */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** A VIN as typed, in upper case without spaces. */
export function normaliseVin(raw: string): string {
  return raw.replace(/\s/g, '').toUpperCase();
}

/** Whether a normalised VIN is well formed. */
export function isVin(normalised: string): boolean {
  return VIN.test(normalised);
}
