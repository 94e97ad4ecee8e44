import { describe, expect, it } from 'vitest';
import { CHECKOUT_FORM_TEXTS, CHECKOUT_PAGE_TEXTS, CONFIRMATION_TEXTS, holdDurationText } from '../../../../src/domain/reservations/reservation-texts.ts';
import { LABELS } from '../../../../src/domain/basics/texts.ts';

describe('how long a hold lasts, in words', () => {
  it.each([
    [30, '30 minutes'],
    [1, '1 minute'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [121, '2 hours 1 minute'],
    [1440, '24 hours'],
  ])('%i minutes read "%s"', (minutes, text) => {
    expect(holdDurationText(minutes)).toBe(text);
  });
});

describe('the checkout page says reserve or buy online, by the site setting', () => {
  it("checkout sites use the spec's labels: heading 'Reserve This Car', submit 'Reserve Now'", () => {
    expect(CHECKOUT_PAGE_TEXTS.heading('checkout')).toBe(LABELS.reserveThisCar);
    expect(CHECKOUT_FORM_TEXTS.submit('checkout')).toBe(LABELS.reserveNow);
  });

  it("buy-online sites say 'Buy This Car Online' and pay the deposit to secure it", () => {
    expect(CHECKOUT_PAGE_TEXTS.heading('buy-online')).toBe('Buy This Car Online');
    expect(CHECKOUT_FORM_TEXTS.submit('buy-online')).toBe('Pay Deposit and Buy');
    expect(CHECKOUT_PAGE_TEXTS.intro('buy-online', '$200')).toContain('$200 deposit to secure it');
    expect(CHECKOUT_PAGE_TEXTS.description('buy-online', '2021 VW Golf', '$200')).toBe('Buy the 2021 VW Golf online with a refundable $200 deposit.');
  });

  it.each(['checkout', 'buy-online'] as const)('%s: the deposit is refundable, the car is held while paying and after, the dealer calls within a business day', (route) => {
    expect(CHECKOUT_PAGE_TEXTS.intro(route, '$500')).toContain('refundable $500 deposit');
    expect(CHECKOUT_PAGE_TEXTS.description(route, 'the car', '$500')).toContain('$500');
    const meaning = CHECKOUT_PAGE_TEXTS.depositMeaning('$500', 60).join(' ');
    expect(meaning).toContain('refundable');
    expect(meaning).toContain('held for you for 1 hour');
    expect(meaning).toContain('until our team has contacted you');
    expect(CHECKOUT_PAGE_TEXTS.next(route, '$500').at(-1)).toContain('within one business day');
  });

  it('the terms name the deposit, the car, its stock number, the dealer and the hold', () => {
    const terms = CHECKOUT_PAGE_TEXTS.terms({ deposit: '$250', carName: '2021 VW Golf', stocknum: 'U1', holdMinutes: 45, dealer: 'Acme Motors' }).join(' ');
    for (const part of ['$250', '2021 VW Golf', 'stock number U1', 'Acme Motors', '45 minutes', 'refundable in full']) expect(terms).toContain(part);
    expect(CHECKOUT_PAGE_TEXTS.depositAmount('$250')).toBe('$250 deposit, paid by card on a secure payment page');
    expect(CHECKOUT_PAGE_TEXTS.noScript('(03) 5550 1100')).toContain('call us on (03) 5550 1100');
  });
});

describe('the return from the payment page', () => {
  it('says the payment was not completed and until when the car is held', () => {
    expect(CHECKOUT_FORM_TEXTS.paymentNotCompleted('3:45 pm')).toBe('Your payment was not completed. The car is held for you until 3:45 pm; you can try again below.');
    expect(CHECKOUT_FORM_TEXTS.heldForYou('3:45 pm')).toContain('held for you until 3:45 pm');
    expect(CHECKOUT_FORM_TEXTS.findSimilar).toBe(LABELS.findMeSomethingSimilar);
  });
});

describe('the confirmation page', () => {
  it('thanks the shopper by first name when it has one', () => {
    expect(CONFIRMATION_TEXTS.thanks(' Alex ')).toBe('Thank you, Alex.');
    expect(CONFIRMATION_TEXTS.thanks('')).toBe('Thank you.');
  });

  it('names the dealer, the car and the phone where it says so', () => {
    expect(CONFIRMATION_TEXTS.confirmedNext('Acme Motors').join(' ')).toContain('Acme Motors');
    expect(CONFIRMATION_TEXTS.backToCar('2021 VW Golf')).toBe('Back to the 2021 VW Golf');
    expect(CONFIRMATION_TEXTS.notFound('(03) 5550 1100')).toContain('(03) 5550 1100');
  });
});
