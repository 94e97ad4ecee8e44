/**
 * The local estimator's depreciation model: what a car of a given year and odometer is worth, from
 * the prices of the same make and model the dealer itself advertises (its stock, and its model
 * catalogue's new price). Each reference price is carried to the car being valued by the ratio of
 * what each keeps of its value, and the median of those is the retail value. No reference, no value:
 * the model never invents a price for a car it has nothing to compare with.
 *
 * The curve is a plain, documented rule of thumb, not market data: a car keeps 85% of its new price
 * after its first year and 90% of the rest every year after that; each 10,000 km above (below) the
 * average of 15,000 km a year takes off (adds) 2% of its value, within -30% and +15%.
 */

/** A price the dealer advertises for the same make and model. */
export interface ReferencePrice {
  readonly year: number;
  readonly km: number;
  /** Whole currency units. */
  readonly price: number;
  /** Stock is a used or new car on the lot; the catalogue gives the new price. */
  readonly source: 'stock' | 'catalogue';
}

/** The car being valued. */
export interface ValuedCar {
  readonly year: number;
  readonly km: number;
}

export const FIRST_YEAR_RETENTION = 0.85;
export const YEARLY_RETENTION = 0.9;
export const AVERAGE_KM_PER_YEAR = 15_000;
/** Share of value per 10,000 km above or below the average. */
export const KM_RATE_PER_10K = 0.02;
const KM_FACTOR_MIN = 0.7;
const KM_FACTOR_MAX = 1.15;

/** Age in model years in `currentYear` (a car of next year's model counts as new). */
export function ageInYears(year: number, currentYear: number): number {
  return Math.max(0, currentYear - year);
}

/** Share of its new price a car keeps at an age, by age alone. */
export function ageRetention(age: number): number {
  if (age <= 0) return 1;
  return FIRST_YEAR_RETENTION * YEARLY_RETENTION ** (age - 1);
}

/** The odometer's effect: below 1 for more than average use, above 1 for less. */
export function kmFactor(km: number, age: number): number {
  const excess = km - AVERAGE_KM_PER_YEAR * Math.max(age, 0);
  // A new car (age 0, delivery km) is not worth more than new.
  const factor = 1 - (KM_RATE_PER_10K * excess) / 10_000;
  return Math.min(age <= 0 ? 1 : KM_FACTOR_MAX, Math.max(KM_FACTOR_MIN, factor));
}

/** Share of its new price a car keeps, by age and odometer. */
export function retention(car: ValuedCar, currentYear: number): number {
  const age = ageInYears(car.year, currentYear);
  return ageRetention(age) * kmFactor(car.km, age);
}

/** One reference price carried to the car being valued. */
export function carriedPrice(reference: ReferencePrice, car: ValuedCar, currentYear: number): number {
  return (reference.price * retention(car, currentYear)) / retention(reference, currentYear);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** How sure the model is, from what it compared with. */
export type ModelConfidence = 'high' | 'medium' | 'low';

/** Stock references within this many model years of the car count as close. */
const CLOSE_YEARS = 3;

/** The retail value of a car from its references, or null when there is none to compare with. */
export function retailValue(
  references: readonly ReferencePrice[],
  car: ValuedCar,
  currentYear: number,
): { readonly retail: number; readonly confidence: ModelConfidence; readonly referenceCount: number } | null {
  const usable = references.filter((reference) => reference.price > 0 && Number.isFinite(reference.price));
  if (usable.length === 0) return null;
  const retail = Math.round(median(usable.map((reference) => carriedPrice(reference, car, currentYear))));
  const close = usable.filter((reference) => reference.source === 'stock' && Math.abs(reference.year - car.year) <= CLOSE_YEARS).length;
  const stock = usable.filter((reference) => reference.source === 'stock').length;
  const confidence: ModelConfidence = close >= 3 ? 'high' : stock >= 1 ? 'medium' : 'low';
  return { retail, confidence, referenceCount: usable.length };
}

/** What a dealer pays for a car it will retail: 80% of retail, leaving its reconditioning and margin. */
export const TRADE_SHARE_OF_RETAIL = 0.8;

/** The trade value the local estimator answers for a retail value. */
export function tradeValueOf(retail: number): number {
  return Math.round(retail * TRADE_SHARE_OF_RETAIL);
}
