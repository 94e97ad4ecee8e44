import { describe, expect, it } from 'vitest';
import { distanceInRegionUnit, formatDistance, formatDistanceValue, formatMoney, formatterPerRegion } from '../../../../src/domain/basics/format.ts';

describe('money is shown by locale and currency of the region, in whole dollars', () => {
  it.each([
    ['AU', 45_990, '$45,990'],
    ['NZ', 45_990, '$45,990'],
    ['US', 45_990, '$45,990'],
    ['AU', 200, '$200'],
    ['NZ', 1_234_567, '$1,234,567'],
    ['US', 0, '$0'],
  ] as const)('in %s, %d is %s', (region, amount, text) => {
    expect(formatMoney(amount, region)).toBe(text);
  });

  it('cents are rounded to the nearest dollar', () => {
    expect(formatMoney(45_989.5, 'AU')).toBe('$45,990');
    expect(formatMoney(45_990.49, 'US')).toBe('$45,990');
  });
});

describe('distance is in km, or miles in the US', () => {
  it('a mile is 1.609344 km', () => {
    expect(distanceInRegionUnit(1_609_344, 'US')).toEqual({ value: 1_000_000, unit: 'mi' });
  });

  it.each([
    ['AU', 12_345, '12,345 km'],
    ['NZ', 12_345, '12,345 km'],
    ['US', 12_345, '7,671 mi'],
    ['AU', 0, '0 km'],
    ['US', 0, '0 mi'],
    ['AU', 150_000, '150,000 km'],
    ['US', 150_000, '93,206 mi'],
  ] as const)('in %s, %d km reads %s', (region, km, text) => {
    expect(formatDistance(km, region)).toBe(text);
  });

  it('miles are rounded to whole miles', () => {
    expect(distanceInRegionUnit(1, 'US')).toEqual({ value: 1, unit: 'mi' });
    expect(distanceInRegionUnit(2, 'US')).toEqual({ value: 1, unit: 'mi' });
    expect(distanceInRegionUnit(3, 'US')).toEqual({ value: 2, unit: 'mi' });
    expect(distanceInRegionUnit(12_345.6, 'AU')).toEqual({ value: 12_346, unit: 'km' });
  });

  it('the value alone has no unit, for labels that name the unit', () => {
    expect(formatDistanceValue(12_345, 'AU')).toBe('12,345');
    expect(formatDistanceValue(12_345, 'US')).toBe('7,671');
  });
});

describe('formatterPerRegion', () => {
  it("builds a region's formatter on its first use only, and once", () => {
    const built: string[] = [];
    const formats = formatterPerRegion((region) => {
      built.push(region);
      return new Intl.NumberFormat('en-AU');
    });
    expect(built).toEqual([]);
    const first = formats('NZ');
    expect(formats('NZ')).toBe(first);
    formats('US');
    expect(built).toEqual(['NZ', 'US']);
  });
});
