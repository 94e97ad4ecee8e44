import { describe, expect, it } from 'vitest';
import type { AdjustmentAnswersKm } from '../../../../src/domain/trade-in/adjustment-answers.ts';
import { adjustmentFactor, estimateAssumptions, estimateExpiry, tradeInEstimate } from '../../../../src/domain/trade-in/estimate.ts';

const GOOD: AdjustmentAnswersKm = { odometerKm: 60_000, condition: 'good', service_history: 'full', damage: false, finance_owing: false };
const VALUES = { tradeValue: 20_000, retailValue: 26_000, confidence: 'medium' as const };
const TODAY = new Date('2026-06-01T23:30:00Z');

describe('the adjustment factor', () => {
  it.each([
    [{ condition: 'good', service_history: 'full', damage: false }, 1],
    [{ condition: 'excellent', service_history: 'full', damage: false }, 1.05],
    [{ condition: 'fair', service_history: 'partial', damage: false }, 0.92 * 0.96],
    [{ condition: 'poor', service_history: 'none', damage: true }, 0.8 * 0.9 * 0.88],
  ] as const)('%o gives %f', (answers, factor) => {
    expect(adjustmentFactor(answers)).toBeCloseTo(factor, 10);
  });

  it('is not changed by finance owing (it changes who is paid, not what the car is worth)', () => {
    const owing: AdjustmentAnswersKm = { ...GOOD, finance_owing: true };
    expect(adjustmentFactor(owing)).toBe(adjustmentFactor(GOOD));
  });
});

describe('the estimate range', () => {
  it.each([
    ['good, full history', GOOD, 20_000, 23_000],
    ['excellent: rounded outwards to $100', { ...GOOD, condition: 'excellent' }, 21_000, 24_200],
    ['poor, no history, damaged', { ...GOOD, condition: 'poor', service_history: 'none', damage: true }, 12_600, 14_600],
  ] as const)('%s', (_name, answers, low, high) => {
    expect(tradeInEstimate(VALUES, answers, 'AU', TODAY)).toMatchObject({ low, high, currency: 'AUD', confidence: 'medium', expires_on: '2026-06-15' });
  });

  it('never has a high below its low (a provider whose retail is below trade)', () => {
    const estimate = tradeInEstimate({ tradeValue: 20_000, retailValue: 15_000, confidence: 'low' }, GOOD, 'NZ', TODAY);
    expect(estimate).toMatchObject({ low: 20_000, high: 20_000, currency: 'NZD' });
  });

  it('is in USD on US sites', () => {
    expect(tradeInEstimate(VALUES, GOOD, 'US', TODAY).currency).toBe('USD');
  });
});

describe('the expiry', () => {
  it.each([
    ['2026-06-01T00:00:00Z', '2026-06-15'],
    ['2026-12-25T12:00:00Z', '2027-01-08'],
    ['2028-02-20T08:00:00Z', '2028-03-05'],
  ])('an estimate made on %s holds until %s', (today, expiry) => {
    expect(estimateExpiry(new Date(today))).toBe(expiry);
  });
});

describe('the assumptions', () => {
  it('say the odometer in the region\'s unit, the condition, damage and finance in plain words', () => {
    expect(estimateAssumptions({ ...GOOD, finance_owing: true, damage: true }, 'AU')).toEqual([
      'The odometer reads 60,000 km.',
      'The car is in good condition, with a full service history.',
      'The car has damage that needs repair; the dealer will confirm its cost.',
      'Finance is owing on the car: the amount owing is paid out of the trade-in price.',
      'The dealer confirms the price when it inspects the car.',
    ]);
    expect(estimateAssumptions({ ...GOOD, odometerKm: 100_000 }, 'US')[0]).toBe('The odometer reads 62,137 mi.');
  });
});
