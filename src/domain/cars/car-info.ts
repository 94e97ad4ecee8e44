/**
 * The car info block on vehicle cards and details (spec section 9: "Car info block order: Condition,
 * Transmission, Odometer (km), Fuel Type").
 */
import type { Car, CarType } from './car.ts';
import { DISTANCE_UNIT_TEXTS, formatDistanceValue } from '../basics/format.ts';
import { regionSettings, type RegionCode } from '../basics/region.ts';
import { regionTerm } from '../basics/region-terms.ts';

/** The condition a car's `car_type` prints as. */
export const CONDITION_LABELS: Readonly<Record<CarType, string>> = {
  new: 'New',
  used: 'Used',
  demo: 'Demo',
};

/** The block's labels. The odometer label names the region's unit, as the spec's 'Odometer (km)' does. */
const CAR_INFO_LABELS = {
  condition: 'Condition',
  transmission: 'Transmission',
  odometer: 'Odometer',
  fuelType: 'Fuel Type',
} as const;

/** One row of the block; `key` is stable across regions (for list keys and tests), `label` is shown. */
interface CarInfoItem {
  readonly key: 'condition' | 'transmission' | 'odometer' | 'fuel-type';
  readonly label: string;
  readonly value: string;
}

/**
 * The four rows in the spec's order: Condition ('New', 'Used' or 'Demo'), Transmission, Odometer and
 * Fuel Type. The odometer label carries the unit ('Odometer (km)' in AU and NZ, 'Odometer (mi)' in the
 * US), so its value is the number alone in that unit ("12,345", or "7,671" miles for the same car). The fuel
 * reads in the region's words ('Gas' for petrol in the US, region-terms.ts).
 */
export function carInfo(
  car: Pick<Car, 'car_type' | 'simple_transmission' | 'km' | 'simple_fuel'>,
  region: RegionCode,
): readonly [CarInfoItem, CarInfoItem, CarInfoItem, CarInfoItem] {
  const unit = DISTANCE_UNIT_TEXTS[regionSettings(region).distanceUnit];
  return [
    { key: 'condition', label: CAR_INFO_LABELS.condition, value: CONDITION_LABELS[car.car_type] },
    { key: 'transmission', label: CAR_INFO_LABELS.transmission, value: car.simple_transmission },
    { key: 'odometer', label: `${CAR_INFO_LABELS.odometer} (${unit})`, value: formatDistanceValue(car.km, region) },
    { key: 'fuel-type', label: CAR_INFO_LABELS.fuelType, value: regionTerm(car.simple_fuel, region) },
  ];
}
