import { describe, expect, it } from 'vitest';
import { DEFAULT_FREQUENCY, initialInputs, loanRequestOf, parseTypedNumber } from '../../../../src/domain/finance/calculator-inputs.ts';
import { offersFinanceQuote } from '../../../../src/domain/finance/finance-quote.ts';

describe('what the shopper types, read as numbers', () => {
  it.each([
    ['30000', 30_000],
    ['$30,000', 30_000],
    [' 30 000 ', 30_000],
    ['2,500.50', 2_500.5],
    ['.5', 0.5],
    ['12.', 12],
    ['30%', 30],
  ])('%j is %d', (text, value) => {
    expect(parseTypedNumber(text, 0)).toBe(value);
  });

  it.each(['abc', '1.2.3', '-500', '1e5', '30k'])('%j is not a number, so the loan rules reject it', (text) => {
    expect(parseTypedNumber(text, 0)).toBeNaN();
  });

  it('reads a blank field as its blank value: no deposit and no balloon, but a missing price', () => {
    const request = loanRequestOf({ price: '', deposit: '', termYears: 5, balloonPercent: ' ', frequency: 'weekly' }, 10, { establishment: 0, monthly: 0 });
    expect(request.price).toBeNaN();
    expect(request.deposit).toBe(0);
    expect(request.balloonPercent).toBe(0);
  });
});

describe('where the calculator starts', () => {
  it("starts from the car's price, nothing down, 5 years, no balloon", () => {
    expect(initialInputs('AU', 45_990)).toEqual({ price: '45990', deposit: '0', termYears: 5, balloonPercent: '0', frequency: 'weekly' });
  });

  it('starts from the $30,000 comparison example when no car gives a price', () => {
    expect(initialInputs('NZ', null).price).toBe('30000');
  });

  it('repays weekly in AU and NZ, monthly in the US', () => {
    expect(DEFAULT_FREQUENCY).toEqual({ AU: 'weekly', NZ: 'weekly', US: 'monthly' });
  });

  it("takes the site's rate and fees, never the shopper's", () => {
    const fees = { establishment: 395, monthly: 8 };
    expect(loanRequestOf(initialInputs('AU', 20_000), 11, fees)).toEqual({
      price: 20_000,
      deposit: 0,
      termYears: 5,
      balloonPercent: 0,
      frequency: 'weekly',
      annualRatePercent: 11,
      fees,
    });
  });
});

describe('which cars offer a Finance Quote', () => {
  const car = { status: 'in_stock', sold: false, price: 24_990 } as const;
  it.each([
    ['an available car with a valid price, on a site with finance buttons', car, true, true],
    ['not when the site switches the finance buttons off', car, false, false],
    ['not a sold car', { ...car, sold: true }, true, false],
    ['not a car with no valid price (10 or less)', { ...car, price: 10 }, true, false],
    ['but a price of 11 is valid', { ...car, price: 11 }, true, true],
  ])('%s', (_rule, subject, financeButtons, offered) => {
    expect(offersFinanceQuote(subject, financeButtons)).toBe(offered);
  });
});
