/**
 * Which trade-ins get an online estimate (spec section 5, trade-in FAQ): "cars over 7 years old or
 * 100,000 km do not get an online estimate"; the dealer values those in person.
 */
import type { Car } from './car.ts';
import { TRADE_IN_MAX_AGE_YEARS, TRADE_IN_MAX_KM } from '../basics/constants.ts';

/** Whether a car gets an online estimate and, when not, why (the age is checked first). */
type OnlineEstimateEligibility =
  | { readonly eligible: true }
  | { readonly eligible: false; readonly reason: 'too-old' | 'too-many-km' };

/**
 * Online-estimate eligibility of a car in `currentYear` (the caller's calendar year, so the rule never
 * reads the clock). Age is counted in model years: over 7 years old means `currentYear - year > 7`, so
 * in 2026 a 2019 car (7 years) still qualifies and a 2018 car does not. Over 100,000 km means more
 * than 100,000: exactly 100,000 km still qualifies. A car failing both is reported as too old.
 */
export function onlineEstimateEligibility(car: Pick<Car, 'year' | 'km'>, currentYear: number): OnlineEstimateEligibility {
  if (currentYear - car.year > TRADE_IN_MAX_AGE_YEARS) return { eligible: false, reason: 'too-old' };
  if (car.km > TRADE_IN_MAX_KM) return { eligible: false, reason: 'too-many-km' };
  return { eligible: true };
}
