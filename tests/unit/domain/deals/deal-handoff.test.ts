/**
 * What the trade-in wizard and the finance calculator hand to the deal builder: the trade-in read
 * back safely from storage (bad or stale data gives null), the calculator's choices taken only when
 * a deal can carry them, and the finance words the islands get as plain data.
 */
import { describe, expect, it } from 'vitest';
import { offersDeal } from '../../../../src/domain/deals/deal-builder.ts';
import { dealFinanceLabels } from '../../../../src/domain/deals/deal-finance-labels.ts';
import { financeWords } from '../../../../src/domain/finance/finance-texts.ts';
import { dealFinanceChoiceOf, dealTradeInKey, readDealTradeIn, type DealTradeInHandoff } from '../../../../src/domain/deals/deal-handoff.ts';
import { makeCar } from '../cars/car-fixture.ts';

const TRADE_IN: DealTradeInHandoff = {
  valuationId: 'v1.claims.signature',
  vehicle: { year: 2021, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport' },
  answers: { odometer: 30_000, condition: 'good', service_history: 'full', damage: false, finance_owing: false },
  low: 18_000,
  high: 20_500,
  expiresOn: '2026-12-19',
};

describe('readDealTradeIn', () => {
  it('reads back what the wizard stored, until the last day its estimate holds', () => {
    const raw = JSON.stringify(TRADE_IN);
    expect(readDealTradeIn(raw, '2026-12-05')).toEqual(TRADE_IN);
    expect(readDealTradeIn(raw, '2026-12-19')).toEqual(TRADE_IN);
    expect(readDealTradeIn(raw, '2026-12-20')).toBeNull();
  });

  it('gives null for nothing, unparsable JSON and every wrong shape', () => {
    expect(readDealTradeIn(null, '2026-12-05')).toBeNull();
    expect(readDealTradeIn('{', '2026-12-05')).toBeNull();
    const broken: unknown[] = [
      { ...TRADE_IN, valuationId: '' },
      { ...TRADE_IN, low: 21_000 },
      { ...TRADE_IN, high: -1 },
      { ...TRADE_IN, expiresOn: '19/12/2026' },
      { ...TRADE_IN, vehicle: { ...TRADE_IN.vehicle, year: '2021' } },
      { ...TRADE_IN, vehicle: { ...TRADE_IN.vehicle, badge: 7 } },
      { ...TRADE_IN, answers: { ...TRADE_IN.answers, condition: 'mint' } },
      { ...TRADE_IN, answers: { ...TRADE_IN.answers, odometer: -5 } },
      { ...TRADE_IN, answers: { ...TRADE_IN.answers, damage: 'no' } },
      [TRADE_IN],
    ];
    for (const value of broken) expect(readDealTradeIn(JSON.stringify(value), '2026-12-05')).toBeNull();
  });

  it('keeps a trade-in without a badge', () => {
    const noBadge = { ...TRADE_IN, vehicle: { ...TRADE_IN.vehicle, badge: null } };
    expect(readDealTradeIn(JSON.stringify(noBadge), '2026-12-05')).toEqual(noBadge);
  });
});

describe('dealFinanceChoiceOf', () => {
  it('takes whole-year terms of the deal, in months', () => {
    expect(dealFinanceChoiceOf({ deposit: 5000, termYears: 5, balloonPercent: 20, frequency: 'weekly' })).toEqual({ deposit: 5000, termMonths: 60, balloonPercent: 20, frequency: 'weekly' });
    expect(dealFinanceChoiceOf({ deposit: 0, termYears: 7, balloonPercent: 0, frequency: 'monthly' })?.termMonths).toBe(84);
  });

  it('gives null for what a deal cannot carry', () => {
    expect(dealFinanceChoiceOf({ deposit: 0, termYears: 8, balloonPercent: 0, frequency: 'weekly' })).toBeNull();
    expect(dealFinanceChoiceOf({ deposit: 0, termYears: 2.5, balloonPercent: 0, frequency: 'weekly' })).toBeNull();
    expect(dealFinanceChoiceOf({ deposit: -1, termYears: 5, balloonPercent: 0, frequency: 'weekly' })).toBeNull();
    expect(dealFinanceChoiceOf({ deposit: Number.NaN, termYears: 5, balloonPercent: 0, frequency: 'weekly' })).toBeNull();
    expect(dealFinanceChoiceOf({ deposit: 0, termYears: 5, balloonPercent: -1, frequency: 'weekly' })).toBeNull();
  });
});

describe('dealFinanceLabels', () => {
  it("gives the islands the calculator's own words, as plain data", () => {
    const au = dealFinanceLabels('AU');
    expect(au.deposit).toBe(financeWords('AU').deposit);
    expect(au.estimated.weekly).toBe(financeWords('AU').estimated('weekly'));
    expect(au.terms[48]).toBe('4 years');
    expect(au.terms[12]).toBe('1 year');
    expect(dealFinanceLabels('US').repayments).toBe(financeWords('US').repayments);
    expect(JSON.parse(JSON.stringify(au))).toEqual(au);
  });
});

describe('keys and offersDeal', () => {
  it('keeps each site apart', () => {
    expect(dealTradeInKey('a')).not.toBe(dealTradeInKey('b'));
  });

  it('offers a deal on a priced car that can be enquired about, never on a sold or unpriced one', () => {
    const car = makeCar({ price: 45_990 });
    expect(offersDeal(car, 'AU')).toBe(true);
    expect(offersDeal({ ...car, sold: true, status: 'sold' }, 'AU')).toBe(false);
    expect(offersDeal({ ...car, price: 0 }, 'AU')).toBe(false);
  });
});
