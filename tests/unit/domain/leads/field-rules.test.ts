import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import {
  FIELD_MESSAGES,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  isValidPhone,
  optionalCheckbox,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
  requiredWhen,
  whenAnswerIsOneOf,
} from '../../../../src/domain/leads/field-rules.ts';
import { errorsOf, validated } from './validate.ts';

describe('shared field rules', () => {
  it('a required field names itself in plain words', () => {
    const schema = yup.object({ name: requiredText('Name') });
    expect(errorsOf(schema, {})).toEqual({ name: 'Name is required.' });
    expect(errorsOf(schema, { name: '   ' })).toEqual({ name: 'Name is required.' });
    expect(validated(schema, { name: '  Ana  ' })).toEqual({ name: 'Ana' });
  });

  it('an e-mail address is required and must be valid', () => {
    const schema = yup.object({ email: requiredEmail() });
    expect(errorsOf(schema, {})).toEqual({ email: 'Email is required.' });
    expect(errorsOf(schema, { email: 'ana@' })).toEqual({ email: 'Email must be a valid email address, like name@example.com.' });
    expect(errorsOf(schema, { email: ' ana@example.com ' })).toEqual({});
  });

  it.each([
    ['0400 123 456'],
    ['(03) 5550 1100'],
    ['+61 3 5550 1100'],
    ['+1 (555) 123 4567'],
    ['12345678'],
    ['123456789012345'],
    ['(262) 555-0142'],
    ['262-555-0142'],
    ['262.555.0142'],
    ['0400-123-456'],
  ])('a phone number of 8 to 15 digits with spaces, brackets, hyphens, dots and a leading + is accepted: %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['1234567', 'too few digits'],
    ['1234567890123456', 'too many digits'],
    ['0400 123 456 ext 2', 'words'],
    ['0400_123_456', 'underscores'],
    ['61+ 400 123 456', 'a + not in front'],
    ['0400 123 45x', 'letters'],
    ['', 'nothing'],
  ])('a phone number is refused: %j (%s)', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('a phone number has between 8 and 15 digits', () => {
    expect([PHONE_MIN_DIGITS, PHONE_MAX_DIGITS]).toEqual([8, 15]);
  });

  it('the phone field is required and says what a phone number must look like, naming the field', () => {
    const schema = yup.object({ phone: requiredPhone('Mobile') });
    expect(errorsOf(schema, {})).toEqual({ phone: 'Mobile is required.' });
    expect(errorsOf(schema, { phone: '' })).toEqual({ phone: 'Mobile is required.' });
    expect(errorsOf(schema, { phone: '123' })).toEqual({
      phone: 'Mobile must have 8 to 15 digits, and only digits, spaces, brackets, hyphens, dots and a leading + are allowed.',
    });
    expect(FIELD_MESSAGES.invalidPhone('Phone')).toMatch(/^Phone must have 8 to 15 digits/);
  });

  it('optional text and checkboxes are never required; a checkbox is unticked unless given', () => {
    const schema = yup.object({ note: optionalText(), opt_in: optionalCheckbox() });
    expect(errorsOf(schema, {})).toEqual({});
    expect(validated(schema, {})).toEqual({ opt_in: false });
    expect(validated(schema, { note: ' hi ', opt_in: true })).toEqual({ note: 'hi', opt_in: true });
  });

  it('a field another answer makes required says when, in the words of the answers the rule tests', () => {
    expect(whenAnswerIsOneOf('kind', 'kind', ['Car']).hint).toBe('Required when your kind is Car.');
    expect(whenAnswerIsOneOf('kind', 'kind', ['Car', 'Ute']).hint).toBe('Required when your kind is Car or Ute.');
    const rule = whenAnswerIsOneOf('kind', 'kind', ['Car', 'Ute', 'Van']);
    expect(rule.hint).toBe('Required when your kind is Car, Ute or Van.');
    const schema = yup.object({ kind: optionalText(), rego: requiredWhen(rule, optionalText(), () => requiredText('Rego')) });
    expect(errorsOf(schema, { kind: 'Ute', rego: '' })).toEqual({ rego: 'Rego is required.' });
    expect(errorsOf(schema, { kind: 'Bike', rego: '' })).toEqual({});
    expect(errorsOf(schema, { kind: '', rego: '' })).toEqual({});
  });
});
