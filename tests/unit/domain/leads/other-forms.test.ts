import { describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_FIELDS,
  contactFormInitialValues,
  contactFormSchema,
} from '../../../../src/domain/leads/contact-form.ts';
import {
  REQUEST_PHOTOS_FORM_FIELDS,
  requestPhotosFormSchema,
  requestPhotosInitialValues,
  requestPhotosMessage,
} from '../../../../src/domain/leads/request-photos-form.ts';
import {
  INVALID_DATE_TIME_MESSAGE,
  TEST_DRIVE_FORM_FIELDS,
  isLocalDateTime,
  testDriveFormInitialValues,
  testDriveFormSchema,
} from '../../../../src/domain/leads/test-drive-form.ts';
import { postcodeRuleFor } from '../../../../src/domain/leads/postcode.ts';
import { errorsOf, validated } from './validate.ts';

const contact = { name: 'Ana Silva', email: 'ana@example.com', phone: '0400 123 456' };

describe('test drive form', () => {
  it('the test drive date-time field is not required', () => {
    expect(errorsOf(testDriveFormSchema(), contact)).toEqual({});
    expect(errorsOf(testDriveFormSchema(), { ...contact, dateTime: '' })).toEqual({});
  });

  it('the message field is not required on the test drive form', () => {
    expect(errorsOf(testDriveFormSchema(), { ...contact, message: '' })).toEqual({});
  });

  it('name, email and phone are required on the test drive form', () => {
    expect(errorsOf(testDriveFormSchema(), {})).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
    });
  });

  it('a preferred date and time, when given, must be a date and time', () => {
    expect(errorsOf(testDriveFormSchema(), { ...contact, dateTime: 'next Tuesday' })).toEqual({ dateTime: INVALID_DATE_TIME_MESSAGE });
    expect(validated(testDriveFormSchema(), { ...contact, dateTime: '2026-05-01T10:30' })).toMatchObject({ dateTime: '2026-05-01T10:30' });
  });

  it.each([
    ['2026-05-01T10:30', true],
    ['2026-05-01T10:30:15', true],
    ['2026-13-01T10:30', false],
    ['2026-05-01T24:00', false],
    ['2026-05-01 10:30', false],
    ['2026-05-01', false],
  ])('%j is a local date and time: %s', (value, ok) => {
    expect(isLocalDateTime(value)).toBe(ok);
  });

  it('the test drive form starts empty', () => {
    expect(testDriveFormInitialValues()).toEqual({ name: '', email: '', phone: '', dateTime: '', message: '', opt_in: false });
    expect(testDriveFormInitialValues({ name: 'Ana' }).name).toBe('Ana');
    expect(Object.keys(testDriveFormSchema().fields)).toEqual([...TEST_DRIVE_FORM_FIELDS]);
  });
});

describe('contact form', () => {
  it('the contact form has first name, last name, postcode, mobile and email plus one hidden field, typed string, postcode, phone and email', () => {
    expect(CONTACT_FORM_FIELDS.map(({ name, label, type }) => [name, label, type])).toEqual([
      ['name', 'First name', 'string'],
      ['last_name', 'Last name', 'string'],
      ['postcode', 'Postcode', 'postcode'],
      ['phone', 'Mobile', 'phone'],
      ['email', 'Email', 'email'],
      ['category', 'Category', 'hidden'],
    ]);
    expect(CONTACT_FORM_FIELDS.filter((field) => field.type === 'hidden')).toHaveLength(1);
    expect(Object.keys(contactFormSchema().fields)).toEqual(CONTACT_FORM_FIELDS.map((field) => field.name));
  });

  it('every visible contact field is required, each message naming its field', () => {
    expect(errorsOf(contactFormSchema(), {})).toEqual({
      name: 'First name is required.',
      last_name: 'Last name is required.',
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
      phone: 'Mobile is required.',
      email: 'Email is required.',
    });
  });

  it('the contact form postcode must be exactly 4 digits', () => {
    const values = { ...contactFormInitialValues(contact), last_name: 'Silva' };
    expect(errorsOf(contactFormSchema(), { ...values, postcode: '318' })).toEqual({
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    });
    expect(errorsOf(contactFormSchema(), { ...values, postcode: '3186' })).toEqual({});
  });

  it.each([
    ['AU', '3186', '31860', 'Invalid postcode. Please enter a 4-digit number.'],
    ['NZ', '1023', '102', 'Invalid postcode. Please enter a 4-digit number.'],
    ['US', '53202', '5320', 'Invalid ZIP code. Please enter a 5-digit number.'],
  ] as const)('the contact form postcode follows the region (%s: %s passes, %s fails)', (region, good, bad, message) => {
    const values = { ...contactFormInitialValues(contact), last_name: 'Silva' };
    const schema = contactFormSchema(postcodeRuleFor(region));
    expect(errorsOf(schema, { ...values, postcode: good })).toEqual({});
    expect(errorsOf(schema, { ...values, postcode: bad })).toEqual({ postcode: message });
  });

  it('the hidden field is the category, General Enquiry unless set', () => {
    expect(contactFormInitialValues().category).toBe('General Enquiry');
    const values = { ...contact, last_name: 'Silva', postcode: '3186' };
    expect(validated(contactFormSchema(), values)).toMatchObject({ category: 'General Enquiry' });
    expect(errorsOf(contactFormSchema(), { ...values, category: '' })).toEqual({ category: 'Category is required.' });
  });
});

describe('request photos form', () => {
  it('request photos has a hidden prefilled request naming the car', () => {
    expect(requestPhotosMessage(' 2024 Volkswagen Tiguan 162TSI Elegance ')).toBe(
      'Please send me more photos of the 2024 Volkswagen Tiguan 162TSI Elegance.',
    );
    const values = requestPhotosInitialValues('2024 Volkswagen Tiguan', { name: 'Ana', message: 'other' } as never);
    expect(values).toEqual({
      name: 'Ana',
      email: '',
      phone: '',
      opt_in: false,
      message: 'Please send me more photos of the 2024 Volkswagen Tiguan.',
    });
    expect(REQUEST_PHOTOS_FORM_FIELDS).not.toContain('message');
  });

  it('the request and the contact details are required', () => {
    expect(errorsOf(requestPhotosFormSchema(), { ...contact, message: requestPhotosMessage('Golf') })).toEqual({});
    expect(errorsOf(requestPhotosFormSchema(), { message: '' })).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      message: 'Request is required.',
    });
  });
});
