import { describe, expect, it } from 'vitest';
import { financePath, parseFinanceQuery } from '../../../../src/domain/routes/routes.ts';

describe('the finance query', () => {
  it('reads back what financePath wrote', () => {
    const query = { preferredDealership: 'bayside-ford', vehiclePriceBudget: 32990, car_id: 5101, car_type: 'used' } as const;
    const href = financePath({ financeRoute: '/apply-for-finance' }, query);
    expect(parseFinanceQuery(new URL(href, 'https://example.com').searchParams)).toEqual(query);
  });

  it('leaves out what is not well formed', () => {
    expect(parseFinanceQuery(new URLSearchParams('preferredDealership=%20&vehiclePriceBudget=29.5&car_id=-3&car_type=vintage'))).toEqual({});
    expect(parseFinanceQuery(new URLSearchParams(''))).toEqual({});
  });
});
