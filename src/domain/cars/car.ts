/**
 * A car in a dealer's stock (spec section 3, "Car"): the value lists its fields take, and the Car
 * type. The type is inferred from the stock feed's schema (src/stock/car-schema.ts, the one place
 * the shape is written) and re-exported here as a type only, so the domain stays free of runtime
 * dependencies: islands import the lists below.
 */
export type { AutograbData, Car, CarImage, CarLocation, PaymentProcessor } from '../../stock/car-schema.ts';

/** Condition of a car. */
export const CAR_TYPES = ['new', 'used', 'demo'] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** Availability; in_stock and coming_soon count as available (spec section 4). */
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

/** The normalised body styles the search facets and car images use. */
export const BODIES = [
  'SUV',
  'Hatch',
  'Sedan',
  'Ute',
  'Wagon',
  'Van',
  'People Mover',
  'Cab Chassis',
  'Coupe',
  'Convertible',
] as const;
export type Body = (typeof BODIES)[number];

export const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric', 'LPG'] as const;
export type Fuel = (typeof FUELS)[number];

/** Fuels that earn the electric-or-hybrid card tag (tag priority level 1). */
export const ELECTRIFIED_FUELS: readonly Fuel[] = ['Hybrid', 'Plug-in Hybrid', 'Electric'];

export const DRIVES = ['FWD', 'RWD', 'AWD', '4WD'] as const;
export type Drive = (typeof DRIVES)[number];

export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Colour families, as filtered on (`colour`) and as drawn in the car images. */
export const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Orange', 'Yellow'] as const;
export type Colour = (typeof COLOURS)[number];

/** What the advertised price includes; the label is what the price line prints after the amount. */
export const PRICE_TYPES = ['drive_away', 'excl_gov_charges', 'plus_on_road_costs', 'plus_tax_and_fees'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const PRICE_TYPE_LABELS: Readonly<Record<PriceType, string>> = {
  drive_away: 'Drive Away',
  excl_gov_charges: 'Excl. Government Charges',
  plus_on_road_costs: '+ On Road Costs',
  plus_tax_and_fees: '+ Tax, Title & Fees',
};
