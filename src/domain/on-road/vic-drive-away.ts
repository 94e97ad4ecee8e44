/**
 * Victoria's drive-away formula run backwards. The State Revenue Office's guidelines for licensed
 * motor car traders work out the dutiable value of a car sold on a drive-away deal as the drive-away
 * price less registration and the TAC charge, divided by 1 plus the duty rate: the duty is inside
 * the price, charged on the value that remains. Solved exactly, with the per-$200-or-part rounding
 * and the rate brackets of the duty table, rather than with one rate's division.
 */
import { toCents, toDollars } from './cents.ts';
import { scheduleDuty } from './duty.ts';
import { vehicleMatches, type DutiableVehicle } from './dutiable-vehicle.ts';
import type { DutyTable } from './on-road-tables.ts';

/** The vehicle the SRO's guidelines are written for: a new passenger car that is not a green car. */
const NEW_PASSENGER_CAR: DutiableVehicle = { use: 'passenger', fuel: 'Petrol', cylinders: 4, carType: 'new' };

/**
 * The dutiable value (dollars, to the cent) inside a Victorian drive-away price: the largest value
 * whose value plus duty (from the VIC duty table given) is not more than the drive-away price less
 * registration and the TAC charge. When the drive-away price was made by the forward calculation,
 * that is exactly the value it was made from; otherwise it is the value it would have been made
 * from, within the per-$200 rounding. Value plus duty only grows with the value (a bracket's cliff
 * raises it), so a binary search over cents finds it. Null when no schedule fits the vehicle or the
 * fees exceed the price.
 */
export function vicDutiableValueFromDriveAway(
  driveAway: number,
  registration: number,
  tac: number,
  table: DutyTable,
  vehicle: DutiableVehicle = NEW_PASSENGER_CAR,
): number | null {
  const schedule = table.schedules.find((candidate) => vehicleMatches(candidate.applies_to, vehicle));
  const remaining = toCents(driveAway) - toCents(registration) - toCents(tac);
  if (schedule === undefined || remaining < 0) return null;
  const withDuty = (valueCents: number): number => valueCents + (scheduleDuty(table, schedule, valueCents)?.cents ?? Number.POSITIVE_INFINITY);
  let low = 0;
  let high = remaining;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (withDuty(middle) <= remaining) low = middle;
    else high = middle - 1;
  }
  return withDuty(low) <= remaining ? toDollars(low) : null;
}
