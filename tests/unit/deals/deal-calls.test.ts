/**
 * The deal page's calls as the browser reads them (src/islands/deals/deal-calls.ts): what each
 * answer of GET /api/deals and POST /api/deals/send asks the page to do.
 */
import { describe, expect, it } from 'vitest';
import { DEAL_TEXTS } from '../../../src/domain/deals/deal.ts';
import { dealSentEvent, openDealPath, readOpenAnswer, readSendAnswer, sendDealBody } from '../../../src/islands/deals/deal-calls.ts';

const OPENED = {
  deal: {
    createdAt: '2026-12-05T22:14:00.000Z',
    expiresAt: '2026-12-12T22:14:00.000Z',
    car: { id: 1, slug: 'a-car', name: 'A car', url: '/cars/a-car', state: 'listed' },
    price: { words: '$45,990', basis: 'The advertised price.' },
    driveAway: null,
    tradeIn: null,
    finance: null,
    reserve: { available: false, deposit: null, reason: null },
  },
  changes: { car: 'listed', price: null, driveAway: null, repayment: null, messages: [] },
};

describe('opening a deal', () => {
  it('asks for the token in d=, encoded', () => {
    expect(openDealPath('d1.a+b/c.d')).toBe('/api/deals?d=d1.a%2Bb%2Fc.d');
  });

  it.each([
    ['the deal', { status: 200, data: OPENED }, { kind: 'opened', opened: OPENED }],
    ['an invalid link in the server\'s words', { status: 400, data: { error: DEAL_TEXTS.invalid } }, { kind: 'refused', message: DEAL_TEXTS.invalid }],
    ['an expired link in the server\'s words', { status: 410, data: { error: DEAL_TEXTS.expired } }, { kind: 'refused', message: DEAL_TEXTS.expired }],
    ['a 503 with its words, to try again', { status: 503, data: { error: 'Deals cannot be opened just now.' } }, { kind: 'failed', message: 'Deals cannot be opened just now.' }],
    ['a 500', { status: 500, data: { error: 'Something went wrong.' } }, { kind: 'failed', message: null }],
    ['a 200 the page cannot read', { status: 200, data: { deal: null } }, { kind: 'failed', message: null }],
    ['no answer', null, { kind: 'failed', message: null }],
  ] as const)('reads %s', (_name, answer, expected) => {
    expect(readOpenAnswer(answer)).toEqual(expected);
  });
});

describe('sending a deal', () => {
  const values = { name: 'Ada', email: 'ada@example.com', phone: '0400 123 456', message: '  Hi  ', opt_in: true };
  const bot = { website: '', form_started_at: 1_700_000_000_000 };

  it('sends the token, the send id, the details and the bot-check fields', () => {
    expect(sendDealBody('d1.a.b', 'id-1', values, bot)).toEqual({ token: 'd1.a.b', submissionId: 'id-1', ...values, message: 'Hi', ...bot });
  });

  it.each([
    ['a new lead', { status: 201, data: { leadId: 'L1' } }, { kind: 'sent', leadId: 'L1', replayed: false }],
    ['a retry of a send that went through', { status: 200, data: { leadId: 'L1' } }, { kind: 'sent', leadId: 'L1', replayed: true }],
    [
      'refused fields, by the form\'s names',
      { status: 400, data: { error: 'Please fix the following errors:', fields: { email: 'Email must be a valid email address.', token: 'x' } } },
      { kind: 'invalid', fields: { email: 'Email must be a valid email address.' }, message: 'Please fix the following errors:' },
    ],
    ['a refused link: a new send next time', { status: 400, data: { error: DEAL_TEXTS.invalid } }, { kind: 'failed', message: DEAL_TEXTS.invalid, sameSend: false }],
    ['an expired link', { status: 410, data: { error: DEAL_TEXTS.expired } }, { kind: 'failed', message: DEAL_TEXTS.expired, sameSend: false }],
    ['a 503: the same send next time', { status: 503, data: { error: 'Your deal could not be sent just now.' } }, { kind: 'failed', message: 'Your deal could not be sent just now.', sameSend: true }],
    ['a 500', { status: 500, data: {} }, { kind: 'failed', message: null, sameSend: true }],
    ['no answer', null, { kind: 'failed', message: null, sameSend: true }],
  ] as const)('reads %s', (_name, answer, expected) => {
    expect(readSendAnswer(answer)).toEqual(expected);
  });

  it.each([
    ['used', 15],
    ['new', 14],
    ['demo', 14],
  ] as const)('a sent deal on a %s car is analytics event %i, naming no one', (carType, eventId) => {
    const event = dealSentEvent({ id: 7, car_type: carType, stocknum: 'U7', dealership_slug: 'brighton' }, 'L1', false);
    expect(event).toEqual({
      event: 'lead_submitted',
      event_id: eventId,
      lead_id: 'L1',
      category: 'Vehicle Enquiry',
      subcategory: 'Deal',
      user_data: { lead_id: 'L1', category: 'Vehicle Enquiry', source: 'deal', car_id: 7, car_type: carType, stock_number: 'U7', dealership_slug: 'brighton', opt_in: false },
    });
  });
});
