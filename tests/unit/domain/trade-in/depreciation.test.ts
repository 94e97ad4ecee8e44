import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  ageRetention,
  carriedPrice,
  kmFactor,
  retailValue,
  tradeValueOf,
  type ReferencePrice,
} from '../../../../src/domain/trade-in/depreciation.ts';

const stock = (year: number, km: number, price: number): ReferencePrice => ({ year, km, price, source: 'stock' });

describe('the depreciation curve', () => {
  it.each([
    [0, 1],
    [1, 0.85],
    [2, 0.765],
    [5, 0.85 * 0.9 ** 4],
    [-1, 1],
  ])('at age %i a car keeps %f of its new price', (age, kept) => {
    expect(ageRetention(age)).toBeCloseTo(kept, 10);
  });

  it.each([
    ['average use (15,000 km a year)', 75_000, 5, 1],
    ['50,000 km above average', 125_000, 5, 0.9],
    ['far below average, capped at +15%', 0, 5, 1.15],
    ['far above average, floored at -30%', 300_000, 3, 0.7],
    ['a new car never worth more than new', 0, 0, 1],
  ])('the odometer factor for %s', (_name, km, age, factor) => {
    expect(kmFactor(km, age)).toBeCloseTo(factor, 10);
  });

  it('counts age in model years, next year\'s model as new', () => {
    expect(ageInYears(2021, 2026)).toBe(5);
    expect(ageInYears(2027, 2026)).toBe(0);
  });

  it('carries a new price to a 5-year-old car of average use', () => {
    const catalogue: ReferencePrice = { year: 2026, km: 0, price: 36_990, source: 'catalogue' };
    expect(carriedPrice(catalogue, { year: 2021, km: 75_000 }, 2026)).toBeCloseTo(36_990 * 0.557685, 6);
  });

  it('carries a price of the same year and km unchanged', () => {
    expect(carriedPrice(stock(2022, 60_000, 25_000), { year: 2022, km: 60_000 }, 2026)).toBeCloseTo(25_000, 8);
  });
});

describe('the retail value', () => {
  it.each([
    ['the median of an odd count', [10_000, 20_000, 30_000], 20_000],
    ['the mean of the middle two of an even count', [10_000, 20_000], 15_000],
    ['one reference', [27_500], 27_500],
  ])('is %s', (_name, prices, retail) => {
    const references = prices.map((price) => stock(2022, 60_000, price));
    expect(retailValue(references, { year: 2022, km: 60_000 }, 2026)?.retail).toBe(retail);
  });

  it('is null without a usable reference: never a made-up number', () => {
    expect(retailValue([], { year: 2022, km: 0 }, 2026)).toBeNull();
    expect(retailValue([stock(2022, 0, 0)], { year: 2022, km: 0 }, 2026)).toBeNull();
  });

  it.each([
    ['three stock cars within 3 years', [stock(2020, 1, 1), stock(2022, 1, 1), stock(2024, 1, 1)], 'high'],
    ['stock, but not three close ones', [stock(2012, 1, 1), stock(2022, 1, 1)], 'medium'],
    ['the catalogue alone', [{ year: 2026, km: 0, price: 40_000, source: 'catalogue' as const }], 'low'],
  ])('is of confidence by what it compares with: %s', (_name, references, confidence) => {
    expect(retailValue(references, { year: 2022, km: 50_000 }, 2026)?.confidence).toBe(confidence);
  });

  it('gives a trade value of 80% of retail', () => {
    expect(tradeValueOf(20_000)).toBe(16_000);
    expect(tradeValueOf(20_001)).toBe(16_001);
  });
});
