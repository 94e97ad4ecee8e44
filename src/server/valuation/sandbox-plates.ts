/**
 * THE SANDBOX REGISTRY of plates the local estimator knows (it is not a registration database):
 * a few made-up plates per region so `npm start`, the browser tests and a person trying the site
 * can walk every branch of the trade-in flow. Any other plate is not identified, as a real
 * provider answers for a plate it does not know. The table is documented in docs/trade-in.md.
 */
import type { RegionCode } from '../../domain/basics/region.ts';
import type { IdentifiedVehicle } from '../ports/valuation-provider.ts';

/** One plate (or VIN) and the car it belongs to. */
export interface SandboxPlate {
  readonly region: RegionCode;
  /** Normalised plate, or null for a VIN-only entry. */
  readonly rego: string | null;
  /** The issuing state; null where plates are national (NZ) or for a VIN-only entry. */
  readonly regoState: string | null;
  readonly vin: string | null;
  readonly vehicle: IdentifiedVehicle;
  /** Why the entry is there (which branch of the flow it exercises). */
  readonly purpose: string;
}

export const SANDBOX_PLATES: readonly SandboxPlate[] = [
  {
    region: 'AU',
    rego: 'TRADE1',
    regoState: 'VIC',
    vin: null,
    vehicle: { make: 'Volkswagen', model: 'Golf', year: 2021, badge: '110TSI Life', body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic' },
    purpose: 'an estimate on a Volkswagen site (brighton-volkswagen stocks Golfs)',
  },
  {
    region: 'AU',
    rego: 'MAZDA1',
    regoState: 'NSW',
    vin: null,
    vehicle: { make: 'Mazda', model: 'CX-30', year: 2022, badge: 'G20 Evolve', body: 'SUV', fuel: 'Petrol', transmission: 'Automatic' },
    purpose: 'an estimate on bayside-motor-group (stocks the CX-30)',
  },
  {
    region: 'AU',
    rego: 'UTE123',
    regoState: 'QLD',
    vin: null,
    vehicle: { make: 'Isuzu', model: 'D-Max', year: 2022, badge: 'LS-U', body: 'Ute', fuel: 'Diesel', transmission: 'Automatic' },
    purpose: 'an estimate on northern-isuzu-ute',
  },
  {
    region: 'AU',
    rego: 'OLDCAR',
    regoState: 'NSW',
    vin: null,
    vehicle: { make: 'Volkswagen', model: 'Golf', year: 2015, badge: '90TSI Comfortline', body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic' },
    purpose: 'a car over 7 years old: no online estimate',
  },
  {
    region: 'AU',
    rego: 'NOSTOK',
    regoState: 'VIC',
    vin: null,
    vehicle: { make: 'Lada', model: 'Niva', year: 2022, badge: null, body: 'SUV', fuel: 'Petrol', transmission: 'Manual' },
    purpose: 'identified, but no site has a reference price for it: the estimate is not-identified',
  },
  {
    region: 'NZ',
    rego: 'KIWI1',
    regoState: null,
    vin: null,
    vehicle: { make: 'Skoda', model: 'Octavia', year: 2021, badge: 'Style', body: 'Wagon', fuel: 'Petrol', transmission: 'Automatic' },
    purpose: 'an estimate on harbour-city-renault-skoda',
  },
  {
    region: 'NZ',
    rego: 'OLDNZ',
    regoState: null,
    vin: null,
    vehicle: { make: 'Renault', model: 'Clio', year: 2016, badge: 'Zen', body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic' },
    purpose: 'a car over 7 years old on the NZ site',
  },
  {
    region: 'US',
    rego: 'TRADE1',
    regoState: 'CA',
    vin: null,
    vehicle: { make: 'Mazda', model: 'CX-5', year: 2021, badge: 'Touring', body: 'SUV', fuel: 'Petrol', transmission: 'Automatic' },
    purpose: 'an estimate on lakeside-mazda by plate and state',
  },
  {
    region: 'US',
    rego: null,
    regoState: null,
    vin: 'JM3KFBCM1M0123456',
    vehicle: { make: 'Mazda', model: 'Mazda3', year: 2021, badge: 'Select', body: 'Sedan', fuel: 'Petrol', transmission: 'Automatic' },
    purpose: 'an estimate on lakeside-mazda by VIN',
  },
  {
    region: 'US',
    rego: 'OLDCAR',
    regoState: 'TX',
    vin: null,
    vehicle: { make: 'Mazda', model: 'Mazda3', year: 2016, badge: 'Sport', body: 'Sedan', fuel: 'Petrol', transmission: 'Manual' },
    purpose: 'a car over 7 years old on the US site',
  },
];

/** The sandbox entry for a query, or undefined (not identified). */
export function findSandboxPlate(query: { rego?: string; regoState?: string; vin?: string; region: RegionCode }): SandboxPlate | undefined {
  return SANDBOX_PLATES.find((entry) => {
    if (entry.region !== query.region) return false;
    if (query.vin !== undefined) return entry.vin === query.vin;
    return entry.rego !== null && entry.rego === query.rego && entry.regoState === (query.regoState ?? null);
  });
}
