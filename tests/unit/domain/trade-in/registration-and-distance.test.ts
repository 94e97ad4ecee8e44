import { describe, expect, it } from 'vitest';
import { onlineEstimateEligibility } from '../../../../src/domain/cars/trade-in-eligibility.ts';
import { milesToKm, odometerKm } from '../../../../src/domain/trade-in/distance.ts';
import { isPlate, isVin, normalisePlate, normaliseVin, regoNeedsState, regoStatesOf } from '../../../../src/domain/trade-in/registration.ts';

describe('miles and kilometres', () => {
  it.each([
    [0, 0],
    [1, 2],
    [100, 161],
    [62_137, 100_000],
    [62_138, 100_001],
  ])('%i mi is %i km', (miles, km) => {
    expect(milesToKm(miles)).toBe(km);
  });

  it.each([
    [100, 'AU', 100],
    [100, 'NZ', 100],
    [100, 'US', 161],
  ] as const)('an odometer of %i on a %s site is %i km', (reading, region, km) => {
    expect(odometerKm(reading, region)).toBe(km);
  });

  it('applies the 100,000 km rule to a US odometer after converting it', () => {
    expect(onlineEstimateEligibility({ year: 2021, km: odometerKm(62_137, 'US') }, 2026)).toEqual({ eligible: true });
    expect(onlineEstimateEligibility({ year: 2021, km: odometerKm(62_138, 'US') }, 2026)).toEqual({ eligible: false, reason: 'too-many-km' });
  });
});

describe('plates, states and VINs', () => {
  it('needs a state in AU and the US, none in NZ', () => {
    expect(regoStatesOf('AU')).toEqual(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT']);
    expect(regoStatesOf('US')).toHaveLength(51);
    expect(regoStatesOf('US')).toContain('DC');
    expect(regoNeedsState('NZ')).toBe(false);
    expect(regoNeedsState('AU')).toBe(true);
  });

  it.each([
    ['abc 12-3', 'ABC123', true],
    ['1', '1', true],
    ['PERSONAL9', 'PERSONAL9', true],
    ['TOOLONGPLATE', 'TOOLONGPLATE', false],
    ['AB.12', 'AB.12', false],
    ['', '', false],
  ])('plate %j reads %j, valid: %s', (typed, normalised, valid) => {
    expect(normalisePlate(typed)).toBe(normalised);
    expect(isPlate(normalisePlate(typed))).toBe(valid);
  });

  it.each([
    ['jm3kfbcm1m0123456', true],
    ['JM3K FBCM 1M01 23456', true],
    ['JM3KFBCM1M012345', false],
    ['JM3KFBCM1M01234567', false],
    ['JM3KFBCM1M012345O', false],
    ['JM3KFBCM1M012345I', false],
    ['JM3KFBCM1M012345Q', false],
  ])('VIN %j valid: %s', (typed, valid) => {
    expect(isVin(normaliseVin(typed))).toBe(valid);
  });
});
