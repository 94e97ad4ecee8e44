/**
 * What a car page hands its drive-away island so the browser can work the estimate out again for
 * another postcode (the estimate itself: src/config/site-drive-away.ts).
 */
import type { EstimatedCar } from '../domain/on-road/drive-away-figure.ts';

/** The fields of a car the browser needs to work its estimate out again for another postcode. */
export function estimatedCarFields(car: EstimatedCar): EstimatedCar {
  const { price, price_type, simple_fuel, simple_body, engine, car_type, status, sold, state, private_postcode } = car;
  return { price, price_type, simple_fuel, simple_body, engine, car_type, status, sold, state, private_postcode };
}
