/**
 * A car as duty and fees see it: passenger or commercial, its fuel, its cylinder count and whether
 * it is new. The feed gives a normalised body and fuel, but the engine only as text ("2.0L 4cyl
 * turbo petrol", "V8", "1.3L rotary"), so the count is read from the text, and stays unknown rather
 * than guessed when the text does not say it.
 */
import type { Body, CarType, Fuel } from '../cars/car.ts';
import type { VehicleMatch, VehicleUse } from './on-road-tables.ts';

/** The car fields duty and fees read. */
export interface DutiableCar {
  readonly simple_body: Body;
  readonly simple_fuel: Fuel;
  readonly engine: string;
  readonly car_type: CarType;
}

/** What duty and fee tables choose by. */
export interface DutiableVehicle {
  readonly use: VehicleUse;
  readonly fuel: Fuel;
  /** Cylinders, or the class a rotary engine counts as (2 rotors as 4 cylinders, 3 as 6); null when unknown or electric. */
  readonly cylinders: number | null;
  readonly carType: CarType;
}

/**
 * Bodies built to carry goods: every state's duty and fees treat utes, vans and cab chassis as
 * commercial (non-passenger) vehicles, whoever buys them.
 */
export const COMMERCIAL_BODIES: readonly Body[] = ['Ute', 'Van', 'Cab Chassis'];

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
  ten: 10,
  twelve: 12,
  sixteen: 16,
};

const countOf = (text: string): number | null => {
  const count = /^\d+$/.test(text) ? Number(text) : (NUMBER_WORDS[text.toLowerCase()] ?? null);
  // No road car has more than 16 cylinders: a larger number is something else (a 20-valve head, a year).
  return count !== null && count >= 1 && count <= 16 ? count : null;
};

const WORD = '(\\d{1,2}|two|three|four|five|six|eight|ten|twelve|sixteen)';

/** The ways engine text states a cylinder count, most explicit first. */
const CYLINDER_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\b${WORD}[\\s-]*(?:cyl|cyls|cylinders?)\\b`, 'i'),
  /\b[VWHI](\d{1,2})\b/i,
  new RegExp(`\\b(?:inline|straight|flat|boxer)[\\s-]*${WORD}\\b`, 'i'),
];

/**
 * The cylinder count stated in a car's engine text, or null when it states none: "2.0L 4cyl turbo
 * petrol" is 4, "V8" 8, "3.0L inline-6" 6, "boxer four" 4. A rotary engine counts as the class the
 * duty tables give it: 2 rotors (the usual) as 4 cylinders, "3-rotor" as 6. A displacement alone
 * ("2.0L turbo petrol") says nothing about cylinders, so it gives null, never a guess.
 */
export function cylindersFromEngine(engine: string): number | null {
  if (/\brotary\b|\brotors?\b/i.test(engine)) return /\b(?:3|three)[\s-]*rotors?\b/i.test(engine) ? 6 : 4;
  for (const pattern of CYLINDER_PATTERNS) {
    const match = pattern.exec(engine);
    const count = match?.[1] === undefined ? null : countOf(match[1]);
    if (count !== null) return count;
  }
  return null;
}

/** The duty and fee view of a car: commercial by body, cylinders from the engine text (none for an electric car). */
export function dutiableVehicle(car: DutiableCar): DutiableVehicle {
  return {
    use: COMMERCIAL_BODIES.includes(car.simple_body) ? 'commercial' : 'passenger',
    fuel: car.simple_fuel,
    cylinders: car.simple_fuel === 'Electric' ? null : cylindersFromEngine(car.engine),
    carType: car.car_type,
  };
}

/** Whether the vehicle is one a schedule or concession is for: every condition given holds. */
export function vehicleMatches(match: VehicleMatch, vehicle: DutiableVehicle): boolean {
  if (match.use !== undefined && !match.use.includes(vehicle.use)) return false;
  if (match.fuels !== undefined && !match.fuels.includes(vehicle.fuel)) return false;
  if (match.car_types !== undefined && !match.car_types.includes(vehicle.carType)) return false;
  if (match.cylinders !== undefined) {
    if (vehicle.cylinders === null) return false;
    if (match.cylinders.min !== undefined && vehicle.cylinders < match.cylinders.min) return false;
    if (match.cylinders.max !== undefined && vehicle.cylinders > match.cylinders.max) return false;
  }
  return true;
}

/**
 * Whether the vehicle would match but for its unknown cylinder count: the one reason a schedule
 * cannot be chosen that the shopper should hear about, rather than a guess at the engine.
 */
export function matchesButForCylinders(match: VehicleMatch, vehicle: DutiableVehicle): boolean {
  return match.cylinders !== undefined && vehicle.cylinders === null && vehicleMatches({ ...match, cylinders: undefined }, vehicle);
}
