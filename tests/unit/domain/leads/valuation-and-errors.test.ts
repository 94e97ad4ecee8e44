import { describe, expect, it } from 'vitest';
import { genericFormErrorMessages, leadErrorMessage } from '../../../../src/domain/leads/submit-errors.ts';
import { offerAcceptedRequest, storeValuationRequest } from '../../../../src/domain/leads/valuation.ts';
import { normalisePlate } from '../../../../src/domain/trade-in/registration.ts';
import type { Valuation } from '../../../../src/domain/leads/valuation.ts';

describe('valuation calls', () => {
  it('a plate is sent as providers match it: upper case, no spaces or hyphens', () => {
    expect(normalisePlate(' abc 12-3 ')).toBe('ABC123');
    expect(normalisePlate('1ab-2cd')).toBe('1AB2CD');
  });

  it('an accepted offer sends lead_id, form_completed and offer_accepted', () => {
    expect(offerAcceptedRequest('lead-42')).toEqual({ lead_id: 'lead-42', form_completed: true, offer_accepted: true });
  });

  it('storing a valuation sends column_name valuation plus the valuation data', () => {
    const valuation: Valuation = { rego: 'ABC123', regoState: 'VIC', adjustmentAnswers: { condition: 'Good' }, id: 'val-9' };
    expect(storeValuationRequest(valuation)).toEqual({ column_name: 'valuation', valuation });
  });
});

describe('submit error texts', () => {
  it("a lead submit failure shows the server's error, or 'An unexpected error occured'", () => {
    expect(leadErrorMessage('This car has just been sold.')).toBe('This car has just been sold.');
    expect(leadErrorMessage()).toBe('An unexpected error occured');
    expect(leadErrorMessage(null)).toBe('An unexpected error occured');
    expect(leadErrorMessage('   ')).toBe('An unexpected error occured');
  });

  it("a generic form failure alerts 'An error occurred when submitting this form'; the banner shows the server message or that same text", () => {
    expect(genericFormErrorMessages('Service bookings are closed.')).toEqual({
      alert: 'An error occurred when submitting this form',
      banner: 'Service bookings are closed.',
    });
    expect(genericFormErrorMessages()).toEqual({
      alert: 'An error occurred when submitting this form',
      banner: 'An error occurred when submitting this form',
    });
  });
});
