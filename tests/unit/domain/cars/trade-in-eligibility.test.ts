import { describe, expect, it } from 'vitest';
import { TRADE_IN_MAX_AGE_YEARS, TRADE_IN_MAX_KM } from '../../../../src/domain/basics/constants.ts';
import { onlineEstimateEligibility } from '../../../../src/domain/cars/trade-in-eligibility.ts';

const YEAR = 2026;

describe('cars over 7 years old or 100,000 km do not get an online estimate', () => {
  it('the limits are the FAQ\'s 7 years and 100,000 km', () => {
    expect(TRADE_IN_MAX_AGE_YEARS).toBe(7);
    expect(TRADE_IN_MAX_KM).toBe(100_000);
  });

  it.each([
    ['a car exactly 7 years old gets an estimate', 2019, 50_000, { eligible: true }],
    ['a car 8 years old does not', 2018, 50_000, { eligible: false, reason: 'too-old' }],
    ['a car from this year gets an estimate', 2026, 10, { eligible: true }],
    ['a car with exactly 100,000 km gets an estimate', 2022, 100_000, { eligible: true }],
    ['a car with 100,001 km does not', 2022, 100_001, { eligible: false, reason: 'too-many-km' }],
    ['a car both too old and over 100,000 km is reported as too old', 2010, 250_000, { eligible: false, reason: 'too-old' }],
  ] as const)('%s', (_rule, year, km, expected) => {
    expect(onlineEstimateEligibility({ year, km }, YEAR)).toEqual(expected);
  });

  it('age follows the current year passed in', () => {
    expect(onlineEstimateEligibility({ year: 2019, km: 0 }, 2027)).toEqual({ eligible: false, reason: 'too-old' });
  });
});
