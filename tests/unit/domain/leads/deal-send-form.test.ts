import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { DEAL_SEND_FORM_FIELDS, dealSendFormInitialValues, dealSendFormSchema } from '../../../../src/domain/leads/deal-send-form.ts';
import { sendDealSchema } from '../../../../src/server/deals/deal-schemas.ts';

const VALID = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '0400 123 456', message: '', opt_in: false };

function errors(values: Record<string, unknown>): Record<string, string> {
  try {
    dealSendFormSchema().validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('the deal send form', () => {
  it('starts empty with the opt-in unticked, its fields in the order shown', () => {
    expect(dealSendFormInitialValues()).toEqual({ name: '', email: '', phone: '', message: '', opt_in: false });
    expect(DEAL_SEND_FORM_FIELDS).toEqual(['name', 'email', 'phone', 'message', 'opt_in']);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['valid', VALID, {}],
    ['valid with a message and the opt-in', { ...VALID, message: 'Is it still there on Saturday?', opt_in: true }, {}],
    ['every required field named when empty', dealSendFormInitialValues() as unknown as Record<string, unknown>, { name: 'Name is required.', email: 'Email is required.', phone: 'Phone is required.' }],
    ['a bad e-mail address', { ...VALID, email: 'ada@' }, { email: 'Email must be a valid email address, like name@example.com.' }],
    ['letters in the phone', { ...VALID, phone: 'call me' }, { phone: expect.stringMatching(/^Phone must have 8 to 15 digits/) as unknown as string }],
    ['a message too long for the server', { ...VALID, message: 'x'.repeat(5001) }, { message: 'Message must be at most 5,000 characters.' }],
  ])('%s', (_name, values, expected) => {
    expect(errors(values)).toEqual(expected);
  });

  it('takes what the send call takes', async () => {
    const values = { ...VALID, message: 'Hello' };
    await expect(sendDealSchema().validate({ ...values, token: 'd1.a.b', submissionId: 'abc' })).resolves.toMatchObject(values);
    expect(errors({ ...VALID, name: 'x'.repeat(201) })).toEqual({ name: 'Name must be at most 200 characters.' });
    await expect(sendDealSchema().validate({ ...VALID, name: 'x'.repeat(201), token: 'd1.a.b', submissionId: 'abc' })).rejects.toThrow();
  });
});
